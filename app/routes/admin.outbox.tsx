import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { z } from 'zod'
import { buttonClass } from '~/components/ui/button'
import { formatMoment } from '~/features/admin/format'
import { requireStaff, requireStaffAction } from '~/features/admin/guard.server'
import { hideSetPasswordLinks } from '~/features/admin/invites.server'
import { listOutbox, mailStateFilter, retryMail } from '~/features/admin/outbox.server'
import { roleOf } from '~/features/admin/owner.server'
import { mailStateList } from '~/features/admin/statuses'
import { ActionButton, AdminPage, Badge, Outcome } from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.outbox'

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  const raw = new URL(request.url).searchParams.get('state')
  const state = mailStateFilter.safeParse(raw && raw !== 'all' ? raw : undefined)
  if (!state.success) throw data('Unknown mail state.', { status: 400 })
  const rows = await listOutbox(context.db, state.data)
  return {
    state: state.data ?? null,
    rows: hideSetPasswordLinks(rows, await roleOf(context.db, staff.id)).map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

const retrySchema = z.object({
  intent: z.literal('retry', 'Unknown action.'),
  mailId: z.uuid('Unknown mail.'),
})

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: retrySchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  const result = await retryMail(context.db, context.mailer, staff, submission.value.mailId)
  if (!result.ok) return refuse(submission, result.error, { status: result.status })
  return accept(submission, result.message)
}

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { state, rows } = loaderData
  return (
    <AdminPage title="Outbox">
      <Outcome result={actionData} />
      <nav aria-label="Mail state" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...mailStateList].map((s) => (
            <li key={s ?? 'all'}>
              <Link
                to={s ? `/admin/outbox?state=${s}` : '/admin/outbox'}
                aria-current={state === s ? 'page' : undefined}
                className={buttonClass(state === s ? 'primary' : 'ghost', 'md', 'capitalize')}
              >
                {s ?? 'All mail'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length ? (
        <ul className="space-y-3">
          {rows.map((m) => (
            <li key={m.id} className="rounded-xl border border-graphite-800 bg-graphite-900 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-semibold text-white">{m.subject}</p>
                  <p className="text-sm text-graphite-300">
                    To {m.to} · {formatMoment(m.createdAt)} · {m.attempts} attempt
                    {m.attempts === 1 ? '' : 's'}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge value={m.state} />
                  {m.state !== 'sent' ? (
                    <ActionButton intent="retry" values={{ mailId: m.id }}>
                      Retry
                    </ActionButton>
                  ) : null}
                </div>
              </div>
              {m.lastError ? <p className="mt-2 text-sm text-red-200">Last error: {m.lastError}</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm text-copper-200">Show the message</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words text-sm text-graphite-200">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-graphite-300">No mail here.</p>
      )}
    </AdminPage>
  )
}
