import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../tests/support/wait-for'
import { servedPages } from './prerendered'

/**
 * A page's first answers after a publish (decision 033): brotli at once, not after the 50–70 ms its
 * best compression takes; the best replaces it for the requests after.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'prerendered-'))
// Varied text, as a page is: quality 11 makes it smaller than quality 5 does.
const html = `<!doctype html><html lang="en"><title>Contact</title><body>${Array.from(
  { length: 2500 },
  (_, i) =>
    `<p class="c${i % 37}">Line ${i}: ${(i * 7919).toString(36)} epoxy ${i % 13 ? 'floor' : 'garage'}</p>`,
).join('')}</body></html>`
let server: Server
let port = 0

beforeAll(async () => {
  mkdirSync(path.join(dir, 'contact'))
  writeFileSync(path.join(dir, 'contact', 'index.html'), html)
  const pages = servedPages({
    dir,
    manifest: { pages: { '/contact': { scripts: [], styles: [] } }, runtimeStyles: [] },
  })
  server = express().use(pages.middleware).listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

function get(): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, path: '/contact', headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('a prerendered page in brotli', () => {
  it('answers the first requests at once, then with its best compression once made', async () => {
    const first = await Promise.all(Array.from({ length: 5 }, get))
    for (const answer of first) {
      expect(answer.encoding).toBe('br')
      expect(brotliDecompressSync(answer.body).toString()).toBe(html)
    }
    const quick = first[0]?.body.length ?? 0
    let best = quick
    await waitFor(
      async () => {
        const later = await get()
        expect(brotliDecompressSync(later.body).toString()).toBe(html)
        best = later.body.length
        return best < quick
      },
      { timeout: 10_000, message: 'the best compression to replace the quick one' },
    )
    expect(best).toBeLessThan(quick)
  })
})
