import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { DatabaseHandle } from '../app/db/client.server'
import { type Env, EnvError, readEnv, siteUrl } from '../app/env.server'
import { type Scheduler, startScheduler } from '../app/features/jobs/scheduler.server'
import { settingsFromEnv } from '../app/features/jobs/settings.server'
import { logger } from '../app/features/logging/logger.server'
import { createApp } from './app'
import { consoleOpened, watchContent } from './content-watch'
import { createServices, openDatabaseFromEnv } from './database'
import { createHttpServer } from './http-server'
import { contentEntry, defaultWorkers, pageStore } from './page-store'
import { builtSiteUrl } from './prerendered'
import { describeStartFailure } from './start-failure'
import { runStartupTasks } from './startup'

/**
 * `npm start`: the production server (decision 013). The order is the point:
 * 1. read the environment (a bad variable stops here);
 * 2. hold the port (a port in use stops here, before any data is touched);
 * 3. lock and open the database, migrate, run start-up tasks (a locked folder or an
 *    unreachable database stops here);
 * 4. only then answer requests; until then every request, /healthz included, gets 503.
 * Any failure prints one line naming the cause and exits with 1.
 */
async function main() {
  const env = readEnv()
  let app: ((req: IncomingMessage, res: ServerResponse) => void) | null = null
  const server = createHttpServer(() => app)
  await listen(server, env.PORT)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const buildDir = path.resolve(env.BUILD_DIR ?? defaultBuildDir())
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild

  let handle: DatabaseHandle | null = null
  let scheduler: Scheduler | null = null
  let watcher: ReturnType<typeof watchContent> | null = null
  let store: ReturnType<typeof pageStore> | null = null
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info(`${signal}: finishing open requests, then stopping`)
    server.close(async () => {
      await watcher?.stop()
      await store?.close()
      await scheduler?.stop()
      await handle?.close().catch(() => {})
      process.exit(0)
    })
    server.closeIdleConnections()
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  handle = await openDatabaseFromEnv(env, `the Refined Resin server on port ${port}`)
  await runStartupTasks(handle, env)
  if (closing) return
  const services = await createServices(handle, env)
  const { db } = handle
  const clientDir = path.join(buildDir, 'client')
  // The published content in place, and public pages that show it (decision 033): the build's files
  // while it is the seed they were rendered from, else a page store, rendered here when none is on
  // disk for it, before any request is answered (they get 503 until then).
  store = pageStore({
    build,
    db,
    services,
    clientDir,
    dataDir: env.dataDir,
    workers: defaultWorkers(env.RENDER_WORKERS),
  })
  const pages = await store.refresh()
  if (closing) return
  app = createApp({
    services,
    build,
    clientDir,
    pages: store.served,
    onContentConsole: consoleOpened({ db, warm: () => void store?.warm() }),
  })
  // A publish on any server sharing the database reaches this one's pages within a second and a render.
  const { nextScheduledArticle, onPublished } = contentEntry(build)
  watcher = watchContent({
    db,
    refresh: store.refresh,
    version: pages.version,
    // On PostgreSQL other servers publish too: a look every quarter second is one small query (decision 046).
    intervalMs: handle.driver === 'postgres' ? 250 : 1000,
    nextDue: () => nextScheduledArticle(),
    // A publish made here refreshes these pages at once (decision 042); others' at the next poll.
    wake: onPublished,
    onConsole: () => void store?.warm(),
  })
  // Scheduled jobs (decision 017): the nightly backup, the privacy retention sweep.
  scheduler = startScheduler({
    db,
    mailer: services.mailer,
    payments: services.payments,
    settings: settingsFromEnv(env),
  })
  // SITE_URL is baked into the prerendered pages at build: a different one now splits the site in two.
  const built = builtSiteUrl(path.join(buildDir, 'client'))
  if (built && built !== new URL(siteUrl()).origin) {
    logger.warn(
      {
        fix: `run npm run build with SITE_URL=${siteUrl()}: prerendered pages' canonical links, sitemap and structured data name ${built}`,
      },
      `SITE_URL is ${siteUrl()} but the pages were built for ${built}`,
    )
  }
  logger.info(
    { database: handle.driver, dataDir: handle.driver === 'pglite' ? env.dataDir : undefined },
    `Refined Resin listening on http://localhost:${port}`,
  )
}

/** The bundled host lives in the build folder (build/host.js); in development it is server/index.ts. */
function defaultBuildDir() {
  const here = path.dirname(fileURLToPath(import.meta.url))
  return path.basename(here) === 'server' ? 'build' : here
}

function listen(server: ReturnType<typeof createHttpServer>, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

main().catch((error: unknown) => {
  const env = safeEnv()
  logger.fatal(`Refined Resin cannot start: ${describeStartFailure(error, env)}`)
  process.exit(1)
})

function safeEnv(): Env | null {
  try {
    return readEnv()
  } catch (e) {
    if (e instanceof EnvError) return null
    throw e
  }
}
