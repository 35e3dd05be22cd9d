import { parseWithZod } from '@conform-to/zod/v4'
import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import type { Author } from '~/content/authors'
import { ActionButton, AdminPage, Badge, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import { authorListAction } from '~/features/content/authors.server'
import { type ContentOutcome, viewOf } from '~/features/content/console.server'
import { statusToggleSchema } from '~/features/content/forms'
import { itemsOfKind } from '~/features/content/store.server'
import { ConflictPanel, PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-authors'

export const meta: Route.MetaFunction = () => [
  { title: 'Authors | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const items = await itemsOfKind(context.db, 'author')
  return { authors: items.map((i) => ({ key: i.key, ...viewOf(i), author: i.data as Author })) }
}

/** Publishes or unpublishes an author in one click (not one who signs a published article). */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: statusToggleSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  return authorListAction(context.db, submission, submission.value, editor)
}

export default function AuthorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  return (
    <AdminPage
      title="Authors"
      actions={
        <Link to="/admin/content/authors/new" className={buttonClass('primary')}>
          New author
        </Link>
      }
    >
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p className="mb-4 max-w-2xl text-graphite-200">
        The people who sign the knowledge hub’s articles. Each published author has a page and a contact card.
        An author who signs a published article cannot be unpublished: give the article another author first.
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Author
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
            {loaderData.authors.map((a) => {
              const published = a.status === 'published'
              return (
                <tr key={a.key} data-author={a.key}>
                  <th scope="row" className={`${tdClass} font-normal text-white`}>
                    <Link
                      to={`/admin/content/authors/${encodeURIComponent(a.key)}`}
                      className={textLinkClass}
                    >
                      {a.author.name}
                    </Link>
                    <span className="block text-sm text-graphite-300">{a.author.role}</span>
                  </th>
                  <td className={tdClass}>
                    {published ? (
                      <Badge value="available" label="Published" />
                    ) : (
                      <Badge value="unavailable" label="Unpublished" />
                    )}
                  </td>
                  <td className={tdClass}>
                    <PublishedLine view={a} />
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <ActionButton
                        intent={published ? 'unpublish' : 'publish'}
                        values={{ key: a.key, baseRevision: String(a.revision) }}
                      >
                        {published ? 'Unpublish' : 'Publish'}
                        <span className="sr-only"> {a.author.name}</span>
                      </ActionButton>
                      <Link
                        to={`/admin/content/history/author/${encodeURIComponent(a.key)}`}
                        className={buttonClass('ghost')}
                      >
                        History<span className="sr-only"> of {a.author.name}</span>
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
