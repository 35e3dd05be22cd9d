import { getFormProps, type Submission, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { FormStatus } from '~/components/ui/field'
import { adminHeaders, requireSameOrigin } from '~/features/admin/guard.server'
import { acceptLink, checkLink } from '~/features/admin/invites.server'
import { sessionCookie, sessionIdFrom } from '~/features/admin/session.server'
import { minStaffPasswordLength, setPasswordSchema } from '~/features/admin/team-schemas'
import { ConsoleErrorBoundary, linkClass } from '~/features/admin/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
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

/** Passwords are never sent back into the page. */
const hideFields = ['password', 'confirm']

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const submission = parseWithZod(await requireFormData(request), { schema: setPasswordSchema })
  const token = submission.payload.token
  const link = await checkLink(context.db, typeof token === 'string' ? token : '')
  if (!link.ok) return refuseLink(submission, link)
  if (submission.status !== 'success') {
    return refuse(submission, 'Your password was not set: check the fields below.', { hideFields })
  }
  const result = await acceptLink(context.db, {
    token: submission.value.token,
    password: submission.value.password,
    previousSessionId: await sessionIdFrom(request),
  })
  if (!result.ok) return refuseLink(submission, result)
  return redirect('/admin', {
    headers: { ...adminHeaders, 'Set-Cookie': await sessionCookie(result.sessionId) },
  })
}

/** A link that no longer works: the page says so instead of showing the form. */
const refuseLink = (submission: Submission<unknown>, link: { status: number; error: string }) =>
  refuse(submission, link.error, { status: link.status, hideFields, fieldErrors: { token: [link.error] } })

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    constraint: requiredConstraint(setPasswordSchema),
    lastResult: actionData?.reply,
    // Not on blur: a reset after success remounts the focused field, and its blur would post a check.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordSchema }),
  })
  const linkError = actionData?.reply?.error?.token
  const broken = !loaderData.ok
    ? loaderData.error
    : linkError?.length && actionData && !actionData.ok
      ? actionData.error
      : null
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
  return (
    <div className="container-page max-w-md py-16">
      <h1 className="text-3xl text-white">
        {loaderData.purpose === 'invite' ? 'Welcome to the staff console' : 'Choose a new password'}
      </h1>
      <p className="mt-3 text-graphite-200">
        Choose the password for <span className="text-white">{loaderData.email}</span>. You are signed in once
        it is set.
      </p>
      <Form method="post" className="mt-8 space-y-5" {...getFormProps(form)}>
        {actionData && !actionData.ok ? <FormStatus tone="error" title={actionData.error} /> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
        <FormInput
          meta={fields.password}
          type="password"
          label="New password"
          autoComplete="new-password"
          hint={`At least ${minStaffPasswordLength} characters.`}
        />
        <FormInput
          meta={fields.confirm}
          type="password"
          label="New password again"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
          Set password and sign in
        </Button>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
