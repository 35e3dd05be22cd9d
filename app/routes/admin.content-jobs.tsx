import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { JobRole } from '~/content/job-roles'
import { ActionButton, AdminPage, Badge, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, publishFromForm, viewOf } from '~/features/content/console.server'
import { jobToggleSchema } from '~/features/content/forms'
import { itemsOfKind } from '~/features/content/store.server'
import { PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-jobs'

export const meta: Route.MetaFunction = () => [
  { title: 'Job roles | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const items = await itemsOfKind(context.db, 'job-role')
  return { roles: items.map((i) => ({ key: i.key, ...viewOf(i), role: i.data as JobRole })) }
}

/** Opens or closes a role in one click: the role's data published again with `open` changed. */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: jobToggleSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  const { intent, key, baseRevision } = submission.value
  const [item] = (await itemsOfKind(context.db, 'job-role')).filter((i) => i.key === key)
  if (!item) return refuse(submission, 'That role no longer exists.', { status: 404 })
  const role = item.data as JobRole
  const answer = await publishFromForm(context.db, submission, {
    kind: 'job-role',
    key,
    data: { ...role, open: intent === 'open' },
    baseRevision,
    author: editor.email,
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: `${role.title} is ${intent === 'open' ? 'open' : 'closed'} (revision ${answer.revision}). The site shows it within a few seconds.`,
    }
  }
  return answer
}

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  return (
    <AdminPage
      title="Job roles"
      actions={
        <Link to="/admin/content/jobs/new" className={buttonClass('primary')}>
          New role
        </Link>
      }
    >
      <Outcome result={outcome} />
      <p className="mb-4 max-w-2xl text-graphite-200">
        Open roles are listed on the careers page and offered in its form; a closed role keeps its
        applications.
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Role
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Last publish
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.roles.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${tdClass} font-normal text-white`}>
                  <Link to={`/admin/content/jobs/${encodeURIComponent(r.key)}`} className={textLinkClass}>
                    {r.role.title}
                  </Link>
                </th>
                <td className={tdClass}>
                  {r.role.open ? (
                    <Badge value="available" label="Open" />
                  ) : (
                    <Badge value="lost" label="Closed" />
                  )}
                </td>
                <td className={tdClass}>
                  <PublishedLine view={r} />
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    <ActionButton
                      intent={r.role.open ? 'close' : 'open'}
                      values={{ key: r.key, baseRevision: String(r.revision) }}
                    >
                      {r.role.open ? 'Close' : 'Open'}
                      <span className="sr-only"> {r.role.title}</span>
                    </ActionButton>
                    <Link
                      to={`/admin/content/history/job-role/${encodeURIComponent(r.key)}`}
                      className={buttonClass('ghost')}
                    >
                      History<span className="sr-only"> of {r.role.title}</span>
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
