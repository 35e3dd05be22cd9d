import type { Request, Response } from 'express'

/**
 * Answers with `Connection: close` and closes the way nginx's lingering close does,
 * for a request whose body is left unread. Node's own close after such an answer
 * destroys the socket as soon as the answer is flushed, so the kernel resets a
 * connection that still has body bytes in flight, and a client still sending can
 * lose the answer it was already sent (EPIPE). Here the socket only half-closes
 * after the answer; `lingeringClose` then drains and closes it.
 */
export function closeAfterAnswer(req: Request, res: Response) {
  res.setHeader('Connection', 'close')
  const socket = req.socket
  socket.destroySoon = () => {
    if (socket.writable) socket.end()
  }
  res.on('finish', () => lingeringClose(req))
}

/** A lingering close ends once the client has been quiet this long, or after the cap. */
const LINGER_IDLE_MS = 500
const LINGER_MAX_MS = 5_000

/**
 * The rest of a refused body is read and dropped (no memory kept) until the client
 * goes quiet, or the cap, then the socket is closed.
 */
function lingeringClose(req: Request) {
  let idle: NodeJS.Timeout | undefined
  const close = () => {
    clearTimeout(idle)
    clearTimeout(cap)
    req.off('data', quiet)
    req.destroy()
  }
  const quiet = () => {
    clearTimeout(idle)
    idle = setTimeout(close, LINGER_IDLE_MS).unref()
  }
  const cap = setTimeout(close, LINGER_MAX_MS).unref()
  req.on('data', quiet)
  req.once('end', close)
  quiet()
  req.resume()
}
