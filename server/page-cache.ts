import type { NextFunction, Request, Response } from 'express'
import { FRESH_COOKIE } from '../app/features/estimator/fresh-mark'
import { todayInBusinessZone } from '../app/features/schedule/calendar'
import { executableInlineScripts, inlineStyles } from '../app/features/site/html'
import { type Encoding, sendCompressed } from './precompressed'
import { cacheControl } from './prerendered'
import { csp, sha256Source } from './security'

/**
 * Server-rendered HTML of public pages with a query (a shared estimate, a knowledge
 * search, a portfolio filter), kept in a bounded LRU (decision 026). Such a
 * page depends only on its URL and the date in Atlanta (an estimate's valid-until),
 * so one render serves every visitor of that URL for a few minutes. A cached page
 * carries a CSP with the sha256 of its inline scripts and styles, as the prerendered
 * files do, never a reused nonce.
 *
 * Only pages that are prerendered without a query qualify (public, no database read),
 * minus `uncachedPaths`; only 200 HTML answers without Set-Cookie are kept.
 */
export type PageCacheOptions = {
  /** Public paths whose plain URL is prerendered (from the CSP manifest). */
  prerendered: Set<string>
  /** sha256 (base64) of the `<style>` elements the site's scripts create, allowed on every page. */
  runtimeStyles?: string[]
  maxEntries?: number
  maxBytes?: number
  ttlMs?: number
}

/** Public pages whose render reads the database: never cached. */
const uncachedPaths = new Set(['/schedule'])

/**
 * Cookies a public page's render reads: a request carrying one is rendered for
 * that visitor. The estimator's fresh mark turns a shared link's page into the
 * just-calculated one (count-up, toast, confirmation), which a cached copy of
 * the same URL would swallow.
 */
const renderCookie = new RegExp(`(?:^|;)\\s*${FRESH_COOKIE}=`)

type Entry = { html: Buffer; csp: string; expires: number; variants: Map<Encoding, Buffer> }

export function pageCache({
  prerendered,
  runtimeStyles = [],
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 5 * 60_000,
}: PageCacheOptions) {
  // A Map iterates in insertion order: re-inserting on a hit makes it an LRU.
  const entries = new Map<string, Entry>()
  let bytes = 0

  // Every copy counts against maxBytes: the page and the brotli and gzip forms made on its hits.
  const size = (e: Entry) => e.html.length + [...e.variants.values()].reduce((n, v) => n + v.length, 0)
  const drop = (key: string) => {
    const e = entries.get(key)
    if (!e) return
    bytes -= size(e)
    entries.delete(key)
  }

  function keyFor(req: Request): string | null {
    if (req.method !== 'GET') return null
    const q = req.originalUrl.indexOf('?')
    if (q < 0) return null
    const path = req.path === '/' ? '/' : req.path.replace(/\/$/, '')
    if (!prerendered.has(path) || uncachedPaths.has(path)) return null
    if (renderCookie.test(req.headers.cookie ?? '')) return null
    // Same parameters in another order are the same page.
    const params = new URLSearchParams(req.originalUrl.slice(q + 1))
    params.sort()
    return `${today()} ${path}?${params}`
  }

  // The date in Atlanta, worked out at most once a second rather than per request (decision 043).
  let day = { second: -1, date: '' }
  function today() {
    const second = Math.floor(Date.now() / 1000)
    if (second !== day.second) day = { second, date: todayInBusinessZone(new Date(second * 1000)) }
    return day.date
  }

  function serve(req: Request, res: Response, next: NextFunction) {
    const key = keyFor(req)
    if (!key) return next()
    const hit = entries.get(key)
    if (hit && hit.expires > Date.now()) {
      entries.delete(key)
      entries.set(key, hit)
      res.setHeader('Content-Security-Policy', hit.csp)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('X-Page-Cache', 'hit')
      res.setHeader('Cache-Control', cacheControl(res))
      res.status(200)
      const before = size(hit)
      sendCompressed(req, res, hit.html, hit.variants, 'fast')
      bytes += size(hit) - before
      return
    }
    if (hit) drop(key)
    res.locals.pageCacheKey = key
    next()
  }

  /** Called by the request handler with a rendered answer; returns the HTML to send when it was kept. */
  async function keep(res: Response, response: globalThis.Response): Promise<string | null> {
    const key = res.locals.pageCacheKey as string | undefined
    if (!key || response.status !== 200 || response.headers.has('set-cookie')) return null
    if (!response.headers.get('content-type')?.startsWith('text/html')) return null
    const html = await response.text()
    const styles = new Set([
      ...inlineStyles(html).map(sha256Source),
      ...runtimeStyles.map((h) => `'sha256-${h}'`),
    ])
    const entry: Entry = {
      html: Buffer.from(html),
      csp: csp({ scriptSources: executableInlineScripts(html).map(sha256Source), styleSources: [...styles] }),
      expires: Date.now() + ttlMs,
      variants: new Map(),
    }
    if (entry.html.length <= maxBytes / 8) {
      drop(key)
      entries.set(key, entry)
      bytes += entry.html.length
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        drop(oldest)
      }
    }
    res.setHeader('X-Page-Cache', 'miss')
    res.setHeader('Cache-Control', cacheControl(res))
    return html
  }

  /**
   * Forgets every page: after a publish a kept page shows the old content (an estimate with the old
   * prices), and its URL must be rendered again (decision 033).
   */
  function clear() {
    entries.clear()
    bytes = 0
  }

  return { serve, keep, clear, size: () => ({ entries: entries.size, bytes }) }
}
