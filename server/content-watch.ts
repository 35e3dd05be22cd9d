import type { Database } from '../app/db/client.server'
import { contentVersion } from '../app/features/content/store.server'
import { logger } from '../app/features/logging/logger.server'

/**
 * Notices a publish made on any server sharing this database (decision 033): reads the version row
 * every `intervalMs` and, when it moved, calls `refresh` (which syncs the content and swaps the public
 * pages). A publish reaches every server within one interval plus the render. A refresh that fails
 * leaves the previous pages served and is tried again on the next tick. The timer never holds the
 * process open; `stop` waits for a refresh under way.
 */
export function watchContent({
  db,
  refresh,
  version,
  nextDue = () => null,
  intervalMs = 1000,
  wake,
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
}) {
  let seen = version
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let tick: Promise<void> | null = null

  async function check() {
    try {
      const now = await contentVersion(db)
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
