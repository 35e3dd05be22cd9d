import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormStatus } from '~/components/ui/field'
import {
  adminHeaders,
  adminHeadersWithRetry,
  requireSameOrigin,
  safeNext,
} from '~/features/admin/guard.server'
import { currentSession, sessionCookie } from '~/features/admin/session.server'
import { ConsoleErrorBoundary } from '~/features/admin/ui'
import { factorsOfOne } from '~/features/second-factor/factors.server'
import { verifySchema } from '~/features/second-factor/schemas'
import { completeSecondStep } from '~/features/second-factor/sign-in.server'
import { CodeField, PasskeyForm } from '~/features/second-factor/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.sign-in-verify'

export const meta: Route.MetaFunction = () => [
  { title: 'Second step of sign-in | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = adminHeadersWithRetry

/** Only a session that gave its password and still lacks its second factor comes here (decision 038). */
async function pendingSession(request: Request, context: Route.LoaderArgs['context']) {
  const session = await currentSession(context.db, request)
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  if (!session) throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`, { headers: adminHeaders })
  if (session.pending !== 'second-factor') throw redirect(next, { headers: adminHeaders })
  return { session, next }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await pendingSession(request, context)
  const factors = await factorsOfOne(context.db, session.id)
  return { email: session.email, totp: factors.totp, passkeys: factors.passkeys > 0 }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const { session, next } = await pendingSession(request, context)
  const parsed = verifySchema.safeParse(Object.fromEntries(await requireFormData(request)))
  if (!parsed.success) {
    return data({ error: 'Enter the code from your authenticator app, or use a passkey.' }, { status: 400 })
  }
  const result = await completeSecondStep(context, request, session, parsed.data)
  if (!result.ok) {
    return data(
      { error: result.error },
      {
        status: result.status,
        headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {},
      },
    )
  }
  // A spent recovery code: the account page says how many are left, and how to make new ones.
  return redirect(result.usedRecovery ? '/admin/account?recovery=used' : next, {
    headers: { ...adminHeaders, 'Set-Cookie': await sessionCookie(result.sessionId) },
  })
}

export default function VerifySignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const next = params.get('next')
  const action = next ? `/admin/sign-in/verify?next=${encodeURIComponent(next)}` : '/admin/sign-in/verify'
  return (
    <div className="container-page max-w-md py-16">
      <h1 className="text-3xl text-white">One more step</h1>
      <p className="mt-3 text-graphite-200">
        Your password is right. Now confirm it is you, <span className="text-white">{loaderData.email}</span>,
        with your second factor.
      </p>
      {actionData?.error ? (
        <div className="mt-6">
          <FormStatus tone="error" title={actionData.error} />
        </div>
      ) : null}
      <Form method="post" action={action} className="mt-8 space-y-5">
        <input type="hidden" name="intent" value="code" />
        <CodeField
          label={loaderData.totp ? 'Code from your authenticator app, or a recovery code' : 'Recovery code'}
          hint={loaderData.totp ? '6 digits, no spaces.' : 'Like abcde-fghjk.'}
        />
        <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
          Confirm
        </Button>
      </Form>
      {loaderData.passkeys ? (
        <div className="mt-8 border-t border-graphite-800 pt-6">
          <PasskeyForm
            kind="verify"
            intent="passkey"
            answerField="passkey"
            label="Use a passkey"
            action={action}
          />
        </div>
      ) : null}
      <form method="post" action="/admin/sign-out" className="mt-8">
        <button type="submit" className="text-sm text-copper-200 underline-offset-2 hover:underline">
          Cancel and sign out
        </button>
      </form>
    </div>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
