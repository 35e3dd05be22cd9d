import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import type { AppLoadContext } from 'react-router'
import { type Database, type DatabaseHandle, schema } from '../../app/db/client.server'
import type { AppServices } from '../../server/app'
import { createTestContext } from './app-context'
import { listenBuiltApp } from './built-app'

export type HttpApp = {
  /** `http://127.0.0.1:<port>` */
  base: string
  context: AppLoadContext
  handle: DatabaseHandle
  close: () => Promise<void>
}

/**
 * The real host (Express, headers, compression, prerendered files, the built
 * routes) on a free loopback port over a fresh test database. Needs a build
 * (`npm run build`; BUILD_DIR picks another folder). `extra` adds or replaces
 * services (metrics, say).
 */
export async function startHttpApp(
  extra: (ctx: { handle: DatabaseHandle; services: AppServices }) => Partial<AppServices> = () => ({}),
): Promise<HttpApp> {
  const t = await createTestContext()
  const { db, mailer, rateLimit } = t.context
  const base: AppServices = { db, mailer, rateLimit }
  const services = { ...base, ...extra({ handle: t.handle, services: base }) }
  const host = await listen(services)
  return {
    base: host.base,
    context: { ...t.context, rateLimit: services.rateLimit },
    handle: t.handle,
    close: async () => {
      await host.close()
      await t.close()
    },
  }
}

/** The real host over the given services, on a free loopback port. */
export async function listen(services: AppServices): Promise<{ base: string; close: () => Promise<void> }> {
  const { server, base } = await listenBuiltApp(services)
  return {
    base,
    close: async () => {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
}

/** A database handle whose database has gone away: every query fails, as in an outage. */
export async function goneDatabase(): Promise<Database> {
  const client = new PGlite()
  await client.close()
  return drizzle(client, { schema }) as unknown as Database
}
