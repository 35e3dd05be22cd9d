import type { Database } from '../app/db/client.server'
import {
  CONSOLE_MARK_EVERY_SECONDS,
  contentSignals,
  markConsoleOpened,
} from '../app/features/content/store.server'
import { logger } from '../app/features/logging/logger.server'

/**
 * Notices a publish made on any server sharing this database (decision 033): reads the version row
 * every `intervalMs` and, when it moved, calls `refresh` (which syncs the content and swaps the public
 * pages). A publish reaches every server within one interval plus the render. A refresh that fails
 * leaves the previous pages served and is tried again on the next tick. The timer never holds the
 * process open; `stop` waits for a refresh under way.
 *
 * The same row says when an editor last opened the Content console on any server: `onConsole` is called
 * when that moves, so every server's render workers are warm for the publish that follows (decision 046).
 */
export function watchContent({
  db,
  refresh,
  version,
  nextDue = () => null,
  intervalMs = 1000,
  wake,
  onConsole,
}: {
  db: Database
  refresh: () => Promise<{ version: number }>
  /** The version the served pages show now. */
  version: number
  /** The next moment something published for a set time appears (an article), if any. */
  nextDue?: () => Date | null
  intervalMs?: number
  /**
   * Calls its listener when this process published (decision 042): the server the owner used looks
   * at once rather than at its next poll. Answers a function that stops listening.
   */
  wake?: (listener: () => void) => () => void
  /** An editor opened the Content console, on this server or another, since the last look. */
  onConsole?: () => void
}) {
  let seen = version
  /** Undefined until the first look: a console opened before this server started is not news. */
  let consoleSeen: number | null | undefined
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let tick: Promise<void> | null = null

  async function check() {
    try {
      const { version: now, consoleOpenedAt } = await contentSignals(db)
      if (consoleSeen !== undefined && consoleOpenedAt !== consoleSeen) onConsole?.()
      consoleSeen = consoleOpenedAt
      const due = nextDue()
      if (now === seen && !(due && due.getTime() <= Date.now())) return
      const result = await refresh()
      seen = result.version
    } catch (error) {
      if (!stopped) logger.error({ err: error }, 'the public pages could not follow a publish; retrying')
    }
  }

  let again = false
  function run() {
    tick = check().finally(() => {
      tick = null
      if (again && !stopped) {
        again = false
        run()
      } else schedule()
    })
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(run, intervalMs)
    timer.unref()
  }
  schedule()

  const unwake = wake?.(() => {
    if (stopped) return
    if (tick) {
      again = true
      return
    }
    if (timer) clearTimeout(timer)
    run()
  })

  return {
    async stop() {
      stopped = true
      unwake?.()
      if (timer) clearTimeout(timer)
      await tick
    },
  }
}

/**
 * What a server does when an editor opens the Content console on it (decision 046): warms its own
 * render workers at once, and marks the version row so every other server sharing the database warms
 * its own from its next look (`onConsole` above).
 */
export function consoleOpened({ db, warm }: { db: Database; warm: () => void }) {
  // Each console page and its data request call this: the row is written at most once per interval
  // anyway, so the pages in between need not ask the database.
  let marked = Number.NEGATIVE_INFINITY
  return () => {
    warm()
    if (performance.now() - marked < CONSOLE_MARK_EVERY_SECONDS * 1000) return
    marked = performance.now()
    markConsoleOpened(db).catch((err: unknown) =>
      logger.warn({ err }, 'the other servers could not be told the content console opened'),
    )
  }
}
