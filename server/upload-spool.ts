import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { type BodyLimit, maxSpooledBodies } from './limits'
import { closeAfterAnswer } from './lingering-close'

type Refuse = (req: Request, res: Response, next: NextFunction, limit: BodyLimit) => void

let inFlight = 0

/** How many spooled bodies are held now (for tests and metrics). */
export const spooledBodies = () => inFlight

/**
 * Streams a large body (photos, a resume) to a fresh folder on disk while
 * counting it, so memory stays flat however many arrive at once.
 * Over the limit: the file is dropped and `refuse` answers 413. The handler
 * reads `res.locals.bodyFile`; the folder (body and any files parsed out of it,
 * `res.locals.uploadDir`) is removed when the response closes.
 */
export function spoolBody(req: Request, res: Response, next: NextFunction, limit: BodyLimit, refuse: Refuse) {
  if (inFlight >= maxSpooledBodies) {
    closeAfterAnswer(req, res)
    res.setHeader('Retry-After', '30')
    return res
      .status(503)
      .json({ error: 'We are receiving many uploads right now. Please try again in a minute.' })
  }
  inFlight++
  let released = false
  let dir: string | undefined
  let out: WriteStream | undefined
  const release = () => {
    if (released) return
    released = true
    inFlight--
    out?.destroy()
    if (dir) void rm(dir, { recursive: true, force: true })
  }
  res.on('close', release)

  mkdtemp(path.join(tmpdir(), 'refined-resin-upload-')).then(
    (folder) => {
      dir = folder
      if (released) return release()
      const file = path.join(folder, 'body')
      const sink = createWriteStream(file)
      out = sink
      let size = 0
      let refused = false
      const onData = (chunk: Buffer) => {
        size += chunk.length
        if (size <= limit.bytes) {
          // Honour the disk's pace: a fast client must not fill memory ahead of it.
          if (!sink.write(chunk)) {
            req.pause()
            sink.once('drain', () => !refused && req.resume())
          }
          return
        }
        refused = true
        req.off('data', onData)
        req.off('end', onEnd)
        req.pause()
        sink.destroy()
        refuse(req, res, next, limit)
      }
      const onEnd = () => {
        sink.end(() => {
          res.locals.bodyFile = file
          res.locals.uploadDir = folder
          next()
        })
      }
      req.on('data', onData)
      req.on('end', onEnd)
      sink.on('error', (error) => {
        if (refused) return
        req.off('data', onData)
        req.off('end', onEnd)
        next(error)
      })
    },
    (error) => next(error),
  )
}
