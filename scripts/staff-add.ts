/**
 * Adds a staff account: `npm run staff:add -- someone@example.com`.
 * The password is read from STAFF_PASSWORD or asked for (never a command-line argument,
 * which would land in the shell history and the process list).
 */
import { createInterface } from 'node:readline/promises'
import { EnvError, readEnv } from '../app/env.server'
import { createStaffAccount, StaffAccountError } from '../app/features/admin/auth.server'
import { openDatabaseFromEnv } from '../server/database'

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  // Hide what is typed.
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream }
  const write = output._writeToOutput.bind(rl)
  let asking = false
  output._writeToOutput = (s: string) => (asking && s !== '\r\n' && s !== '\n' ? undefined : write(s))
  asking = true
  process.stdout.write('Password (at least 12 characters): ')
  const answer = await rl.question('')
  asking = false
  process.stdout.write('\n')
  rl.close()
  return answer
}

async function main() {
  const email = process.argv[2]
  if (!email) {
    console.error(
      'Usage: npm run staff:add -- someone@example.com   (password from STAFF_PASSWORD or a prompt)',
    )
    process.exit(2)
  }
  const env = readEnv()
  const password = process.env.STAFF_PASSWORD ?? (process.stdin.isTTY ? await askPassword() : '')
  const handle = await openDatabaseFromEnv(env)
  try {
    const account = await createStaffAccount(handle.db, { email, password })
    console.log(`Staff account created for ${account.email}. Sign in at ${env.SITE_URL}/admin`)
  } finally {
    await handle.close()
  }
}

main().catch((error) => {
  console.error(error instanceof StaffAccountError || error instanceof EnvError ? error.message : error)
  process.exit(1)
})
