import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { test as shared } from './fixtures'

/**
 * Journeys that publish content (decision 033) run against a server of their own: what they publish
 * changes every page, which the shared server's other journeys must never see. One server per test
 * (a journey counts revisions from the first import), on PostgreSQL in the second pass (a fresh
 * database), else on its own embedded database.
 */
export const test = shared.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const pg = process.env.E2E_DATABASE_URL
        ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
        : null
      const server = await startOwnServer({ databaseUrl: pg?.url })
      await use(server)
      await server.close()
      await pg?.drop()
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
})

export { axeViolations, expect, hydrated, untilLive } from './fixtures'
