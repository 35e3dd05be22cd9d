import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { bookingRequests, installationSlots, staffAccounts } from '~/db/schema'
import { sessionCookie, startSession } from '~/features/admin/session.server'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { type HttpApp, startHttpApp } from '../tests/support/http-app'

/**
 * Hostile values in every query parameter the site reads, on every page that
 * reads one, public and staff. `?done=constructor` on the customer's
 * booking page looked its message up among Object's own properties and
 * rendered a function: a 500 found from outside. No answer may be a 5xx, and
 * no page may carry a character HTML forbids.
 */
let app: HttpApp
let base: string
let db: Database
let cookie: string
let bookingPath: string

beforeAll(async () => {
  app = await startHttpApp()
  ;({ base } = app)
  db = app.context.db
  const [slot] = await db
    .insert(installationSlots)
    .values({ startDate: '2031-05-02', endDate: '2031-05-04', status: 'pending' })
    .returning()
  const [booking] = await db
    .insert(bookingRequests)
    .values({
      slotId: slot.id,
      customerName: 'Query Tester',
      customerEmail: 'query@example.com',
      projectAddress: '1 Query St, Buford, GA',
      projectSize: 400,
    })
    .returning()
  bookingPath = new URL(await mintBookingLink(db, booking.id)).pathname
  const [staff] = await db
    .insert(staffAccounts)
    .values({ email: 'query-owner@refinedresin.example', passwordHash: 'x', role: 'owner' })
    .returning()
  cookie = (await sessionCookie(await startSession(db, staff.id))).split(';')[0] as string
}, 180_000)

afterAll(() => app?.close())

/** Every parameter a page or API of the site reads, and the ones frameworks and ads add. */
const params = [
  'done',
  'space',
  'sqft',
  'finish',
  'zip',
  'timeline',
  'step',
  'fresh',
  'q',
  'topic',
  'sort',
  'show',
  'filter',
  'years',
  'month',
  'slot',
  'status',
  'state',
  'kind',
  'source',
  'next',
  'signedOut',
  'size',
  'utm_source',
  'gclid',
  'page',
  'email',
  'token',
  'index',
  '_routes',
]

/**
 * Prototype keys, a NUL, a noncharacter, a bidi override, a long value, markup. Of Object's keys,
 * `constructor` stands for every inherited method (a lookup finds a function) and `__proto__` for the
 * one that finds an object.
 */
const values = [
  'constructor',
  '__proto__',
  'x\u0000y',
  'x\uFFFEy',
  '\u202Eevil',
  'x'.repeat(2000),
  '<script>alert(1)</script>',
]

const FORBIDDEN_IN_HTML = /(?![\t\n\f\r])[\p{Cc}\p{Noncharacter_Code_Point}]/u

describe('hostile query values', () => {
  it('never get a 5xx or an invalid character in a page, public or staff', async () => {
    const pages = [
      '/',
      '/estimator',
      '/knowledge',
      '/portfolio',
      '/why-epoxy',
      '/schedule',
      '/pricing',
      '/service-area/30518',
      '/estimator/quote.pdf',
      '/api/slots',
      bookingPath,
      '/admin/sign-in',
      '/admin',
      '/admin/inbox',
      '/admin/inbox.csv',
      '/admin/bookings',
      '/admin/slots',
      '/admin/outbox',
      '/admin/calendar',
      '/admin/conversations',
      '/admin/team',
      '/admin/privacy',
      '/admin/backup',
    ]
    const failures: string[] = []
    const visit = async (path: string, query: URLSearchParams) => {
      const res = await fetch(`${base}${path}?${query}`, { redirect: 'manual', headers: { Cookie: cookie } })
      const type = res.headers.get('content-type') ?? ''
      let body = ''
      if (type.includes('text/html')) body = await res.text()
      else await res.arrayBuffer() // read to the end, so the connection is reused
      if (res.status >= 500) failures.push(`${res.status} ${path}?${query}`.slice(0, 200))
      else if (FORBIDDEN_IN_HTML.test(body))
        failures.push(`forbidden character in ${path}?${query}`.slice(0, 200))
    }
    for (const path of pages) {
      for (const value of values) {
        // Each parameter alone (a page stops at its first bad one), then all of them at once.
        for (const name of params) await visit(path, new URLSearchParams({ [name]: value }))
        await visit(path, new URLSearchParams(params.map((name) => [name, value])))
      }
    }
    expect(failures).toEqual([])
  }, 300_000)
})
