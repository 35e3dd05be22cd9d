import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { Validator } from '@seriousme/openapi-schema-validator'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessTimeZone } from '~/content/business'
import { createMailer } from '~/features/mail/mailer.server'
import { addMonths, monthOf, todayInBusinessZone } from '~/features/schedule/calendar'
import { generateSlots } from '~/features/schedule/slots.server'
import { createRateLimit } from '~/features/security/rate-limit.server'
import routes from '~/routes'
import { goneDatabase, type HttpApp, listen, startHttpApp } from '../../../tests/support/http-app'
import { openApiChecker } from '../../../tests/support/openapi'
import { openApiDocument } from './openapi.server'

// Real requests to the real host (the built routes over a fresh database), each
// response checked against docs/openapi.json: status listed, content type,
// required headers and body valid (Ajv, JSON Schema 2020-12).
const api = openApiChecker()
let app: HttpApp
/** The same host over a database that has gone away: what an outage answers. */
let broken: { base: string; close: () => Promise<void> }
let addresses = 0
/** A fresh client address per scenario (the host trusts X-Forwarded-For from loopback), so limits do not mix. */
const visitor = () => ({ 'X-Forwarded-For': `198.51.100.${++addresses}` })
const JSON_TYPE = { 'Content-Type': 'application/json' }

let month: string
let openSlots: string[] = []

beforeAll(async () => {
  app = await startHttpApp()
  const gone = await goneDatabase()
  broken = await listen({ db: gone, mailer: createMailer({ db: gone }), rateLimit: createRateLimit() })
  const today = todayInBusinessZone(new Date())
  await generateSlots(app.context.db, { today, months: 3 })
  month = addMonths(monthOf(today), 2)
  const slots = (await (await fetch(`${app.base}/api/slots?month=${month}`)).json()) as {
    id: string
    status: string
  }[]
  openSlots = slots.filter((s) => s.status === 'available').map((s) => s.id)
}, 240_000)

afterAll(async () => {
  await app?.close()
  await broken?.close().catch(() => {})
})

const booking = (slotId: string) => ({
  slot_id: slotId,
  customer_name: 'Dana Whitfield',
  customer_email: 'dana@example.com',
  project_address: '41 Peachtree Industrial Blvd, Buford, GA 30518',
  project_size: 480,
  project_type: 'residential',
})

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...JSON_TYPE, ...visitor(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/**
 * A POST on a connection of its own, closed afterwards: a refusal sent before
 * the body is read (413) leaves that connection unusable, and fetch's pool
 * would hand it to the next request.
 */
function postAlone(base: string, path: string, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { ...JSON_TYPE, ...visitor(), Connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v)
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }))
        })
      },
    )
    // The server may stop reading and answer early: that is the point, not an error.
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    )
    req.end(body)
  })
}

async function conversation(): Promise<string> {
  const checked = await api.check(
    'post',
    '/api/chat/conversations',
    await post(app.base, '/api/chat/conversations', {}),
  )
  expect(checked.status).toBe(201)
  return (checked.body as { id: string }).id
}

const ask = (conversationId: string, content = 'How long does installation take?') => ({
  conversationId,
  messages: [{ role: 'user', content }],
})

describe('the description itself', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(openApiDocument() as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('describes every API route in app/routes.ts', () => {
    const apiRoutes = routes
      .map((r) => r.path)
      .filter((p): p is string => Boolean(p?.startsWith('api/')))
      .map((p) => `/${p}`)
    expect(Object.keys(api.document.paths).sort()).toEqual(apiRoutes.sort())
  })

  it('is what GET /api/openapi.json serves, cacheable, with the ai-index schema inlined', async () => {
    const checked = await api.check('get', '/api/openapi.json', await fetch(`${app.base}/api/openapi.json`))
    expect(checked.status).toBe(200)
    expect(checked.body).toEqual(openApiDocument())
    const { $schema: _dialect, ...aiIndex } = JSON.parse(readFileSync('docs/ai-index.schema.json', 'utf8'))
    expect(
      (checked.body as { components: { schemas: Record<string, unknown> } }).components.schemas.AiIndex,
    ).toEqual(aiIndex)
    expect(checked.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('fails a response whose status it does not list, or whose body does not match', async () => {
    const teapot = new Response('{"error":"short and stout"}', {
      status: 418,
      headers: { 'Content-Type': 'application/json' },
    })
    await expect(api.check('post', '/api/bookings', teapot)).rejects.toThrow(/does not list status 418/)
    const wrongShape = Response.json(
      { id: 'not-a-uuid', status: 'pending' },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
    await expect(api.check('post', '/api/bookings', wrongShape)).rejects.toThrow(/body does not match/)
    const noRetryAfter = Response.json({ error: 'Slow down.', retryAfterSeconds: 30 }, { status: 429 })
    await expect(api.check('post', '/api/bookings', noRetryAfter)).rejects.toThrow(/Retry-After is missing/)
    const html = new Response('<h1>Oops</h1>', { status: 400, headers: { 'Content-Type': 'text/html' } })
    await expect(api.check('get', '/api/slots', html)).rejects.toThrow(/content type "text\/html"/)
    await expect(api.check('delete', '/api/slots', Response.json([]))).rejects.toThrow(
      /does not describe DELETE/,
    )
  })
})

describe('GET /api/slots', () => {
  it('answers 200 with the blocks of a month', async () => {
    const checked = await api.check('get', '/api/slots', await fetch(`${app.base}/api/slots?month=${month}`))
    expect(checked.status).toBe(200)
    expect((checked.body as unknown[]).length).toBeGreaterThan(0)
  })

  it('answers 400 for a missing or malformed month', async () => {
    for (const query of ['', '?month=2026-13', '?month=%00']) {
      const checked = await api.check('get', '/api/slots', await fetch(`${app.base}/api/slots${query}`))
      expect(checked.status).toBe(400)
    }
  })

  it('answers a listed status when the database is gone', async () => {
    const res = await fetch(`${broken.base}/api/slots?month=${month}`)
    expect(res.status).toBe(500)
    await api.check('get', '/api/slots', res)
  })
})

describe('POST /api/bookings', () => {
  it('answers 201 with the pending request, then 409 to the next visitor for that block', async () => {
    const slot = openSlots.shift()!
    const first = await api.check(
      'post',
      '/api/bookings',
      await post(app.base, '/api/bookings', booking(slot)),
    )
    expect(first.status).toBe(201)
    const second = await api.check(
      'post',
      '/api/bookings',
      await post(app.base, '/api/bookings', booking(slot)),
    )
    expect(second.status).toBe(409)
  })

  it('answers 400 with fieldErrors for bad JSON and for bad fields', async () => {
    const broken = await api.check(
      'post',
      '/api/bookings',
      await post(app.base, '/api/bookings', '{"slot_id": '),
    )
    expect(broken.status).toBe(400)
    const fields = await api.check(
      'post',
      '/api/bookings',
      await post(app.base, '/api/bookings', {
        ...booking(openSlots[0]),
        customer_email: 'nope',
        project_size: 5,
      }),
    )
    expect(fields.status).toBe(400)
    expect(Object.keys((fields.body as { fieldErrors: object }).fieldErrors)).toEqual(
      expect.arrayContaining(['customer_email', 'project_size']),
    )
  })

  it('answers in Spanish, in the documented shape, to a request sent with Content-Language: es-US', async () => {
    const parameters = openApiDocument().paths['/api/bookings'].post.parameters
    expect(parameters.map((p) => `${p.in} ${p.name}`)).toEqual(['header Content-Language'])
    const spanish = await api.check(
      'post',
      '/api/bookings',
      await post(
        app.base,
        '/api/bookings',
        { ...booking(openSlots[0]), customer_email: 'nope' },
        { 'Content-Language': 'es-US' },
      ),
    )
    expect(spanish.status).toBe(400)
    const { fieldErrors } = spanish.body as { fieldErrors: Record<string, string[]> }
    expect(fieldErrors.customer_email?.[0]).toMatch(/correo/)
  })

  it('answers 404 for a block that does not exist', async () => {
    const checked = await api.check(
      'post',
      '/api/bookings',
      await post(app.base, '/api/bookings', booking(randomUUID())),
    )
    expect(checked.status).toBe(404)
  })

  it('answers 415 to anything but JSON, and 403 to a cross-site browser request, storing nothing', async () => {
    const slot = openSlots[0]
    const plain = await post(app.base, '/api/bookings', booking(slot), { 'Content-Type': 'text/plain' })
    expect((await api.check('post', '/api/bookings', plain)).status).toBe(415)
    const form = await post(app.base, '/api/bookings', `slot_id=${slot}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect((await api.check('post', '/api/bookings', form)).status).toBe(415)
    const crossSite = await post(app.base, '/api/bookings', booking(slot), {
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://attacker.example',
    })
    expect((await api.check('post', '/api/bookings', crossSite)).status).toBe(403)
    const foreignOrigin = await post(app.base, '/api/bookings', booking(slot), {
      Origin: 'https://attacker.example',
    })
    expect((await api.check('post', '/api/bookings', foreignOrigin)).status).toBe(403)
    const [row] = (
      (await app.context.db.execute(
        sql`select count(*)::int as n from booking_requests where slot_id = ${slot}`,
      )) as unknown as {
        rows: { n: number }[]
      }
    ).rows
    expect(row.n).toBe(0)
  })

  it('answers 413 to a body over the limit', async () => {
    const huge = { ...booking(openSlots[0]), notes: 'x'.repeat(40_000) }
    const checked = await api.check(
      'post',
      '/api/bookings',
      await postAlone(app.base, '/api/bookings', JSON.stringify(huge)),
    )
    expect(checked.status).toBe(413)
  })

  it('answers 429 with Retry-After and retryAfterSeconds past the hourly limit', async () => {
    const headers = visitor()
    let last: Response | undefined
    for (let i = 0; i < 6; i++) last = await post(app.base, '/api/bookings', booking(randomUUID()), headers)
    const checked = await api.check('post', '/api/bookings', last!)
    expect(checked.status).toBe(429)
    expect(Number(checked.headers.get('retry-after'))).toBe(
      (checked.body as { retryAfterSeconds: number }).retryAfterSeconds,
    )
  })

  it('answers GET with 405 and Allow: POST', async () => {
    const checked = await api.check('get', '/api/bookings', await fetch(`${app.base}/api/bookings`))
    expect(checked.status).toBe(405)
  })

  it('answers a listed status when the database is gone', async () => {
    const res = await post(broken.base, '/api/bookings', booking(randomUUID()))
    // The slot cannot even be read: the booking service answers 503 with a message to try again.
    expect([500, 503]).toContain(res.status)
    await api.check('post', '/api/bookings', res)
  })
})

describe('POST /api/chat/conversations', () => {
  it('answers 201 with the new id', async () => {
    expect(await conversation()).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 415 without the JSON type and 403 cross-site', async () => {
    const bare = await fetch(`${app.base}/api/chat/conversations`, { method: 'POST', headers: visitor() })
    expect((await api.check('post', '/api/chat/conversations', bare)).status).toBe(415)
    const crossSite = await post(app.base, '/api/chat/conversations', {}, { 'Sec-Fetch-Site': 'cross-site' })
    expect((await api.check('post', '/api/chat/conversations', crossSite)).status).toBe(403)
  })

  it('answers 429 past the hourly limit for one address', async () => {
    const headers = visitor()
    let last: Response | undefined
    for (let i = 0; i <= 60; i++) {
      last = await post(app.base, '/api/chat/conversations', {}, headers)
      if (last.status === 429) break
      await last.body?.cancel()
    }
    const checked = await api.check('post', '/api/chat/conversations', last!)
    expect(checked.status).toBe(429)
  })

  it("answers 413 to a body over the host's limit", async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(70_000) })
    const res = await postAlone(app.base, '/api/chat/conversations', huge)
    expect((await api.check('post', '/api/chat/conversations', res)).status).toBe(413)
  })

  it('answers GET with 405', async () => {
    const checked = await api.check(
      'get',
      '/api/chat/conversations',
      await fetch(`${app.base}/api/chat/conversations`),
    )
    expect(checked.status).toBe(405)
  })

  it('answers a listed status when the database is gone', async () => {
    const res = await post(broken.base, '/api/chat/conversations', {})
    expect(res.status).toBe(500)
    await api.check('post', '/api/chat/conversations', res)
  })
})

describe('POST /api/chat', () => {
  it('answers 200 with the reply streamed as chat.completion.chunk events, then [DONE]', async () => {
    const checked = await api.check(
      'post',
      '/api/chat',
      await post(app.base, '/api/chat', ask(await conversation())),
    )
    expect(checked.status).toBe(200)
    const events = checked.events!
    expect(events.at(-1)).toBe('[DONE]')
    const chunks = events.slice(0, -1) as {
      id: string
      choices: { delta: { role?: string }; finish_reason: string | null }[]
    }[]
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks[0].choices[0].delta.role).toBe('assistant')
    expect(chunks.at(-1)!.choices[0].finish_reason).toBe('stop')
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1)
  })

  it('answers 400 for bad JSON and for a bad request', async () => {
    expect((await api.check('post', '/api/chat', await post(app.base, '/api/chat', 'not json'))).status).toBe(
      400,
    )
    const bad = await post(app.base, '/api/chat', { conversationId: 'x', messages: [] })
    expect((await api.check('post', '/api/chat', bad)).status).toBe(400)
  })

  it('answers 404 for an unknown conversation', async () => {
    const checked = await api.check('post', '/api/chat', await post(app.base, '/api/chat', ask(randomUUID())))
    expect(checked.status).toBe(404)
  })

  it('answers 413 to a body over the limit', async () => {
    const huge = ask(randomUUID(), 'x'.repeat(300_000))
    const checked = await api.check(
      'post',
      '/api/chat',
      await postAlone(app.base, '/api/chat', JSON.stringify(huge)),
    )
    expect(checked.status).toBe(413)
  })

  it('answers 415 without the JSON type and 403 cross-site', async () => {
    const id = await conversation()
    const plain = await post(app.base, '/api/chat', ask(id), { 'Content-Type': 'text/plain;charset=UTF-8' })
    expect((await api.check('post', '/api/chat', plain)).status).toBe(415)
    const crossSite = await post(app.base, '/api/chat', ask(id), { Origin: 'https://attacker.example' })
    expect((await api.check('post', '/api/chat', crossSite)).status).toBe(403)
  })

  it('answers 429 past the per-minute limit for one address', async () => {
    const headers = visitor()
    let last: Response | undefined
    for (let i = 0; i <= 20; i++) {
      last = await post(app.base, '/api/chat', 'not json', headers)
      if (last.status === 429) break
      await last.body?.cancel()
    }
    const checked = await api.check('post', '/api/chat', last!)
    expect(checked.status).toBe(429)
  })

  it("answers 402 once the day's reply budget is spent", async () => {
    const id = await conversation()
    const { db } = app.context
    // The whole site's budget for today (decision 022: address '*') is spent.
    await db.execute(
      sql`insert into chat_reply_budget (day, address, replies) values ((now() at time zone ${businessTimeZone}::text)::date, '*', 5000)
          on conflict (day, address) do update set replies = 5000`,
    )
    try {
      const checked = await api.check('post', '/api/chat', await post(app.base, '/api/chat', ask(id)))
      expect(checked.status).toBe(402)
    } finally {
      await db.execute(sql`delete from chat_reply_budget where address = '*'`)
    }
  })

  it('answers GET with 405', async () => {
    expect((await api.check('get', '/api/chat', await fetch(`${app.base}/api/chat`))).status).toBe(405)
  })

  it('answers a listed status when the database is gone', async () => {
    const res = await post(broken.base, '/api/chat', ask(randomUUID()))
    expect(res.status).toBe(500)
    await api.check('post', '/api/chat', res)
  })
})

describe('GET /api/resin-intel/ai-index', () => {
  it('answers 200 with the index, readable from any origin', async () => {
    const checked = await api.check(
      'get',
      '/api/resin-intel/ai-index',
      await fetch(`${app.base}/api/resin-intel/ai-index`),
    )
    expect(checked.status).toBe(200)
    expect((checked.body as { articles: unknown[] }).articles.length).toBeGreaterThan(0)
  })
})
