import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, Input } from '~/components/ui/field'
import { type SignInResult, signIn, staffAccountCount } from '~/features/admin/auth.server'
import {
  adminHeaders,
  adminHeadersWithRetry,
  pendingPage,
  requireSameOrigin,
  safeNext,
} from '~/features/admin/guard.server'
import { signInSchema } from '~/features/admin/schemas'
import { currentStaff, sessionCookie, sessionIdFrom } from '~/features/admin/session.server'
import { requiredConstraint } from '~/features/forms/required'
import { signInWithPasskey } from '~/features/second-factor/sign-in.server'
import { PasskeyForm } from '~/features/second-factor/ui'
import { humanWait } from '~/features/security/rate-limit.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.sign-in'

export const meta: Route.MetaFunction = () => [
  { title: 'Sign in | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: Route.HeadersFunction = adminHeadersWithRetry

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (await currentStaff(context.db, request)) {
    throw redirect(safeNext(url.searchParams.get('next')), { headers: adminHeaders })
  }
  return { hasAccounts: (await staffAccountCount(context.db)) > 0 }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const formData = await requireFormData(request)
  if (formData.get('intent') === 'passkey') return passkeySignIn(request, context, formData)
  const submission = parseWithZod(formData, { schema: signInSchema })
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }
  const result = await signIn(
    context.db,
    { ...submission.value, ip: context.ip, previousSessionId: await sessionIdFrom(request) },
    { rateLimit: context.rateLimit },
  )
  if (!result.ok) {
    const { message, status, retryAfterSeconds } = refusal(result)
    return data(submission.reply({ formErrors: [message], hideFields: ['password'] }), {
      status,
      headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    })
  }
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  // The password is right; a second factor may still be asked for, or set up first (decision 038).
  const to = result.pending ? `${pendingPage[result.pending]}?next=${encodeURIComponent(next)}` : next
  return redirect(to, { headers: { ...adminHeaders, 'Set-Cookie': await sessionCookie(result.sessionId) } })
}

/** "Sign in with a passkey": the passkey alone, which proves possession and the person (decision 038). */
async function passkeySignIn(request: Request, context: Route.ActionArgs['context'], formData: FormData) {
  const result = await signInWithPasskey(context, request, {
    passkey: formData.get('passkey'),
    previousSessionId: await sessionIdFrom(request),
  })
  if (!result.ok) {
    return data(
      { status: 'error' as const, error: { '': [result.error] } },
      {
        status: result.status,
        headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {},
      },
    )
  }
  const next = safeNext(new URL(request.url).searchParams.get('next'))
  return redirect(next, { headers: { ...adminHeaders, 'Set-Cookie': await sessionCookie(result.sessionId) } })
}

/** What a refused sign-in says, and its status: never whether the account exists (decision 015). */
function refusal(result: Exclude<SignInResult, { ok: true }>) {
  switch (result.reason) {
    case 'locked':
      return {
        status: 429,
        retryAfterSeconds: result.retryAfterSeconds,
        message: `Too many failed sign-ins. Please try again in ${humanWait(result.retryAfterSeconds)}.`,
      }
    case 'too-many-requests':
      return {
        status: 429,
        retryAfterSeconds: result.retryAfterSeconds,
        message: `Too many sign-in attempts. Please try again in ${humanWait(result.retryAfterSeconds)}.`,
      }
    case 'unavailable':
      return {
        status: 503,
        retryAfterSeconds: 60,
        message: 'Sign-in is unavailable right now. Please try again in a few minutes.',
      }
    default:
      return { status: 401, retryAfterSeconds: 0, message: 'The email or password is incorrect.' }
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    constraint: requiredConstraint(signInSchema),
    lastResult: actionData,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  })
  const next = params.get('next')
  return (
    <div className="container-page max-w-md py-16">
      <h1 className="text-3xl text-white">Staff sign-in</h1>
      {!loaderData.hasAccounts ? (
        <div className="mt-6">
          <FormStatus tone="error" title="No staff account exists yet">
            <p>
              The owner's account is created when the server starts with <code>ADMIN_EMAIL</code> and{' '}
              <code>ADMIN_PASSWORD</code> set (a password of at least 12 characters). The owner then invites
              the rest of the staff from the console.
            </p>
          </FormStatus>
        </div>
      ) : null}
      {params.get('signedOut') ? (
        <div className="mt-6">
          <FormStatus tone="success" title="You have signed out." />
        </div>
      ) : null}
      <Form
        method="post"
        action={next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in'}
        className="mt-8 space-y-5"
        {...getFormProps(form)}
      >
        {form.errors?.length ? <FormStatus tone="error" title={form.errors.join(' ')} /> : null}
        <Field label="Email" errors={fields.email.errors} required={fields.email.required}>
          {({ id, describedBy, invalid }) => (
            <Input
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="username"
            />
          )}
        </Field>
        <Field label="Password" errors={fields.password.errors} required={fields.password.required}>
          {({ id, describedBy, invalid }) => (
            <Input
              {...getInputProps(fields.password, { type: 'password' })}
              key={fields.password.key}
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
          Sign in
        </Button>
      </Form>
      {loaderData.hasAccounts ? (
        <div className="mt-8 border-t border-graphite-800 pt-6">
          <PasskeyForm
            kind="sign-in"
            intent="passkey"
            answerField="passkey"
            label="Sign in with a passkey"
            action={next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in'}
          />
        </div>
      ) : null}
      {loaderData.hasAccounts ? (
        <p className="mt-8 text-sm text-graphite-300">
          No account yet, or forgot your password? The owner invites staff and resets passwords from the
          console's Team page.
        </p>
      ) : null}
    </div>
  )
}
