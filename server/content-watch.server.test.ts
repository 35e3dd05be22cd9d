import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../app/db/client.server'
import { onPublished } from '../app/features/content/store.server'
import { createTestContext } from '../tests/support/app-context'
import { publishPhone } from '../tests/support/published-pages'
import { waitFor } from '../tests/support/wait-for'
import { watchContent } from './content-watch'

/**
 * The server that took a publish refreshes its pages at once, not at its next poll (decision 042):
 * here the poll is an hour away, so only the publish's own signal can bring the refresh.
 */
describe('the content watcher', () => {
  let db: DatabaseHandle['db']
  let close: () => Promise<void>

  beforeAll(async () => {
    const t = await createTestContext()
    db = t.context.db
    close = t.close
  })
  afterAll(async () => close?.())

  it('refreshes when this process publishes, without waiting for its poll', async () => {
    const refreshed: number[] = []
    const watcher = watchContent({
      db,
      version: 0,
      intervalMs: 3_600_000,
      wake: onPublished,
      refresh: async () => {
        refreshed.push(refreshed.length)
        return { version: refreshed.length }
      },
    })
    try {
      await publishPhone(db, '(404) 555-0777')
      await waitFor(() => refreshed.length > 0, { timeout: 30_000, message: 'a refresh after the publish' })
      expect(refreshed.length).toBeGreaterThan(0)
    } finally {
      await watcher.stop()
    }
  })
})
