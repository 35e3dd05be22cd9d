import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../app/db/client.server'
import { createTestContext } from '../tests/support/app-context'
import { seedSlot } from '../tests/support/business-data'
import { createApp } from './app'

/**
 * Hostile input against every public form and API, over real HTTP to the real
 * app (the production build, in-process) on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (decision 019). Two promises: no answer is a
 * 5xx, and nothing already stored changes (only new rows may appear).
 * Needs `npm run build` first. FUZZ_RUNS sets the runs per target.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const TABLES = [
  'leads',
  'booking_requests',
  'installation_slots',
  'chat_conversations',
  'chat_messages',
  'outbox',
] as const

let server: Server
let base: string
let t: Awaited<ReturnType<typeof createTestContext>>
let context: AppLoadContext
let before: Map<string, Map<string, string>>
/** Ids the fuzz aims at: stored before the snapshot (never changeable) or after it (free to change). */
const ids = { bookedSlot: '', freshSlot: '', conversation: '' }
let ipCounter = 0

async function snapshot(): Promise<Map<string, Map<string, string>>> {
  const all = new Map<string, Map<string, string>>()
  for (const table of TABLES) {
    const rows = await queryRows<{ id: string }>(context.db, sql.raw(`select * from ${table}`))
    all.set(table, new Map(rows.map((r) => [String(r.id), JSON.stringify(r)])))
  }
  return all
}

/** Every request from its own address (the host trusts loopback's X-Forwarded-For), so limits rarely end a path early. */
function send(pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set(
    'x-forwarded-for',
    `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  )
  return fetch(`${base}${pathAndQuery}`, { ...init, headers, redirect: 'manual' })
}

beforeAll(async () => {
  const entry = path.join(buildDir, 'server/index.js')
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first (npm test does).')
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild
  t = await createTestContext()
  context = t.context
  const { db, mailer, rateLimit } = context
  server = createApp({ services: { db, mailer, rateLimit }, build, log: false }).listen(0)
  await new Promise((r) => server.once('listening', r))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  // What is stored before the fuzz, through the app itself where it can be.
  const contact = await send('/contact', {
    method: 'POST',
    body: new URLSearchParams({ name: 'Stored Before', email: 'before@example.com', message: 'Keep me.' }),
  })
  expect(contact.status).toBe(200)
  ids.bookedSlot = (await seedSlot(context.db, '2037-01-09', 'booked')).id
  const held = (await seedSlot(context.db, '2037-01-16', 'available')).id
  const booking = await send('/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slot_id: held,
      customer_name: 'Stored Before',
      customer_email: 'before@example.com',
      project_address: '1 Main St, Buford, GA',
      project_size: 400,
    }),
  })
  expect(booking.status).toBe(201)
  const stored = (await (
    await send('/api/chat/conversations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { id: string }
  await (
    await send('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId: stored.id, messages: [{ role: 'user', content: 'Hi' }] }),
    })
  ).text()

  before = await snapshot()
  expect([...before.values()].every((rows) => rows.size > 0)).toBe(true)

  // Targets the fuzz may change: created after the snapshot.
  ids.freshSlot = (await seedSlot(context.db, '2037-02-06', 'available')).id
  ids.conversation = (
    (await (
      await send('/api/chat/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { id: string }
  ).id
}, 240_000)

afterAll(async () => {
  server?.close()
  await t?.close()
})

// ------------------------------------------------------------ hostile values

/** Text as a string, or as raw bytes (invalid UTF-8 among them) for the wire. */
type Value = string | Uint8Array

const controlText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
    .map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 8,
})
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'hi\u0000x',
  '\ud800',
  '\udfff lone',
  '\ufffd',
  'x\ufffey\uffff\ufdd0',
  'Bob \u202eevil',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table leads; --",
  "' or 1=1 --",
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%E0%A4%A',
  '{{7*7}}',
  '$' + '{process.exit()}',
  '__proto__',
  'constructor',
  'null',
  '12345',
  '00000',
  '-1',
  '1e308',
  'NaN',
  '2031-13',
  '9999-99',
  '0000-00',
  'https://evil.example/',
  'javascript:alert(1)',
  'a@b.co',
)
const invalidUtf8 = fc.constantFrom(
  Uint8Array.from([0xff, 0xfe]),
  Uint8Array.from([0xc3, 0x28]),
  Uint8Array.from([0xe0, 0xa4]),
  Uint8Array.from([0xed, 0xa0, 0x80]),
  Uint8Array.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
  Uint8Array.from([0x68, 0x69, 0x00, 0x78]),
)
const text: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), controlText).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 90_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: invalidUtf8 },
)

/** A field's value on the wire: absent, one value, or the same name several times. */
const occurrences = (valid: string): fc.Arbitrary<Value[]> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<Value[]>([valid]) },
    { weight: 4, arbitrary: text.map((v) => [v]) },
    { weight: 1, arbitrary: fc.constant<Value[]>([]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(text, fc.constant(valid)), { minLength: 2, maxLength: 4 }) },
  )

type FormFields = Record<string, Value[]>
const formOf = (valid: Record<string, string>): fc.Arbitrary<FormFields> =>
  fc.record(Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, occurrences(v)])))

const unreserved = /[A-Za-z0-9_.~-]/
const pct = (bytes: Uint8Array) =>
  Array.from(bytes, (b) =>
    unreserved.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
  ).join('')
const utf8 = (v: Value) => (typeof v === 'string' ? new TextEncoder().encode(v) : v)

function urlencoded(fields: FormFields): string {
  const parts: string[] = []
  for (const [name, values] of Object.entries(fields))
    for (const v of values) parts.push(`${encodeURIComponent(name)}=${pct(utf8(v))}`)
  return parts.join('&')
}

function multipart(fields: FormFields, file: Uint8Array | null, boundary: string): Uint8Array {
  const enc = new TextEncoder()
  const chunks: Uint8Array[] = []
  for (const [name, values] of Object.entries(fields))
    for (const v of values) {
      chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`))
      chunks.push(utf8(v), enc.encode('\r\n'))
    }
  if (file) {
    chunks.push(
      enc.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="../../r\u0000sum\u00e9.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      enc.encode('\r\n'),
    )
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const pdfLike = fc.oneof(
  fc.constant(new TextEncoder().encode('%PDF-1.7\n1 0 obj\n%%EOF')),
  fc.uint8Array({ maxLength: 2048 }),
  fc.constant(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
  fc.constant(new Uint8Array(0)),
)

/** JSON values of the wrong kind for any field. */
const jsonValue = (valid: unknown): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 3, arbitrary: text.map((v) => (typeof v === 'string' ? v : new TextDecoder().decode(v))) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      ),
    },
  )
const jsonOf = (valid: Record<string, unknown>) =>
  fc.record(
    Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, jsonValue(v)])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  )

/** A JSON body, sometimes not JSON at all, sometimes with invalid UTF-8 bytes inside a string. */
const jsonBody = (valid: Record<string, unknown>): fc.Arbitrary<BodyInit> =>
  fc.oneof(
    { weight: 6, arbitrary: jsonOf(valid).map((o) => JSON.stringify(o)) },
    {
      weight: 1,
      arbitrary: fc.tuple(jsonOf(valid), invalidUtf8).map(([o, bytes]) => {
        const [head, tail] = JSON.stringify({ ...o, injected: '@@' }).split('@@')
        return Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)])
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '[1,2]', '"x"', '{', '{"a":', '\u0000') },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  )

// ------------------------------------------------------------ the targets

type Target = { name: string; request: fc.Arbitrary<{ path: string; init: RequestInit }> }

const formPost = (paths: string[], valid: Record<string, string>): Target['request'] =>
  fc.tuple(fc.constantFrom(...paths), formOf(valid)).map(([p, fields]) => ({
    path: p,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded(fields),
    },
  }))

const valid = {
  contact: {
    name: 'Dana',
    email: 'dana@example.com',
    phone: '470 555 0142',
    interest: 'metallic',
    message: 'Hello',
  },
  partner: {
    companyName: 'Co',
    contactName: 'Lee',
    email: 'lee@example.com',
    phone: '678 555 0101',
    partnerType: 'builder',
    yearsInBusiness: '6-10',
    annualProjects: '16-30',
    territoryInterest: 'Gwinnett',
    referralEstimate: '3-5',
    aboutBusiness: 'Homes',
    agreedToTerms: 'on',
    website: '',
  },
  job: { role: 'lead-installer', name: 'Sam', email: 'sam@example.com', phone: '470-555-0100', videoUrl: '' },
  booking: (slot: string) => ({
    slot_id: slot,
    customer_name: 'Ada',
    customer_email: 'ada@example.com',
    customer_phone: '',
    project_address: '12 Main St',
    project_size: '400',
    project_type: 'residential',
    preferred_finish: 'flake',
    notes: 'Call first',
    'estimate.space': 'garage',
    'estimate.sqft': '400',
    'estimate.finish': 'custom',
  }),
}
const slotIds = () =>
  fc.constantFrom(ids.bookedSlot, ids.freshSlot, '00000000-0000-0000-0000-000000000000', 'not-a-uuid')

const targets = (): Target[] => [
  { name: 'contact form', request: formPost(['/contact', '/contact.data'], valid.contact) },
  {
    name: 'partner application form',
    request: formPost(['/partner-application', '/partner-application.data'], valid.partner),
  },
  {
    name: 'careers form with its resume upload',
    request: fc
      .tuple(
        fc.constantFrom('/careers', '/careers.data'),
        formOf(valid.job),
        fc.option(pdfLike, { nil: null }),
        fc.boolean(),
      )
      .map(([p, fields, file, broken]) => {
        const boundary = 'fuzzboundary7MA4YWxkTrZu0gW'
        return {
          path: p,
          init: {
            method: 'POST',
            // Now and then a boundary that does not match the body.
            headers: { 'content-type': `multipart/form-data; boundary=${broken ? 'other' : boundary}` },
            body: multipart(fields, file, boundary),
          },
        }
      }),
  },
  {
    name: 'schedule booking form',
    request: fc
      .tuple(slotIds(), fc.constantFrom('/schedule', '/schedule.data'))
      .chain(([slot, p]) => formPost([p], valid.booking(slot))),
  },
  {
    name: 'POST /api/bookings',
    request: slotIds().chain((slot) =>
      jsonBody({
        slot_id: slot,
        customer_name: 'Ada',
        customer_email: 'ada@example.com',
        customer_phone: '(470) 555-0142',
        project_address: '12 Main St',
        project_size: 400,
        project_type: 'residential',
        preferred_finish: 'flake',
        notes: 'x',
        website: '',
        estimate: { space: 'garage', sqft: 400, finish: 'custom', zip: '30518', timeline: 'later' },
      }).map((body) => ({
        path: '/api/bookings',
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      })),
    ),
  },
  {
    name: 'POST /api/chat/conversations',
    request: fc.oneof(jsonBody({ anything: 1 }), fc.constant('')).map((body) => ({
      path: '/api/chat/conversations',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    })),
  },
  {
    name: 'POST /api/chat',
    request: fc
      .tuple(
        fc.constantFrom(ids.conversation, '00000000-0000-0000-0000-000000000000', 'x'),
        fc.array(
          fc.record({
            role: fc.oneof(fc.constantFrom('user', 'assistant', 'system'), fc.integer()),
            content: jsonValue('How much for a 2-car garage?'),
          }),
          { maxLength: 4 },
        ),
      )
      .chain(([conversationId, messages]) =>
        jsonBody({ conversationId, messages }).map((body) => ({
          path: '/api/chat',
          init: { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        })),
      ),
  },
  {
    name: 'GET /api/slots?month=',
    request: fc.array(text, { maxLength: 2 }).map((months) => ({
      path: `/api/slots${months.length ? `?${months.map((m) => `month=${pct(utf8(m))}`).join('&')}` : ''}`,
      init: {},
    })),
  },
  {
    name: 'estimator GET parameters',
    request: fc
      .record({
        space: occurrences('garage'),
        sqft: occurrences('400'),
        finish: occurrences('custom'),
        zip: occurrences('30518'),
        timeline: occurrences('later'),
        step: occurrences('4'),
      })
      .map((fields) => ({ path: `/estimator?${urlencoded(fields)}`, init: {} })),
  },
]

/** What HTML forbids in a document (C0/C1 controls but tab, newline, form feed, return; noncharacters). */
const CONTROL = /(?![\t\n\f\r])[\p{Cc}\p{Noncharacter_Code_Point}]/u

/** The smallest body limit of a public form (the contact and partner forms, 64 KB). */
const OVERSIZE = 64 * 1024
let resets = 0
const bodySize = (body: RequestInit['body']) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0

describe('hostile input to every public form and API', () => {
  it('never gets a 5xx answer', async () => {
    const failures: string[] = []
    for (const target of targets()) {
      await fc.assert(
        fc.asyncProperty(target.request, async ({ path: p, init }) => {
          let res: Response
          try {
            res = await send(p, init)
            const text = await res.text()
            // A page that echoes hostile input stays a valid document: no control characters.
            if (/html/.test(res.headers.get('content-type') ?? '') && CONTROL.test(text)) {
              failures.push(`${target.name}: a control character in the HTML for ${p}`)
            }
          } catch (e) {
            // A body over a form's limit is refused unread and the connection
            // closed under the upload; the host's streaming limit owns
            // that answer. Any other network error is a crash.
            if (bodySize(init.body) > OVERSIZE) {
              resets++
              return true
            }
            failures.push(
              `${target.name}: ${String((e as { cause?: unknown }).cause ?? e)} (${bodySize(init.body)} bytes) for ${p} ${String(init.body ?? '').slice(0, 200)}`,
            )
            return true
          }
          if (res.status >= 500) {
            failures.push(`${target.name}: ${res.status} for ${p} ${String(init.body ?? '').slice(0, 300)}`)
          }
          return true
        }),
        { numRuns: RUNS },
      )
    }
    expect(failures).toEqual([])
    console.info(`fuzz: ${RUNS} runs per target, ${resets} oversize bodies cut off unread`)
  }, 900_000)

  it('changed nothing that was stored before (only new rows appeared)', async () => {
    const after = await snapshot()
    for (const [table, rows] of before) {
      const now = after.get(table) as Map<string, string>
      for (const [id, row] of rows) expect({ table, id, row: now.get(id) }).toEqual({ table, id, row })
    }
  })
})
