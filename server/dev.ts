import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { createApp } from './app'
import { openDatabaseFromEnv } from './database'
import { readEnv } from './env'
import { runStartupTasks } from './startup'

const env = readEnv()
const vite = await createServer({ server: { middlewareMode: true } })
const handle = await openDatabaseFromEnv(env)
await runStartupTasks(handle, env)

const app = createApp({
  db: handle.db,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  before: [vite.middlewares],
})
app.listen(env.PORT, () => console.log(`Dev server on http://localhost:${env.PORT}`))
