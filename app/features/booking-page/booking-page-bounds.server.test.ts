import { and, count, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { booking, company } from '~/content/business'
import { bookingCustomerNotes, photos } from '~/db/schema'
import { createRateLimit } from '~/features/security/rate-limit.server'
import { wordRefusal } from '~/i18n/refusals.server'
import { createTestContext } from '../../../tests/support/app-context'
import { seedBooking, testJpeg } from '../../../tests/support/business-data'
import { worded } from '../../../tests/support/worded'
import { bookingPageAction } from './actions.server'
import { addToBooking, bookingPageView, NOTES_FULL, resolveBookingToken } from './booking-page.server'
import { mintBookingLink } from './token.server'

/** Decision 024: what one booking page can take, however it is sent. */
let context: AppLoadContext
let close: () => Promise<void>
let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
})
afterAll(() => close())

let day = 0
/** A fresh booking on a block of its own, booked from an address of its own. */
const newBooking = () =>
  seedBooking(
    { ...context, ip: freshIp() },
    new Date(Date.UTC(2032, 0, 2 + 7 * day++)).toISOString().slice(0, 10),
  )

const jpeg = () => testJpeg()

/** The page's own form post, as a browser sends it. */
function pagePost(fields: { intent: string; note?: string; photo?: Uint8Array; slot_id?: string }) {
  const form = new FormData()
  form.set('intent', fields.intent)
  if (fields.note !== undefined) form.set('note', fields.note)
  if (fields.slot_id) form.set('slot_id', fields.slot_id)
  if (fields.photo)
    form.append('photos', new File([new Uint8Array(fields.photo)], 'floor.jpg', { type: 'image/jpeg' }))
  return new Request('http://localhost/booking/x', { method: 'POST', body: form })
}

const stored = async (id: string) => {
  const [[p], [n]] = await Promise.all([
    context.db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.subjectKind, 'booking'), eq(photos.subjectId, id))),
    context.db
      .select({ n: count() })
      .from(bookingCustomerNotes)
      .where(eq(bookingCustomerNotes.bookingId, id)),
  ])
  return { photos: Number(p.n), notes: Number(n.n) }
}

describe('the booking page under parallel and repeated posts', () => {
  it('stores at most six photos from ten parallel adds of one photo each', async () => {
    const id = await newBooking()
    const photo = await jpeg()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        bookingPageAction({ ...context, ip: freshIp() }, id, pagePost({ intent: 'add', note: '', photo })),
      ),
    )
    expect((await stored(id)).photos).toBe(6)
    expect(answers.filter((a) => a.ok)).toHaveLength(6)
    for (const refused of answers.filter((a) => !a.ok)) {
      const error = 'This booking already has 6 photos, the most it can hold.'
      expect(worded(refused)).toMatchObject({ status: 409, error, reply: { error: { photos: [error] } } })
    }
    // The page shows the cap reached; a seventh is refused before it is decoded.
    const row = await resolveBookingToken(
      context.db,
      (await mintBookingLink(context.db, id)).split('/').pop() ?? '',
    )
    expect((await bookingPageView(context.db, row as NonNullable<typeof row>)).photoRoom).toBe(0)
    const fake = new File([new Uint8Array([1, 2, 3])], 'x.jpg', { type: 'image/jpeg' })
    expect(worded(await addToBooking(context, id, { note: null, files: [fake] }))).toMatchObject({
      ok: false,
      status: 400,
      error: 'This booking already has 6 photos, the most it can hold.',
    })
  }, 60_000)

  it(`holds at most ${booking.customerNotesMax} notes, even from parallel adds, and still takes photos after`, async () => {
    const id = await newBooking()
    const extra = 5
    const answers = await Promise.all(
      Array.from({ length: booking.customerNotesMax + extra }, (_, i) =>
        addToBooking(context, id, { note: `Note ${i}`, files: [] }),
      ),
    )
    expect((await stored(id)).notes).toBe(booking.customerNotesMax)
    const refused = answers.filter((a) => !a.ok)
    expect(refused).toHaveLength(extra)
    for (const r of refused) expect(r).toMatchObject({ status: 409, error: NOTES_FULL })
    expect(worded(NOTES_FULL)).toMatch(/already holds 20 notes, the most it can take\. Call us at/)
    const row = await resolveBookingToken(
      context.db,
      (await mintBookingLink(context.db, id)).split('/').pop() ?? '',
    )
    expect((await bookingPageView(context.db, row as NonNullable<typeof row>)).noteRoom).toBe(0)
    // The note bound refuses notes, not photos.
    expect(
      await addToBooking(context, id, {
        note: null,
        files: [new File([new Uint8Array(await jpeg())], 'p.jpg')],
      }),
    ).toEqual({
      ok: true,
      message: 'added',
    })
    // The 2,000-character cap per note stays.
    const long = await bookingPageAction(
      { ...context, ip: freshIp() },
      id,
      pagePost({ intent: 'add', note: 'x'.repeat(2001) }),
    )
    expect(worded(long)).toMatchObject({
      ok: false,
      status: 400,
      reply: { error: { note: ['Keep the note under 2,000 characters.'] } },
    })
  }, 60_000)

  it(`takes ${booking.pageActionsPerBookingPerHour} changes a booking an hour, then 429 with the wait and the note kept`, async () => {
    const ctx = { ...context, rateLimit: createRateLimit() }
    const id = await newBooking()
    for (let i = 0; i < booking.pageActionsPerBookingPerHour; i++) {
      const answer = await bookingPageAction(
        { ...ctx, ip: freshIp() },
        id,
        pagePost({ intent: 'add', note: `n${i}` }),
      )
      expect(answer).toEqual({ ok: true, message: 'added' })
    }
    const limited = await bookingPageAction(
      { ...ctx, ip: freshIp() },
      id,
      pagePost({ intent: 'add', note: 'One more thing' }),
    )
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      reply: { initialValue: { note: 'One more thing' } },
    })
    if (limited.ok) throw new Error('not limited')
    expect(limited.retryAfterSeconds).toBeGreaterThan(0)
    expect(worded(limited.error)).toMatch(
      /^This booking has taken 20 changes in the last hour.*try again in \d+ minutes?, or call us at/,
    )
    // The /es twin says it in Spanish (decision 034).
    expect(wordRefusal('es', limited.error)).toMatch(
      new RegExp(
        `^Esta reserva ya recibió 20 cambios en la última hora, el máximo que aceptamos\\. Inténtelo de nuevo en \\d+ minutos? o llámenos al ${company.phone.replace(/[()]/g, '\\$&')}\\.$`,
      ),
    )
    // Moves and cancels count too.
    const cancel = new FormData()
    cancel.set('intent', 'cancel')
    cancel.set('confirm', 'yes')
    const refusedCancel = await bookingPageAction(
      { ...ctx, ip: freshIp() },
      id,
      new Request('http://localhost/booking/x', { method: 'POST', body: cancel }),
    )
    expect(refusedCancel).toMatchObject({ ok: false, status: 429 })
    expect((await stored(id)).notes).toBe(booking.pageActionsPerBookingPerHour)
  }, 60_000)

  it(`takes ${booking.pageActionsPerIpPerHour} changes from one address an hour, over any bookings`, async () => {
    const ctx = { ...context, rateLimit: createRateLimit(), ip: '203.0.113.50' }
    const [a, b, c] = [await newBooking(), await newBooking(), await newBooking()]
    const half = booking.pageActionsPerIpPerHour / 2
    for (const id of [a, b]) {
      for (let i = 0; i < half; i++) {
        expect(await bookingPageAction(ctx, id, pagePost({ intent: 'add', note: `n${i}` }))).toMatchObject({
          ok: true,
        })
      }
    }
    const limited = await bookingPageAction(
      ctx,
      c,
      pagePost({ intent: 'add', note: 'From the same address' }),
    )
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      reply: { initialValue: { note: 'From the same address' } },
    })
    expect(worded(limited.ok ? '' : limited.error)).toMatch(/^We received 30 changes from your connection/)
    expect(wordRefusal('es', limited.ok ? '' : limited.error)).toMatch(
      /^Recibimos 30 cambios desde su conexión en la última hora, el máximo que aceptamos\. Inténtelo de nuevo en \d+ minutos? o llámenos al /,
    )
    // Another address is not affected.
    expect(
      await bookingPageAction({ ...ctx, ip: freshIp() }, c, pagePost({ intent: 'add', note: 'ok' })),
    ).toEqual({
      ok: true,
      message: 'added',
    })
  }, 60_000)
})
