import { signInRequestPolicy } from '~/features/admin/auth.server'
import { adminHeaders, requireSameOrigin } from '~/features/admin/guard.server'
import { currentSession } from '~/features/admin/session.server'
import { authenticationOptions, registrationOptions } from '~/features/second-factor/passkeys.server'
import { reauthFresh } from '~/features/second-factor/reauth.server'
import { humanWait } from '~/features/security/rate-limit.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.webauthn'

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...adminHeaders, ...headers } })

/**
 * The options (with a fresh challenge) the console's pages hand to the browser's WebAuthn call
 * (decision 038): `sign-in` for anyone at the sign-in page, `verify` for the signed-in (or half
 * signed-in) person's own passkeys, `register` to add one, after a recent re-authentication.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  // Every call writes a challenge: bounded per address like sign-in posts.
  const limit = await context.rateLimit(signInRequestPolicy, context.ip || 'unknown')
  if (!limit.ok) {
    return limit.unavailable
      ? answer({ error: 'Passkeys are unavailable right now. Please try again in a few minutes.' }, 503)
      : answer(
          { error: `Too many attempts. Please try again in ${humanWait(limit.retryAfterSeconds)}.` },
          429,
          {
            'Retry-After': String(limit.retryAfterSeconds),
          },
        )
  }
  const intent = (await requireFormData(request)).get('intent')
  if (intent === 'sign-in') return answer({ options: await authenticationOptions(context.db, request, null) })
  const session = await currentSession(context.db, request)
  if (!session) return answer({ error: 'Your session has ended. Sign in again.' }, 401)
  if (intent === 'verify') {
    return answer({ options: await authenticationOptions(context.db, request, session.id) })
  }
  if (intent === 'register') {
    if (session.pending === 'second-factor') return answer({ error: 'Finish signing in first.' }, 403)
    if (!reauthFresh(session)) {
      return answer({ error: 'Confirm it is you first: your password and a second factor.' }, 403)
    }
    return answer({ options: await registrationOptions(context.db, request, session) })
  }
  return answer({ error: 'Unknown request.' }, 400)
}

export function loader() {
  return answer({ error: 'Use POST.' }, 405, { Allow: 'POST' })
}
