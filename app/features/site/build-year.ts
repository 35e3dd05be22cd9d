// Relative imports only: vite.config.ts and vitest.config.ts load this file without Vite's `~/` alias.
import { todayInBusinessZone } from '../schedule/calendar'

/**
 * The year of the build, fixed when the bundle is made (Vite's `define` replaces `__BUILD_YEAR__`), so
 * the server, the prerendered HTML and the browser all render the same footer. SOURCE_DATE_EPOCH, when
 * set, makes a rebuild of old sources reproduce its year. The year is Atlanta's (decision 031).
 */
export function buildYearAt(env: Record<string, string | undefined>, now = new Date()): number {
  const epoch = Number(env.SOURCE_DATE_EPOCH)
  const at = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : now
  return Number(todayInBusinessZone(at).slice(0, 4))
}
