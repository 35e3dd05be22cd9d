import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../app/db/client.server'
import {
  contentSignals,
  importSeedContent,
  markConsoleOpened,
  onPublished,
} from '../app/features/content/store.server'
import { createTestContext } from '../tests/support/app-context'
import { publishPhone } from '../tests/support/published-pages'
import { waitFor } from '../tests/support/wait-for'
import { consoleOpened, watchContent } from './content-watch'

let db: DatabaseHandle['db']
let close: () => Promise<void>

beforeAll(async () => {
  const t = await createTestContext()
  db = t.context.db
  close = t.close
  // The version row a started server has: its first start imports the content.
  await importSeedContent(db)
})
afterAll(async () => close?.())

/**
 * The server that took a publish refreshes its pages at once, not at its next poll (decision 042):
 * here the poll is an hour away, so only the publish's own signal can bring the refresh.
 */
describe('the content watcher', () => {
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

/**
 * Two app servers on one database (decision 046): the editor opens the Content console on one, and the
 * other warms its render workers from its next look at the version row, so the publish that follows
 * finds both ready.
 */
describe('a Content console opened on one server', () => {
  const watcher = async (onConsole: () => void) => {
    const { version } = await contentSignals(db)
    return watchContent({ db, version, intervalMs: 20, refresh: async () => ({ version }), onConsole })
  }
  const looks = () => new Promise((r) => setTimeout(r, 200))

  it('warms the server it was opened on at once and every other server from its next look', async () => {
    // Opened an hour ago, before this server started: not news to it.
    await db.execute(sql`update content_state set console_opened_at = now() - interval '1 hour'`)
    let here = 0
    let there = 0
    const other = await watcher(() => there++)
    try {
      await looks()
      expect(there).toBe(0)

      const opened = consoleOpened({ db, warm: () => here++ })
      opened()
      expect(here).toBe(1)
      await waitFor(() => there === 1, { timeout: 30_000, message: 'the other server warming' })
      // Once for each opening, not at every look; the editor's next page warms this server again,
      // and the others not before the interval has passed.
      opened()
      expect(here).toBe(2)
      await looks()
      expect(there).toBe(1)
    } finally {
      await other.stop()
    }
  })

  it('writes the mark at most once in its interval, however many pages the editor opens', async () => {
    await markConsoleOpened(db, 0)
    const first = (await contentSignals(db)).consoleOpenedAt
    expect(first).toEqual(expect.any(Number))
    await markConsoleOpened(db, 30)
    expect((await contentSignals(db)).consoleOpenedAt).toBe(first)
    await new Promise((r) => setTimeout(r, 5))
    await markConsoleOpened(db, 0)
    expect((await contentSignals(db)).consoleOpenedAt).toBeGreaterThan(first ?? 0)
  })
})
