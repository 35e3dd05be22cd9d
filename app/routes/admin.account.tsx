import { data, Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { actionsOn, describeAction } from '~/features/admin/audit.server'
import { formatMoment } from '~/features/admin/format'
import { requireSameOrigin } from '~/features/admin/guard.server'
import { requireStaffWithRole } from '~/features/admin/owner.server'
import { roleLabels } from '~/features/admin/roles'
import { changeOwnPassword } from '~/features/admin/team.server'
import { changePasswordSchema, minStaffPasswordLength } from '~/features/admin/team-schemas'
import { type ActionOutcome, AdminPage, ConsoleErrorBoundary, Outcome } from '~/features/admin/ui'
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
  const parsed = changePasswordSchema.safeParse(Object.fromEntries(await requireFormData(request)))
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form')
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message]
    }
    return data<ActionOutcome>(
      { ok: false, error: 'The password was not changed: check the fields below.', fieldErrors },
      { status: 400 },
    )
  }
  const result = await changeOwnPassword(context.db, staff, parsed.data)
  if (!result.ok) {
    const field = result.error.startsWith('The current') ? 'current' : 'password'
    return data<ActionOutcome>(
      { ok: false, error: result.error, fieldErrors: { [field]: [result.error] } },
      { status: result.status },
    )
  }
  return { ok: true, message: result.message } satisfies ActionOutcome
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const errors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {}
  const passwordField = (
    name: 'current' | 'password' | 'confirm',
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field label={label} errors={errors[name]} hint={hint} required>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name={name}
          type="password"
          required
          minLength={name === 'current' ? undefined : minStaffPasswordLength}
          maxLength={200}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  )
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
        {/* A new key after a change empties the fields. */}
        <Form method="post" className="mt-4 space-y-5" key={actionData?.ok ? actionData.message : 'change'}>
          <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
          {passwordField('current', 'Current password', 'current-password')}
          {passwordField(
            'password',
            'New password',
            'new-password',
            `At least ${minStaffPasswordLength} characters, different from the current one.`,
          )}
          {passwordField('confirm', 'New password again', 'new-password')}
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
