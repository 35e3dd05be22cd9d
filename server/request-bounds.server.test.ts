import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '~/db/client.server'
import { leads, photos } from '~/db/schema'
import { createTestContext } from '../tests/support/app-context'
import { listenBuiltApp } from '../tests/support/built-app'
import { waitFor } from '../tests/support/wait-for'
import { bodyLimitFor, spoolLimits } from './limits'
import { spooledBytes } from './upload-spool'

/**
 * The memory this process holds on to, its garbage collected first: what a server that kept a body
 * would keep. Resident memory also counts the garbage of the chunks read and dropped, which the
 * collector frees when it gets round to it: on a busy machine that read 87 MB with nothing held.
 */
setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void
function heldBytes() {
  collect()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** Every request bounded at the host, before any handler reads it. */
let server: Server
let port: number
let close: () => Promise<void>
let db: Database

beforeAll(async () => {
  const t = await createTestContext()
  close = t.close
  const { mailer, rateLimit } = t.context
  db = t.context.db
  ;({ server, port } = await listenBuiltApp({ db, mailer, rateLimit }))
})

afterAll(async () => {
  server?.close()
  await close?.()
})

type Answer = { status: number; body: string; sent: number; headers: Record<string, unknown> }

/**
 * Streams `total` bytes as a chunked body (no Content-Length), as `curl -T -` does,
 * and stops sending as soon as an answer arrives.
 */
function sendChunked(pathname: string, total: number, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = httpRequest(
      { port, path: pathname, method: 'POST', headers: { 'Transfer-Encoding': 'chunked', ...headers } },
      (res) => {
        answered = true
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d) => {
          body += d
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent, headers: res.headers }))
      },
    )
    req.on('error', (e) => (answered ? undefined : reject(e)))
    const chunk = Buffer.alloc(256 * 1024, 0x41)
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('request bounds at the host', () => {
  it('answers a huge chunked JSON body with 413 at once, holding no more than the limit in memory', async () => {
    const before = heldBytes()
    const answer = await sendChunked('/api/bookings', 1.5 * 1024 ** 3, { 'Content-Type': 'application/json' })
    const grew = heldBytes() - before
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).error).toMatch(/too large: this address accepts at most 64 KB/)
    // At once: answered, and stopped, long before the 1.5 GB were sent (counted in bytes, not in time).
    expect(answer.sent).toBeLessThan(200 * 1024 ** 2)
    expect(grew).toBeLessThan(50 * 1024 ** 2)
  })

  it('keeps the connection of a refused body open while the client is still sending, then closes it', async () => {
    // A client that has not read its 413 yet keeps writing. Were the socket closed as soon as
    // the answer is out, the kernel would reset it and the client could lose the answer (EPIPE).
    const serverSide = new Promise<number>((resolve) =>
      server.once('connection', (s) => s.once('close', () => resolve(Date.now()))),
    )
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    const chunk = Buffer.alloc(64 * 1024, 0x41)
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
    let answer = ''
    let writeErrors = 0
    socket.on('error', () => writeErrors++)
    socket.on('data', (d) => {
      answer += d.toString('latin1')
    })
    socket.write(
      'POST /api/bookings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    // 4 MB at once (the limit is 64 KB), then a frame every 20 ms for 400 ms.
    for (let i = 0; i < 64; i++) socket.write(frame)
    let lastWrite = Date.now()
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 20))
      socket.write(frame)
      lastWrite = Date.now()
    }
    const closedAt = await serverSide
    socket.destroy()
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('Connection: close')
    expect(writeErrors).toBe(0)
    // Closed by the server, not left open, and only after the client's last write; that it waits for
    // half a second of quiet, or the cap, is server/lingering-close.test.ts's, on fake timers.
    expect(closedAt).toBeGreaterThanOrEqual(lastWrite)
  })

  it('refuses a declared Content-Length over the limit unread', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(bodyLimitFor('/api/chat').bytes + 1),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).error).toContain('256 KB')
  })

  it('shows a form page again with the message, status 413, when a form post is too large', async () => {
    const answer = await sendChunked('/admin/sign-in', 50 * 1024 ** 2, {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('role="alert"')
    expect(answer.body).toContain('too large: this address accepts at most 64 KB')
    // The page itself, ready to fill in again.
    expect(answer.body).toMatch(/<form[^>]*method="post"/i)
  })

  it('gives photo forms a multipart class of their own (6 photos of 10 MB), and only for multipart', async () => {
    expect(bodyLimitFor('/contact', 'multipart/form-data; boundary=x').label).toBe('61 MB')
    expect(bodyLimitFor('/contact', 'application/x-www-form-urlencoded').label).toBe('64 KB')
    expect(bodyLimitFor('/api/bookings', 'application/json').label).toBe('64 KB')
    const answer = await sendChunked('/contact', 80 * 1024 ** 2, {
      'Content-Type': 'multipart/form-data; boundary=x',
      Accept: 'text/html',
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('at most 61 MB')
  })

  it('lets a resume-sized body through to the careers form, and stops one above its class', async () => {
    expect(bodyLimitFor('/careers').bytes).toBeGreaterThanOrEqual(6 * 1024 ** 2)
    const under = await fetch(`http://127.0.0.1:${port}/careers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `name=${'a'.repeat(1024 * 1024)}`,
    })
    expect(under.status).not.toBe(413)
    // Above the class: refused on the declared length alone, before a byte of the body is sent.
    const over = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          path: '/careers',
          method: 'POST',
          headers: { 'Content-Length': String(20 * 1024 ** 2), Accept: 'text/html' },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
          req.destroy()
        },
      )
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)))
      req.flushHeaders()
    })
    expect(over).toBe(413)
  })

  it('answers ordinary posts as before (the body reaches the action)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slot_id: 'not-a-uuid' }),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.slot_id).toBeTruthy()
  })

  it('answers a path with a broken %-escape with 400, never 500', async () => {
    for (const bad of ['/%E0%A4%A', '/article/%', '/%C0%AF', '/schedule/%zz']) {
      const res = await fetch(`http://127.0.0.1:${port}${bad}`)
      expect(res.status, bad).toBe(400)
      expect(await res.text()).toContain('not valid')
    }
  })

  it('refuses an oversized header block (431) and keeps serving', async () => {
    const res = await new Promise<number>((resolve) => {
      const req = httpRequest({ port, path: '/', headers: { 'X-Big': 'a'.repeat(64 * 1024) } }, (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      })
      req.on('error', () => resolve(0))
      req.end()
    })
    expect([0, 431]).toContain(res)
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
  })
})

describe('bodies that may be megabytes (photos, a resume) spooled to disk', () => {
  // A temporary folder of its own: other test runs on this machine spool their uploads into the
  // shared one, and their folders are not this server's to remove.
  let uploads = ''
  const sharedTmp = process.env.TMPDIR
  beforeAll(() => {
    uploads = mkdtempSync(path.join(tmpdir(), 'rr-bounds-'))
    process.env.TMPDIR = uploads
  })
  afterAll(() => {
    if (sharedTmp === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = sharedTmp
    rmSync(uploads, { recursive: true, force: true })
  })
  const uploadFolders = () => readdirSync(uploads).filter((n) => n.startsWith('refined-resin-upload-'))
  // A body's folder is removed after its answer is sent: wait for that, however long it takes.
  const foldersRemoved = () => expect.poll(uploadFolders, { timeout: 30_000 }).toEqual([])

  it('answers ten 1.5 GB photo-form bodies at once with 413, memory flat, nothing left on disk', async () => {
    const before = process.memoryUsage().rss
    let peak = before
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss)
    }, 10)
    const routes = ['/contact', '/schedule', '/api/bookings', '/contact', '/schedule']
    const answers = await Promise.all(
      // From ten addresses: one address may hold only a few spooled bodies at once.
      [...routes, ...routes].map((route, i) =>
        sendChunked(route, 1.5 * 1024 ** 3, {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Sec-Fetch-Site': 'same-origin',
          Accept: 'text/html',
          'X-Forwarded-For': `198.51.100.${i + 1}`,
        }),
      ),
    )
    clearInterval(sample)
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(413))
    // Ten bodies held in memory to their 61 MB limit would be 610 MB.
    expect(peak - before, `resident memory grew ${Math.round((peak - before) / 1024 ** 2)} MB`).toBeLessThan(
      50 * 1024 ** 2,
    )
    await foldersRemoved()
  })

  it('reads a photo form from disk: the lead is stored with its photo and the upload folder removed', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a6a55' } })
      .jpeg()
      .toBuffer()
    const [{ n: photosBefore }] = await db.select({ n: count() }).from(photos)
    const [{ n: leadsBefore }] = await db.select({ n: count() }).from(leads)
    const form = new FormData()
    form.set('name', 'Dana Whitfield')
    form.set('email', 'dana@example.com')
    form.set('message', 'Garage floor, about 450 sq ft, some oil stains.')
    form.append('photos', new File([jpeg], 'garage.jpg', { type: 'image/jpeg' }))
    const res = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'text/html' },
    })
    expect(res.status).toBe(200)
    const [{ n: photosAfter }] = await db.select({ n: count() }).from(photos)
    const [{ n: leadsAfter }] = await db.select({ n: count() }).from(leads)
    expect(leadsAfter - leadsBefore).toBe(1)
    expect(photosAfter - photosBefore).toBe(1)
    await foldersRemoved()
  })

  it('refuses uploads past its bytes on disk with 503 and Retry-After, then takes them again', async () => {
    // The spool's disk lowered to 4 KB for this test, and one upload that has sent all of it.
    const maxBytes = spoolLimits.maxBytes
    spoolLimits.maxBytes = 4 * 1024
    onTestFinished(() => {
      spoolLimits.maxBytes = maxBytes
    })
    const holding = [
      httpRequest({
        port,
        path: '/contact',
        method: 'POST',
        headers: {
          'Transfer-Encoding': 'chunked',
          'Content-Type': 'multipart/form-data; boundary=x',
          'X-Forwarded-For': '203.0.113.1',
        },
      }),
    ]
    for (const req of holding) {
      req.on('error', () => {})
      req.write(`--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'a'.repeat(4 * 1024 - 55)}`)
    }
    const other = { 'X-Forwarded-For': '198.51.100.250' }
    // The disk is full once the server has the held upload's bytes: wait for that, then one more
    // is refused. (Probing before then would be taken in.)
    await waitFor(() => spooledBytes() >= spoolLimits.maxBytes, {
      message: () => `${spoolLimits.maxBytes} bytes spooled, now ${spooledBytes()}`,
    })
    const refused = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'application/json', ...other },
      body: '--x--\r\n',
    })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect((await refused.json()).error).toMatch(/many uploads right now/)
    // A form post without JavaScript: the page again, with the message, under the same status.
    const page = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/html', ...other },
      body: '--x--\r\n',
    })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('30')
    const html = await page.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('We are receiving many uploads right now. Please try again in a minute.')
    // Each held upload has its folder on disk (this test's own temporary folder, so the check below
    // that they are gone looks where they are).
    await waitFor(() => uploadFolders().length === holding.length, {
      message: () => `a folder for the held upload, found ${uploadFolders().length}`,
    })
    for (const req of holding) req.destroy()
    // The slots free as the server sees each upload go: wait until a form is taken again.
    await waitFor(
      async () => {
        const again = await fetch(`http://127.0.0.1:${port}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/html', ...other },
          body: '--x--\r\n',
        })
        await again.text()
        return again.status !== 503
      },
      { message: 'an upload to be taken again once the held ones went away' },
    )
    await foldersRemoved()
  })
})
