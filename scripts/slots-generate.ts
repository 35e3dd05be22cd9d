/**
 * `npm run slots:generate -- --months N`: creates the weekend install blocks
 * (Friday to Sunday) from today through the end of the month N months from now
 * (default 6), on DATABASE_URL or the embedded database under DATA_DIR. Blocks
 * that already exist are left as they are, so running it again is safe. Stop
 * the server first when using the embedded database: PGlite allows one process.
 */
import { parseArgs } from 'node:util'
import { readEnv } from '../app/env.server'
import { todayInBusinessZone } from '../app/features/schedule/calendar'
import { generateSlots } from '../app/features/schedule/slots.server'
import { openDatabaseFromEnv } from '../server/database'

const { values } = parseArgs({ options: { months: { type: 'string', default: '6' } } })
const months = Number(values.months)
if (!Number.isInteger(months) || months < 1 || months > 600) {
  console.error('--months must be a whole number from 1 to 600')
  process.exit(1)
}

const env = readEnv()
const handle = await openDatabaseFromEnv(env)
try {
  const { created, total } = await generateSlots(handle.db, {
    today: todayInBusinessZone(new Date()),
    months,
  })
  console.log(
    `${created} new weekend blocks created (${total - created} already existed) on ${handle.driver}.`,
  )
} finally {
  await handle.close()
}
