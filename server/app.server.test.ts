import { createHash } from 'node:crypto'
import { request, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { executableInlineScripts } from '../app/features/site/html'
import { createTestContext } from '../tests/support/app-context'
import { listenBuiltApp } from '../tests/support/built-app'

let server: Server
let base: string
let close: () => Promise<void>

beforeAll(async () => {
  const t = await createTestContext()
  close = t.close
  const { db, mailer, rateLimit } = t.context
  ;({ server, base } = await listenBuiltApp({ db, mailer, rateLimit }))
})

afterAll(async () => {
  server?.close()
  await close?.()
})

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/script-src [^;]*/)
  expect(/script-src [^;]*unsafe-inline/.test(csp)).toBe(false)
  expect(res.headers.get('strict-transport-security')).toContain('max-age=')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('referrer-policy')).toBeTruthy()
  expect(res.headers.get('x-powered-by')).toBeNull()
}

describe('the host', () => {
  it("sends a route's small JSON answer whole, with its length and uncompressed, and compresses a large one", async () => {
    const small = await fetch(`${base}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
      body: '{}',
    })
    expect(small.status).toBe(201)
    expect(small.headers.get('content-encoding')).toBeNull()
    const body = await small.text()
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(JSON.parse(body)).toEqual({ id: expect.any(String) })

    const large = await fetch(`${base}/api/resin-intel/ai-index`, { headers: { 'Accept-Encoding': 'br' } })
    expect(large.status).toBe(200)
    expect(large.headers.get('content-encoding')).toBe('br')
    expect(Object.keys(await large.json()).length).toBeGreaterThan(0)
  })

  it('serves a prerendered page whose CSP lists the hash of every inline script', async () => {
    const res = await fetch(`${base}/portfolio`)
    expect(res.status).toBe(200)
    expectSecurityHeaders(res)
    const html = await res.text()
    expect(html).toContain('Proof in the Pour')
    expect(html).not.toContain('rel="modulepreload"')
    const csp = res.headers.get('content-security-policy') ?? ''
    const scripts = executableInlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const s of scripts) expect(csp).toContain(sha(s))
  })

  it('renders on the server with a fresh nonce when the URL has a query', async () => {
    const a = await fetch(`${base}/portfolio?filter=metallic`)
    const b = await fetch(`${base}/portfolio?filter=metallic`)
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    const nonce = nonceOf(a)
    expect(nonce).toBeTruthy()
    expect(nonceOf(b)).not.toBe(nonce)
    const html = await a.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expectSecurityHeaders(a)
  })

  it('answers the data of a URL with a query from the server, not the prerendered file', async () => {
    const plain = await fetch(`${base}/portfolio.data`)
    expect(plain.status).toBe(200)
    const queried = await fetch(`${base}/portfolio.data?view=x`)
    expect(queried.status).toBe(200)
    expect(queried.headers.get('content-security-policy')).toContain("'nonce-")
    expect((await fetch(`${base}/csp-manifest.json`)).status).toBe(404)
    // The host's own files, also as the static handler would resolve them.
    for (const file of [
      '/reads.json',
      '/./reads.json',
      '//reads.json',
      '/assets/../reads.json',
      '/reads%2ejson',
      '/.//csp-manifest%2Ejson',
    ])
      expect(await statusOfRawPath(base, file), file).toBe(404)
    expect((await fetch(`${base}/portfolio/index.html`)).status).toBe(404)
  })

  it('answers an unknown path with the not-found page, status 404 and the same headers', async () => {
    const res = await fetch(`${base}/definitely/not/here`)
    expect(res.status).toBe(404)
    expectSecurityHeaders(res)
    const html = await res.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
  })

  it('never serves files outside the build through path traversal', async () => {
    for (const p of [
      '/..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await fetch(`${base}${p}`)
      const body = await res.text()
      expect(body).not.toContain('"devDependencies"')
      expect(body).not.toContain('root:x:0:0')
      expect(res.status).toBeLessThan(500)
    }
  })

  it('compresses with brotli or gzip as the client asks', async () => {
    const br = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const gz = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  it('serves hashed assets as immutable', async () => {
    const html = await (await fetch(`${base}/`)).text()
    const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const res = await fetch(`${base}${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it('reports health with the database checked', async () => {
    const res = await fetch(`${base}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
    expectSecurityHeaders(res)
  })

  it('lists every public page in the sitemap and names it in robots.txt', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
    for (const p of ['/', '/portfolio', '/why-epoxy', '/schedule']) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${p}</loc>`)
    }
    const robots = await (await fetch(`${base}/robots.txt`)).text()
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})

/** The status of a GET sent with its path exactly as written: fetch() would resolve `/./` and `..` first. */
function statusOfRawPath(base: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}
