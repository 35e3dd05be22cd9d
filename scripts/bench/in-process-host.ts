import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Database } from '../../app/db/client.server'
import { createApp } from '../../server/app'
import { watchContent } from '../../server/content-watch'
import { createHttpServer } from '../../server/http-server'
import { type PageStore, pageStore } from '../../server/page-store'

export type InProcessHost = { baseUrl: string; db: Database; store: PageStore; close: () => Promise<void> }

/**
 * The host's parts (page store, HTTP app, optionally the content watcher at its own interval, as
 * server/index.ts runs them) in this process over the build, on an in-memory embedded database: the
 * embedded database a production server opens is locked by it, so publish benches measure these.
 */
export async function inProcessHost({
  watch,
  workers,
}: {
  /**
   * Run the content watcher, woken at once when this process publishes, as the server the owner used
   * (decision 042), the only one there is on the embedded database.
   */
  watch: boolean
  /** The page store's render workers (decision 046); its default unless given. */
  workers?: Parameters<typeof pageStore>[0]['workers']
}): Promise<InProcessHost> {
  // React picks its development build, several times slower to render, unless the process starts in
  // production: the figures would then be a development server's, not `npm start`'s.
  if (process.env.NODE_ENV !== 'production')
    throw new Error(
      'the in-process host measures the production build: run it with NODE_ENV=production (npm run bench does)',
    )
  const { loadBuild, buildDir } = await import('../../tests/support/built-app')
  const { createTestContext } = await import('../../tests/support/app-context')
  const build = await loadBuild()
  const t = await createTestContext()
  const { db, mailer, rateLimit } = t.context
  const services = { db, mailer, rateLimit }
  const clientDir = path.join(buildDir, 'client')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'refined-resin-bench-host-'))
  const store = pageStore({ build, db, services, clientDir, dataDir, workers })
  const first = await store.refresh()
  const app = createApp({ services, build, clientDir, pages: store.served, log: false })
  const server: Server = createHttpServer(() => app).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const watcher = watch
    ? watchContent({
        db,
        refresh: store.refresh,
        version: first.version,
        wake: (await import('../../app/features/content/store.server')).onPublished,
      })
    : null
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    db,
    store,
    close: async () => {
      await watcher?.stop()
      await store.close()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      await t.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
