import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeTurns, processPhoto } from './process.server'

/** A noisy JPEG: noise is what makes a photo slow to decode and encode. */
const noisy = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer(),
  )

describe('the photo decoder shared between addresses (decision 024)', () => {
  it('gives one address one of its two turns, so another visitor is decoded at once', async () => {
    expect(decodeTurns).toEqual({ total: 2, perAddress: 1 })
    const big = await noisy(2400, 1800)
    const small = await noisy(200, 150)
    const finished: string[] = []
    const run = (client: string, input: Uint8Array, label: string) =>
      processPhoto(input, client).then(() => finished.push(label))
    // One address sends four large photos at once; then a visitor sends one small one.
    const hog = ['a1', 'a2', 'a3', 'a4'].map((label) => run('203.0.113.9', big, label))
    const visitor = run('198.51.100.4', small, 'b')
    await Promise.all([...hog, visitor])
    // Had the hog held both turns, the visitor would wait for at least one of its photos.
    expect(finished[0]).toBe('b')
    // The hog's photos are all decoded, in their turn.
    expect(finished.slice(1).sort()).toEqual(['a1', 'a2', 'a3', 'a4'])
  }, 60_000)
})
