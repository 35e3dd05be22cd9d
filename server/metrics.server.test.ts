import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chat } from '../app/content/business'
import type { Database } from '../app/db/client.server'
import { leads } from '../app/db/schema'
import { addMonths, monthOf, todayInBusinessZone } from '../app/features/schedule/calendar'
import { generateSlots } from '../app/features/schedule/slots.server'
import { goneDatabase, type HttpApp, listen, startHttpApp } from '../tests/support/http-app'
import { createMetrics } from './metrics'

/** Every row this file's databases hold is younger than this. */
const fileStartedAt = Date.now()

// /metrics on the real host over a real database: parsed with a Prometheus
// text-format parser, scraped before and after real traffic.
const TOKEN = 'test-metrics-token-0123456789'
let app: HttpApp
let month: string
/** A database that has gone away (PGlite takes a while to start, so it is made up front). */
let gone: Database

beforeAll(async () => {
  app = await startHttpApp(({ handle, services }) => {
    const metrics = createMetrics({ ...handle, token: TOKEN })
    return { metrics, rateLimit: metrics.countRefusals(services.rateLimit) }
  })
  const today = todayInBusinessZone(new Date())
  await generateSlots(app.context.db, { today, months: 3 })
  month = addMonths(monthOf(today), 2)
  gone = await goneDatabase()
}, 240_000)

afterAll(async () => {
  await app?.close()
})

let addresses = 0
const visitor = () => ({ 'X-Forwarded-For': `192.0.2.${++addresses}` })

async function scrape(base = app.base): Promise<MetricFamily[]> {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return parse(await res.text())
}

/**
 * Parses the exposition with parse-prometheus-text-format. That parser folds a
 * labelled histogram into one unlabelled sample, so each histogram is parsed
 * a second time without its TYPE line: its `_count`, `_sum` and `_bucket`
 * series then come back as families of their own, labels kept.
 */
function parse(text: string): MetricFamily[] {
  const families = parsePrometheusTextFormat(text)
  const histograms = new Set(
    families.filter((f) => f.type === 'HISTOGRAM').map((f) => `# TYPE ${f.name} histogram`),
  )
  const untyped = text
    .split('\n')
    .filter((line) => !histograms.has(line))
    .join('\n')
  const series = parsePrometheusTextFormat(untyped).filter((f) => /_(count|sum|bucket)$/.test(f.name))
  return [...families, ...series]
}

/** The value of one series (0 when it is absent), matched on the labels given. */
function value(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  const samples = series(families, name).filter((s) =>
    Object.entries(labels).every(([k, v]) => s.labels?.[k] === v),
  )
  return samples.reduce((sum, s) => sum + Number(s.value ?? s.count ?? 0), 0)
}

/** Every sample named `name` (an untyped histogram series may come back split over several families). */
function series(families: MetricFamily[], name: string) {
  return families.filter((f) => f.name === name).flatMap((f) => f.metrics)
}

async function notFoundPage(res: Response) {
  expect(res.status).toBe(404)
  expect(await res.text()).toContain('Oops! Page not found')
}

describe('/metrics', () => {
  it("is the site's ordinary 404 page without the right bearer token", async () => {
    await notFoundPage(await fetch(`${app.base}/metrics`))
    await notFoundPage(
      await fetch(`${app.base}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } }),
    )
    await notFoundPage(await fetch(`${app.base}/metrics`, { headers: { Authorization: TOKEN } }))
    await notFoundPage(await fetch(`${app.base}/metrics`, { headers: { Authorization: `Basic ${TOKEN}` } }))
  })

  it('is a 404 whatever is sent when no METRICS_TOKEN is configured', async () => {
    const metrics = createMetrics({ ...app.handle, token: undefined })
    const { db, mailer, rateLimit } = app.context
    const host = await listen({ db, mailer, rateLimit, metrics })
    try {
      await notFoundPage(
        await fetch(`${host.base}/metrics`, { headers: { Authorization: 'Bearer undefined' } }),
      )
      await notFoundPage(await fetch(`${host.base}/metrics`, { headers: { Authorization: 'Bearer ' } }))
    } finally {
      await host.close()
    }
  })

  it('counts requests and latency by route pattern, never by raw path', async () => {
    const before = await scrape()
    for (const slug of ['a-made-up-article', 'another-one', 'a-third']) {
      await (await fetch(`${app.base}/article/${slug}?v=1`)).text()
    }
    for (let i = 0; i < 3; i++) await (await fetch(`${app.base}/api/slots?month=${month}`)).text()
    await (await fetch(`${app.base}/no/such/page/${Date.now()}`)).text()
    const after = await scrape()

    const slots = { route: '/api/slots', method: 'GET', status: '200' }
    expect(
      value(after, 'rr_http_requests_total', slots) - value(before, 'rr_http_requests_total', slots),
    ).toBe(3)
    // Each language's twin is its own route (decision 039): a bounded series per language.
    const articles = { route: '/article/:slug', method: 'GET' }
    expect(
      value(after, 'rr_http_requests_total', articles) - value(before, 'rr_http_requests_total', articles),
    ).toBe(3)
    expect(
      value(after, 'rr_http_request_duration_seconds_count', { route: '/api/slots', method: 'GET' }) -
        value(before, 'rr_http_request_duration_seconds_count', { route: '/api/slots', method: 'GET' }),
    ).toBe(3)
    const routes = new Set(series(after, 'rr_http_requests_total').map((s) => s.labels?.route))
    expect([...routes].filter((r) => r?.includes('made-up') || r?.includes('no/such'))).toEqual([])
    expect(routes).toContain('/*')
    expect(after.find((f) => f.name === 'rr_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
  })

  it("reports the event loop's lag, p99 and max, so a host sees a stall", async () => {
    // A stall such as a long synchronous render (this process is the server's), then a scrape: the
    // figures are since the previous scrape, so a scrape that lands between the stall and ours (seen
    // once on a loaded CI machine) hides it. Stall again, a few times at most, before calling it lost.
    let max = 0
    let p99 = 0
    for (let attempt = 0; attempt < 5 && max < 0.25; attempt++) {
      await scrape()
      const until = performance.now() + 300
      while (performance.now() < until) {}
      await new Promise((resolve) => setTimeout(resolve, 50))
      const after = await scrape()
      max = value(after, 'nodejs_eventloop_lag_max_seconds', {})
      p99 = value(after, 'nodejs_eventloop_lag_p99_seconds', {})
    }
    expect(max).toBeGreaterThanOrEqual(0.25)
    expect(p99).toBeGreaterThan(0)
  })

  it('counts 4xx and 5xx answers', async () => {
    const before = await scrape()
    await (await fetch(`${app.base}/api/slots?month=nope`)).text()
    await (await fetch(`${app.base}/api/slots?month=2026-13`)).text()
    await (
      await fetch(`${app.base}/api/bookings`, {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain' },
      })
    ).text()
    const after = await scrape()
    const diff = (labels: Record<string, string>) =>
      value(after, 'rr_http_errors_total', labels) - value(before, 'rr_http_errors_total', labels)
    expect(diff({ route: '/api/slots', class: '4xx' })).toBe(2)
    expect(diff({ route: '/api/bookings', class: '4xx' })).toBe(1)
    expect(value(after, 'rr_http_requests_total', { route: '/api/bookings', status: '415' })).toBeGreaterThan(
      0,
    )
    expect(
      series(after, 'rr_http_errors_total').every((s) => ['4xx', '5xx'].includes(s.labels?.class ?? '')),
    ).toBe(true)
  })

  it('reads bookings, the outbox, leads and the chat budget from the database at scrape time', async () => {
    const before = await scrape()
    const slots = (await (await fetch(`${app.base}/api/slots?month=${month}`)).json()) as {
      id: string
      status: string
    }[]
    const slot = slots.find((s) => s.status === 'available')!
    const booked = await fetch(`${app.base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...visitor() },
      body: JSON.stringify({
        slot_id: slot.id,
        customer_name: 'Metric Visitor',
        customer_email: 'metrics@example.com',
        project_address: '1 Main St, Buford, GA 30518',
        project_size: 400,
      }),
    })
    expect(booked.status).toBe(201)
    await app.context.db.insert(leads).values({
      kind: 'partner',
      name: 'Pat Partner',
      email: 'pat@example.com',
      fields: {},
      sourcePage: '/partner-application',
    })
    const conversation = await fetch(`${app.base}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...visitor() },
      body: '{}',
    })
    const { id } = (await conversation.json()) as { id: string }
    const reply = await fetch(`${app.base}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...visitor() },
      body: JSON.stringify({
        conversationId: id,
        messages: [{ role: 'user', content: 'Do you serve 30518?' }],
      }),
    })
    await reply.text()
    const after = await scrape()
    const diff = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels)

    expect(diff('rr_bookings', { status: 'pending' })).toBe(1)
    expect(
      series(after, 'rr_bookings')
        .map((s) => s.labels?.status)
        .sort(),
    ).toEqual(['cancelled', 'confirmed', 'declined', 'pending'])
    // The booking mails the visitor and the staff; without SMTP they wait in the outbox.
    expect(diff('rr_outbox_mail', { state: 'unsent' })).toBeGreaterThanOrEqual(1)
    // The oldest unsent mail is one of this file's own: present, and no older than the file's run.
    const oldest = series(after, 'rr_outbox_oldest_unsent_age_seconds')
    expect(oldest).toHaveLength(1)
    const age = Number(oldest[0].value)
    expect(age).toBeGreaterThanOrEqual(0)
    // timing-allowed: an age read off the clock, bounded by this file's own run, which a slow day only lengthens
    expect(age).toBeLessThanOrEqual((Date.now() - fileStartedAt) / 1000 + 1)
    expect(diff('rr_leads', { kind: 'partner', status: 'new' })).toBe(1)
    expect(series(after, 'rr_leads')).toHaveLength(12)
    expect(diff('rr_chat_replies_today')).toBe(1)
    expect(diff('rr_chat_reply_budget_remaining')).toBe(-1)
    expect(value(after, 'rr_chat_reply_budget')).toBe(chat.dailyReplyBudget)
    expect(value(after, 'rr_database_up')).toBe(1)
    expect(value(after, 'rr_database_size_bytes')).toBeGreaterThan(0)
  })

  it('counts rate-limit refusals by policy name', async () => {
    const before = await scrape()
    const headers = { 'Content-Type': 'application/json', ...visitor() }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${app.base}/api/bookings`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          slot_id: crypto.randomUUID(),
          customer_name: 'Rapid Visitor',
          customer_email: 'rapid@example.com',
          project_address: '2 Main St',
          project_size: 400,
        }),
      })
      statuses.push(res.status)
      await res.text()
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(2)
    const after = await scrape()
    const policy = { policy: 'booking-ip' }
    expect(
      value(after, 'rr_rate_limit_refusals_total', policy) -
        value(before, 'rr_rate_limit_refusals_total', policy),
    ).toBe(2)
  })

  it('reports the database pool on PostgreSQL, and which database it is', async () => {
    const families = await scrape()
    expect(value(families, 'rr_database_info', { driver: app.handle.driver })).toBe(1)
    if (app.handle.driver === 'postgres') {
      expect(value(families, 'rr_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(value(families, 'rr_db_pool_max_connections')).toBe(20)
      expect(series(families, 'rr_db_pool_waiting_requests')).toHaveLength(1)
      expect(series(families, 'rr_db_pool_idle_connections')).toHaveLength(1)
    } else {
      expect(series(families, 'rr_db_pool_connections')).toHaveLength(0)
    }
  })

  it('keeps reporting, with rr_database_up 0, when the database is gone', async () => {
    const metrics = createMetrics({ db: gone, driver: 'pglite', token: TOKEN })
    const { mailer, rateLimit } = app.context
    const host = await listen({ db: gone, mailer, rateLimit, metrics })
    const errors = console.error
    console.error = () => {}
    try {
      const families = await scrape(host.base)
      expect(value(families, 'rr_database_up')).toBe(0)
      expect(series(families, 'rr_bookings')).toHaveLength(0)
      expect(value(families, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    } finally {
      console.error = errors
      await host.close()
    }
  })
})
