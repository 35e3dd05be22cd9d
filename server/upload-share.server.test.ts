import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { type ClientRequest, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { booking } from '~/content/business'
import { leads, photos } from '~/db/schema'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { createTestContext } from '../tests/support/app-context'
import { listenBuiltApp } from '../tests/support/built-app'
import { seedBooking, testJpeg } from '../tests/support/business-data'
import { waitFor } from '../tests/support/wait-for'
import { unknownBookingLinkMessage } from './booking-link-gate'
import { bodyLimitFor, spoolLimits } from './limits'
import { spooledBodies } from './upload-spool'

/** Decisions 012 and 024: uploads no one client can hog, tried over real HTTP. */
const { maxPerAddress } = spoolLimits
/** One address sending more than its share at once. */
const hogs = 16
let server: Server
let port: number
let base: string
let context: AppLoadContext
let close: () => Promise<void>
// A temporary folder of its own: other test runs on this machine spool their uploads into the
// shared one, and their folders would come and go under this file's counts.
let uploads = ''
const sharedTmp = process.env.TMPDIR

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'rr-upload-share-'))
  process.env.TMPDIR = uploads
  const t = await createTestContext()
  context = t.context
  close = t.close
  ;({ server, port, base } = await listenBuiltApp({
    db: context.db,
    mailer: context.mailer,
    rateLimit: context.rateLimit,
  }))
})

afterAll(async () => {
  server?.closeAllConnections()
  server?.close()
  await close?.()
  if (sharedTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = sharedTmp
  rmSync(uploads, { recursive: true, force: true })
})

const uploadFolders = () => readdirSync(uploads).filter((n) => n.startsWith('refined-resin-upload-'))
/** Waits until `n` uploads hold a spool slot (decision 037: for the event, not for a pause). */
const spooling = (n: number) =>
  waitFor(() => spooledBodies() === n, { message: () => `${n} spooled uploads, now ${spooledBodies()}` })

type Held = { req: ClientRequest; answer: Promise<IncomingMessage & { body: string }> }

/**
 * A multipart upload that sends its headers and a few bytes, then waits: as a slow phone
 * does, holding whatever the server gives an upload in flight.
 */
function slowUpload(path: string, ip: string, headers: Record<string, string> = {}): Held {
  const req = httpRequest({
    port,
    path,
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/form-data; boundary=x',
      // Chunked unless the caller declares a length.
      ...(headers['Content-Length'] ? {} : { 'Transfer-Encoding': 'chunked' }),
      'X-Forwarded-For': ip,
      Accept: 'text/html',
      ...headers,
    },
  })
  req.on('error', () => {})
  const answer = new Promise<IncomingMessage & { body: string }>((resolve) =>
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => {
        body += d
      })
      res.on('end', () => resolve(Object.assign(res, { body })))
    }),
  )
  req.write('--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nslow')
  return { req, answer }
}

/** Which of `uploads` have been answered so far. */
function answeredSoFar(uploads: Held[]): () => boolean[] {
  const done = uploads.map(() => false)
  for (const [i, h] of uploads.entries()) {
    void h.answer.then(() => {
      done[i] = true
    })
  }
  return () => [...done]
}

let day = 0
/** A booking and a live link to its page, as the customer's mail carries it. */
async function bookingLink(): Promise<{ id: string; token: string }> {
  const startDate = new Date(Date.UTC(2033, 0, 7 + 7 * day++)).toISOString().slice(0, 10)
  const id = await seedBooking({ ...context, ip: `192.0.2.${day}` }, startDate)
  const link = await mintBookingLink(context.db, id)
  return { id, token: link.slice(link.lastIndexOf('/') + 1) }
}

const jpeg = () => testJpeg(640, 480)

/** An ordinary visitor's contact form with a photo: answered 200, and the lead stored. */
async function sendsPhotoForm({ name, email, ip }: { name: string; email: string; ip: string }) {
  const contact = new FormData()
  contact.set('name', name)
  contact.set('email', email)
  contact.set('message', 'Garage floor, about 450 sq ft.')
  contact.append('photos', new File([new Uint8Array(await jpeg())], 'garage.jpg', { type: 'image/jpeg' }))
  const answer = await fetch(`${base}/contact`, {
    method: 'POST',
    body: contact,
    headers: { Accept: 'text/html', 'X-Forwarded-For': ip },
  })
  expect(answer.status).toBe(200)
  await answer.text()
  const stored = await context.db.select({ email: leads.email }).from(leads).where(eq(leads.email, email))
  expect(stored).toHaveLength(1)
}

describe('a booking page post is read only for a live link', () => {
  it('answers a multipart post to an unknown /booking/x with 404 before a byte is spooled, then closes', async () => {
    const before = uploadFolders().length
    // A slow body that declares nearly the photo forms' whole limit and sends a few bytes.
    const declared = bodyLimitFor('/booking/x', 'multipart/form-data').bytes - 1024
    const held = slowUpload('/booking/x', '203.0.113.10', { 'Content-Length': String(declared) })
    // Answered while nearly all of the declared body is still to come: the answer arriving at all
    // shows the server did not wait for it.
    const res = await held.answer
    expect(res.statusCode).toBe(404)
    expect(res.headers.connection).toBe('close')
    // The site's not-found page, with why nothing was received.
    expect(res.body).toContain('role="alert"')
    expect(res.body).toContain(
      'This booking link is unknown or has expired, so nothing you sent was received.',
    )
    expect(spooledBodies()).toBe(0)
    expect(uploadFolders().length).toBe(before)
    // The server closes the connection once the client stops sending.
    await new Promise<void>((resolve) => {
      const socket = held.req.socket
      if (!socket || socket.destroyed) return resolve()
      socket.once('close', () => resolve())
    })
    held.req.destroy()

    // React Router's data request, and a well-formed token that opens nothing: JSON 404.
    const data = await fetch(`${base}/booking/${'A'.repeat(43)}.data`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    })
    expect(data.status).toBe(404)
    expect((await data.json()).error).toBe(unknownBookingLinkMessage)
  })

  it('sixteen slow bodies to /booking/x hold no spool slot: a photo form is taken meanwhile', async () => {
    const unknown = Array.from({ length: 16 }, (_, i) => slowUpload('/booking/x', `203.0.113.${30 + i}`))
    const answers = await Promise.all(unknown.map((h) => h.answer))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(404))
    expect(spooledBodies()).toBe(0)
    const contact = new FormData()
    contact.set('name', 'Dana Rivers')
    contact.set('email', 'dana.rivers@example.com')
    contact.set('message', 'Patio, about 300 sq ft.')
    contact.append('photos', new File([new Uint8Array(await jpeg())], 'patio.jpg', { type: 'image/jpeg' }))
    const meanwhile = await fetch(`${base}/contact`, {
      method: 'POST',
      body: contact,
      headers: { Accept: 'text/html', 'X-Forwarded-For': '198.51.100.31' },
    })
    expect(meanwhile.status).toBe(200)
    await meanwhile.text()
    for (const h of unknown) h.req.destroy()
  })

  it('reads a post to a live link: a photo and a note are stored (303)', async () => {
    const { id, token } = await bookingLink()
    const form = new FormData()
    form.set('intent', 'add')
    form.set('note', 'The gate code is 1234.')
    form.append('photos', new File([new Uint8Array(await jpeg())], 'garage.jpg', { type: 'image/jpeg' }))
    const res = await fetch(`${base}/booking/${token}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { Accept: 'text/html' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/booking/${token}?done=added`)
    const [{ n }] = await context.db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.subjectKind, 'booking'), eq(photos.subjectId, id)))
    expect(Number(n)).toBe(1)
  })

  it('answers the page past its hourly changes with 429, Retry-After and the message, without JavaScript', async () => {
    const { token } = await bookingLink()
    const post = (fields: Record<string, string>, ip: string) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.set(k, v)
      return fetch(`${base}/booking/${token}`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: { Accept: 'text/html', 'X-Forwarded-For': ip },
      })
    }
    // Every change counts: notes, and moves (here to a block that does not exist: 409).
    for (let i = 0; i < booking.pageActionsPerBookingPerHour; i++) {
      const res =
        i % 2
          ? await post({ intent: 'add', note: `Note number ${i}` }, `198.51.100.${100 + i}`)
          : await post({ intent: 'move', slot_id: crypto.randomUUID() }, `198.51.100.${100 + i}`)
      expect(res.status).toBe(i % 2 ? 303 : 409)
    }
    const note = (i: number, ip: string) => post({ intent: 'add', note: `Note number ${i}` }, ip)
    const limited = await note(99, '198.51.100.200')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await limited.text()
    expect(html).toMatch(
      /This booking has taken 20 changes in the last hour, the most we accept\. Please try again in \d+ minutes?/,
    )
    // What was typed is still in the form.
    expect(html).toMatch(/<textarea[^>]*>Note number 99<\/textarea>/)
  })
})

describe('the uploads shared between addresses', () => {
  it(`lets one address send ${spoolLimits.maxPerAddress} at once: other visitors' résumé and photo forms still go through`, async () => {
    const foldersBefore = new Set(uploadFolders())
    const hog = Array.from({ length: hogs }, () => slowUpload('/contact', '203.0.113.99'))
    const answered = answeredSoFar(hog)
    // Those past the address's share are answered at once; the rest are held, never answered while
    // their bodies are unfinished. Wait for that state, then check it still holds at the end.
    const settled = () =>
      answered().filter(Boolean).length === hogs - maxPerAddress && spooledBodies() === maxPerAddress
    await waitFor(settled, {
      message: () =>
        `${hogs - maxPerAddress} refused and ${maxPerAddress} held, now ${answered().filter(Boolean).length} answered and ${spooledBodies()} spooled`,
    })
    const refused = hog.filter((_, i) => answered()[i])
    for (const h of refused) {
      const res = await h.answer
      expect(res.statusCode).toBe(429)
      expect(res.headers['retry-after']).toBe('30')
      expect(res.body).toContain(`You are already sending ${maxPerAddress} uploads.`)
    }

    // Other visitors meanwhile: a job application with its résumé, a contact message with a photo.
    const resume = new FormData()
    resume.set('role', 'installer-apprentice')
    resume.set('name', 'Sam Applicant')
    resume.set('email', 'sam.applicant@example.com')
    resume.set('phone', '(470) 555-0199')
    resume.append(
      'resume',
      new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')], 'resume.pdf', {
        type: 'application/pdf',
      }),
    )
    const careers = await fetch(`${base}/careers`, {
      method: 'POST',
      body: resume,
      headers: { Accept: 'text/html', 'X-Forwarded-For': '198.51.100.42' },
    })
    expect(careers.status).toBe(200)
    await careers.text()
    await sendsPhotoForm({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      ip: '2001:db8:1:2::42',
    })
    // The hog's own uploads are still held (the photo form's slot freed once it was answered), no
    // more of them were answered meanwhile, and they free their slots when they end.
    await spooling(maxPerAddress)
    expect(answered().filter(Boolean)).toHaveLength(hogs - maxPerAddress)
    for (const h of hog) h.req.destroy()
    await spooling(0)
    await expect
      .poll(() => uploadFolders().filter((f) => !foldersBefore.has(f)), { timeout: 30_000 })
      .toEqual([])
  })

  it('counts an IPv6 client by its /64: other addresses in it share its four', async () => {
    const hog = Array.from({ length: maxPerAddress }, (_, i) =>
      slowUpload('/contact', `2001:db8:aa:bb::${i + 1}`),
    )
    await spooling(maxPerAddress)
    const sameNetwork = slowUpload('/contact', '2001:db8:aa:bb:ffff::9', { Accept: 'application/json' })
    const res = await sameNetwork.answer
    expect(res.statusCode).toBe(429)
    expect(JSON.parse(res.body).error).toMatch(/already sending 4 uploads/)
    for (const h of [...hog, sameNetwork]) h.req.destroy()
    await spooling(0)
  })
})

describe('the spool bounded by bytes and time, not by a count of slots', () => {
  it('sixty-four slow uploaders from sixty-four addresses leave an ordinary visitor’s photo form answering 200', async () => {
    const slow = Array.from({ length: 64 }, (_, i) => slowUpload('/contact', `203.0.113.${150 + i}`))
    const answered = answeredSoFar(slow)
    // All of them are taken in (none refused for want of room: they hold a few bytes each).
    await spooling(64)
    expect(answered().filter(Boolean)).toEqual([])

    await sendsPhotoForm({ name: 'Rosa Delgado', email: 'rosa.delgado@example.com', ip: '198.51.100.77' })
    // The slow ones are still held, none refused meanwhile.
    expect(answered().filter(Boolean)).toEqual([])
    for (const h of slow) h.req.destroy()
    await spooling(0)
  })

  it('sheds an upload that arrives slower than the floor: 408 with why, as a page or as JSON', async () => {
    const foldersBefore = new Set(uploadFolders())
    const page = slowUpload('/contact', '203.0.113.240')
    const api = slowUpload('/api/bookings', '203.0.113.241', { Accept: 'application/json' })
    // Both are shed once a window of the floor has passed; the ceiling is the test's own.
    const html = await page.answer
    expect(html.statusCode).toBe(408)
    expect(html.headers.connection).toBe('close')
    expect(html.body).toContain('role="alert"')
    expect(html.body).toContain('Your upload arrived too slowly')
    const json = await api.answer
    expect(json.statusCode).toBe(408)
    expect(JSON.parse(json.body).error).toMatch(/^Your upload arrived too slowly/)
    for (const h of [page, api]) h.req.destroy()
    await spooling(0)
    await expect
      .poll(() => uploadFolders().filter((f) => !foldersBefore.has(f)), { timeout: 30_000 })
      .toEqual([])
  })
})
