import { data, Link, redirect } from 'react-router'
import { FormStatus } from '~/components/ui/field'
import { adminHeaders, requireSameOrigin, safeNext } from '~/features/admin/guard.server'
import { completeSession, currentSession, sessionCookie } from '~/features/admin/session.server'
import { ConsoleErrorBoundary, linkClass, Outcome } from '~/features/admin/ui'
import { type FactorOutcome, factorAction, factorPanel } from '~/features/second-factor/actions.server'
import { factorsOfOne, hasFactor, pendingTotp, startTotp } from '~/features/second-factor/factors.server'
import { reauthFresh } from '~/features/second-factor/reauth.server'
import { RecoveryCodes, SecondFactorPanel } from '~/features/second-factor/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.enrol'

export const meta: Route.MetaFunction = () => [
  { title: 'Set up a second factor | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers = () => adminHeaders

/**
 * Where a session lands when the team requires a second factor the account has not set up
 * (decision 038): no other console page opens until one is. A complete session may stay here to
 * read its recovery codes, then goes on.
 */
async function enrolling(request: Request, context: Route.LoaderArgs['context']) {
  const session = await currentSession(context.db, request)
  if (!session) throw redirect('/admin/sign-in', { headers: adminHeaders })
  if (session.pending === 'second-factor') throw redirect('/admin/sign-in/verify', { headers: adminHeaders })
  return session
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await enrolling(request, context)
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (session.pending === null) return { done: true as const, next }
  // The app's secret is ready on arrival, so the QR code shows without a first click.
  if (reauthFresh(session) && !(await pendingTotp(context.db, session))) await startTotp(context.db, session)
  return { done: false as const, next, panel: await factorPanel(context.db, session) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const session = await enrolling(request, context)
  const result = await factorAction(context, request, session, await requireFormData(request))
  // The first factor completes the session: the console opens, in a session with a new id.
  if (session.pending === 'enrol' && hasFactor(await factorsOfOne(context.db, session.id))) {
    const sessionId = await completeSession(context.db, session)
    if (sessionId) {
      const headers = new Headers(result.init?.headers)
      headers.append('Set-Cookie', await sessionCookie(sessionId))
      return data(result.data, { ...result.init, headers })
    }
  }
  return result
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const { next } = loaderData
  const outcome = actionData as FactorOutcome | undefined
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-3xl text-white">Set up a second factor</h1>
      {outcome?.recoveryCodes ? (
        <div className="mt-6">
          <RecoveryCodes codes={outcome.recoveryCodes} />
        </div>
      ) : null}
      {loaderData.done ? (
        <div className="mt-6 space-y-6">
          <FormStatus tone="success" title="Your second factor is set up." />
          <p>
            <Link to={next} className={linkClass}>
              Continue to the console
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-2xl text-graphite-200">
            The team requires more than a password to open the console. Add a passkey (this device’s
            fingerprint, face or PIN) or an authenticator app on your phone. You also get ten recovery codes
            for the day you have neither.
          </p>
          <div className="mt-6">
            <Outcome result={outcome} />
          </div>
          <SecondFactorPanel data={loaderData.panel} />
          <form method="post" action="/admin/sign-out" className="mt-10">
            <button type="submit" className="text-sm text-copper-200 underline-offset-2 hover:underline">
              Sign out
            </button>
          </form>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
