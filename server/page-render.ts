/**
 * One public page rendered into a page store (decisions 033, 042, 046): its document and its `.data`
 * through React Router's own handler, with what they read of the content, written into the store's
 * folder, and the hashes of its inline scripts and styles for the CSP. The host's own thread and the
 * render workers both use it, each over its own copy of the server build.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'
import type { Database } from '../app/db/client.server'
import type { Fingerprints } from '../app/features/content/fingerprints.server'
import type { LoadedContent } from '../app/features/content/store.server'
import type { SyncResult } from '../app/features/content/sync.server'
import { executableInlineScripts, inlineStyles } from '../app/features/site/html'
import { sha256Source } from './security'

/** The content functions the server build exports (app/entry.server.tsx): the host must use the build's copy. */
export type ContentEntry = {
  syncContent: (db: Database) => Promise<SyncResult>
  contentDigest: () => string
  /** The snapshot in place now, and putting one in place (a render worker's content; decision 046). */
  appliedContent: () => LoadedContent | null
  applyContent: (loaded: LoadedContent) => string
  /** The public paths for the published content (an article published since the build has one). */
  prerenderPaths: () => string[]
  nextScheduledArticle: () => Date | null
  /** Decision 042: a render's reads, the content's fingerprints, and what a change touched. */
  withReads: <T>(render: () => Promise<T>) => Promise<{ value: T; reads: string[] }>
  contentFingerprints: () => Fingerprints
  changedReads: (before: Fingerprints, after: Fingerprints) => Set<string>
  touches: (reads: readonly string[], changed: Set<string>) => boolean
  /** Calls the listener after each publish this process commits. */
  onPublished: (listener: () => void) => () => void
}

export function contentEntry(build: ServerBuild): ContentEntry {
  const entry = build.entry.module as unknown as Partial<ContentEntry>
  const names = [
    'syncContent',
    'contentDigest',
    'appliedContent',
    'applyContent',
    'prerenderPaths',
    'nextScheduledArticle',
    'withReads',
    'contentFingerprints',
    'changedReads',
    'touches',
    'onPublished',
  ] as const
  const missing = names.filter((n) => typeof entry[n] !== 'function')
  if (missing.length)
    throw new Error(`the server build exports no ${missing.join(', ')} (app/entry.server.tsx)`)
  return entry as ContentEntry
}

/** The URL React Router's client fetches for a page's data on navigation, as the build names its file. */
export function dataPath(page: string): string {
  return page === '/' ? '/_root.data' : `${page.replace(/\/$/, '')}.data`
}

/** What a page rendered into a store leaves beside its files: its reads and its CSP hashes. */
export type RenderedPage = { page: string; reads: string[]; scripts: string[]; styles: string[] }

/**
 * Renders pages of the build's content in place: `render(page, folder)` writes the page's document
 * and `.data` into `folder` and answers what it read and its hashes. Throws when a page does not
 * render (200). A render worker, which answers no visitor, writes its files with blocking calls
 * (`writes: 'sync'`), cheaper than promised ones (decision 046, amended); the host's thread writes
 * without blocking.
 */
export function pageRenderer(
  build: ServerBuild,
  site: string,
  context: AppLoadContext,
  { writes = 'async' }: { writes?: 'sync' | 'async' } = {},
) {
  const content = contentEntry(build)
  const handler = createRequestHandler(sharingLoaders(build), 'production')
  const hash = (text: string) => sha256Source(text).slice("'sha256-".length, -1)
  const hashes = (html: string) => ({
    scripts: executableInlineScripts(html).map(hash),
    styles: inlineStyles(html).map(hash),
  })
  return {
    /** The page's document and `.data` with their reads, not written. */
    files: (page: string) => renderWithReads(content, handler, `${site}${page}`, context),
    /**
     * Everything `render` does but write: a worker's warm-up (decision 046), whose files were thrown
     * away (a whole site's, about 23 MB, written and deleted by each worker at every console visit).
     */
    async rehearse(page: string): Promise<void> {
      const {
        value: [html],
      } = await renderWithReads(content, handler, `${site}${page}`, context)
      hashes(html)
    },
    async render(page: string, folder: string): Promise<RenderedPage> {
      const {
        value: [html, data],
        reads,
      } = await renderWithReads(content, handler, `${site}${page}`, context)
      const file = path.join(folder, page, 'index.html')
      const dataFile = path.join(folder, dataPath(page))
      if (writes === 'sync') {
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, html)
        writeFileSync(dataFile, data)
      } else {
        await mkdir(path.dirname(file), { recursive: true })
        await Promise.all([writeFile(file, html), writeFile(dataFile, data)])
      }
      return { page, reads, ...hashes(html) }
    },
  }
}

/** A page's document and its `.data`, with what they read of the content (decision 042). */
function renderWithReads(
  content: ContentEntry,
  handler: ReturnType<typeof createRequestHandler>,
  url: string,
  context: AppLoadContext,
) {
  // The page's document and its `.data` get the same context, so each loader runs once for both.
  const pageContext = { ...context }
  loaderRuns.set(pageContext, new Map())
  const { origin, pathname } = new URL(url)
  return content.withReads(() =>
    Promise.all([
      rendered(handler, url, pageContext),
      rendered(handler, `${origin}${dataPath(pathname)}`, pageContext),
    ]),
  )
}

/** Each page's loader runs, by route, while its document and its `.data` render. */
const loaderRuns = new WeakMap<object, Map<string, Promise<unknown>>>()

/**
 * The build with each route's loader run once per page rendered into a store: the document and its
 * `.data` are rendered from the same loader data, as React Router's own prerender does with a header
 * we cannot trust from a visitor (decision 042). A loader's value is shared, not copied: both renders
 * only read it. A Response (a body can be read once) is not shared: the second render runs the loader.
 */
function sharingLoaders(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader
    routes[id] =
      route && loader
        ? {
            ...route,
            module: {
              ...route.module,
              loader: async (args) => {
                const runs = loaderRuns.get(args.context as object)
                if (!runs) return loader(args)
                let run = runs.get(id)
                if (!run) {
                  run = Promise.resolve(loader(args))
                  runs.set(id, run)
                  return run
                }
                const value = await run
                return value instanceof Response ? loader(args) : value
              },
            },
          }
        : route
  }
  return { ...build, routes }
}

async function rendered(
  handler: ReturnType<typeof createRequestHandler>,
  url: string,
  context: AppLoadContext,
): Promise<string> {
  const response = await handler(new Request(url), context)
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${new URL(url).pathname} rendered ${response.status}`)
  return body
}
