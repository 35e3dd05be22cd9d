import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

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
 * Hashed assets (`/assets/*`) keep only the headers that act on a script or
 * stylesheet: nosniff (no MIME confusion) and HSTS. Browsers apply CSP, framing,
 * opener, permissions and referrer policies from documents, not from subresources;
 * on ~25 scripts per page those headers were ~14 KB of every first view (DESIGN.md
 * counts bytes on the wire). No worker is served from here, where a script's CSP would count.
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
      for (const name of [...DOCUMENT_ONLY, 'ETag', 'Last-Modified', 'Accept-Ranges']) this.removeHeader(name)
    }
    return writeHead.apply(this, args)
  } as typeof writeHead
  next()
}

/** Gives each SSR response its own nonce and a CSP that allows only nonce'd inline scripts. */
export function nonceCsp(_req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString('base64')
  res.locals.nonce = nonce
  res.setHeader('Content-Security-Policy', csp({ scriptSources: [`'nonce-${nonce}'`] }))
  next()
}

/** The site's content security policy; `scriptSources` adds nonces or hashes. Never 'unsafe-inline' for scripts. */
export function csp({ scriptSources }: { scriptSources: string[] }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // Radix and sonner set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
