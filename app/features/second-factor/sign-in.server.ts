import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { staffAccounts } from '~/db/schema'
import { signInRequestPolicy } from '~/features/admin/auth.server'
import { completeSession, endSession, type StaffSession, startSession } from '~/features/admin/session.server'
import { humanWait } from '~/features/security/rate-limit.server'
import { checkCode, type Refusal } from './factors.server'
import { checkPasskey } from './passkeys.server'

type Context = Pick<AppLoadContext, 'db' | 'ip' | 'rateLimit'>
type Started = { ok: true; sessionId: string } | (Refusal & { retryAfterSeconds?: number })

/** Posts per address, as for the password form: a broken store refuses (decision 015). */
async function limitPosts(context: Context): Promise<Refusal | null> {
  const limit = await context.rateLimit(signInRequestPolicy, context.ip || 'unknown')
  if (limit.ok) return null
  return limit.unavailable
    ? {
        ok: false,
        status: 503,
        error: 'Sign-in is unavailable right now. Please try again in a few minutes.',
      }
    : {
        ok: false,
        status: 429,
        retryAfterSeconds: limit.retryAfterSeconds,
        error: `Too many sign-in attempts. Please try again in ${humanWait(limit.retryAfterSeconds)}.`,
      }
}

/**
 * Signs in with a passkey alone (decision 038): it is two factors itself, something held and the
 * person's PIN or fingerprint it checked. The session it opens is complete, but does not count as a
 * re-authentication, which asks for the password too.
 */
export async function signInWithPasskey(
  context: Context,
  request: Request,
  input: { passkey: unknown; previousSessionId: string | null },
): Promise<Started> {
  const limited = await limitPosts(context)
  if (limited) return limited
  const passkey = await checkPasskey(context.db, request, input.passkey, null)
  if (!passkey.ok) return passkey
  if (input.previousSessionId) await endSession(context.db, input.previousSessionId)
  const sessionId = await startSession(context.db, passkey.staffId, { pending: null, reauthenticated: false })
  await context.db
    .update(staffAccounts)
    .set({ lastSignInAt: new Date() })
    .where(eq(staffAccounts.id, passkey.staffId))
  return { ok: true, sessionId }
}

/**
 * The second step after a right password: a code from the app, a recovery code, or one of the
 * account's passkeys. The session opened by the password ends, and a complete one starts in its place.
 */
export async function completeSecondStep(
  context: Context,
  request: Request,
  session: StaffSession,
  input: { code?: string; passkey?: string },
): Promise<
  | { ok: true; sessionId: string; recoveryLeft?: number; usedRecovery: boolean }
  | (Refusal & { retryAfterSeconds?: number })
> {
  const limited = await limitPosts(context)
  if (limited) return limited
  let usedRecovery = false
  let recoveryLeft: number | undefined
  if (input.passkey) {
    const passkey = await checkPasskey(context.db, request, input.passkey, session.id)
    if (!passkey.ok) return passkey
  } else {
    const code = await checkCode(context.db, session, input.code ?? '', context.ip)
    if (!code.ok) return code
    usedRecovery = code.kind === 'recovery'
    recoveryLeft = code.recoveryLeft
  }
  const sessionId = await completeSession(context.db, session)
  if (!sessionId) return { ok: false, status: 409, error: 'This sign-in has ended. Sign in again.' }
  await context.db
    .update(staffAccounts)
    .set({ lastSignInAt: new Date() })
    .where(eq(staffAccounts.id, session.id))
  return { ok: true, sessionId, usedRecovery, recoveryLeft }
}
