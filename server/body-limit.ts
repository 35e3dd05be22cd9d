import type { NextFunction, Request, Response } from 'express'
import { type BodyLimit, bodyLimitFor, spoolAbove, tooLargeMessage } from './limits'
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
  // Refused already (an unknown booking link): the page is shown again and the body never read.
  if (WITHOUT_BODY.has(req.method) || res.locals.refusedStatus !== undefined) return next()
  const limit = bodyLimitFor(req.path, req.headers['content-type'])
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit.bytes) return tooLarge(req, res, next, limit)
  // Bodies that may be megabytes (photos, a resume) go to disk, not memory.
  if (limit.bytes > spoolAbove)
    return spoolBody(req, res, next, limit, (refusal) => refuseUnread(req, res, next, refusal))

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

/** True when the caller reads JSON (an API, or React Router's data requests) rather than a page. */
function wantsData(req: Request) {
  return req.path.startsWith('/api/') || req.path.endsWith('.data') || !req.accepts('html')
}

/** Why the host answers a request without reading its body. */
export type Refusal = { status: number; message: string; retryAfterSeconds?: number }

/**
 * Answers a request whose body is left unread, and closes the connection once
 * the answer is out. An API or data request gets JSON `{ error }`; a form post
 * gets its page again (rendered as a GET) under the refusal's status, with the
 * message in an alert above it, so the refusal reads the same with JavaScript off.
 */
export function refuseUnread(req: Request, res: Response, next: NextFunction, refusal: Refusal) {
  closeAfterAnswer(req, res)
  if (refusal.retryAfterSeconds) res.setHeader('Retry-After', String(refusal.retryAfterSeconds))
  if (wantsData(req)) return res.status(refusal.status).json({ error: refusal.message })
  res.locals.refusedStatus = refusal.status
  res.locals.requestProblem = refusal.message
  next()
}

function tooLarge(req: Request, res: Response, next: NextFunction, limit: BodyLimit) {
  refuseUnread(req, res, next, { status: 413, message: tooLargeMessage(limit) })
}
