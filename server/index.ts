import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { EnvError, readEnv } from '../app/env.server'
import { startScheduler } from '../app/features/jobs/scheduler.server'
import { settingsFromEnv } from '../app/features/jobs/settings.server'
import { createApp } from './app'
import { createServices, openDatabaseFromEnv } from './database'
import { runStartupTasks } from './startup'

async function main() {
  const env = readEnv()
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  const handle = await openDatabaseFromEnv(env)
  await runStartupTasks(handle, env)

  const services = createServices(handle, env)
  const scheduler = startScheduler({ db: handle.db, mailer: services.mailer, settings: settingsFromEnv(env) })
  const app = createApp({
    services,
    build,
    clientDir: path.join(buildDir, 'client'),
  })
  const server = app.listen(env.PORT, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.PORT
    console.log(
      JSON.stringify({
        level: 'info',
        msg: `Refined Resin listening on http://localhost:${port}`,
        database: handle.driver,
        dataDir: handle.driver === 'pglite' ? env.dataDir : undefined,
      }),
    )
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(JSON.stringify({ level: 'info', msg: `${signal}: finishing open requests, then stopping` }))
    server.close(async () => {
      await scheduler.stop()
      await handle.close().catch(() => {})
      process.exit(0)
    })
    server.closeIdleConnections()
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
