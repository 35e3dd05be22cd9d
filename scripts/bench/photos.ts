import sharp from 'sharp'
import { photoLimits } from '../../app/features/photos/limits'
import { processPhoto } from '../../app/features/photos/process.server'
import type { BenchCase } from './types'

/**
 * A phone's 12-megapixel photo as close under the 10 MB limit as JPEG quality
 * allows: a gradient under fine noise (noise is what makes camera files big).
 */
async function tenMegabytePhoto(): Promise<Uint8Array> {
  const width = 4032
  const height = 3024
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 42
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = (i / 3) % width
    pixels[i] = Math.min(255, Math.round((x / width) * 160 + (seed % 96)))
  }
  let best = new Uint8Array()
  for (const quality of [97, 96, 95, 93, 90, 85, 80]) {
    best = new Uint8Array(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .withExif({ IFD0: { Make: 'Bench', Model: 'Phone' } })
        .jpeg({ quality })
        .toBuffer(),
    )
    if (best.byteLength <= photoLimits.maxBytesEach) break
  }
  return best
}

/** The photo pipeline's figures (decision 024): processing time per 10 MB picture, and the bytes stored per photo. */
export const photos: BenchCase = async ({ database }) => {
  if (database !== 'pglite') return [] // the same work on either database: measure it once
  const input = await tenMegabytePhoto()
  const times: number[] = []
  let stored = 0
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    const out = await processPhoto(input)
    times.push(performance.now() - started)
    stored = out.bytes.byteLength + out.thumb.byteLength
  }
  times.sort((a, b) => a - b)
  return [
    {
      name: `process one ${(input.byteLength / 1024 / 1024).toFixed(1)} MB, 12 MP JPEG (5 runs)`,
      p50: Math.round(times[2]),
      p99: Math.round(times[4]),
      note: `stored ${Math.round(stored / 1024)} KB (2,000 px JPEG + thumbnail)`,
    },
  ]
}
