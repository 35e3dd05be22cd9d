import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import { Button } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { describeAction } from '~/features/admin/audit.server'
import { formatMoment } from '~/features/admin/format'
import { inviteStaff, resetStaffPassword, revokeInvite } from '~/features/admin/invites.server'
import { requireOwner, requireOwnerAction, type StaffWithRole } from '~/features/admin/owner.server'
import { roleLabels } from '~/features/admin/roles'
import { listTeam, removeStaff, setContentEditor, teamActivity } from '~/features/admin/team.server'
import { inviteSchema, teamActionSchema } from '~/features/admin/team-schemas'
import {
  ActionButton,
  AdminPage,
  Badge,
  ConsoleErrorBoundary,
  Outcome,
  tableClass,
  tdClass,
  thClass,
} from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { describeFactors } from '~/features/second-factor/describe'
import {
  factorsOf,
  resetMemberFactors,
  secondFactorRequired,
  setSecondFactorRequired,
} from '~/features/second-factor/factors.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.team'

export const meta: Route.MetaFunction = () => [
  { title: 'Team | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context)
  const [{ members, invites }, activity, required] = await Promise.all([
    listTeam(context.db),
    teamActivity(context.db),
    secondFactorRequired(context.db),
  ])
  const factors = await factorsOf(
    context.db,
    members.map((m) => m.id),
  )
  const iso = (d: Date | null) => d?.toISOString() ?? null
  return {
    selfId: owner.id,
    requireSecondFactor: required,
    members: members.map((m) => ({
      ...m,
      createdAt: iso(m.createdAt),
      lastSignInAt: iso(m.lastSignInAt),
      factors: factors.get(m.id) ?? { passkeys: 0, totp: false, recoveryLeft: 0 },
    })),
    invites: invites.map((i) => ({ ...i, createdAt: iso(i.createdAt), expiresAt: iso(i.expiresAt) })),
    activity: activity.map((a) => ({
      id: a.id,
      who: a.staffEmail,
      what: describeAction(a.action, a.detail),
      when: a.createdAt.toISOString(),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: teamActionSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flat()
    return refuse(submission, messages[0] ?? 'Unknown action.')
  }
  const result = await teamAction(context, owner, submission.value)
  if (!result.ok) return refuse(submission, result.error, { status: result.status })
  return accept(submission, result.message)
}

function teamAction(context: AppLoadContext, owner: StaffWithRole, input: z.infer<typeof teamActionSchema>) {
  switch (input.intent) {
    case 'invite':
      return inviteStaff(context.db, context.mailer, owner, input.email)
    case 'remove':
      return removeStaff(context.db, owner, input.staffId)
    case 'reset':
      return resetStaffPassword(context.db, context.mailer, owner, input.staffId)
    case 'revoke':
      return revokeInvite(context.db, owner, input.inviteId)
    case 'content-editor':
      return setContentEditor(context.db, owner, input.staffId, input.allow)
    case 'reset-factors':
      return resetMemberFactors(context.db, owner, input.staffId)
    case 'require-second-factor':
      return setSecondFactorRequired(context.db, owner, input.required)
  }
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { selfId, members, invites, activity } = loaderData
  const navigation = useNavigation()
  const inviting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  const [inviteForm, fields] = useForm({
    constraint: requiredConstraint(inviteSchema),
    id: 'invite',
    lastResult: actionData?.reply?.initialValue?.intent === 'invite' ? actionData.reply : undefined,
    // Not on blur: a reset after success remounts the focused field, and its blur would post a check.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
  })
  return (
    <AdminPage title="Team">
      <Outcome result={actionData} />

      <section aria-labelledby="invite-heading" className="max-w-xl">
        <h2 id="invite-heading" className="text-xl text-white">
          Invite a staff member
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          They get a mail with a link to choose their password. The link works once, for 48 hours.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" {...getFormProps(inviteForm)}>
          <input type="hidden" name="intent" value="invite" />
          <FormInput
            meta={fields.email}
            type="email"
            label="Email address"
            autoComplete="off"
            className="min-w-64 flex-1"
          />
          <Button type="submit" disabled={inviting}>
            Send invitation
          </Button>
        </Form>
      </section>

      <section aria-labelledby="second-factor-heading" className="mt-10 max-w-2xl">
        <h2 id="second-factor-heading" className="text-xl text-white">
          Sign-in security
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="require-second-factor" />
          <input
            id="require-second-factor"
            type="checkbox"
            name="required"
            defaultChecked={loaderData.requireSecondFactor}
            key={String(loaderData.requireSecondFactor)}
            className="h-4 w-4 accent-copper-400"
            aria-describedby="require-second-factor-hint"
          />
          <label htmlFor="require-second-factor">Require a second factor</label>
          <Button type="submit" variant="ghost">
            Save<span className="sr-only"> the second-factor requirement</span>
          </Button>
        </Form>
        <p id="require-second-factor-hint" className="mt-1 text-sm text-graphite-300">
          Everyone then needs a passkey or an authenticator app besides their password; whoever has neither
          sets one up at their next sign-in, before any other page.
        </p>
      </section>

      <section aria-labelledby="members-heading" className="mt-10">
        <h2 id="members-heading" className="text-xl text-white">
          Staff accounts
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Role
                </th>
                <th scope="col" className={thClass}>
                  Added
                </th>
                <th scope="col" className={thClass}>
                  Last sign-in
                </th>
                <th scope="col" className={thClass}>
                  Second factors
                </th>
                <th scope="col" className={thClass}>
                  Content
                </th>
                <th scope="col" className={thClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className={`${tdClass} font-normal text-white`}>
                    {m.email}
                    {m.id === selfId ? <span className="text-graphite-300"> (you)</span> : null}
                  </th>
                  <td className={tdClass}>
                    {roleLabels[m.role]}
                    {m.awaitingPassword ? (
                      <span className="ml-2">
                        <Badge value="pending" label="Awaiting new password" />
                      </span>
                    ) : null}
                  </td>
                  <td className={tdClass}>{m.createdAt ? formatMoment(m.createdAt) : ''}</td>
                  <td className={tdClass}>{m.lastSignInAt ? formatMoment(m.lastSignInAt) : 'Never'}</td>
                  <td className={tdClass}>{describeFactors(m.factors)}</td>
                  <td className={tdClass}>
                    {m.role === 'owner' ? (
                      'Can edit content'
                    ) : (
                      <ContentEditorToggle staffId={m.id} email={m.email} allowed={m.contentEditor} />
                    )}
                  </td>
                  <td className={tdClass}>
                    {m.role === 'staff' && m.id !== selfId ? (
                      <div className="flex flex-wrap gap-2">
                        <ActionButton intent="reset" values={{ staffId: m.id }} variant="ghost">
                          Reset password<span className="sr-only"> of {m.email}</span>
                        </ActionButton>
                        <ActionButton intent="reset-factors" values={{ staffId: m.id }} variant="ghost">
                          Reset second factors<span className="sr-only"> of {m.email}</span>
                        </ActionButton>
                        <ActionButton intent="remove" values={{ staffId: m.id }} variant="secondary">
                          Remove<span className="sr-only"> {m.email}</span>
                        </ActionButton>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="pending-heading" className="mt-10">
        <h2 id="pending-heading" className="text-xl text-white">
          Pending invitations
        </h2>
        {invites.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Email
                  </th>
                  <th scope="col" className={thClass}>
                    Link
                  </th>
                  <th scope="col" className={thClass}>
                    Sent by
                  </th>
                  <th scope="col" className={thClass}>
                    Expires
                  </th>
                  <th scope="col" className={thClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invites.map((i) => (
                  <tr key={i.id}>
                    <th scope="row" className={`${tdClass} font-normal text-white`}>
                      {i.email}
                    </th>
                    <td className={tdClass}>{i.purpose === 'invite' ? 'Invitation' : 'Password reset'}</td>
                    <td className={tdClass}>{i.invitedBy}</td>
                    <td className={tdClass}>{i.expiresAt ? formatMoment(i.expiresAt) : ''}</td>
                    <td className={tdClass}>
                      <ActionButton intent="revoke" values={{ inviteId: i.id }} variant="ghost">
                        Withdraw<span className="sr-only"> the link for {i.email}</span>
                      </ActionButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-graphite-300">No invitation is waiting.</p>
        )}
      </section>

      <section aria-labelledby="activity-heading" className="mt-10">
        <h2 id="activity-heading" className="text-xl text-white">
          Team activity
        </h2>
        {activity.length ? (
          <ol className="mt-3 space-y-2">
            {activity.map((a) => (
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

/**
 * The owner's tick that lets one staff member edit the site's content (decision 033). A form of
 * its own with a Save button, so it works without JavaScript and is reached by keyboard.
 */
function ContentEditorToggle({
  staffId,
  email,
  allowed,
}: {
  staffId: string
  email: string
  allowed: boolean
}) {
  const id = `content-editor-${staffId}`
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="content-editor" />
      <input type="hidden" name="staffId" value={staffId} />
      <input
        id={id}
        type="checkbox"
        name="allow"
        defaultChecked={allowed}
        key={String(allowed)}
        className="h-4 w-4 accent-copper-400"
      />
      <label htmlFor={id} className="text-sm">
        Can edit content<span className="sr-only"> ({email})</span>
      </label>
      <Button type="submit" variant="ghost">
        Save<span className="sr-only"> content permission of {email}</span>
      </Button>
    </Form>
  )
}

export const ErrorBoundary = ConsoleErrorBoundary
