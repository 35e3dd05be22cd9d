import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { clientKey } from '../app/features/security/client-key.server'
import type { Refusal } from './body-limit'
import { type BodyLimit, spoolLimits, tooLargeMessage } from './limits'

let inFlight = 0
/** Bytes of spooled bodies on disk now, counted as they arrive. */
let bytesHeld = 0
/** Spooled bodies in flight per client address (the rate limits' key: IPv6 by its /64). */
const perAddress = new Map<string, number>()

/** How many spooled bodies are held now (for tests and metrics). */
export const spooledBodies = () => inFlight
/** Bytes of spooled bodies on disk now (for tests). */
export const spooledBytes = () => bytesHeld

const tooSlowMessage =
  'Your upload arrived too slowly, so we stopped receiving it. Please try again on a faster connection, or send fewer or smaller photos.'
const busyMessage = 'We are receiving many uploads right now. Please try again in a minute.'

/**
 * Streams a large body (photos, a resume) to a fresh folder on disk while
 * counting it, so memory stays flat however many arrive at once.
 * Over the limit: the file is dropped and `refuse` answers 413. The handler
 * reads `res.locals.bodyFile`; the folder (body and any files parsed out of it,
 * `res.locals.uploadDir`) is removed when the response closes.
 *
 * Bounded by what it spends (decision 012): bytes on disk (`spoolLimits.maxBytes`, counted as
 * they arrive, 503 past it) and time (an upload slower than `floorBytesPerSecond` over a window is
 * shed with 408), plus `maxPerAddress` uploads at once from one address (429). No count of slots:
 * slow senders holding a few bytes each cannot keep out anyone else.
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
  if (held >= spoolLimits.maxPerAddress) {
    return refuse({
      status: 429,
      message: `You are already sending ${spoolLimits.maxPerAddress} uploads. Wait until they finish, then send this again.`,
      retryAfterSeconds: spoolLimits.retryAfterSeconds,
    })
  }
  if (bytesHeld >= spoolLimits.maxBytes) {
    return refuse({ status: 503, message: busyMessage, retryAfterSeconds: spoolLimits.retryAfterSeconds })
  }
  perAddress.set(client, held + 1)
  inFlight++
  let released = false
  let dir: string | undefined
  let out: WriteStream | undefined
  /** This body's bytes counted in `bytesHeld`. */
  let mine = 0
  let floorCheck: ReturnType<typeof setInterval> | undefined
  const release = () => {
    if (released) return
    released = true
    clearInterval(floorCheck)
    inFlight--
    bytesHeld -= mine
    mine = 0
    const left = (perAddress.get(client) ?? 1) - 1
    if (left > 0) perAddress.set(client, left)
    else perAddress.delete(client)
    out?.destroy()
    if (dir) void rm(dir, { recursive: true, force: true })
  }
  res.on('close', release)

  // Time: every window must bring the floor's bytes. A window in which we paused the client (the
  // disk was behind) is not held against it.
  let windowBytes = 0
  let pausedInWindow = false
  let stopReading: ((refusal: Refusal) => void) | undefined
  let shedUnread = false
  floorCheck = setInterval(() => {
    const enough = (spoolLimits.floorBytesPerSecond * spoolLimits.rateWindowMs) / 1000
    if (windowBytes < enough && !pausedInWindow && !req.isPaused()) {
      clearInterval(floorCheck)
      if (stopReading) return stopReading({ status: 408, message: tooSlowMessage })
      // Before the folder exists nothing is read yet: refuse unread, and never start reading.
      shedUnread = true
      if (!released) refuse({ status: 408, message: tooSlowMessage })
      return
    }
    windowBytes = 0
    pausedInWindow = false
  }, spoolLimits.rateWindowMs)
  floorCheck.unref()

  mkdtemp(path.join(tmpdir(), 'refined-resin-upload-')).then(
    (folder) => {
      dir = folder
      // The response closed (or was refused) while the folder was being made: `release` has run, or
      // will, and found no folder.
      if (released || shedUnread) return void rm(folder, { recursive: true, force: true })
      const file = path.join(folder, 'body')
      const sink = createWriteStream(file)
      out = sink
      let size = 0
      let refused = false
      const stop = (refusal: Refusal) => {
        if (refused || released) return
        refused = true
        clearInterval(floorCheck)
        req.off('data', onData)
        req.off('end', onEnd)
        req.pause()
        sink.destroy()
        refuse(refusal)
      }
      stopReading = stop
      const onData = (chunk: Buffer) => {
        size += chunk.length
        windowBytes += chunk.length
        if (size > limit.bytes) return stop({ status: 413, message: tooLargeMessage(limit) })
        // Bytes: the spool's disk is shared; the upload that would overfill it is the one refused.
        if (bytesHeld + chunk.length > spoolLimits.maxBytes) {
          return stop({ status: 503, message: busyMessage, retryAfterSeconds: spoolLimits.retryAfterSeconds })
        }
        bytesHeld += chunk.length
        mine += chunk.length
        // Honour the disk's pace: a fast client must not fill memory ahead of it.
        if (!sink.write(chunk)) {
          req.pause()
          pausedInWindow = true
          sink.once('drain', () => !refused && req.resume())
        }
      }
      const onEnd = () => {
        clearInterval(floorCheck)
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
