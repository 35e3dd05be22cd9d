import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { readEnv } from '../app/env.server'
import { logger } from '../app/features/logging/logger.server'
import { createApp } from './app'
import { createServices, openDatabaseFromEnv } from './database'
import { runStartupTasks } from './startup'

const env = readEnv()
const vite = await createServer({ server: { middlewareMode: true } })
const handle = await openDatabaseFromEnv(env)
await runStartupTasks(handle, env)

const app = createApp({
  services: await createServices(handle, env),
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  before: [vite.middlewares],
})
app.listen(env.PORT, () => logger.info(`Dev server on http://localhost:${env.PORT}`))
