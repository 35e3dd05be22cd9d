import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createApp } from '../../server/app'
import { createHttpServer } from '../../server/http-server'

export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')

/** The production React Router build (`npm run build` first; `npm test` does). */
export async function loadBuild(): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server/index.js')
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first (npm test does).')
  return (await import(pathToFileURL(entry).href)) as ServerBuild
}

/** The real host over the build, on a free port, with the given services: real HTTP for tests. */
export async function listenBuiltApp(
  services: Parameters<typeof createApp>[0]['services'],
  build?: ServerBuild,
): Promise<{ server: Server; port: number; base: string }> {
  const app = createApp({
    services,
    build: build ?? (await loadBuild()),
    clientDir: path.join(buildDir, 'client'),
    log: false,
  })
  // The production server's own HTTP settings (timeouts, refusals, 100-continue).
  const server = createHttpServer(() => app).listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const port = (server.address() as { port: number }).port
  return { server, port, base: `http://127.0.0.1:${port}` }
}
