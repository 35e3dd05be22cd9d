/**
 * The page store (decision 033): the public pages rendered from the published content, when it is not
 * the content the build prerendered (the seed). The pages go through React Router's own handler, in this
 * process, from the server build whose content `syncContent` put in place, so each file equals what
 * `react-router build` would write from that content (same entry: critical CSS inline, hydration after
 * the first paint), and its CSP hashes are computed as scripts/postbuild.ts computes them.
 *
 * On disk, not in the heap: `<DATA_DIR>/page-store/<digest>/`, laid out like the build's client folder
 * (`<path>/index.html`, `<path>.data`, `_root.data`) with a `csp-manifest.json`. A store is written into
 * a temporary folder and renamed into place when whole, so two servers on one folder never see half of
 * one, and a store found whole at start for the published digest is served as it is.
 *
 * Only what a publish changed is rendered (decision 042): each page's reads of the content are noted
 * while it renders and kept beside the store (`reads.json`, with the content's fingerprints); the next
 * store renders the pages whose reads the publish touched and hard-links every other page's files from
 * the store served now, into the same temporary folder renamed into place when whole.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, hostname } from 'node:os'
import path from 'node:path'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { Database } from '../app/db/client.server'
import { siteUrl } from '../app/env.server'
import type { Fingerprints } from '../app/features/content/fingerprints.server'
import { logger } from '../app/features/logging/logger.server'
import { contentEntry, dataPath, pageRenderer, type RenderedPage } from './page-render'
import { type CspManifest, loadCspManifest, type PageSet, type ServedPages, servedPages } from './prerendered'
import { type RenderPool, renderPool, type WarmUp } from './render-pool'

export { contentEntry } from './page-render'

const storeRoot = (dataDir: string) => path.join(dataDir, 'page-store')
const MANIFEST = 'csp-manifest.json'
/** Each page's reads and the content's fingerprints (decision 042); on disk, read only for a publish. */
const READS = 'reads.json'

/** The site address is kept too: a page rendered for another one names it, whatever it reads. */
type StoreReads = { fingerprints: Fingerprints; pages: Record<string, string[]>; siteUrl?: string }

/**
 * The reads kept beside a page set (a store's, or the build's that postbuild records), or null: none
 * kept (a build or a store from before decision 042), or kept for another site address.
 */
function loadStoreReads(dir: string): StoreReads | null {
  try {
    const reads: StoreReads = JSON.parse(readFileSync(path.join(dir, READS), 'utf8'))
    return reads.siteUrl === undefined || reads.siteUrl === siteUrl() ? reads : null
  } catch {
    return null
  }
}
/** A temporary folder older than this is left over from a server that stopped mid-render. */
const STALE_TEMP_MS = 10 * 60_000

/**
 * A store's folder name: the content's digest and the build that rendered it. A store names the build's
 * hashed scripts and styles, so after a deploy with the same content a store from the previous build
 * would point at files the new build no longer has (every script a 404).
 */
function storeName(build: Pick<ServerBuild, 'assets'>, digest: string): string {
  return `${digest}-${build.assets.version}`
}

/** The whole store for `digest` rendered by `build`, or null when there is none (a temporary folder never counts). */
function findStore(dataDir: string, build: Pick<ServerBuild, 'assets'>, digest: string): PageSet | null {
  const dir = path.join(storeRoot(dataDir), storeName(build, digest))
  if (!existsSync(path.join(dir, MANIFEST))) return null
  const manifest = loadCspManifest(dir)
  return manifest.contentDigest === digest ? { dir, manifest } : null
}

/** The render locks this process holds. */
const locksHeld = new Set<string>()

/**
 * Whether a lock names a process of this machine that does not hold it: one that has stopped, or this
 * one restarted under the same pid (a container's first process). A restart after a crash mid-render
 * then renders at once rather than wait for the lock to go stale.
 */
function heldByNoOneHere(lock: string): boolean {
  let holder: string[]
  try {
    holder = readFileSync(lock, 'utf8').trim().split(' ')
  } catch {
    return false
  }
  const pid = Number(holder[1])
  if (holder[0] !== hostname() || !Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return !locksHeld.has(lock)
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** A render lock not refreshed for this long was left by a server that stopped mid-render. */
const STALE_LOCK_MS = 30_000
const LOCK_HEARTBEAT_MS = 5_000

/**
 * Servers sharing a store folder (two on one machine, on PostgreSQL) render each content once
 * (decision 046): the first takes `.lock-<store>` and renders; the others wait for its store to be
 * renamed into place and serve it. Answers that store, or the lock taken (released after the render).
 * A lock its holder stopped refreshing is taken over; one released without a store (its render
 * failed) is taken, and the render tried here.
 */
async function storeOrRenderLock(
  dataDir: string,
  build: Pick<ServerBuild, 'assets'>,
  digest: string,
): Promise<PageSet | { release: () => void }> {
  const lock = path.join(storeRoot(dataDir), `.lock-${storeName(build, digest)}`)
  for (;;) {
    try {
      const fd = openSync(lock, 'wx')
      writeSync(fd, `${hostname()} ${process.pid}\n`)
      closeSync(fd)
      locksHeld.add(lock)
      const heartbeat = setInterval(() => {
        const now = new Date()
        try {
          utimesSync(lock, now, now)
        } catch {}
      }, LOCK_HEARTBEAT_MS)
      heartbeat.unref()
      return {
        release: () => {
          clearInterval(heartbeat)
          locksHeld.delete(lock)
          rmSync(lock, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    for (;;) {
      const found = findStore(dataDir, build, digest)
      if (found) return found
      let touched: number
      try {
        touched = statSync(lock).mtimeMs
      } catch {
        break // released: its store is there, or its render failed and this server tries
      }
      if (Date.now() - touched > STALE_LOCK_MS || heldByNoOneHere(lock)) {
        rmSync(lock, { force: true })
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const found = findStore(dataDir, build, digest)
    if (found) return found
  }
}

type RenderOptions = {
  build: ServerBuild
  /** What loaders receive, as server/app.ts builds it (services), without a request's nonce. */
  context: AppLoadContext
  dataDir: string
  digest: string
  /** The build's hashes of the styles its browser code creates, allowed on every page. */
  runtimeStyles: string[]
  paths?: string[]
  /** The set served now: its pages that a publish did not touch are linked, not rendered. */
  previous?: PageSet
  /** Render workers, for a render of more than `IN_PROCESS_PAGES` pages (decision 046). */
  pool?: RenderPool | null
}

/** Pages rendered at once into a new store on the host's own thread. */
const RENDER_CONCURRENCY = 4
/**
 * At most this many pages render on the host's own thread: a few pages take less than handing them
 * to a worker that may have to start; more would hold up the visitors it answers (decision 046).
 */
export const IN_PROCESS_PAGES = 64
/** Unchanged pages linked into a new store at once. */
const CARRY_BATCH = 32

/** A file of the previous store in the new one (its folder made): a hard link, a copy where links fail. */
async function carry(from: string, to: string) {
  try {
    await link(from, to)
  } catch {
    await copyFile(from, to)
  }
}

/**
 * Makes a new store for `digest` holding every prerendered path (HTML and `.data`): the pages whose
 * reads the change touched (or that are new) rendered, the others carried over from `previous`.
 * Yields to the event loop between pages, so requests keep being answered from the pages served now.
 * Throws when a page does not render (200), or when the content changed under the render (a publish
 * on this server).
 */
async function renderStore({
  build,
  context,
  dataDir,
  digest,
  runtimeStyles,
  paths = contentEntry(build).prerenderPaths(),
  previous,
  pool,
}: RenderOptions): Promise<PageSet & { pages: string[]; carried: number; timings: Record<string, number> }> {
  const content = contentEntry(build)
  const started = performance.now()
  const fingerprints = content.contentFingerprints()
  const before = previous && loadStoreReads(previous.dir)
  const changed = before ? content.changedReads(before.fingerprints, fingerprints) : null
  const site = siteUrl()
  const reads: StoreReads = { fingerprints, pages: {}, siteUrl: site }
  const unchanged = (page: string) => {
    const was = before?.pages[page]
    return (
      previous &&
      changed &&
      was &&
      previous.manifest.pages[page] &&
      !content.touches(was, changed) &&
      existsSync(path.join(previous.dir, page, 'index.html'))
    )
  }
  const toCarry = paths.filter(unchanged)
  const carrying = new Set(toCarry)
  const toRender = paths.filter((p) => !carrying.has(p))
  // Where the time goes, for the log line (decision 042): comparing, linking, rendering.
  const timings: Record<string, number> = {
    compareMs: Math.round(performance.now() - started),
    carryMs: 0,
    renderMs: 0,
  }
  const root = storeRoot(dataDir)
  const dir = path.join(root, storeName(build, digest))
  const temp = path.join(root, `.tmp-${storeName(build, digest)}-${process.pid}-${Date.now().toString(36)}`)
  await mkdir(temp, { recursive: true })
  const manifest: CspManifest = { pages: {}, runtimeStyles, contentDigest: digest }
  const keep = ({ page, reads: pageReads, scripts, styles }: RenderedPage) => {
    reads.pages[page] = pageReads
    manifest.pages[page] = { scripts, styles }
  }
  // A few pages at a time: one page's file writes overlap another's render. When one page fails the
  // others stop taking pages, and every write in flight ends before the temporary folder is removed
  // (removing it under a write leaves it half there).
  const inProcess = async (queue = [...toRender]) => {
    const renderer = pageRenderer(build, site, context)
    const workers = await Promise.allSettled(
      Array.from({ length: RENDER_CONCURRENCY }, async () => {
        for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
          try {
            keep(await renderer.render(page, temp))
            await new Promise((resolve) => setImmediate(resolve))
          } catch (error) {
            queue.length = 0
            throw error
          }
        }
      }),
    )
    const failed = workers.find((w) => w.status === 'rejected')
    if (failed) throw failed.reason
  }
  try {
    // The unchanged pages, linked a few dozen at a time (the file system's calls overlap in libuv's pool),
    // each folder made once.
    const carryStarted = performance.now()
    const from = previous as PageSet
    const folders = [...new Set(toCarry.map((page) => path.join(temp, page)))].sort()
    for (let i = 0; i < folders.length; i += CARRY_BATCH)
      await Promise.all(folders.slice(i, i + CARRY_BATCH).map((f) => mkdir(f, { recursive: true })))
    for (let i = 0; i < toCarry.length; i += CARRY_BATCH)
      await Promise.all(
        toCarry.slice(i, i + CARRY_BATCH).map(async (page) => {
          await carry(path.join(from.dir, page, 'index.html'), path.join(temp, page, 'index.html'))
          await carry(path.join(from.dir, dataPath(page)), path.join(temp, dataPath(page)))
          manifest.pages[page] = from.manifest.pages[page]
          reads.pages[page] = before?.pages[page] ?? []
        }),
      )
    timings.carryMs = Math.round(performance.now() - carryStarted)
    const renderStarted = performance.now()
    // Workers that have loaded the build take it, a warm-up under way giving way to it (decision 046).
    if (pool && toRender.length > IN_PROCESS_PAGES && pool.loaded()) {
      try {
        const rendered = await pool.render({
          pages: toRender,
          folder: temp,
          digest,
          content: content.appliedContent(),
        })
        for (const page of rendered) keep(page)
        timings.inWorkers = rendered.length
      } catch (error) {
        // A worker that could not start or stopped must not keep a publish off the site: this thread
        // renders it, slower for visitors meanwhile. A page that does not render fails here too.
        logger.warn({ err: error }, 'the render workers failed; rendering the pages on the host’s thread')
        await inProcess()
      }
    } else if (pool && toRender.length > IN_PROCESS_PAGES && pool.starting()) {
      // Workers started but not all loaded yet (a publish right after one that started them): waiting
      // for them would hold the publish up by their start. This thread starts on the pages at once, and
      // the workers take pages from the same queue as each loads (decision 046, amended).
      const queue = [...toRender]
      let hostDone = () => {}
      const helped = pool.share({
        queue,
        folder: temp,
        digest,
        content: content.appliedContent(),
        hostDone: new Promise<void>((resolve) => {
          hostDone = resolve
        }),
      })
      let rendered: RenderedPage[] = []
      try {
        await inProcess(queue)
      } finally {
        // Every task in flight ends before the folder can be removed, even when a page failed here.
        hostDone()
        rendered = await helped
      }
      for (const page of rendered) keep(page)
      // The pages of a worker that failed, given back after this thread had finished the queue.
      if (queue.length) await inProcess(queue)
      timings.inWorkers = rendered.length
    } else if (pool && toRender.length > IN_PROCESS_PAGES) {
      // No worker running: this thread renders alone, as it would without them (starting two beside it
      // took the cores from it: a cold publish read 4.1–5.1 s against 3.3–3.9), and they start once it
      // is live, for the next one.
      await inProcess()
      timings.workersCold = 1
    } else await inProcess()
    timings.renderMs = Math.round(performance.now() - renderStarted)
    const now = contentEntry(build).contentDigest()
    if (now !== digest) throw new Error(`the content changed during the render (${digest} → ${now})`)
    await writeFile(path.join(temp, READS), JSON.stringify(reads))
    // The manifest last: a folder without it is not a store.
    await writeFile(path.join(temp, MANIFEST), JSON.stringify(manifest))
    try {
      renameSync(temp, dir)
    } catch (error) {
      // Another server on this folder renamed the same content's store first: use that one.
      const found = findStore(dataDir, build, digest)
      if (!found) throw error
      await rm(temp, { recursive: true, force: true })
      return { ...found, pages: toRender, carried: toCarry.length, timings }
    }
  } catch (error) {
    await rm(temp, { recursive: true, force: true })
    throw error
  }
  return { dir, manifest, pages: toRender, carried: toCarry.length, timings }
}

/**
 * Notes the reads of the build's own pages, as a store's are noted, beside them in the build's client
 * folder (postbuild; decision 042). Each page is rendered once more in this process, from the seed the
 * build rendered, and only its reads are kept. Without them the first publish after a deploy, and the
 * first start on content published before it, rendered every page: nothing said what the build's
 * pages read, so none could be carried over.
 */
export async function recordBuildReads(
  build: ServerBuild,
  clientDir: string,
): Promise<{ recorded: number; differing: string[] }> {
  const content = contentEntry(build)
  const site = siteUrl()
  const reads: StoreReads = { fingerprints: content.contentFingerprints(), pages: {}, siteUrl: site }
  // The context a prerender gives its loaders: no services (a build has no database).
  const renderer = pageRenderer(build, site, { nonce: '', ip: '127.0.0.1' } as unknown as AppLoadContext)
  const differing: string[] = []
  for (const page of content.prerenderPaths()) {
    const { value, reads: pageReads } = await renderer.files(page)
    // The reads are a build's page's only when it renders as the build wrote it; a page left out is
    // rendered by the first publish, as every page was before.
    const files = [path.join(clientDir, page, 'index.html'), path.join(clientDir, dataPath(page))]
    const same = files.every((file, i) => existsSync(file) && readFileSync(file, 'utf8') === value[i])
    if (same) reads.pages[page] = pageReads
    else differing.push(page)
  }
  await writeFile(path.join(clientDir, READS), JSON.stringify(reads))
  return { recorded: Object.keys(reads.pages).length, differing }
}

/**
 * Removes every store but `keep`, and temporary folders that a stopped server left behind. A store is
 * renamed out of the way at once and its files deleted in the background: deleting hundreds of files
 * on the event loop would hold up the visitors being answered (decision 042).
 */
function removeOldStores(dataDir: string, keep: string | null) {
  const root = storeRoot(dataDir)
  let names: string[] = []
  try {
    names = readdirSync(root)
  } catch {
    return
  }
  for (const name of names) {
    // A render lock is its holder's to remove (a stale one is taken over where it is waited on).
    if (name === keep || name.startsWith('.lock-')) continue
    const full = path.join(root, name)
    try {
      const age = Date.now() - statSync(full).mtimeMs
      if (name.startsWith('.tmp-') && age < STALE_TEMP_MS) continue
      // A store another server on this folder still serves: it touches it while it does.
      if (!name.startsWith('.tmp-') && age < STALE_LOCK_MS) continue
      const doomed = name.startsWith('.tmp-') ? full : path.join(root, `.tmp-removing-${name}-${process.pid}`)
      if (doomed !== full) renameSync(full, doomed)
      rm(doomed, { recursive: true, force: true }).catch(() => {})
    } catch {}
  }
}

export type PageStoreOptions = {
  build: ServerBuild
  db: Database
  /** What loaders receive (the services); the request's nonce and address are filled in here. */
  services: Omit<AppLoadContext, 'nonce' | 'ip'>
  clientDir: string
  dataDir: string
  /**
   * Render workers for a publish that renders many pages (decision 046): how many, and how long they
   * stay after a render; none (false) renders every page on this thread. By default they are used
   * where the build has its worker (`render-worker.js` beside `client/`).
   */
  workers?: { size: number; idleMs: number; warmUp?: WarmUp } | false
}

/**
 * Render workers: one per core, up to two (on two cores, two render a whole site in half the time and
 * visitors still get their share of the host's thread: decision 046), kept ten minutes after a
 * render, the time an owner's editing session leaves between two publishes.
 */
export function defaultWorkers(size = Math.min(2, availableParallelism())) {
  return size > 0 ? { size, idleMs: 10 * 60_000 } : (false as const)
}

export type Refreshed = {
  version: number
  digest: string
  /** Whether the served pages changed. */
  swapped: boolean
  /** Pages rendered for the swap (0: the build's files or a store found whole). */
  rendered: number
  /** The paths of those pages. */
  renderedPages: string[]
  /** Pages carried over unchanged from the store served before (decision 042). */
  carried: number
  /** Of the pages rendered, those rendered by the render workers (decision 046). */
  inWorkers: number
  ms: number
}

/**
 * The public pages for the published content: the build's files while the content is the seed the
 * build rendered, else a page store. `refresh` puts the published content in place (the build's
 * `syncContent`), renders a store when none is whole for it, and swaps; until then the previous pages
 * keep being served. One refresh at a time.
 */
export function pageStore({
  build,
  db,
  services,
  clientDir,
  dataDir,
  workers = defaultWorkers(),
}: PageStoreOptions) {
  const content = contentEntry(build)
  const buildDir = path.dirname(clientDir)
  const workerFile = path.join(buildDir, 'render-worker.js')
  const pool =
    workers && existsSync(workerFile)
      ? renderPool({
          workerFile,
          serverBuild: path.join(buildDir, 'server', 'index.js'),
          site: siteUrl(),
          ...workers,
        })
      : null
  const built: PageSet = { dir: clientDir, manifest: loadCspManifest(clientDir) }
  const served: ServedPages = servedPages(built)
  // The build's pages show the seed: its digest, or none for a build made before postbuild recorded it.
  let digest: string | null = built.manifest.contentDigest ?? null
  let running: Promise<Refreshed> | null = null
  /** Until the first refresh has ended: the pages a server starts with. */
  let starting = true
  const context = { ...services, nonce: '', ip: '127.0.0.1' } as AppLoadContext
  // The store served here is touched while it is, so another server on this folder leaves it be.
  const serving = setInterval(() => {
    const { dir } = served.current()
    const now = new Date()
    if (dir !== clientDir)
      try {
        utimesSync(dir, now, now)
      } catch {}
  }, LOCK_HEARTBEAT_MS)
  serving.unref()

  async function run(): Promise<Refreshed> {
    const started = performance.now()
    const sync = await content.syncContent(db)
    const result = {
      version: sync.version,
      digest: sync.digest,
      swapped: false,
      rendered: 0,
      renderedPages: [] as string[],
      carried: 0,
      inWorkers: 0,
      ms: 0,
    }
    if (sync.digest === digest) return result
    let timings: Record<string, number> = {}
    let set: PageSet | null = sync.digest === built.manifest.contentDigest ? built : null
    set ??= findStore(dataDir, build, sync.digest)
    if (!set) {
      mkdirSync(storeRoot(dataDir), { recursive: true })
      const found = await storeOrRenderLock(dataDir, build, sync.digest)
      if ('dir' in found) set = found
      else
        try {
          const store = await renderStore({
            build,
            context,
            dataDir,
            digest: sync.digest,
            runtimeStyles: built.manifest.runtimeStyles,
            previous: served.current(),
            pool,
          })
          set = store
          result.rendered = store.pages.length
          result.renderedPages = store.pages
          result.carried = store.carried
          result.inWorkers = store.timings.inWorkers ?? 0
          timings = store.timings
        } finally {
          found.release()
        }
    }
    served.swap(set)
    digest = sync.digest
    // A publish of many pages found no worker running: started now, they take the next one. Not for
    // the start's own render (a deploy): no publish need follow it.
    if (timings.workersCold && !starting) void pool?.warm()
    removeOldStores(dataDir, set === built ? null : storeName(build, sync.digest))
    result.swapped = true
    result.ms = Math.round(performance.now() - started)
    logger.info(
      {
        digest: sync.digest,
        version: sync.version,
        pages: result.rendered,
        carried: result.carried,
        ms: result.ms,
        ...timings,
        from: set === built ? 'build' : result.rendered ? 'rendered' : 'store on disk',
      },
      `public pages swapped for content version ${sync.version}: ${result.rendered} rendered in ${result.ms} ms`,
    )
    return result
  }

  return {
    served,
    /** The digest of the content the served pages show. */
    digest: () => digest,
    /**
     * Starts the render workers now, so the next publish that renders many pages finds them ready;
     * resolves when they are.
     */
    warm: async () => pool?.warm(),
    /** The process ids of its render workers running now. */
    renderWorkers: (): number[] => pool?.pids() ?? [],
    /** Ends the render workers (a stopping server, a test). */
    close: async () => {
      clearInterval(serving)
      await running?.catch(() => {})
      await pool?.close()
    },
    refresh(): Promise<Refreshed> {
      running ??= run().finally(() => {
        running = null
        starting = false
      })
      return running
    },
  }
}

export type PageStore = ReturnType<typeof pageStore>
