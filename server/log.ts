import type { NextFunction, Request, Response } from 'express'
import type { Logger } from '../app/features/logging/logger.server'

/**
 * One line per request: enough to trace a problem, no query strings or bodies
 * (they hold personal data). The path can hold a secret (`/booking/<token>`):
 * the logger masks it with every other line (decision 030).
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint()
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6
      const line = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      }
      if (res.statusCode >= 500) logger.error(line, 'request failed')
      else logger.info(line, 'request')
    })
    next()
  }
}
