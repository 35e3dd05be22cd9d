import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { loader } from '~/routes/content-image'
import { openTestDatabase } from '../../../tests/support/test-database'
import { storeContentImage } from './images.server'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

/** A phone's photo: a JPEG carrying where it was taken. */
const withGps = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#8a5a3c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 7/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 0/1 0/1',
      },
    })
    .toBuffer()

/** Every tag exiftool finds in a file, by group. */
function exif(bytes: Uint8Array): Record<string, unknown> {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-exif-'))
  const file = path.join(dir, 'picture')
  writeFileSync(file, bytes)
  return JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }))[0]
}

const get = (file: string) =>
  loader({
    request: new Request(`http://localhost/images/content/${file}`),
    params: { file },
    context: { db: handle.db },
  } as unknown as Parameters<typeof loader>[0])

describe('pictures uploaded in the Content area', () => {
  it('serves every size in AVIF and WebP at the artwork’s shape, with no GPS or camera left (exiftool)', async () => {
    const original = new Uint8Array(await withGps())
    expect(Object.keys(exif(original)).some((k) => k.includes('GPS'))).toBe(true)
    const stored = await storeContentImage(handle.db, original, {
      alt: 'Copper garage',
      author: 'owner@example.com',
    })
    if (!stored.ok) throw new Error(stored.error)
    for (const width of [480, 960, 1600]) {
      for (const ext of ['avif', 'webp']) {
        const res = await get(`${stored.id}-${width}.${ext}`)
        expect(res.status).toBe(200)
        expect(res.headers.get('Content-Type')).toBe(`image/${ext}`)
        expect(res.headers.get('Cache-Control')).toContain('immutable')
        const bytes = new Uint8Array(await res.arrayBuffer())
        const meta = await sharp(bytes).metadata()
        expect([meta.width, meta.height]).toEqual([width, width / 1.6])
        const tags = Object.keys(exif(bytes))
        expect(
          tags.filter((k) => /GPS|Make|Model/.test(k)),
          `${width}.${ext}`,
        ).toEqual([])
      }
    }
  }, 60_000)

  it('refuses what is not a picture, an empty file and a huge one, with a reason', async () => {
    const bad = await storeContentImage(handle.db, new TextEncoder().encode('<script>alert(1)</script>'), {
      alt: 'x',
      author: 'owner@example.com',
    })
    expect(bad).toEqual({ ok: false, error: expect.stringMatching(/not a photo we can read/) })
    expect(await storeContentImage(handle.db, new Uint8Array(), { alt: 'x', author: 'o' })).toEqual({
      ok: false,
      error: expect.stringMatching(/empty/),
    })
    expect(
      await storeContentImage(handle.db, new Uint8Array(40 * 1024 * 1024), { alt: 'x', author: 'o' }),
    ).toEqual({ ok: false, error: expect.stringMatching(/larger than/) })
  })

  it('answers 404 for a name that is not a stored picture, a traversal or a size never made', async () => {
    for (const file of [
      '00000000-0000-0000-0000-000000000000-960.webp',
      '..%2F..%2Fetc%2Fpasswd',
      '../../etc/passwd',
      'x-960.webp',
    ]) {
      expect((await get(file)).status, file).toBe(404)
    }
  })
})
