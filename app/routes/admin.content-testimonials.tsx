import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { Testimonial } from '~/content/testimonials'
import { ActionButton, AdminPage, Badge, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { type ContentOutcome, setItemStatus, viewOf } from '~/features/content/console.server'
import { statusToggleSchema } from '~/features/content/forms'
import { itemsOfKind } from '~/features/content/store.server'
import { ConflictPanel, PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-testimonials'

export const meta: Route.MetaFunction = () => [
  { title: 'Testimonials | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const items = await itemsOfKind(context.db, 'testimonial')
  return {
    testimonials: items.map((i) => ({ key: i.key, ...viewOf(i), testimonial: i.data as Testimonial })),
  }
}

/** Publishes or unpublishes a testimonial in one click. */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: statusToggleSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  const { intent, key, baseRevision } = submission.value
  return setItemStatus(
    context.db,
    submission,
    { kind: 'testimonial', key, baseRevision, publish: intent === 'publish', author: editor.email },
    (t) => `${(t as Testimonial).name}’s testimonial`,
  )
}

export default function TestimonialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  return (
    <AdminPage
      title="Testimonials"
      actions={
        <Link to="/admin/content/testimonials/new" className={buttonClass('primary')}>
          New testimonial
        </Link>
      }
    >
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p className="mb-4 max-w-2xl text-graphite-200">
        The home page shows the published testimonials in this order. An unpublished one is hidden from the
        site and kept here.
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Client
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
            {loaderData.testimonials.map((t) => {
              const published = t.status === 'published'
              return (
                <tr key={t.key}>
                  <th scope="row" className={`${tdClass} font-normal text-white`}>
                    <Link
                      to={`/admin/content/testimonials/${encodeURIComponent(t.key)}`}
                      className={textLinkClass}
                    >
                      {t.testimonial.name}
                    </Link>
                    <span className="block text-sm text-graphite-300">
                      {t.testimonial.role} · {t.testimonial.location}
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
                    <PublishedLine view={t} />
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <ActionButton
                        intent={published ? 'unpublish' : 'publish'}
                        values={{ key: t.key, baseRevision: String(t.revision) }}
                      >
                        {published ? 'Unpublish' : 'Publish'}
                        <span className="sr-only"> {t.testimonial.name}</span>
                      </ActionButton>
                      <Link
                        to={`/admin/content/history/testimonial/${encodeURIComponent(t.key)}`}
                        className={buttonClass('ghost')}
                      >
                        History<span className="sr-only"> of {t.testimonial.name}</span>
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
