import { count, eq } from 'drizzle-orm'
import { z } from 'zod'
import { staffConsole } from '~/content/business'
import type { Database } from '~/db/client.server'
import { staffAccounts } from '~/db/schema'
import { logger } from '~/features/logging/logger.server'
import { stepAfterPassword } from '~/features/second-factor/factors.server'
import type { RateLimit, RateLimitPolicy } from '~/features/security/rate-limit.server'
import { isCommonPassword } from './common-password.server'
import { dummyHash, hashPassword, verifyPassword } from './password.server'
import { endSession, type PendingStep, startSession } from './session.server'
import { claimSignInAttempt, clearSignInClaims } from './sign-in-claims.server'

const minPasswordLength = 12

const staffAccountSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((v) => v.trim().toLowerCase()),
  password: z
    .string()
    .min(minPasswordLength, `The password must be at least ${minPasswordLength} characters.`)
    .max(200, 'The password must be at most 200 characters.')
    .refine(
      (password) => !isCommonPassword(password),
      'This password is too common: it appears in lists of leaked passwords. Choose another.',
    ),
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
  /** `pending`: the session still needs a second factor, or the account must set one up (decision 038). */
  | { ok: true; sessionId: string; staffId: string; email: string; pending: PendingStep | null }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** Too many sign-in posts from this address, checked or not. */
  | { ok: false; reason: 'too-many-requests'; retryAfterSeconds: number }
  /** The limit store or the database failed: no sign-in until it works again (fail closed). */
  | { ok: false; reason: 'unavailable' }

/** Sign-in posts per address, refused ones included; a broken store refuses sign-in (decision 015). */
export const signInRequestPolicy: RateLimitPolicy = {
  name: 'staff-sign-in-ip',
  points: staffConsole.signInRequestsPerIpPerMinute,
  durationSeconds: 60,
  whenStoreFails: 'refuse',
}

export type SignInOptions = {
  /** The request limiter (the load context's `rateLimit`); without it only the database claims count. */
  rateLimit?: RateLimit
  /** Checks a password against a stored hash; tests pass one that counts its calls. */
  verify?: (password: string, hash: string) => Promise<boolean>
  /** Waits the account's progressive delay; tests pass one that records it. */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Checks a sign-in (decision 015). Each guess is claimed in the database before its password is
 * checked: five per address (for one account and for all) in 15 minutes, however many arrive at
 * once. An account under attack is slowed for everyone but shut only past its ceiling of 100, so
 * an address that has not failed still signs in. The answer never says whether the account
 * exists. A success starts a new session and ends the one the browser held, if any.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ip: string; previousSessionId?: string | null },
  options: SignInOptions = {},
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase().slice(0, 254)
  const ip = input.ip || 'unknown'
  if (options.rateLimit) {
    const limit = await options.rateLimit(signInRequestPolicy, ip)
    if (!limit.ok) {
      return limit.unavailable
        ? { ok: false, reason: 'unavailable' }
        : { ok: false, reason: 'too-many-requests', retryAfterSeconds: limit.retryAfterSeconds }
    }
  }
  try {
    const claim = await claimSignInAttempt(db, email, ip)
    if (!claim.ok) return { ok: false, reason: 'locked', retryAfterSeconds: claim.retryAfterSeconds }
    if (claim.delayMs > 0) await (options.sleep ?? wait)(claim.delayMs)

    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
    const valid = await (options.verify ?? verifyPassword)(
      input.password.slice(0, 200),
      account?.passwordHash ?? (await dummyHash()),
    )
    // A failure keeps its claim: that row is the record of the failed guess.
    if (!account || !valid) return { ok: false, reason: 'invalid' }

    await clearSignInClaims(db, email, ip)
    if (input.previousSessionId) await endSession(db, input.previousSessionId)
    // The password alone opens the console only when the account has no factor and the team
    // does not require one (decision 038).
    const pending = await stepAfterPassword(db, account.id)
    const sessionId = await startSession(db, account.id, {
      pending,
      reauthenticated: pending !== 'second-factor',
    })
    if (pending !== 'second-factor') {
      await db.update(staffAccounts).set({ lastSignInAt: new Date() }).where(eq(staffAccounts.id, account.id))
    }
    return { ok: true, sessionId, staffId: account.id, email: account.email, pending }
  } catch (error) {
    logger.error({ err: error }, 'staff sign-in failed')
    return { ok: false, reason: 'unavailable' }
  }
}
