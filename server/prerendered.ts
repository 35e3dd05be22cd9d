import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompress, constants } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { type Encoding, encodingFor, sendCompressed } from './precompressed'
import { csp } from './security'

/** What scripts/postbuild.ts records of the build: sha256 (base64) of what each page may run and style. */
export type CspManifest = {
  /** Each prerendered page by path: its inline scripts and its `<style>` elements (its critical CSS). */
  pages: Record<string, { scripts: string[]; styles: string[] }>
  /** The `<style>` elements the site's own browser code creates (sonner's toasts), allowed on every page. */
  runtimeStyles: string[]
  /**
   * What the pages show: `contentDigest()` of the content they were rendered from (the seed, for the
   * build). The host serves these files only while the published content has this digest (decision 033).
   */
  contentDigest?: string
}

/**
 * Parameters that only tell where a visit came from (ad clicks, newsletters): the page
 * is the same with or without them, so the prerendered file answers.
 */
const MARKETING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i

function onlyMarketingParams(url: string): boolean {
  const query = url.slice(url.indexOf('?') + 1)
  if (!query) return true
  const keys = [...new URLSearchParams(query).keys()]
  return keys.length > 0 && keys.every((k) => MARKETING_PARAM.test(k))
}

/** The build's record of its pages (csp-manifest.json), or an empty one when there is none. */
export function loadCspManifest(clientDir: string): CspManifest {
  const manifestPath = path.join(clientDir, 'csp-manifest.json')
  return existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : { pages: {}, runtimeStyles: [] }
}

/**
 * A folder of rendered public pages laid out as `react-router build` writes them (`<path>/index.html`,
 * `<path>.data`, `/_root.data` for `/`) with its CSP manifest: the build's client folder, or a page store
 * rendered after a publish (server/page-store.ts, decision 033).
 */
export type PageSet = { dir: string; manifest: CspManifest }

type Prepared = {
  set: PageSet
  policies: Map<string, string>
  // Each file once in memory, with its brotli and gzip forms made on first use.
  cache: Map<string, { body: Buffer; variants: Map<Encoding, Buffer> }>
}

function prepare(set: PageSet): Prepared {
  const source = (h: string) => `'sha256-${h}'`
  const { manifest } = set
  const policies = new Map(
    Object.entries(manifest.pages).map(([page, { scripts, styles }]) => [
      page,
      csp({
        scriptSources: scripts.map(source),
        styleSources: [...new Set([...styles, ...manifest.runtimeStyles])].map(source),
      }),
    ]),
  )
  return { set, policies, cache: new Map() }
}

/**
 * Serves the HTML (and `.data`) files of the current page set, each page with a CSP
 * listing the sha256 hashes of that file's inline scripts and styles. A request with a
 * query string goes to the server renderer instead: the query may change
 * what the page shows. The build's files and a page store are served by this one
 * function, so a page served after a publish has the same headers as the build's
 * (decision 033); `swap` replaces the whole set at once, between two requests.
 */
export function servedPages(initial: PageSet) {
  let current = prepare(initial)
  const listeners: Array<(set: PageSet) => void> = []

  function read(file: string) {
    let entry = current.cache.get(file)
    if (!entry) {
      entry = { body: readFileSync(file), variants: new Map() }
      current.cache.set(file, entry)
    }
    return entry
  }

  /** False when the file cannot be read (a store removed by another server on this folder): the renderer answers. */
  function send(req: Request, res: Response, file: string, headers: Record<string, string>) {
    let entry: ReturnType<typeof read>
    try {
      entry = read(file)
    } catch {
      return false
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    res.setHeader('Cache-Control', cacheControl(res))
    // Brotli 11 takes 50–70 ms of a page: made off the event loop, for every later request. The requests
    // that come before it is ready (the first ones after a publish, decision 033) are answered at once
    // with quality 5 (about 2 ms, a tenth more bytes), which the best replaces when it is done: waiting
    // for it put their p99 over the 100 ms budget.
    if (entry.body.length > 1024 && !entry.variants.has('br') && encodingFor(req) === 'br') {
      brotliInBackground(entry).catch(() => {})
      sendCompressed(req, res, entry.body, entry.variants, 'fast')
      return true
    }
    sendCompressed(req, res, entry.body, entry.variants)
    return true
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?') && !onlyMarketingParams(req.originalUrl)) return next()
    const pathname = decodeURIComponent(req.path)
    if (pathname.includes('..') || pathname.includes('\0')) return next()
    const { set, policies } = current

    if (pathname.endsWith('.data')) {
      const file = path.join(set.dir, pathname)
      if (!existsSync(file)) return next()
      return send(req, res, file, { 'Content-Type': 'text/x-script' }) ? undefined : next()
    }

    const key = pathname === '/' ? '/' : pathname.replace(/\/$/, '')
    const policy = policies.get(key)
    if (!policy) return next()
    const file = path.join(set.dir, key, 'index.html')
    if (!existsSync(file)) return next()
    const headers = { 'Content-Security-Policy': policy, 'Content-Type': 'text/html; charset=utf-8' }
    return send(req, res, file, headers) ? undefined : next()
  }

  return {
    middleware,
    /** The set being served. */
    current: () => current.set,
    /** Serves `set` from the next request on; the previous set's files and copies are let go. */
    swap(set: PageSet) {
      current = prepare(set)
      for (const listener of listeners) listener(set)
    },
    /** Called after every swap (the page cache drops query pages rendered from the old content). */
    onSwap(listener: (set: PageSet) => void) {
      listeners.push(listener)
    },
  }
}

export type ServedPages = ReturnType<typeof servedPages>

const compressing = new WeakMap<object, Promise<void>>()

/** The page's brotli 11 form, made in libuv's thread pool; one compression however many requests wait. */
function brotliInBackground(entry: { body: Buffer; variants: Map<Encoding, Buffer> }): Promise<void> {
  let done = compressing.get(entry)
  if (!done) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
    }
    done = new Promise<void>((resolve, reject) =>
      brotliCompress(entry.body, { params }, (error, compressed) => {
        compressing.delete(entry)
        if (error) return reject(error)
        entry.variants.set('br', compressed)
        resolve()
      }),
    )
    compressing.set(entry, done)
  }
  return done
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
