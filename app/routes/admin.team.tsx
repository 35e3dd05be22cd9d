import { data, Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { describeAction } from '~/features/admin/audit.server'
import { formatMoment } from '~/features/admin/format'
import { inviteStaff, resetStaffPassword, revokeInvite } from '~/features/admin/invites.server'
import { requireOwner, requireOwnerAction } from '~/features/admin/owner.server'
import { roleLabels } from '~/features/admin/roles'
import { listTeam, removeStaff, teamActivity } from '~/features/admin/team.server'
import { inviteSchema, memberActionSchema, revokeSchema } from '~/features/admin/team-schemas'
import {
  ActionButton,
  type ActionOutcome,
  AdminPage,
  Badge,
  ConsoleErrorBoundary,
  Outcome,
  tableClass,
  tdClass,
  thClass,
} from '~/features/admin/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.team'

export const meta: Route.MetaFunction = () => [
  { title: 'Team | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context)
  const [{ members, invites }, activity] = await Promise.all([listTeam(context.db), teamActivity(context.db)])
  const iso = (d: Date | null) => d?.toISOString() ?? null
  return {
    selfId: owner.id,
    members: members.map((m) => ({ ...m, createdAt: iso(m.createdAt), lastSignInAt: iso(m.lastSignInAt) })),
    invites: invites.map((i) => ({ ...i, createdAt: iso(i.createdAt), expiresAt: iso(i.expiresAt) })),
    activity: activity.map((a) => ({
      id: a.id,
      who: a.staffEmail,
      what: describeAction(a.action, a.detail),
      when: a.createdAt.toISOString(),
    })),
  }
}

type TeamOutcome = ActionOutcome & { email?: string }

const fail = (
  error: string,
  status: number,
  extra: { fieldErrors?: Record<string, string[]>; email?: string } = {},
) => data<TeamOutcome>({ ok: false, error, ...extra }, { status })

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwnerAction(request, context)
  const form = Object.fromEntries(await requireFormData(request))
  switch (form.intent) {
    case 'invite': {
      const parsed = inviteSchema.safeParse(form)
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? 'Enter a valid email address.'
        return fail(error, 400, { fieldErrors: { email: [error] }, email: String(form.email ?? '') })
      }
      const result = await inviteStaff(context.db, context.mailer, owner, parsed.data.email)
      if (!result.ok) return fail(result.error, result.status, { email: parsed.data.email })
      return { ok: true, message: result.message } satisfies TeamOutcome
    }
    case 'remove':
    case 'reset': {
      const parsed = memberActionSchema.safeParse(form)
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Unknown staff member.', 400)
      const result =
        parsed.data.intent === 'remove'
          ? await removeStaff(context.db, owner, parsed.data.staffId)
          : await resetStaffPassword(context.db, context.mailer, owner, parsed.data.staffId)
      if (!result.ok) return fail(result.error, result.status)
      return { ok: true, message: result.message } satisfies TeamOutcome
    }
    case 'revoke': {
      const parsed = revokeSchema.safeParse(form)
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Unknown invitation.', 400)
      const result = await revokeInvite(context.db, owner, parsed.data.inviteId)
      if (!result.ok) return fail(result.error, result.status)
      return { ok: true, message: result.message } satisfies TeamOutcome
    }
    default:
      return fail('Unknown action.', 400)
  }
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { selfId, members, invites, activity } = loaderData
  const navigation = useNavigation()
  const inviting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite'
  const inviteError = actionData && !actionData.ok ? actionData.fieldErrors?.email : undefined
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
        {/* A new key after each success empties the field for the next invitation. */}
        <Form
          method="post"
          className="mt-4 flex flex-wrap items-end gap-3"
          key={actionData?.ok ? actionData.message : 'invite'}
        >
          <input type="hidden" name="intent" value="invite" />
          <Field label="Email address" errors={inviteError} required className="min-w-64 flex-1">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                defaultValue={actionData && !actionData.ok ? actionData.email : undefined}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <Button type="submit" disabled={inviting}>
            Send invitation
          </Button>
        </Form>
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
                  <td className={tdClass}>
                    {m.role === 'staff' && m.id !== selfId ? (
                      <div className="flex flex-wrap gap-2">
                        <ActionButton intent="reset" values={{ staffId: m.id }} variant="ghost">
                          Reset password<span className="sr-only"> of {m.email}</span>
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

export const ErrorBoundary = ConsoleErrorBoundary
