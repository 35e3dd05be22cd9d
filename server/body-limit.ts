import type { NextFunction, Request, Response } from 'express'
import { type BodyLimit, bodyLimitFor, spoolAbove } from './limits'
import { closeAfterAnswer } from './lingering-close'
import { spoolBody } from './upload-spool'

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Reads the request body at the host, counting bytes as they stream in, and stops
 * at the route class's limit. Over the limit the client gets 413 at once:
 * a declared Content-Length is refused unread; a chunked body is refused at the
 * byte that crosses the line. Memory held is at most the limit, whatever is sent.
 * Handlers then read `res.locals.body`, never the socket.
 */
export function boundedBody(req: Request, res: Response, next: NextFunction) {
  if (WITHOUT_BODY.has(req.method)) return next()
  const limit = bodyLimitFor(req.path, req.headers['content-type'])
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit.bytes) return tooLarge(req, res, next, limit)
  // Bodies that may be megabytes (photos, a resume) go to disk, not memory.
  if (limit.bytes > spoolAbove) return spoolBody(req, res, next, limit, tooLarge)

  const chunks: Buffer[] = []
  let size = 0
  const cleanup = () => {
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
  }
  const onData = (chunk: Buffer) => {
    size += chunk.length
    if (size > limit.bytes) {
      cleanup()
      chunks.length = 0
      req.pause()
      return tooLarge(req, res, next, limit)
    }
    chunks.push(chunk)
  }
  const onEnd = () => {
    cleanup()
    res.locals.body = Buffer.concat(chunks, size)
    next()
  }
  // The client went away mid-body: there is nobody to answer.
  const onError = () => cleanup()
  req.on('data', onData)
  req.on('end', onEnd)
  req.on('error', onError)
}

export function tooLargeMessage(limit: BodyLimit) {
  return `What you sent is too large: this address accepts at most ${limit.label}. Please send less (a smaller attachment), then try again.`
}

/** True when the caller reads JSON (an API, or React Router's data requests) rather than a page. */
function wantsData(req: Request) {
  return req.path.startsWith('/api/') || req.path.endsWith('.data') || !req.accepts('html')
}

export function tooLarge(req: Request, res: Response, next: NextFunction, limit: BodyLimit) {
  // The rest of the body is never read: close the connection once the answer is out.
  closeAfterAnswer(req, res)
  if (wantsData(req)) {
    return res.status(413).json({ error: tooLargeMessage(limit) })
  }
  // A form post: show the same page again, with the message, as a 413.
  res.locals.bodyTooLarge = true
  res.locals.requestProblem = tooLargeMessage(limit)
  next()
}
