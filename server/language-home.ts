import type { NextFunction, Request, Response } from 'express'
import { defaultLang, isLang, isPseudo, langCookie, langOfPath, pathIn } from '../app/i18n/lang'

/**
 * The front door keeps a visitor's own choice of language (decision 034): a visitor who chose another language
 * with the language switch and comes back to `/` is sent to its home (`/es`). Only that explicit choice counts,
 * never `Accept-Language`, and only at `/`: a link to an English page still opens it.
 */
export function languageHome(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  if (req.path !== '/' || Object.keys(req.query).length > 0) return next()
  const chosen = new RegExp(`(?:^|;\\s*)${langCookie}=([\\w-]+)`).exec(req.headers.cookie ?? '')?.[1]
  if (!isLang(chosen) || chosen === defaultLang) return next()
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('Vary', 'Cookie')
  res.redirect(302, pathIn(chosen, '/'))
}

/**
 * The pseudo-locale's pages exist only where `PSEUDO_LOCALE=1` (the tests, decision 039): anywhere
 * else its addresses answer 404, as any unknown page does.
 */
export function pseudoLocaleGuard(enabled: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (enabled || !isPseudo(langOfPath(req.path))) return next()
    res.status(404).type('text/plain').send('Not found')
  }
}
