import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { actionsOn, describeAction } from '~/features/admin/audit.server'
import { formatMoment } from '~/features/admin/format'
import { requireSameOrigin } from '~/features/admin/guard.server'
import { requireStaffWithRole } from '~/features/admin/owner.server'
import { roleLabels } from '~/features/admin/roles'
import { changeOwnPassword } from '~/features/admin/team.server'
import { changePasswordSchema, minStaffPasswordLength } from '~/features/admin/team-schemas'
import { AdminPage, ConsoleErrorBoundary, Outcome } from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.account'

export const meta: Route.MetaFunction = () => [
  { title: 'Your account | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffWithRole(request, context)
  const actions = await actionsOn(context.db, { kind: 'staff', id: staff.id })
  return {
    email: staff.email,
    role: staff.role,
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
  const staff = await requireStaffWithRole(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: changePasswordSchema })
  if (submission.status !== 'success') {
    return refuse(submission, 'The password was not changed: check the fields below.', { hideFields })
  }
  const result = await changeOwnPassword(context.db, staff, submission.value)
  if (!result.ok) {
    const fieldErrors = result.field ? { [result.field]: [result.error] } : undefined
    return refuse(submission, result.error, { status: result.status, fieldErrors, hideFields })
  }
  return accept(submission, result.message)
}

/** Passwords are never sent back into the page. */
const hideFields = ['current', 'password', 'confirm']

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    constraint: requiredConstraint(changePasswordSchema),
    lastResult: actionData?.reply,
    // Not on blur: a reset after success remounts the focused field, and its blur would post a check.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <AdminPage title="Your account">
      <Outcome result={actionData} />
      <p className="text-graphite-200">
        Signed in as <span className="text-white">{loaderData.email}</span> ({roleLabels[loaderData.role]}).
      </p>
      <section aria-labelledby="password-heading" className="mt-8 max-w-md">
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
