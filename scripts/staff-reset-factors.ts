/**
 * Removes every second factor of a staff account (passkeys, authenticator app, recovery codes) and
 * signs it out everywhere: `npm run staff:reset-factors -- someone@example.com`. For the owner,
 * whom no one above can reset from the Team page: holding the server is the proof of identity
 * (decision 038). At the next sign-in the account sets up a new factor. Logged in the team's
 * activity as done by this script.
 */
import { eq } from 'drizzle-orm'
import { DataDirLockedError } from '../app/db/data-dir-lock.server'
import { staffAccounts } from '../app/db/schema'
import { EnvError, readEnv } from '../app/env.server'
import { resetFactors } from '../app/features/second-factor/factors.server'
import { openDatabaseFromEnv } from '../server/database'

async function main() {
  const email = process.argv[2]?.trim().toLowerCase()
  if (!email) {
    console.error('Usage: npm run staff:reset-factors -- someone@example.com')
    process.exit(2)
  }
  const env = readEnv()
  // PGlite is one process: this takes DATA_DIR's lock, so it is refused beside a running server.
  const handle = await openDatabaseFromEnv(env)
  try {
    const [account] = await handle.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email))
    if (!account) {
      console.error(`No staff account has the email ${email}.`)
      process.exitCode = 1
      return
    }
    const result = await resetFactors(handle.db, 'staff:reset-factors (on the server)', account.id)
    if (!result.ok) {
      console.error(result.error)
      process.exitCode = 1
      return
    }
    console.log(result.message)
  } finally {
    await handle.close()
  }
}

main().catch((error) => {
  // A bad variable, or DATA_DIR held by a running server: the one line that says so is enough.
  console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
