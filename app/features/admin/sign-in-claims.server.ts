import { and, eq, lt, sql } from 'drizzle-orm'
import { staffConsole } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import { staffSignInFailures } from '~/db/schema'
import { logger } from '~/features/logging/logger.server'

/**
 * Password guesses are claimed in the database before they are checked (decision 015), so however
 * many arrive at once, an address gets at most `signInFailures` checked guesses in the window, and
 * one account `signInAccountCeiling` from every address together. A claim row stays as the record
 * of a failure; a success deletes that address's claims for the account.
 */
export type Claim = { ok: true; delayMs: number } | { ok: false; retryAfterSeconds: number }

// Advisory lock key spaces (the two-int form never meets the migrations' one-bigint lock): one
// for addresses, one for accounts, so an address key can never collide with an account key.
const addressLocks = 727_015
const accountLocks = 727_016

const windowInterval = () => sql`${`${staffConsole.signInWindowMinutes} minutes`}::interval`

/** The wait before a guess is checked, given the account's claims already in the window. */
export function signInDelayMs(accountClaims: number): number {
  const over = accountClaims - staffConsole.signInDelayAfter
  if (over < 0) return 0
  return Math.min(staffConsole.signInDelayMaxMs, staffConsole.signInDelayBaseMs * 2 ** Math.min(over, 20))
}

/**
 * Seconds until fewer than `limit` of these claims remain in the window (0 when already fewer):
 * the `limit`-th most recent claim leaving the window frees a place.
 */
function secondsUntilFree(remaining: number[], limit: number): number {
  if (remaining.length < limit) return 0
  const newestFirst = [...remaining].sort((a, b) => b - a)
  return Math.max(1, Math.ceil(newestFirst[limit - 1] ?? 0))
}

/**
 * `email` is the key the guesses are counted under: the account's email for passwords, a prefixed
 * key for second-factor codes, which also take a lower `accountCeiling` (decision 038).
 */
export async function claimSignInAttempt(
  db: Database,
  email: string,
  ip: string,
  accountCeiling: number = staffConsole.signInAccountCeiling,
): Promise<Claim> {
  const claim = await db.transaction(async (tx) => {
    // Claims from one address queue behind each other, and claims on one account likewise, so each
    // counts every claim committed before it. The address lock is always taken first: no deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLocks}, hashtext(${ip}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(${accountLocks}, hashtext(${email}))`)
    const window = windowInterval()
    const rows = await queryRows<{ email: string; ip: string; remaining: string | number }>(
      tx as unknown as Database,
      sql`select email, ip, extract(epoch from (created_at + ${window} - clock_timestamp())) as remaining
        from ${staffSignInFailures}
        where (ip = ${ip} or email = ${email}) and created_at > clock_timestamp() - ${window}`,
    )
    const remaining = (filter: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(filter).map((r) => Number(r.remaining))
    const account = remaining((r) => r.email === email)
    const retryAfterSeconds = Math.max(
      secondsUntilFree(
        remaining((r) => r.ip === ip),
        staffConsole.signInFailures,
      ),
      secondsUntilFree(
        remaining((r) => r.ip === ip && r.email === email),
        staffConsole.signInFailures,
      ),
      secondsUntilFree(account, accountCeiling),
    )
    if (retryAfterSeconds > 0) return { ok: false as const, retryAfterSeconds }
    await tx.insert(staffSignInFailures).values({ email, ip, createdAt: sql`clock_timestamp()` })
    return { ok: true as const, delayMs: signInDelayMs(account.length) }
  })
  if (claim.ok) await pruneExpiredClaims(db)
  return claim
}

/** A success: the address's guesses at this account no longer count against it. */
export async function clearSignInClaims(db: Database, email: string, ip: string): Promise<void> {
  await db
    .delete(staffSignInFailures)
    .where(and(eq(staffSignInFailures.email, email), eq(staffSignInFailures.ip, ip)))
}

/** Claims past the window count for nothing; dropped after each granted claim, best effort. */
async function pruneExpiredClaims(db: Database): Promise<void> {
  try {
    await db
      .delete(staffSignInFailures)
      .where(lt(staffSignInFailures.createdAt, sql`clock_timestamp() - ${windowInterval()}`))
  } catch (error) {
    logger.warn({ err: error }, 'pruning sign-in claims failed')
  }
}
