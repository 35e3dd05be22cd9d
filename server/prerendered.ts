import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'
import { type Encoding, sendCompressed } from './precompressed'
import { csp } from './security'

/** What scripts/postbuild.ts records of the build: sha256 (base64) of what each page may run and style. */
export type CspManifest = {
  /** Each prerendered page by path: its inline scripts and its `<style>` elements (its critical CSS). */
  pages: Record<string, { scripts: string[]; styles: string[] }>
  /** The `<style>` elements the site's own browser code creates (sonner's toasts), allowed on every page. */
  runtimeStyles: string[]
}

/**
 * Parameters that only tell where a visit came from (ad clicks, newsletters): the page
 * is the same with or without them, so the prerendered file answers.
 */
const MARKETING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i

export function onlyMarketingParams(url: string): boolean {
  const query = url.slice(url.indexOf('?') + 1)
  if (!query) return true
  const keys = [...new URLSearchParams(query).keys()]
  return keys.length > 0 && keys.every((k) => MARKETING_PARAM.test(k))
}

/**
 * Serves the HTML (and `.data`) files written at build time, each with a CSP
 * listing the sha256 hashes of that file's inline scripts and styles. A request with a
 * query string goes to the server renderer instead: the query may change
 * what the page shows.
 */
export function loadCspManifest(clientDir: string): CspManifest {
  const manifestPath = path.join(clientDir, 'csp-manifest.json')
  return existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : { pages: {}, runtimeStyles: [] }
}

export function prerenderedPages(clientDir: string, manifest: CspManifest = loadCspManifest(clientDir)) {
  const source = (h: string) => `'sha256-${h}'`
  const policies = new Map(
    Object.entries(manifest.pages).map(([page, { scripts, styles }]) => [
      page,
      csp({
        scriptSources: scripts.map(source),
        styleSources: [...new Set([...styles, ...manifest.runtimeStyles])].map(source),
      }),
    ]),
  )
  // Each file once in memory, with its brotli and gzip forms made on first use.
  const cache = new Map<string, { body: Buffer; variants: Map<Encoding, Buffer> }>()

  function read(file: string) {
    let entry = cache.get(file)
    if (!entry) {
      entry = { body: readFileSync(file), variants: new Map() }
      cache.set(file, entry)
    }
    return entry
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?') && !onlyMarketingParams(req.originalUrl)) return next()
    const pathname = decodeURIComponent(req.path)
    if (pathname.includes('..') || pathname.includes('\0')) return next()

    if (pathname.endsWith('.data')) {
      const file = path.join(clientDir, pathname)
      if (!existsSync(file)) return next()
      res.setHeader('Content-Type', 'text/x-script')
      res.setHeader('Cache-Control', cacheControl(res))
      const { body, variants } = read(file)
      return sendCompressed(req, res, body, variants)
    }

    const key = pathname === '/' ? '/' : pathname.replace(/\/$/, '')
    const policy = policies.get(key)
    if (!policy) return next()
    const file = path.join(clientDir, key, 'index.html')
    if (!existsSync(file)) return next()
    res.setHeader('Content-Security-Policy', policy)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControl(res))
    const { body, variants } = read(file)
    return sendCompressed(req, res, body, variants)
  }
}

/** Public, unless this answer also sets a visitor's cookie (attribution): then no shared cache may keep it. */
export function cacheControl(res: Response) {
  return `${res.locals.privateResponse ? 'private' : 'public'}, max-age=0, must-revalidate`
}

/**
 * The site address the prerendered pages were built for (their canonical links, sitemap
 * and JSON-LD name it), or null when there is no prerendered home page.
 */
export function builtSiteUrl(clientDir: string): string | null {
  try {
    const home = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    const href = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]
    return href && URL.canParse(href) ? new URL(href).origin : null
  } catch {
    return null
  }
}
