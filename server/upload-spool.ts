import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { clientKey } from '../app/features/security/client-key'
import type { Refusal } from './body-limit'
import {
  type BodyLimit,
  maxSpooledBodies,
  maxSpooledBodiesPerAddress,
  spoolRetryAfterSeconds,
  tooLargeMessage,
} from './limits'

let inFlight = 0
/** Spooled bodies in flight per client address (the rate limits' key: IPv6 by its /64). */
const perAddress = new Map<string, number>()

/** How many spooled bodies are held now (for tests and metrics). */
export const spooledBodies = () => inFlight

/**
 * Streams a large body (photos, a resume) to a fresh folder on disk while
 * counting it, so memory stays flat however many arrive at once.
 * Over the limit: the file is dropped and `refuse` answers 413. The handler
 * reads `res.locals.bodyFile`; the folder (body and any files parsed out of it,
 * `res.locals.uploadDir`) is removed when the response closes.
 *
 * At most `maxSpooledBodies` at once, and `maxSpooledBodiesPerAddress` from one
 * address, so one sender's slow uploads cannot take every slot (decision 012).
 */
export function spoolBody(
  req: Request,
  res: Response,
  next: NextFunction,
  limit: BodyLimit,
  refuse: (refusal: Refusal) => void,
) {
  const client = clientKey(req.ip)
  const held = perAddress.get(client) ?? 0
  if (held >= maxSpooledBodiesPerAddress) {
    return refuse({
      status: 429,
      message: `You are already sending ${maxSpooledBodiesPerAddress} uploads. Wait until they finish, then send this again.`,
      retryAfterSeconds: spoolRetryAfterSeconds,
    })
  }
  if (inFlight >= maxSpooledBodies) {
    return refuse({
      status: 503,
      message: 'We are receiving many uploads right now. Please try again in a minute.',
      retryAfterSeconds: spoolRetryAfterSeconds,
    })
  }
  perAddress.set(client, held + 1)
  inFlight++
  let released = false
  let dir: string | undefined
  let out: WriteStream | undefined
  const release = () => {
    if (released) return
    released = true
    inFlight--
    const left = (perAddress.get(client) ?? 1) - 1
    if (left > 0) perAddress.set(client, left)
    else perAddress.delete(client)
    out?.destroy()
    if (dir) void rm(dir, { recursive: true, force: true })
  }
  res.on('close', release)

  mkdtemp(path.join(tmpdir(), 'refined-resin-upload-')).then(
    (folder) => {
      dir = folder
      // The response closed while the folder was being made: `release` has run and found no folder.
      if (released) return void rm(folder, { recursive: true, force: true })
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
        refuse({ status: 413, message: tooLargeMessage(limit) })
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
