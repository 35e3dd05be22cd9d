import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { PortfolioProject } from '~/content/projects'
import { ActionButton, AdminPage, Badge, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, viewOf } from '~/features/content/console.server'
import { projectListSchema } from '~/features/content/forms'
import { projectListAction } from '~/features/content/projects.server'
import { projectsInOrder } from '~/features/content/store.server'
import { ConflictPanel, PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-projects'

export const meta: Route.MetaFunction = () => [
  { title: 'Portfolio projects | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const { order, items } = await projectsInOrder(context.db)
  return {
    orderRevision: order?.revision ?? 0,
    order: order ? { ...viewOf(order), data: undefined } : null,
    projects: items.map((i) => ({ key: i.key, ...viewOf(i), project: i.data as PortfolioProject })),
  }
}

/** Moves a project up or down, or publishes or unpublishes it, in one click. */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: projectListSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  return projectListAction(context.db, submission, submission.value, editor)
}

export default function ProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const { projects, orderRevision, order } = loaderData
  const last = projects.length - 1
  return (
    <AdminPage
      title="Portfolio projects"
      actions={
        <Link to="/admin/content/projects/new" className={buttonClass('primary')}>
          New project
        </Link>
      }
    >
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p className="mb-4 max-w-2xl text-graphite-200">
        The portfolio shows the published projects in this order. An unpublished project is hidden from the
        site and kept here.
        {order ? (
          <>
            {' '}
            Order: <PublishedLine view={order} />.{' '}
            <Link to="/admin/content/history/project-order/portfolio" className={textLinkClass}>
              History of the order
            </Link>
          </>
        ) : null}
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Place
              </th>
              <th scope="col" className={thClass}>
                Project
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
            {projects.map((p, i) => {
              const published = p.status === 'published'
              const order = { key: p.key, orderRevision: String(orderRevision) }
              return (
                <tr key={p.key} data-project={p.key}>
                  <td className={tdClass}>{i + 1}</td>
                  <th scope="row" className={`${tdClass} font-normal text-white`}>
                    <Link
                      to={`/admin/content/projects/${encodeURIComponent(p.key)}`}
                      className={textLinkClass}
                    >
                      {p.project.title}
                    </Link>
                    <span className="block text-sm text-graphite-300">
                      {p.project.location}
                      {/* Only a project with its Spanish is on /es/portfolio (decision 034). */}
                      {p.project.es ? ' · In Spanish too' : ' · English only'}
                    </span>
                  </th>
                  <td className={tdClass}>
                    {published ? (
                      <Badge value="available" label="Published" />
                    ) : (
                      <Badge value="unavailable" label="Unpublished" />
                    )}
                  </td>
                  <td className={tdClass}>
                    <PublishedLine view={p} />
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      {i > 0 ? (
                        <ActionButton intent="up" values={order} variant="ghost">
                          Up<span className="sr-only"> {p.project.title}</span>
                        </ActionButton>
                      ) : null}
                      {i < last ? (
                        <ActionButton intent="down" values={order} variant="ghost">
                          Down<span className="sr-only"> {p.project.title}</span>
                        </ActionButton>
                      ) : null}
                      <ActionButton
                        intent={published ? 'unpublish' : 'publish'}
                        values={{ key: p.key, baseRevision: String(p.revision) }}
                      >
                        {published ? 'Unpublish' : 'Publish'}
                        <span className="sr-only"> {p.project.title}</span>
                      </ActionButton>
                      <Link
                        to={`/admin/content/history/project/${encodeURIComponent(p.key)}`}
                        className={buttonClass('ghost')}
                      >
                        History<span className="sr-only"> of {p.project.title}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </AdminPage>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
