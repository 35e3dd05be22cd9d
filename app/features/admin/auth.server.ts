import { and, count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { staffConsole } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import { staffAccounts, staffSignInFailures } from '~/db/schema'
import { dummyHash, hashPassword, verifyPassword } from './password.server'
import { endSession, startSession } from './session.server'

export const minPasswordLength = 12

export const staffAccountSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
  password: z
    .string()
    .min(minPasswordLength, `The password must be at least ${minPasswordLength} characters.`)
    .max(200, 'The password must be at most 200 characters.'),
})

export async function staffAccountCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts)
  return row?.n ?? 0
}

export class StaffAccountError extends Error {}

/** Creates a staff account; a weak password or a taken email is refused with a message to show. */
export async function createStaffAccount(
  db: Database,
  input: { email: string; password: string },
  role: 'owner' | 'staff' = 'staff',
) {
  const parsed = staffAccountSchema.safeParse(input)
  if (!parsed.success) throw new StaffAccountError(parsed.error.issues.map((i) => i.message).join(' '))
  const passwordHash = await hashPassword(parsed.data.password)
  const [row] = await db
    .insert(staffAccounts)
    .values({ email: parsed.data.email, passwordHash, role })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id, email: staffAccounts.email })
  if (!row) throw new StaffAccountError(`A staff account for ${parsed.data.email} already exists.`)
  return row
}

/** The ADMIN_EMAIL/ADMIN_PASSWORD account, created (as the owner) when the database has no staff account yet. */
export async function ensureFirstStaffAccount(
  db: Database,
  email: string | undefined,
  password: string | undefined,
): Promise<'created' | 'exists' | 'none'> {
  if (!email || !password) return 'none'
  if ((await staffAccountCount(db)) > 0) return 'exists'
  try {
    await createStaffAccount(db, { email, password }, 'owner')
    return 'created'
  } catch (e) {
    // Two app servers starting at once: the other one created it.
    if (e instanceof StaffAccountError && (await staffAccountCount(db)) > 0) return 'exists'
    throw e
  }
}

export type SignInResult =
  | { ok: true; sessionId: string; staffId: string; email: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }

/**
 * Seconds until the lockout for this account or IP lifts (0 when there is none):
 * the lock lasts until the `signInFailures`-th most recent failure leaves the window.
 */
async function lockoutSeconds(db: Database, email: string, ip: string): Promise<number> {
  const window = `${staffConsole.signInWindowMinutes} minutes`
  const offset = staffConsole.signInFailures - 1
  const rows = await queryRows<{ seconds: string | number | null }>(
    db,
    sql`select greatest(
      (select extract(epoch from (created_at + ${window}::interval - now())) from ${staffSignInFailures}
        where email = ${email} and created_at > now() - ${window}::interval
        order by created_at desc offset ${offset} limit 1),
      (select extract(epoch from (created_at + ${window}::interval - now())) from ${staffSignInFailures}
        where ip = ${ip} and created_at > now() - ${window}::interval
        order by created_at desc offset ${offset} limit 1)
    ) as seconds`,
  )
  const seconds = Number(rows[0]?.seconds ?? 0)
  return seconds > 0 ? Math.ceil(seconds) : 0
}

/**
 * Checks a sign-in. Five failures for one account or one IP within 15 minutes lock
 * both out, even with the right password; the answer never says whether the
 * account exists. A success starts a new session and ends the one the browser
 * held, if any.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ip: string; previousSessionId?: string | null },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase().slice(0, 254)
  const ip = input.ip || 'unknown'
  const locked = await lockoutSeconds(db, email, ip)
  if (locked > 0) return { ok: false, reason: 'locked', retryAfterSeconds: locked }

  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  const valid = await verifyPassword(
    input.password.slice(0, 200),
    account?.passwordHash ?? (await dummyHash()),
  )
  if (!account || !valid) {
    await db.insert(staffSignInFailures).values({ email, ip })
    return { ok: false, reason: 'invalid' }
  }

  await db.delete(staffSignInFailures).where(and(eq(staffSignInFailures.email, email)))
  if (input.previousSessionId) await endSession(db, input.previousSessionId)
  const sessionId = await startSession(db, account.id)
  await db.update(staffAccounts).set({ lastSignInAt: new Date() }).where(eq(staffAccounts.id, account.id))
  return { ok: true, sessionId, staffId: account.id, email: account.email }
}
