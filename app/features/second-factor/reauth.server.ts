import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { staffAccounts } from '~/db/schema'
import { signInRequestPolicy } from '~/features/admin/auth.server'
import { dummyHash, verifyPassword } from '~/features/admin/password.server'
import { markReauthenticated, type StaffSession } from '~/features/admin/session.server'
import { claimSignInAttempt, clearSignInClaims } from '~/features/admin/sign-in-claims.server'
import { humanWait } from '~/features/security/rate-limit.server'
import { checkCode, type FactorResult, factorsOfOne, hasFactor, secondFactorRules } from './factors.server'
import { checkPasskey } from './passkeys.server'

/** Whether the password and a factor were given in this session within the last 5 minutes (decision 038). */
export function reauthFresh(session: Pick<StaffSession, 'reauthenticatedAt'>, now = Date.now()): boolean {
  const at = session.reauthenticatedAt?.getTime()
  return at !== undefined && now - at < secondFactorRules.reauthMinutes * 60_000
}

/**
 * Re-authentication (ASVS 7.5.1): the password, and a factor when the account has one (a code,
 * a recovery code or a passkey). The password guess is claimed like a sign-in's (decision 015), so
 * a stolen session cannot guess the password here faster than at the door.
 */
export async function reauthenticate(
  context: Pick<AppLoadContext, 'db' | 'ip' | 'rateLimit'>,
  request: Request,
  session: StaffSession,
  input: { password: string; code?: string; passkey?: string },
): Promise<FactorResult & { retryAfterSeconds?: number }> {
  const { db } = context
  const ip = context.ip || 'unknown'
  const limit = await context.rateLimit(signInRequestPolicy, ip)
  if (!limit.ok) {
    return limit.unavailable
      ? { ok: false, status: 503, error: 'This is unavailable right now. Please try again in a few minutes.' }
      : {
          ok: false,
          status: 429,
          retryAfterSeconds: limit.retryAfterSeconds,
          error: `Too many attempts. Please try again in ${humanWait(limit.retryAfterSeconds)}.`,
        }
  }
  const claim = await claimSignInAttempt(db, session.email, ip)
  if (!claim.ok) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: claim.retryAfterSeconds,
      error: `Too many failed attempts. Please try again in ${humanWait(claim.retryAfterSeconds)}.`,
    }
  }
  const [account] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, session.id))
  const valid = await verifyPassword(
    input.password.slice(0, 200),
    account?.passwordHash ?? (await dummyHash()),
  )
  if (!valid) return { ok: false, status: 401, error: 'The password is incorrect.' }
  await clearSignInClaims(db, session.email, ip)

  if (hasFactor(await factorsOfOne(db, session.id))) {
    const second = input.passkey
      ? await checkPasskey(db, request, input.passkey, session.id)
      : input.code
        ? await checkCode(db, session, input.code, ip)
        : {
            ok: false as const,
            status: 400,
            error: 'Enter a code from your authenticator app, or use a passkey.',
          }
    if (!second.ok) return second
  }
  await markReauthenticated(db, session.sessionId)
  return {
    ok: true,
    message: `Confirmed. For the next ${secondFactorRules.reauthMinutes} minutes you can change how you sign in.`,
  }
}
