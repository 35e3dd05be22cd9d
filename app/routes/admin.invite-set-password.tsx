import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, Input } from '~/components/ui/field'
import { adminHeaders, requireSameOrigin } from '~/features/admin/guard.server'
import { acceptLink, checkLink } from '~/features/admin/invites.server'
import { sessionCookie, sessionIdFrom } from '~/features/admin/session.server'
import { minStaffPasswordLength, setPasswordSchema } from '~/features/admin/team-schemas'
import { ConsoleErrorBoundary, linkClass } from '~/features/admin/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.invite-set-password'

export const meta: Route.MetaFunction = () => [
  { title: 'Choose your password | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

type LinkState =
  | { ok: true; email: string; purpose: 'invite' | 'reset'; token: string }
  | { ok: false; error: string }

/** The page a mailed invitation or reset link opens (`?token=`: query strings stay out of the request log). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const link = await checkLink(context.db, token)
  if (!link.ok)
    return data<LinkState>({ ok: false, error: link.error }, { status: link.status, headers: adminHeaders })
  return { ok: true, email: link.email, purpose: link.purpose, token } satisfies LinkState
}

type SetOutcome = { error: string; fieldErrors?: Record<string, string[]>; linkBroken?: boolean }

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = Object.fromEntries(await requireFormData(request))
  const link = await checkLink(context.db, typeof form.token === 'string' ? form.token : '')
  if (!link.ok) return data<SetOutcome>({ error: link.error, linkBroken: true }, { status: link.status })
  const parsed = setPasswordSchema.safeParse(form)
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'password')
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message]
    }
    return data<SetOutcome>(
      { error: 'Your password was not set: check the fields below.', fieldErrors },
      { status: 400 },
    )
  }
  const result = await acceptLink(context.db, {
    token: parsed.data.token,
    password: parsed.data.password,
    previousSessionId: await sessionIdFrom(request),
  })
  if (!result.ok)
    return data<SetOutcome>({ error: result.error, linkBroken: true }, { status: result.status })
  return redirect('/admin', {
    headers: { ...adminHeaders, 'Set-Cookie': await sessionCookie(result.sessionId) },
  })
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const broken = !loaderData.ok ? loaderData.error : actionData?.linkBroken ? actionData.error : null
  if (broken || !loaderData.ok) {
    return (
      <div className="container-page max-w-md py-16">
        <h1 className="text-3xl text-white">This link does not work</h1>
        <div className="mt-6">
          <FormStatus tone="error" title={broken ?? ''} />
        </div>
        <p className="mt-6">
          <Link to="/admin/sign-in" className={linkClass}>
            Go to staff sign-in
          </Link>
        </p>
      </div>
    )
  }
  const errors = actionData?.fieldErrors ?? {}
  return (
    <div className="container-page max-w-md py-16">
      <h1 className="text-3xl text-white">
        {loaderData.purpose === 'invite' ? 'Welcome to the staff console' : 'Choose a new password'}
      </h1>
      <p className="mt-3 text-graphite-200">
        Choose the password for <span className="text-white">{loaderData.email}</span>. You are signed in once
        it is set.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        {actionData?.error ? <FormStatus tone="error" title={actionData.error} /> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
        <Field
          label="New password"
          errors={errors.password}
          hint={`At least ${minStaffPasswordLength} characters.`}
          required
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="password"
              type="password"
              required
              minLength={minStaffPasswordLength}
              maxLength={200}
              autoComplete="new-password"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Field label="New password again" errors={errors.confirm} required>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="confirm"
              type="password"
              required
              maxLength={200}
              autoComplete="new-password"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
          Set password and sign in
        </Button>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
