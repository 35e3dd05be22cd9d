import type { NextFunction, Request, Response } from 'express'

/** One JSON line per request: enough to trace a problem, no query strings or bodies (they hold personal data). */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const start = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    process.stdout.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        level: res.statusCode >= 500 ? 'error' : 'info',
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      })}\n`,
    )
  })
  next()
}
