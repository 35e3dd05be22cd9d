import type { DatabaseHandle } from '~/db/client.server'
import type { Env } from '~/env.server'
import { todayInBusinessZone } from './calendar'
import { generateSlots, slotCount } from './slots.server'

/** Months of blocks a newcomer's empty embedded database starts with. */
const FIRST_START_MONTHS = 6

/**
 * First start: an empty embedded database gets the next months of weekend
 * blocks, so `npm run serve` shows a working calendar. SLOTS_SEED_MONTHS asks
 * for more (benchmarks need hundreds of open blocks) on any database; it only
 * adds blocks that do not exist yet.
 */
export async function seedSlotsOnStart(
  handle: DatabaseHandle,
  env: Pick<Env, 'SLOTS_SEED_MONTHS'>,
  now = new Date(),
): Promise<number> {
  const today = todayInBusinessZone(now)
  if (env.SLOTS_SEED_MONTHS) {
    return (await generateSlots(handle.db, { today, months: env.SLOTS_SEED_MONTHS })).created
  }
  if (handle.driver !== 'pglite' || (await slotCount(handle.db)) > 0) return 0
  return (await generateSlots(handle.db, { today, months: FIRST_START_MONTHS })).created
}
