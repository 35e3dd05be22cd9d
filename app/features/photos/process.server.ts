import type { Metadata } from 'sharp'
import { photoLimits } from './limits'
import { loadSharp } from './sharp.server'

export type ProcessedPhoto = {
  contentType: 'image/jpeg'
  width: number
  height: number
  bytes: Uint8Array
  thumb: Uint8Array
  originalBytes: number
}

/** Formats accepted after decoding: sharp reports AVIF as heif with the av1 codec. */
const accepted = new Set(['jpeg', 'png', 'webp'])

export class NotAPicture extends Error {}

/**
 * Decodes an upload to prove it is a JPEG, PNG, WebP or AVIF picture (never
 * trusting its name or type), turns it upright from its EXIF orientation,
 * shrinks it to at most 2,000 px on the long side and re-encodes it as JPEG,
 * plus a 320 px thumbnail. sharp writes no metadata unless asked
 * (withMetadata/keepExif), so EXIF with GPS, XMP, IPTC and ICC blocks are gone.
 */
export async function processPhoto(input: Uint8Array, client = UNATTRIBUTED): Promise<ProcessedPhoto> {
  // Decoding a 12-megapixel photo takes ~50 MB: at most two at once, the rest wait their turn.
  // One address holds at most one of the two turns, and waits for its next one apart from the
  // shared queue, so an address sending many photos delays itself, not other visitors (decision 024).
  const own = addressTurn(client)
  await own.turn.acquire()
  try {
    await decodeTurn.acquire()
    try {
      return await decodeAndShrink(input)
    } finally {
      decodeTurn.release()
    }
  } finally {
    own.turn.release()
    own.holders -= 1
    if (own.holders === 0) addressTurns.delete(client)
  }
}

/** The key photos are counted under when the caller names no client (tests, scripts). */
const UNATTRIBUTED = 'unattributed'

/** Decode turns in the whole process (two cores), and those one address may hold at once. */
export const decodeTurns = { total: 2, perAddress: 1 } as const

/** A counting semaphore: `acquire` resolves when one of `size` turns is free. */
function turns(size: number) {
  let free = size
  const waiting: Array<() => void> = []
  return {
    acquire: (): Promise<void> => {
      if (free === 0) return new Promise((go) => waiting.push(go))
      free -= 1
      return Promise.resolve()
    },
    release: () => {
      const next = waiting.shift()
      if (next) next()
      else free += 1
    },
  }
}

const decodeTurn = turns(decodeTurns.total)

/** Each address's own turns, kept only while one of its photos is decoding or waiting. */
const addressTurns = new Map<string, { turn: ReturnType<typeof turns>; holders: number }>()

function addressTurn(client: string) {
  let own = addressTurns.get(client)
  if (!own) {
    own = { turn: turns(decodeTurns.perAddress), holders: 0 }
    addressTurns.set(client, own)
  }
  own.holders += 1
  return own
}

async function decodeAndShrink(input: Uint8Array): Promise<ProcessedPhoto> {
  const options = { limitInputPixels: photoLimits.maxInputPixels, failOn: 'error' as const }
  const sharp = await loadSharp()
  let meta: Metadata
  try {
    meta = await sharp(input, options).metadata()
  } catch {
    throw new NotAPicture('not decodable')
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
  if (!format || (!accepted.has(format) && format !== 'avif')) throw new NotAPicture(String(format))
  if ((meta.pages ?? 1) > 1 && format !== 'avif') throw new NotAPicture('animated')
  try {
    const base = sharp(input, options).rotate().flatten({ background: '#ffffff' })
    const { data, info } = await base
      .clone()
      .resize(photoLimits.maxSidePx, photoLimits.maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    const thumb = await base
      .clone()
      .resize(photoLimits.thumbSidePx, photoLimits.thumbSidePx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer()
    return {
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      bytes: new Uint8Array(data),
      thumb: new Uint8Array(thumb),
      originalBytes: input.byteLength,
    }
  } catch {
    // A header that decodes but pixel data that does not (a truncated file).
    throw new NotAPicture('pixels not decodable')
  }
}
