import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import ical from 'node-ical'
import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, installationSlots, outbox, photos, staffAccounts, staffActions } from '~/db/schema'
import { decideBooking } from '~/features/admin/bookings.server'
import { calendarFeedFor, rotateCalendarToken } from '~/features/admin/calendar.server'
import { attributionCookie, readSource } from '~/features/attribution/cookie.server'
import { createMailer } from '~/features/mail/mailer.server'
import { bookingLinkMark } from '~/features/mail/secret-links'
import { preparePhotos, storePhotos } from '~/features/photos/photos.server'
import { requestBooking } from '~/features/schedule/booking.server'
import { createTestContext } from '../../../tests/support/app-context'
import { worded } from '../../../tests/support/worded'
import { bookingPageAction } from './actions.server'
import {
  addToBooking,
  bookingPageView,
  cancelByCustomer,
  requestMove,
  resolveBookingToken,
} from './booking-page.server'

let context: AppLoadContext
let close: () => Promise<void>
const staff = { id: '', email: 'crew@refinedresin.example', sessionId: 'test' }

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  const [account] = await context.db
    .insert(staffAccounts)
    .values({ email: staff.email, passwordHash: 'x' })
    .returning({ id: staffAccounts.id })
  staff.id = account.id
})
afterAll(() => close())

async function slot(startDate: string, endDate: string) {
  const [row] = await context.db.insert(installationSlots).values({ startDate, endDate }).returning()
  return row
}

/** A phone photo: a JPEG with EXIF GPS coordinates, as a camera writes them. */
async function gpsJpeg(width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: '#7a6a55' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Floor Cam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 7/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 0/1 0/1',
      },
    })
    .toBuffer()
}

const file = (bytes: Uint8Array, name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type })

function exif(bytes: Uint8Array): Record<string, unknown> {
  const dir = mkdtempSync(path.join(tmpdir(), 'exif-'))
  const p = path.join(dir, 'photo')
  writeFileSync(p, bytes)
  return JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', p], { encoding: 'utf8' }))[0]
}

const linkIn = (text: string) => text.match(/\/booking\/([A-Za-z0-9_-]{43})/)?.[1] ?? null

const input = (slotId: string) => ({
  slot_id: slotId,
  customer_name: 'Dana Customer',
  customer_email: 'dana@example.com',
  customer_phone: '(470) 555-0142',
  project_address: '12 Oak St, Buford, GA',
  project_size: 500,
  project_type: 'residential' as const,
  preferred_finish: 'metallic' as const,
  notes: null,
  website: null,
  estimate: { space: 'garage' as const, sqft: 500, finish: 'metallic-copper' as const },
})

describe('photos', () => {
  it('keeps no metadata (GPS included), shrinks to 2,000 px and makes a thumbnail', async () => {
    const original = await gpsJpeg()
    expect(Object.keys(exif(original)).some((k) => k.includes('GPSLatitude'))).toBe(true)
    const prepared = await preparePhotos([file(original, 'garage.jpg')])
    if (!prepared.ok) throw new Error(prepared.error)
    const [p] = prepared.photos
    expect(Math.max(p.width, p.height)).toBe(2000)
    const tags = exif(p.bytes)
    expect(Object.keys(tags).filter((k) => /GPS|EXIF|IFD0|XMP|IPTC|ICC/.test(k))).toEqual([])
    expect(Object.keys(exif(p.thumb)).filter((k) => /GPS|EXIF|IFD0/.test(k))).toEqual([])
  })

  it('refuses a file that is not a picture whatever its name and type say', async () => {
    const fake = file(new TextEncoder().encode('not a picture at all'), 'floor.jpg')
    expect(worded(await preparePhotos([fake]))).toEqual({
      ok: false,
      error: '“floor.jpg” is not a JPEG, PNG, WebP or AVIF picture.',
    })
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect((await preparePhotos([file(gif, 'x.png', 'image/png')])).ok).toBe(false)
  })

  it('accepts PNG, WebP and AVIF, and refuses a seventh photo and an 11 MB file', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: '#33669980' } })
    const kinds = [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]
    const ok = await preparePhotos(kinds.map((b, i) => file(b, `p${i}`)))
    expect(ok.ok).toBe(true)
    const seven = Array.from({ length: 7 }, (_, i) => file(kinds[0], `p${i}.png`))
    expect(worded(await preparePhotos(seven))).toEqual({ ok: false, error: 'Send at most 6 photos.' })
    const big = file(new Uint8Array(11 * 1024 * 1024), 'big.jpg')
    expect(worded((await preparePhotos([big])) as { error: string })).toMatchObject({
      error: '“big.jpg” is larger than 10 MB. Send a smaller photo.',
    })
  })

  it('measures a 10 MB picture: processing time and the bytes stored', async () => {
    // Noise does not compress: a 4000×3000 noisy JPEG is about the 10 MB upload limit.
    const big = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer()
    const started = performance.now()
    const prepared = await preparePhotos([file(big, 'noisy.jpg')])
    const ms = performance.now() - started
    if (!prepared.ok) throw new Error(prepared.error)
    const stored = prepared.photos[0].bytes.length + prepared.photos[0].thumb.length
    console.log(
      `photo figures: ${(big.length / 1048576).toFixed(1)} MB upload processed in ${ms.toFixed(0)} ms; stored ${(stored / 1024).toFixed(0)} KB (picture + thumbnail)`,
    )
    expect(stored).toBeLessThan(big.length)
  }, 120_000)
})

describe('attribution cookie', () => {
  const req = (url: string, headers: Record<string, string> = {}) => ({
    method: 'GET',
    url,
    headers: new Headers(headers),
  })

  it('records utm tags and the landing page, keeps the first visit and replaces the last', () => {
    const first = attributionCookie(
      req('http://localhost:3000/schedule?utm_source=Nextdoor&utm_medium=social'),
    )
    expect(first).toMatch(/^rr_src=[A-Za-z0-9_-]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/)
    const cookie = first?.split(';')[0] ?? ''
    const second = attributionCookie(
      req('http://localhost:3000/pricing', { cookie, referer: 'https://www.google.com/search?q=epoxy' }),
    )
    const source = readSource({ headers: new Headers({ cookie: second?.split(';')[0] ?? '' }) })
    expect(source?.first).toMatchObject({
      utm_source: 'Nextdoor',
      utm_medium: 'social',
      landing: '/schedule',
    })
    expect(source?.last).toMatchObject({ referrer: 'google.com', landing: '/pricing' })
    expect(source?.last.utm_source).toBeUndefined()
  })

  it('sets nothing for internal navigation, assets, the API or a tampered cookie', () => {
    expect(
      attributionCookie(req('http://localhost:3000/pricing', { referer: 'http://localhost:3000/' })),
    ).toBeNull()
    expect(attributionCookie(req('http://localhost:3000/assets/x.js?utm_source=a'))).toBeNull()
    expect(attributionCookie(req('http://localhost:3000/api/slots?utm_source=a'))).toBeNull()
    expect(attributionCookie({ ...req('http://localhost:3000/?utm_source=a'), method: 'POST' })).toBeNull()
    expect(readSource({ headers: new Headers({ cookie: 'rr_src=eyJmaXJzdCI6MX0' }) })).toBeNull()
  })
})

describe('the customer booking page', () => {
  it('books with a photo and a source, links every mail, moves, and cancels by the customer', async () => {
    const a = await slot('2031-05-02', '2031-05-04')
    const b = await slot('2031-05-09', '2031-05-11')
    const cookie = attributionCookie({
      method: 'GET',
      url: 'http://localhost:3000/?utm_source=nextdoor',
      headers: new Headers(),
    })?.split(';')[0]
    const source = readSource({ headers: new Headers({ cookie: cookie ?? '' }) })
    const booked = await requestBooking(context, input(a.id), {
      sourcePage: '/schedule',
      source,
      photos: [file(await gpsJpeg(800, 600), 'a.jpg')],
    })
    if (!booked.ok) throw new Error(booked.error)
    const [stored] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, booked.id))
    expect(stored.source?.first.utm_source).toBe('nextdoor')

    const [ack] = await context.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.relatedId, booked.id), eq(outbox.to, 'dana@example.com')))
    const token = linkIn(ack.text)
    expect(token).not.toBeNull()
    // Only the hash is stored; the id is not the token.
    expect(token).not.toContain(booked.id)
    const row = await resolveBookingToken(context.db, token as string)
    expect(row?.request.id).toBe(booked.id)
    // One character changed (never to itself: a token may already end in 'A').
    const t = token as string
    const tampered = `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`
    expect(await resolveBookingToken(context.db, tampered)).toBeNull()
    expect(await resolveBookingToken(context.db, 'nonsense')).toBeNull()
    // Expired 30 days after the install's last day.
    expect(
      await resolveBookingToken(context.db, token as string, new Date('2031-06-03T16:00:00Z')),
    ).not.toBeNull()
    expect(
      await resolveBookingToken(context.db, token as string, new Date('2031-06-04T16:00:00Z')),
    ).toBeNull()

    const view = await bookingPageView(context.db, row as NonNullable<typeof row>)
    expect(view).toMatchObject({ status: 'pending', photoCount: 1, address: '12 Oak St, Buford, GA' })
    expect(view.estimate?.summary).toBeTruthy()

    // Move: the new block is held, the old one stays held until staff decide.
    expect(await requestMove(context, booked.id, b.id)).toEqual({ ok: true, message: 'move-requested' })
    const statusOf = async (id: string) =>
      (await context.db.select().from(installationSlots).where(eq(installationSlots.id, id)))[0].status
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['pending', 'pending'])
    const [move] = await context.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.replacesId, booked.id))
    const decided = await decideBooking(context.db, context.mailer, staff, move.id, 'confirm')
    expect(decided.ok).toBe(true)
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['available', 'booked'])
    const [moved] = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, (decided as { mailId: string }).mailId))
    expect(moved.subject).toMatch(/^Your installation has moved/)
    // The outbox holds the mark the mailer fills with a fresh link as the mail leaves (decision 024).
    expect(moved.text).toContain(bookingLinkMark(move.id))
    expect(linkIn(moved.text)).toBeNull()
    // The first link now opens the moved booking.
    expect((await resolveBookingToken(context.db, token as string))?.request.id).toBe(move.id)

    // The calendar feed holds the confirmed install, parsed by a real iCalendar parser.
    const feedToken = await rotateCalendarToken(context.db, staff)
    const parsed = ical.sync.parseICS((await calendarFeedFor(context.db, feedToken)) as string)
    const events = Object.values(parsed).filter((e) => e?.type === 'VEVENT') as ical.VEvent[]
    expect(events).toHaveLength(1)
    expect(events[0].location).toBe('12 Oak St, Buford, GA')
    expect(String(events[0].description)).toContain('(470) 555-0142')
    expect(events[0].datetype).toBe('date')
    expect(((events[0].end?.getTime() ?? 0) - events[0].start.getTime()) / 86_400_000).toBe(3)
    expect(await calendarFeedFor(context.db, 'not-a-token')).toBeNull()

    // Cancel by the customer: the block opens, staff are mailed, the audit log says so.
    expect(await cancelByCustomer(context, move.id)).toEqual({ ok: true, message: 'cancelled' })
    expect(await statusOf(b.id)).toBe('available')
    const staffMails = await context.db.select().from(outbox).where(eq(outbox.to, context.mailer.staffEmail))
    expect(
      staffMails.map((m) => m.subject).filter((t) => t.startsWith('Booking cancelled by the customer: ')),
    ).toHaveLength(1)
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'customer-cancel'))
    expect(audit.staffEmail).toBe('the customer')
    // A cancelled booking takes no more notes or photos (the page no longer offers them; a post still came).
    expect(await addToBooking(context, move.id, { note: 'one more thing', files: [] })).toMatchObject({
      ok: false,
      status: 409,
    })
    const afterCancel = parseEvents(await calendarFeedFor(context.db, feedToken))
    expect(afterCancel).toHaveLength(0)
    // A rotated token stops working.
    await rotateCalendarToken(context.db, staff)
    expect(await calendarFeedFor(context.db, feedToken)).toBeNull()
  })

  it('refuses a note with control characters, noncharacters or a bidi override, keeping what was typed', async () => {
    const c = await slot('2031-09-05', '2031-09-07')
    const booked = await requestBooking(context, input(c.id), { sourcePage: '/schedule' })
    if (!booked.ok) throw new Error(booked.error)
    for (const note of ['Gate \u202Eedoc', 'x\uFFFEy', 'a\u0000b', 'b\u0085c']) {
      const form = new FormData()
      form.set('intent', 'add')
      form.set('note', note)
      const answer = await bookingPageAction(
        context,
        booked.id,
        new Request('http://localhost/booking/x', { method: 'POST', body: form }),
      )
      expect([note, answer]).toMatchObject([
        note,
        { ok: false, status: 400, reply: { error: { note: [expect.any(String)] }, initialValue: { note } } },
      ])
    }
  })

  it('refuses a seventh photo for a booking and stores none of a bad batch', async () => {
    const c = await slot('2031-06-06', '2031-06-08')
    const booked = await requestBooking(context, input(c.id), { sourcePage: '/schedule' })
    if (!booked.ok) throw new Error(booked.error)
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const subject = { kind: 'booking' as const, id: booked.id }
    expect(
      (
        await storePhotos(
          context.db,
          Array.from({ length: 6 }, () => file(png, 'p.png')),
          subject,
        )
      ).ok,
    ).toBe(true)
    expect(worded(await storePhotos(context.db, [file(png, 'p.png')], subject))).toEqual({
      ok: false,
      error: 'This booking already has 6 photos, the most it can hold.',
    })
    const bad = await requestBooking(context, input((await slot('2031-06-13', '2031-06-15')).id), {
      sourcePage: '/schedule',
      photos: [file(png, 'ok.png'), file(new Uint8Array([1, 2, 3]), 'bad.webp')],
    })
    expect(worded(bad)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { photos: ['“bad.webp” is not a JPEG, PNG, WebP or AVIF picture.'] },
    })
    const count = await context.db.select().from(photos)
    expect(count).toHaveLength(7)
  })

  it('sends the booking link through a real SMTP server', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = ''
        stream.on('data', (c: Buffer) => {
          text += c.toString('utf8')
        })
        stream.on('end', () => {
          received.push(text)
          done()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.server.address() as { port: number }).port
    const mailer = createMailer({ db: context.db, smtpUrl: `smtp://127.0.0.1:${port}` })
    const d = await slot('2031-07-04', '2031-07-06')
    const sent: Promise<unknown>[] = []
    const tracking = {
      ...mailer,
      send: async (m: Parameters<typeof mailer.send>[0]) => {
        const r = await mailer.send(m)
        sent.push(r.delivered)
        return r
      },
    }
    const booked = await requestBooking({ ...context, mailer: tracking }, input(d.id), {
      sourcePage: '/schedule',
    })
    expect(booked.ok).toBe(true)
    await Promise.all(sent)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const toCustomer = received.find((m) => /To: dana@example\.com/i.test(m)) ?? ''
    expect(toCustomer.replace(/=\r?\n/g, '')).toMatch(/\/booking\/[A-Za-z0-9_-]{43}/)
  })
})

function parseEvents(feed: string | null) {
  return Object.values(ical.sync.parseICS(feed ?? '')).filter((e) => e?.type === 'VEVENT')
}
