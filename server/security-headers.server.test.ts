import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../app/features/mail/mailer.server'
import { createRateLimit } from '../app/features/security/rate-limit.server'
import { executableInlineScripts, inlineStyles } from '../app/features/site/html'
import { buildDir } from '../tests/support/built-app'
import { goneDatabase, type HttpApp, listen, startHttpApp } from '../tests/support/http-app'

// Every security header and every CSP directive, on every kind of answer the
// host gives: deleting or weakening any one of them fails here.
let app: HttpApp
/** The same host over a database that has gone away: its error pages. */
let broken: { base: string; close: () => Promise<void> }

beforeAll(async () => {
  app = await startHttpApp()
  const gone = await goneDatabase()
  broken = await listen({ db: gone, mailer: createMailer({ db: gone }), rateLimit: createRateLimit() })
}, 240_000)

afterAll(async () => {
  await app?.close()
  await broken?.close()
})

/** The policy's directives by name, each with its sources; a repeated directive fails. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    expect(map.has(name.toLowerCase()), `CSP repeats ${name}`).toBe(false)
    map.set(name.toLowerCase(), sources)
  }
  return map
}

/** Fixed directives and their exact sources (server/security.ts). */
const FIXED: Record<string, string[]> = {
  'default-src': ["'self'"],
  // React and Radix set style attributes; an attribute styles its own element only (decision 032).
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

type Script = 'none' | 'nonce' | 'hashes' | 'any'

/**
 * Asserts every header and directive; returns the script-src sources.
 * `script` says how inline scripts must be allowed: by a nonce (server
 * rendering), by hashes (prerendered files), or not at all (non-HTML).
 */
function expectSecurityHeaders(res: Response, script: Script): string[] {
  const h = res.headers
  const hsts = (h.get('strict-transport-security') ?? '').split(';').map((p) => p.trim().toLowerCase())
  expect(Number(hsts.find((p) => p.startsWith('max-age='))?.slice(8))).toBeGreaterThanOrEqual(31_536_000)
  expect(hsts).toContain('includesubdomains')
  expect(h.get('x-content-type-options')).toBe('nosniff')
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(h.get('x-frame-options')).toBe('DENY')
  expect(h.get('cross-origin-opener-policy')).toBe('same-origin')
  const permissions = Object.fromEntries(
    (h.get('permissions-policy') ?? '').split(',').map((p) => p.trim().split('=') as [string, string]),
  )
  expect(permissions).toEqual({ camera: '()', microphone: '()', geolocation: '()', payment: '()' })
  expect(h.get('x-powered-by')).toBeNull()

  const csp = directives(h.get('content-security-policy') ?? '')
  for (const [name, sources] of Object.entries(FIXED)) {
    expect(csp.get(name), `CSP ${name}`).toEqual(sources)
  }
  const scriptSrc = csp.get('script-src')
  expect(scriptSrc, 'CSP script-src').toBeDefined()
  expect(scriptSrc![0]).toBe("'self'")
  for (const source of scriptSrc!.slice(1)) {
    expect(source, 'script-src allows only nonces and hashes besides self').toMatch(
      /^'(nonce-[A-Za-z0-9+/=]{16,}|sha256-[A-Za-z0-9+/=]{44})'$/,
    )
  }
  const nonces = scriptSrc!.filter((s) => s.startsWith("'nonce-"))
  const hashes = scriptSrc!.filter((s) => s.startsWith("'sha256-"))
  if (script === 'nonce') expect(nonces).toHaveLength(1)
  if (script === 'hashes') {
    expect(hashes.length).toBeGreaterThan(0)
    expect(nonces).toHaveLength(0)
  }
  if (script === 'any') expect(nonces.length + hashes.length).toBeGreaterThan(0)
  // <style> elements: never 'unsafe-inline'; on a page, its critical CSS by the same nonce as its
  // scripts or by hash, and the styles the site's scripts create by hash (decision 032).
  const styleSrc = csp.get('style-src')
  expect(styleSrc, 'CSP style-src').toBeDefined()
  expect(styleSrc![0]).toBe("'self'")
  for (const source of styleSrc!.slice(1)) {
    expect(source, 'style-src allows only nonces and hashes besides self').toMatch(
      /^'(nonce-[A-Za-z0-9+/=]{16,}|sha256-[A-Za-z0-9+/=]{44})'$/,
    )
  }
  const styleNonces = styleSrc!.filter((s) => s.startsWith("'nonce-"))
  if (script !== 'none') expect(styleSrc!.length).toBeGreaterThan(1)
  if (script === 'nonce') expect(styleNonces).toEqual(nonces)
  if (script === 'hashes') expect(styleNonces).toHaveLength(0)
  return scriptSrc!
}

/** Every `<style>` of the page is allowed by the response's nonce or by its hash; returns style-src. */
function expectStylesAllowed(res: Response, html: string): string[] {
  const styleSrc = directives(res.headers.get('content-security-policy') ?? '').get('style-src') ?? []
  const nonce = styleSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)]
  expect(styles.map((m) => m[2])).toEqual(inlineStyles(html))
  // The critical CSS, one per page (decision 032).
  expect(styles.length).toBe(1)
  for (const [, attrs, body] of styles) {
    const byNonce = nonce !== undefined && attrs.includes(`nonce="${nonce}"`)
    expect(byNonce || styleSrc.includes(sha(body)), 'each <style> allowed by nonce or hash').toBe(true)
  }
  return styleSrc
}

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

/** The styles the site's scripts write, as postbuild recorded them (sonner's). */
function runtimeStyles(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'client/csp-manifest.json'), 'utf8'))
  expect(manifest.runtimeStyles.length).toBeGreaterThan(0)
  return manifest.runtimeStyles.map((h: string) => `'sha256-${h}'`)
}

describe('security headers', () => {
  it('on a prerendered page: every inline script allowed by its hash, nothing else', async () => {
    const res = await fetch(`${app.base}/portfolio`)
    expect(res.status).toBe(200)
    const scriptSrc = expectSecurityHeaders(res, 'hashes')
    const html = await res.text()
    const scripts = executableInlineScripts(html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const s of scripts) expect(scriptSrc).toContain(sha(s))
    const styleSrc = expectStylesAllowed(res, html)
    // Its critical CSS and sonner's stylesheet (written when the first toast loads it), nothing else.
    expect(styleSrc).toEqual(["'self'", sha(inlineStyles(html)[0]), ...runtimeStyles()])
  })

  it('on a server-rendered page: a fresh nonce carried by every inline script', async () => {
    const res = await fetch(`${app.base}/admin/sign-in`)
    expect(res.status).toBe(200)
    const scriptSrc = expectSecurityHeaders(res, 'nonce')
    const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))!.slice(7, -1)
    const html = await res.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])
    expect(inline.length).toBeGreaterThan(0)
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`)
    const styleSrc = expectStylesAllowed(res, html)
    expect(html).toMatch(new RegExp(`<style data-critical="" nonce="${nonce.replace(/[+/]/g, '\\$&')}">`))
    expect(styleSrc).toEqual(["'self'", `'nonce-${nonce}'`, ...runtimeStyles()])
  })

  it("on a public page rendered for a query (fresh with a nonce, or from the host's cache with hashes)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.base}/portfolio?filter=metallic`)
      expect(res.status).toBe(200)
      const scriptSrc = expectSecurityHeaders(res, 'any')
      const html = await res.text()
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
      const scripts = executableInlineScripts(html)
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attrs, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (!scripts.includes(body)) continue
        const byNonce = nonce !== undefined && attrs.includes(`nonce="${nonce}"`)
        expect(byNonce || scriptSrc.includes(sha(body)), 'each inline script allowed by nonce or hash').toBe(
          true,
        )
      }
      const styleSrc = expectStylesAllowed(res, html)
      for (const runtime of runtimeStyles()) expect(styleSrc).toContain(runtime)
    }
  })

  it('on API responses, the description and the health check', async () => {
    for (const path of [
      '/api/slots?month=2026-03',
      '/api/openapi.json',
      '/api/resin-intel/ai-index',
      '/healthz',
    ]) {
      const res = await fetch(`${app.base}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expectSecurityHeaders(res, 'none')
    }
    const refused = await fetch(`${app.base}/api/bookings`, { method: 'POST', body: 'x' })
    expect(refused.status).toBe(415)
    expectSecurityHeaders(refused, 'none')
  })

  it('on hashed assets: only what acts on a script (nosniff), and no validators', async () => {
    const html = await (await fetch(`${app.base}/`)).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${app.base}${asset}`, { headers: { 'Accept-Encoding': encoding } })
      expect(res.status).toBe(200)
      const h = res.headers
      expect(h.get('x-content-type-options')).toBe('nosniff')
      expect(h.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(h.get('content-type')).toBe('text/javascript')
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'strict-transport-security',
        'etag',
        'last-modified',
        'accept-ranges',
        'x-powered-by',
      ]) {
        expect(h.get(name), `${name} on ${encoding}`).toBeNull()
      }
    }
  })

  it('on the not-found page', async () => {
    const res = await fetch(`${app.base}/definitely/not/here`)
    expect(res.status).toBe(404)
    expectSecurityHeaders(res, 'nonce')
    const missingArticle = await fetch(`${app.base}/article/no-such-article`)
    expect(missingArticle.status).toBe(404)
    expectSecurityHeaders(missingArticle, 'nonce')
  })

  it('on error pages: a page whose data fails, an API outage, a health check that fails', async () => {
    const errors = console.error
    console.error = () => {}
    try {
      const page = await fetch(`${broken.base}/schedule?month=2026-03`)
      expect(page.status).toBe(500)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      expectSecurityHeaders(page, 'nonce')
      const api = await fetch(`${broken.base}/api/slots?month=2026-03`)
      expect(api.status).toBe(500)
      expectSecurityHeaders(api, 'none')
      const health = await fetch(`${broken.base}/healthz`)
      expect(health.status).toBe(503)
      expectSecurityHeaders(health, 'none')
    } finally {
      console.error = errors
    }
  })

  it("on an answer from the host's last-resort error handler", async () => {
    const errors = console.error
    console.error = () => {}
    try {
      const res = await fetch(`${app.base}/%E0%A4%A`)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expectSecurityHeaders(res, res.headers.get('content-type')?.startsWith('text/html') ? 'nonce' : 'none')
    } finally {
      console.error = errors
    }
  })
})
