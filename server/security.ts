import { createHash, randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { checkoutFormOrigins } from '../app/features/payments/configured.server'

/** Headers every response carries, error pages included. */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

export function baseSecurityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', csp({ scriptSources: [] }))
  res.removeHeader('X-Powered-By')
  next()
}

/** Headers that govern a document: a script or stylesheet served with them gains nothing. */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
  'Referrer-Policy',
]

/**
 * Hashed assets (`/assets/*`) keep only the header that acts on a script or
 * stylesheet: nosniff (no MIME confusion). Browsers apply CSP, framing, opener,
 * permissions and referrer policies from documents, not from subresources; HSTS
 * binds the whole host from the document that loads these files (only pages of
 * this host load them); a module script is UTF-8 whatever its type says. On a dozen
 * scripts per page those headers were kilobytes of every first view (DESIGN.md counts
 * bytes on the wire; decision 034). No worker is served from here, where a script's
 * CSP would count.
 */
export function assetHeaders(_req: Request, res: Response, next: NextFunction) {
  // Decided as the head is written: an asset served drops them; a 404 or 405 page
  // under /assets is a document and keeps them. A hashed asset never changes under
  // its name, so validators and ranges only add bytes; `send` sets them whatever
  // its options say.
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (status < 400) {
      for (const name of [
        ...DOCUMENT_ONLY,
        'Strict-Transport-Security',
        'ETag',
        'Last-Modified',
        'Accept-Ranges',
      ])
        this.removeHeader(name)
      if (String(this.getHeader('Content-Type')).startsWith('text/javascript'))
        this.setHeader('Content-Type', 'text/javascript')
    }
    return writeHead.apply(this, args)
  } as typeof writeHead
  next()
}

/** A CSP source allowing the inline script or style with exactly this text. */
export function sha256Source(text: string) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * Gives each SSR response its own nonce and a CSP that allows only nonce'd inline
 * scripts and `<style>` elements (the document's critical CSS), besides the styles
 * the site's own scripts create, by hash (`runtimeStyles`, sha256 in base64). In
 * development Vite injects and swaps styles as files change, so any is allowed there.
 */
export function nonceCsp({
  runtimeStyles = [],
  development = false,
}: {
  runtimeStyles?: string[]
  development?: boolean
} = {}) {
  const runtime = runtimeStyles.map((h) => `'sha256-${h}'`)
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const styleSources = development ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`, ...runtime]
    res.setHeader('Content-Security-Policy', csp({ scriptSources: [`'nonce-${nonce}'`], styleSources }))
    next()
  }
}

/**
 * The site's content security policy; `scriptSources` and `styleSources` add nonces or
 * hashes. Never 'unsafe-inline' for scripts, nor for `<style>` elements (decision 032).
 */
export function csp({
  scriptSources,
  styleSources = [],
}: {
  scriptSources: string[]
  styleSources?: string[]
}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // <style> elements: the document's critical CSS (its hash, or the response's nonce) and
    // those the site's scripts create, by hash (decision 032).
    `style-src 'self' ${styleSources.join(' ')}`.trim(),
    // style="" attributes: React renders a few (a bar's width) and Radix sets more. An
    // attribute styles its own element only: no selector, no code, images from img-src.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // With deposits, a booking form without JavaScript is sent on to Stripe Checkout (decision 041).
    ["form-action 'self'", ...checkoutFormOrigins()].join(' '),
    "frame-ancestors 'none'",
  ].join('; ')
}
