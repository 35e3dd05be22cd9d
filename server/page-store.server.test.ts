import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import type { Server } from 'node:http'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceBook } from '../app/content/published'
import type { DatabaseHandle } from '../app/db/client.server'
import { siteUrl } from '../app/env.server'
import { contentItem, publishItem, singleKey } from '../app/features/content/store.server'
import { createTestContext } from '../tests/support/app-context'
import { buildDir, loadBuild } from '../tests/support/built-app'
import {
  ESTIMATE,
  expectHashesMatch,
  NEW_PHONE,
  OLD_PHONE,
  PUBLISH_CEILING_MS,
  pageShowing,
  publishPhone,
} from '../tests/support/published-pages'
import { waitFor } from '../tests/support/wait-for'
import { type AppServices, createApp } from './app'
import { watchContent } from './content-watch'
import { createHttpServer } from './http-server'
import { contentEntry, IN_PROCESS_PAGES, type PageStore, pageStore } from './page-store'

/**
 * A publish reaches the public pages (decision 033): the build's prerendered files are served
 * while the published content is the seed they show; after a publish the pages are rendered into
 * a page store and swapped in, with the same CSP by hash. How soon is measured by `npm run bench`
 * (decision 037). Needs `npm run build`.
 */

/** Of a store's render workers, those `ps` sees running as this process's render workers. */
function renderWorkers(store: PageStore): number {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
  const running = out
    .split('\n')
    .filter((l) => l.includes('render-worker.js'))
    .map((l) => Number(l.trim().split(' ')[0]))
  return store.renderWorkers().filter((pid) => running.includes(pid)).length
}

/** The build under another name (its own store), rendering the first `count` of its pages only. */
function buildOf(build: ServerBuild, version: string, count: number, extra: string[] = []): ServerBuild {
  const entry = build.entry.module as unknown as { prerenderPaths: () => string[] }
  const paths = [...extra, ...entry.prerenderPaths().slice(0, count)]
  return {
    ...build,
    assets: { ...build.assets, version },
    entry: { ...build.entry, module: { ...build.entry.module, prerenderPaths: () => paths } },
  } as ServerBuild
}
/** Render workers for a test: no warm-up (its optimised code is the benches' concern). */
const testWorkers = (size: number) => ({ size, idleMs: 60_000, warmUp: false as const })

describe('the page store, in this process over the build', () => {
  let build: ServerBuild
  let close: () => Promise<void>
  let db: DatabaseHandle['db']
  let server: Server
  let base: string
  let store: PageStore
  let watcher: ReturnType<typeof watchContent>
  let services: AppServices
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-store-'))
  /** Another server's page store on this database: this folder and this build unless told. */
  const otherStore = (options: Partial<Parameters<typeof pageStore>[0]> = {}) =>
    pageStore({ build, db, services: { db } as never, clientDir, dataDir, ...options })
  const clientDir = path.join(buildDir, 'client')

  beforeAll(async () => {
    build = await loadBuild()
    const t = await createTestContext()
    close = t.close
    db = t.context.db
    services = { db, mailer: t.context.mailer, rateLimit: t.context.rateLimit }
    store = pageStore({ build, db, services, clientDir, dataDir, workers: false })
    const first = await store.refresh()
    // A fresh database holds the seed: the build's own files are served, nothing rendered.
    expect(first).toMatchObject({ swapped: false, rendered: 0 })
    const app = createApp({ services, build, clientDir, pages: store.served, log: false })
    server = createHttpServer(() => app).listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    watcher = watchContent({ db, refresh: store.refresh, version: first.version })
  })

  afterAll(async () => {
    await watcher?.stop()
    await store?.close()
    server?.closeAllConnections()
    await new Promise((r) => server?.close(r))
    await close?.()
  })

  it('serves a published phone number on / and /contact, with a CSP of their hashes', async () => {
    expect(await (await fetch(`${base}/contact`)).text()).toContain(OLD_PHONE)
    expect(store.served.current().dir).toBe(clientDir)

    await publishPhone(db, NEW_PHONE)
    // The watcher notices the publish and swaps the pages in; nothing else in this test publishes.
    await pageShowing(`${base}/`, NEW_PHONE)

    for (const page of ['/', '/contact']) {
      const res = await fetch(`${base}${page}`)
      const html = await res.text()
      expect(res.status).toBe(200)
      expect(html).toContain(NEW_PHONE)
      expect(html).not.toContain(OLD_PHONE)
      expectHashesMatch(html, res.headers.get('content-security-policy'))
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
    // The data React Router's client fetches on navigation shows it too.
    const data = await (await fetch(`${base}/contact.data`)).text()
    expect(data).toContain(NEW_PHONE)
    expect(data).not.toContain(OLD_PHONE)
    // A page's document and its data are rendered from one run of its loaders (decision 042): the
    // stored data is what React Router answers when asked for it alone.
    const alone = createRequestHandler(build, 'production')
    const context = { ...services, nonce: '', ip: '127.0.0.1' } as unknown as AppLoadContext
    for (const file of ['/_root.data', '/contact.data', '/es/contact.data', '/service-area/30097.data']) {
      const answered = await alone(new Request(`${siteUrl()}${file}`), context)
      expect(await (await fetch(`${base}${file}`)).text(), file).toBe(await answered.text())
    }

    // Served from the store on disk, under the published content's digest and this build; no temporary
    // folder left.
    const name = `${store.digest()}-${build.assets.version}`
    const served = store.served.current()
    expect(served.dir).toBe(path.join(dataDir, 'page-store', name))
    expect(readdirSync(path.join(dataDir, 'page-store'))).toEqual([name])
  }, 120_000)

  it('a restart finds the whole store for the published content and renders nothing', async () => {
    // The store the server rendered for the publish above must be whole on disk before a restart can
    // find it: wait for that swap (one refresh at a time, so this awaits the watcher's) rather than
    // race it with a second render.
    await store.refresh()
    expect(store.served.current().dir, 'the publish above swapped in a store').not.toBe(clientDir)
    const again = otherStore()
    const result = await again.refresh()
    expect(result).toMatchObject({ swapped: true, rendered: 0, digest: store.digest() })
    expect(again.served.current().dir).toBe(store.served.current().dir)
  })

  it('after a deploy of another build, renders its own store rather than serve the old build’s pages', async () => {
    // The old store names the old build's hashed scripts; a new build has others (decision 033).
    const next = { ...build, assets: { ...build.assets, version: 'next-build' } } as ServerBuild
    const deployed = otherStore({ build: next, workers: false })
    const result = await deployed.refresh()
    expect(result).toMatchObject({ swapped: true, digest: store.digest() })
    expect(result.rendered).toBeGreaterThan(100)
    expect(deployed.served.current().dir).toBe(
      path.join(dataDir, 'page-store', `${store.digest()}-next-build`),
    )
    await deployed.close()
  }, 120_000)

  it.each([
    ['on this thread', 40, 0],
    ['in the render worker', IN_PROCESS_PAGES + 6, 1],
  ])(
    'a page that fails to render %s fails the refresh with its own error, leaves no half store, and keeps the pages served',
    async (_where, count, n) => {
      // A path that answers 404 among the first pages: the other renders in flight must finish before
      // the temporary folder goes, or its removal races their writes (ENOTEMPTY) and hides the cause.
      // More pages than the host renders on its own thread go to its render worker (decision 046).
      const broken = buildOf(build, `broken-build-${n}`, count, ['/no-such-page'])
      await publishPhone(db, `(404) 555-012${n}`)
      const failing = otherStore({ build: broken, workers: testWorkers(1) })
      // As the content console starts them (decision 046); a store renders on its thread without.
      if (n) await failing.warm()
      await expect(failing.refresh()).rejects.toThrow(/\/no-such-page(\.data)? rendered 404/)
      await failing.close()
      const left = readdirSync(path.join(dataDir, 'page-store'))
      expect(left.filter((name) => name.includes('broken-build'))).toEqual([])
      expect(failing.served.current().dir).toBe(clientDir)
    },
    120_000,
  )

  it('two servers on one store folder render a publish once: the second serves the first one’s store', async () => {
    // A build of its own (another store name), so neither finds a store already rendered.
    const next = buildOf(build, 'shared-folder', 12)
    const [a, b] = [0, 1].map(() => otherStore({ build: next }))
    try {
      await publishPhone(db, '(404) 555-0166')
      const results = await Promise.all([a.refresh(), b.refresh()])
      expect(results.map((r) => r.rendered > 0).sort()).toEqual([false, true])
      expect(a.served.current().dir).toBe(b.served.current().dir)
      expect(readFileSync(path.join(a.served.current().dir, 'contact', 'index.html'), 'utf8')).toContain(
        '(404) 555-0166',
      )
      expect(
        readdirSync(path.join(dataDir, 'page-store')).filter(
          (n) => n.startsWith('.lock-') && n.endsWith('-shared-folder'),
        ),
      ).toEqual([])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  }, 120_000)

  it('a render lock left by a server of this machine that stopped is taken at once, not waited out', async () => {
    const next = buildOf(build, 'crashed-mid-render', 12)
    await publishPhone(db, '(404) 555-0155')
    const { digest } = await contentEntry(next).syncContent(db)
    // The lock a server that has exited left, kept fresh so only its holder's absence can free it.
    const dead = spawnSync('true').pid
    const lock = path.join(dataDir, 'page-store', `.lock-${digest}-crashed-mid-render`)
    writeFileSync(lock, `${hostname()} ${dead}\n`)
    const fresh = setInterval(() => {
      const now = new Date()
      try {
        utimesSync(lock, now, now)
      } catch {}
    }, 500)
    const restarted = otherStore({ build: next })
    try {
      const result = await restarted.refresh()
      expect(result.rendered).toBeGreaterThan(0)
      expect(existsSync(lock)).toBe(false)
    } finally {
      clearInterval(fresh)
      await restarted.close()
    }
  }, 120_000)

  it('a publish of every page finds the render workers cold: it renders on this thread and starts them; the next shares its pages with them', async () => {
    const next = buildOf(build, 'cold-workers', IN_PROCESS_PAGES + 6)
    const own = mkdtempSync(path.join(tmpdir(), 'rr-cold-'))
    const cold = otherStore({ build: next, dataDir: own, workers: testWorkers(2) })
    try {
      // A server's start renders the content it finds, on its thread, and starts no worker.
      await cold.refresh()
      expect(renderWorkers(cold)).toBe(0)
      await publishPhone(db, '(404) 555-0144')
      const first = await cold.refresh()
      expect(first.rendered).toBeGreaterThan(IN_PROCESS_PAGES)
      expect(first.inWorkers).toBe(0)
      // Started by that publish once it was live.
      expect(renderWorkers(cold)).toBe(2)
      // A publish while they load: this thread renders, and the workers take what it has not reached
      // as each loads. Every page is there either way, with the new number.
      await publishPhone(db, '(404) 555-0146')
      const between = await cold.refresh()
      expect(between.rendered).toBe(first.rendered)
      const served = cold.served.current().dir
      for (const page of between.renderedPages)
        expect(readFileSync(path.join(served, page, 'index.html'), 'utf8')).toContain('(404) 555-0146')
      await cold.warm()
      expect(renderWorkers(cold)).toBe(2)
      await publishPhone(db, '(404) 555-0145')
      const second = await cold.refresh()
      expect(second.inWorkers).toBe(second.rendered)
      expect(readFileSync(path.join(cold.served.current().dir, 'contact', 'index.html'), 'utf8')).toContain(
        '(404) 555-0145',
      )
    } finally {
      await cold.close()
      rmSync(own, { recursive: true, force: true })
    }
  }, 180_000)

  it('a render worker that stops mid-render does not keep a publish off the site: the host renders it', async () => {
    // A build folder with a worker of its own, beside the build's own pages.
    const broken = mkdtempSync(path.join(tmpdir(), 'rr-no-worker-'))
    symlinkSync(clientDir, path.join(broken, 'client'))
    // A worker that says it is ready, then stops at its first pages.
    writeFileSync(
      path.join(broken, 'render-worker.js'),
      "process.send({ ready: true })\nprocess.on('message', () => process.exit(3))\n",
    )
    const phone = '(404) 555-0177'
    await publishPhone(db, phone)
    const own = otherStore({
      build: buildOf(build, 'stopping-worker', IN_PROCESS_PAGES + 6),
      clientDir: path.join(broken, 'client'),
      dataDir: broken,
    })
    await own.warm()
    try {
      const result = await own.refresh()
      expect(result).toMatchObject({ swapped: true, inWorkers: 0 })
      expect(result.rendered).toBeGreaterThan(IN_PROCESS_PAGES)
      const page = readFileSync(path.join(own.served.current().dir, 'contact', 'index.html'), 'utf8')
      expect(page).toContain(phone)
    } finally {
      await own.close()
      rmSync(broken, { recursive: true, force: true })
    }
  }, 120_000)

  it('does not serve an estimate kept in the page cache after a price-book publish', async () => {
    const first = await fetch(`${base}${ESTIMATE}`)
    const before = await first.text()
    expect(first.status).toBe(200)
    const kept = await fetch(`${base}${ESTIMATE}`)
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(await kept.text()).toBe(before)

    const item = await contentItem(db, 'price-book', singleKey['price-book'])
    if (!item) throw new Error('no price book')
    const book = item.data as PriceBook
    const outcome = await publishItem(db, {
      kind: 'price-book',
      key: singleKey['price-book'],
      baseRevision: item.revision,
      data: { ...book, baseRateLow: book.baseRateLow * 2, baseRateHigh: book.baseRateHigh * 2 },
      author: 'owner-test@example.com',
    })
    expect(outcome.ok).toBe(true)
    await waitFor(async () => (await (await fetch(`${base}${ESTIMATE}`)).text()) !== before, {
      timeout: PUBLISH_CEILING_MS,
      message: 'the estimate with the new prices',
    })
    // And from then on, never the old one again.
    const after = await fetch(`${base}${ESTIMATE}`)
    expect(await after.text()).not.toBe(before)
  }, 120_000)
})
