import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'

/** Headers every response carries, error pages included. */
export function baseSecurityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  res.setHeader('Content-Security-Policy', csp({ scriptSources: [] }))
  res.removeHeader('X-Powered-By')
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
