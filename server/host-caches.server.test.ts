import { createHash } from 'node:crypto'
import { get, type Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { todayInBusinessZone } from '../app/features/schedule/calendar'
import { generateSlots } from '../app/features/schedule/slots.server'
import { executableInlineScripts } from '../app/features/site/html'
import { createTestContext } from '../tests/support/app-context'
import { buildDir, listenBuiltApp, loadBuild } from '../tests/support/built-app'
import { SLOTS_CACHE_TTL_MS } from './slots-cache'

/**
 * The host answers hot reads from caches. Two app servers share one
 * database here, each with its own caches, as two instances behind a balancer would.
 */
const servers: Server[] = []
let a: string
let b: string
let close: () => Promise<void>

beforeAll(async () => {
  const build = await loadBuild()
  const t = await createTestContext()
  close = t.close
  const { db, mailer, rateLimit } = t.context
  await generateSlots(db, { today: todayInBusinessZone(new Date()), months: 6 })
  for (const side of ['a', 'b'] as const) {
    const app = await listenBuiltApp({ db, mailer, rateLimit }, build)
    servers.push(app.server)
    if (side === 'a') a = app.base
    else b = app.base
  }
})

afterAll(async () => {
  for (const s of servers) s.close()
  await close?.()
})

type Slot = { id: string; status: string; start_date: string }
const slotsOf = async (base: string, month: string) =>
  (await (await fetch(`${base}/api/slots?month=${month}`)).json()) as Slot[]

async function openBlock(base: string) {
  const now = new Date()
  for (let i = 1; i < 8; i++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7)
    const open = (await slotsOf(base, month)).find((s) => s.status === 'available')
    if (open) return { month, id: open.id }
  }
  throw new Error('no open block: the test database has no slots')
}

const book = (base: string, slotId: string, name: string) =>
  fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      slot_id: slotId,
      customer_name: name,
      customer_email: 'cache-test@example.com',
      customer_phone: '(404) 555-0101',
      project_address: '2 Peachtree St, Atlanta, GA 30303',
      project_size: 400,
    }),
  })

describe('the slots cache', () => {
  it('never hides a booking on the server that took it, hides it elsewhere at most its TTL, and never lets a stale read double-book', async () => {
    // The TTL is a deadline, so the test holds the clock the caches read and moves it past the bound,
    // rather than sleeping through it (decision 037).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      const { month, id } = await openBlock(a)
      const statusOn = async (base: string) => (await slotsOf(base, month)).find((s) => s.id === id)?.status
      // Both servers have the month cached as available.
      expect(await statusOn(a)).toBe('available')
      expect(await statusOn(b)).toBe('available')

      const booked = await book(a, id, 'Cache Customer A')
      expect(booked.status).toBe(201)
      // The server that took the booking forgot its cache at once.
      expect(await statusOn(a)).toBe('pending')
      // The other server still shows its cached read, within the bound.
      vi.setSystemTime(Date.now() + SLOTS_CACHE_TTL_MS - 1)
      expect(await statusOn(b)).toBe('available')
      // Past the bound, every server shows it held.
      vi.setSystemTime(Date.now() + 2)
      expect(await statusOn(b)).toBe('pending')

      // A visitor who read the stale "available" there cannot take the block twice.
      const second = await book(b, id, 'Cache Customer B')
      expect(second.status).toBe(409)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers a bad month as before, and many concurrent reads alike', async () => {
    const bad = await fetch(`${a}/api/slots?month=2026-13`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toContain('is not a month')
    const { month } = await openBlock(a)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${a}/api/slots?month=${month}`)),
    )
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(answers.every((r) => r.status === 200 && r.headers.get('cache-control') === 'no-store')).toBe(true)
  })
})

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('the page cache', () => {
  it('renders a query page once, then serves the same HTML with a hash CSP (never a reused nonce)', async () => {
    const url = `${a}/estimator?space=garage&sqft=640&finish=metallic`
    const first = await fetch(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const html = await first.text()
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-/)

    // Same parameters in another order: the same page.
    const again = await fetch(`${a}/estimator?finish=metallic&sqft=640&space=garage`)
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(await again.text()).toBe(html)
    const csp = again.headers.get('content-security-policy') ?? ''
    expect(csp).not.toMatch(/'nonce-/)
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false)
    const scripts = executableInlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const s of scripts) expect(csp).toContain(sha(s))
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('tags a kept page and a prerendered one by their bytes, and answers a matching tag with 304', async () => {
    for (const url of [`${a}/estimator?space=garage&sqft=720&finish=metallic`, `${a}/portfolio`]) {
      for (const encoding of ['br', 'identity']) {
        const headers = { 'Accept-Encoding': encoding }
        await fetch(url, { headers })
        const one = await fetch(url, { headers })
        const two = await fetch(url, { headers })
        const tag = one.headers.get('etag')
        expect(tag, `${url} ${encoding}`).toMatch(/^W\/"[0-9a-f]+-/)
        expect(two.headers.get('etag')).toBe(tag)
        expect(await two.text()).toBe(await one.text())
        // Not through fetch, which adds Cache-Control: no-cache to a conditional request.
        const unchanged = await new Promise<number | undefined>((resolve, reject) =>
          get(url, { headers: { ...headers, 'If-None-Match': tag ?? '' } }, (res) => {
            res.resume()
            resolve(res.statusCode)
          }).on('error', reject),
        )
        expect(unchanged, `${url} ${encoding}`).toBe(304)
      }
    }
    const br = await fetch(`${a}/portfolio`, { headers: { 'Accept-Encoding': 'br' } })
    const plain = await fetch(`${a}/portfolio`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'))
  })

  it('marks a cached page private when the answer sets the visitor’s source cookie, public otherwise', async () => {
    const plain = `${a}/knowledge?q=basement`
    for (const label of ['miss', 'hit']) {
      const res = await fetch(plain)
      expect([label, res.headers.get('x-page-cache'), res.headers.get('cache-control')]).toEqual([
        label,
        label,
        'public, max-age=0, must-revalidate',
      ])
    }
    const tagged = `${a}/knowledge?q=patio&utm_source=news`
    for (const label of ['miss', 'hit']) {
      const res = await fetch(tagged)
      expect(res.headers.get('set-cookie')).toMatch(/^rr_src=/)
      expect([label, res.headers.get('x-page-cache'), res.headers.get('cache-control')]).toEqual([
        label,
        label,
        'private, max-age=0, must-revalidate',
      ])
    }
  })

  it('renders a just-calculated estimate for its visitor even when the same URL is cached', async () => {
    const url = `${a}/estimator?space=basement&sqft=720&finish=gunmetal-flake&zip=30518&timeline=later`
    await fetch(url)
    expect((await fetch(url)).headers.get('x-page-cache')).toBe('hit')
    // The estimator's form leaves this mark as it sends the visitor to the estimate's URL.
    const query = new URL(url).search.slice(1)
    const fresh = await fetch(url, { headers: { Cookie: `rr_estimate_fresh=${encodeURIComponent(query)}` } })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('x-page-cache')).toBeNull()
    expect(fresh.headers.get('set-cookie')).toMatch(/^rr_estimate_fresh=;/)
    expect(fresh.headers.get('cache-control')).toBe('private, no-store')
    // And a shared link's visitor still gets the cached page.
    expect((await fetch(url)).headers.get('x-page-cache')).toBe('hit')
  })

  it('never caches a page that reads the database, or a post', async () => {
    await fetch(`${a}/schedule?month=2027-01`)
    const second = await fetch(`${a}/schedule?month=2027-01`)
    expect(second.headers.get('x-page-cache')).toBeNull()
    const post = await fetch(`${a}/contact?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=',
    })
    expect(post.headers.get('x-page-cache')).toBeNull()
  })

  it('serves the prerendered file for a URL with only marketing parameters', async () => {
    const plain = await fetch(`${a}/portfolio`)
    const tagged = await fetch(`${a}/portfolio?utm_source=nextdoor&utm_medium=social&gclid=abc`)
    expect(tagged.status).toBe(200)
    expect(tagged.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'))
    expect(await tagged.text()).toBe(await plain.text())
    // Any other parameter still goes to the server renderer.
    const filtered = await fetch(`${a}/portfolio?utm_source=x&filter=metallic`)
    expect(filtered.headers.get('content-security-policy')).toMatch(/'nonce-/)
  })
})

describe('precompressed answers', () => {
  it('sends hashed assets as the build compressed them (brotli, else gzip), byte for byte the file', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const assets = path.join(buildDir, 'client/assets')
    const name = readdirSync(assets).find((f) => f.endsWith('.js')) as string
    const raw = readFileSync(path.join(assets, name))
    for (const [accept, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        import('node:http').then(({ get }) =>
          get(`${a}/assets/${name}`, { headers: { 'Accept-Encoding': accept } }, (r) => {
            const chunks: Buffer[] = []
            r.on('data', (c) => chunks.push(c))
            r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }))
          }),
        )
      })
      expect(res.headers['content-encoding']).toBe(accept.startsWith('br') ? 'br' : 'gzip')
      expect(res.headers['cache-control']).toContain('immutable')
      expect(String(res.headers['content-type'])).toContain('javascript')
      expect(decode(res.body).equals(raw)).toBe(true)
    }
  })
})
