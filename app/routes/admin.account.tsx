import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { FormStatus } from '~/components/ui/field'
import { actionsOn, describeAction } from '~/features/admin/audit.server'
import { formatMoment } from '~/features/admin/format'
import { requireSameOrigin, requireStaffSession } from '~/features/admin/guard.server'
import { roleOf } from '~/features/admin/owner.server'
import { roleLabels } from '~/features/admin/roles'
import { changeOwnEmail, changeOwnPassword } from '~/features/admin/team.server'
import {
  changeEmailSchema,
  changePasswordSchema,
  minStaffPasswordLength,
} from '~/features/admin/team-schemas'
import { AdminPage, ConsoleErrorBoundary, Outcome } from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { type FactorOutcome, factorAction, factorPanel } from '~/features/second-factor/actions.server'
import { reauthFresh } from '~/features/second-factor/reauth.server'
import { factorIntents } from '~/features/second-factor/schemas'
import { RecoveryCodes, SecondFactorPanel, SignOutOthers } from '~/features/second-factor/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.account'

export const meta: Route.MetaFunction = () => [
  { title: 'Your account | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaffSession(request, context)
  const [actions, role, panel] = await Promise.all([
    actionsOn(context.db, { kind: 'staff', id: session.id }),
    roleOf(context.db, session.id),
    factorPanel(context.db, session),
  ])
  return {
    email: session.email,
    role: role ?? 'staff',
    panel,
    history: actions.slice(0, 20).map((a) => ({
      id: a.id,
      who: a.staffEmail,
      what: describeAction(a.action, a.detail),
      when: a.createdAt.toISOString(),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const session = await requireStaffSession(request, context)
  const formData = await requireFormData(request)
  const intent = formData.get('intent')
  if (factorIntents.includes(intent as never)) return factorAction(context, request, session, formData)
  if (intent === 'email') {
    const submission = parseWithZod(formData, { schema: changeEmailSchema })
    if (submission.status !== 'success')
      return refuse(submission, 'The email was not changed: check it below.')
    if (!reauthFresh(session)) return refuse(submission, staleMessage, { status: 403 })
    const result = await changeOwnEmail(context.db, session, submission.value.email)
    if (!result.ok) {
      const fieldErrors = result.field ? { [result.field]: [result.error] } : undefined
      return refuse(submission, result.error, { status: result.status, fieldErrors })
    }
    return { ...accept(submission, result.message), intent: 'email', offerSignOut: true }
  }
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  if (submission.status !== 'success') {
    return refuse(submission, 'The password was not changed: check the fields below.', { hideFields })
  }
  if (!reauthFresh(session)) return refuse(submission, staleMessage, { status: 403, hideFields })
  const result = await changeOwnPassword(context.db, session, submission.value)
  if (!result.ok) {
    const fieldErrors = result.field ? { [result.field]: [result.error] } : undefined
    return refuse(submission, result.error, { status: result.status, fieldErrors, hideFields })
  }
  return accept(submission, result.message)
}

const staleMessage = 'Confirm it is you first: your password and a second factor, at the top of this page.'

/** Passwords are never sent back into the page. */
const hideFields = ['current', 'password', 'confirm']

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const outcome = actionData as FactorOutcome | undefined
  const [params] = useSearchParams()
  const { panel } = loaderData
  const [emailForm, emailFields] = useForm({
    id: 'email',
    constraint: requiredConstraint(changeEmailSchema),
    lastResult: outcome?.reply?.initialValue?.intent === 'email' ? outcome.reply : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeEmailSchema }),
  })
  const [form, fields] = useForm({
    id: 'password',
    constraint: requiredConstraint(changePasswordSchema),
    lastResult: outcome?.reply?.initialValue?.intent ? undefined : outcome?.reply,
    // Not on blur: a reset after success remounts the focused field, and its blur would post a check.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <AdminPage title="Your account">
      <Outcome result={outcome} />
      {outcome?.recoveryCodes ? <RecoveryCodes codes={outcome.recoveryCodes} /> : null}
      {outcome?.ok && outcome.offerSignOut ? <SignOutOthers /> : null}
      {params.get('recovery') === 'used' ? (
        <div className="mb-6">
          <FormStatus
            tone="success"
            title={`You signed in with a recovery code: ${panel.factors.recoveryLeft} of 10 left.`}
          >
            <p>
              Make new ones below if you are running short, and check your passkeys and authenticator app.
            </p>
          </FormStatus>
        </div>
      ) : null}
      <p className="text-graphite-200">
        Signed in as <span className="text-white">{loaderData.email}</span> ({roleLabels[loaderData.role]}).
      </p>
      <section aria-labelledby="security-heading" className="mt-8">
        <h2 id="security-heading" className="sr-only">
          Sign-in security
        </h2>
        <SecondFactorPanel data={panel} />
      </section>
      <section aria-labelledby="email-heading" className="mt-10 max-w-md">
        <h2 id="email-heading" className="text-xl text-white">
          Change your email
        </h2>
        {panel.fresh ? (
          <Form method="post" className="mt-4 space-y-5" {...getFormProps(emailForm)}>
            <input type="hidden" name="intent" value="email" />
            <FormInput meta={emailFields.email} type="email" label="New email" autoComplete="email" />
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              Change email
            </Button>
          </Form>
        ) : (
          <p className="mt-1 text-sm text-graphite-300">Confirm it is you at the top of the page first.</p>
        )}
      </section>
      <section aria-labelledby="password-heading" className="mt-10 max-w-md">
        <h2 id="password-heading" className="text-xl text-white">
          Change your password
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          Your other sessions are signed out; this one stays signed in.
        </p>
        <Form method="post" className="mt-4 space-y-5" {...getFormProps(form)}>
          <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
          <FormInput
            meta={fields.current}
            type="password"
            label="Current password"
            autoComplete="current-password"
          />
          <FormInput
            meta={fields.password}
            type="password"
            label="New password"
            autoComplete="new-password"
            hint={`At least ${minStaffPasswordLength} characters, different from the current one.`}
          />
          <FormInput
            meta={fields.confirm}
            type="password"
            label="New password again"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Change password
          </Button>
        </Form>
      </section>
      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl text-white">
          Account history
        </h2>
        {loaderData.history.length ? (
          <ol className="mt-3 space-y-2">
            {loaderData.history.map((a) => (
              <li key={a.id} className="text-sm text-graphite-200">
                <time dateTime={a.when} className="text-graphite-300">
                  {formatMoment(a.when)}
                </time>{' '}
                · {a.who} · {a.what}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-graphite-300">Nothing yet.</p>
        )}
      </section>
    </AdminPage>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
