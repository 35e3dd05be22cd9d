import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { adminHeaders } from '~/features/admin/guard.server'
import { AdminPage, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import {
  type ContentOutcome,
  contentKinds,
  historyOf,
  kindLabels,
  restoreRevision,
  viewOf,
} from '~/features/content/console.server'
import { restoreSchema } from '~/features/content/forms'
import { type ContentKind, contentItem } from '~/features/content/store.server'
import { ConflictPanel, ContentValue, PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-history'

function kindOf(value: string | undefined): ContentKind {
  const kind = contentKinds.find((k) => k === value)
  if (!kind) throw data('There is no such kind of content.', { status: 404, headers: adminHeaders })
  return kind
}

export const meta: Route.MetaFunction = () => [
  { title: 'History | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const kind = kindOf(params.kind)
  const item = await contentItem(context.db, kind, params.key)
  if (!item) throw data('There is no such content item.', { status: 404, headers: adminHeaders })
  const revisions = await historyOf(context.db, kind, params.key)
  const shown = new URL(request.url).searchParams.get('revision')
  return {
    kind,
    key: params.key,
    label: kindLabels[kind],
    current: { ...viewOf(item), data: undefined },
    // Only the data of the one revision opened travels to the page.
    revisions: revisions.map((r) => ({ ...r, data: r.id === shown ? r.data : undefined })),
    shown: revisions.some((r) => r.id === shown) ? shown : null,
  }
}

/** Restores one revision in one step: its data published again as a new revision. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const kind = kindOf(params.kind)
  const submission = parseWithZod(await requireFormData(request), { schema: restoreSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  return restoreRevision(context.db, submission, {
    kind,
    key: params.key,
    revisionId: submission.value.revisionId,
    baseRevision: submission.value.baseRevision,
    author: editor.email,
  })
}

const actionLabels: Record<string, string> = {
  import: 'Imported from the repository',
  publish: 'Published',
  restore: 'Restored',
  unpublish: 'Unpublished',
  reorder: 'Reordered',
}

export default function HistoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, key, label, current, revisions, shown } = loaderData
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const navigation = useNavigation()
  const base = `/admin/content/history/${kind}/${encodeURIComponent(key)}`
  const open = revisions.find((r) => r.id === shown)
  return (
    <AdminPage title={`History: ${label}${kind === 'job-role' || kind === 'service-area' ? ` ${key}` : ''}`}>
      <p className="mb-4 text-sm text-graphite-300">
        <Link to="/admin/content" className={textLinkClass}>
          Content
        </Link>
        {' · '}Published now: <PublishedLine view={current} />.
      </p>
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <caption className="sr-only">Every revision, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Revision
              </th>
              <th scope="col" className={thClass}>
                What
              </th>
              <th scope="col" className={thClass}>
                Who
              </th>
              <th scope="col" className={thClass}>
                When
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((r) => (
              <tr key={r.id} aria-current={r.id === shown ? 'true' : undefined}>
                <th scope="row" className={`${tdClass} font-normal text-white`}>
                  {r.revision}
                  {r.revision === current.revision ? (
                    <span className="text-graphite-300"> (published)</span>
                  ) : null}
                </th>
                <td className={tdClass}>{actionLabels[r.action] ?? r.action}</td>
                <td className={tdClass}>{r.by}</td>
                <td className={tdClass}>
                  <time dateTime={r.at}>
                    {new Date(r.at).toISOString().slice(0, 16).replace('T', ' ')} UTC
                  </time>
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    <Link to={`${base}?revision=${r.id}`} className={textLinkClass}>
                      View<span className="sr-only"> revision {r.revision}</span>
                    </Link>
                    {r.revision === current.revision ? null : (
                      <Form method="post" className="inline">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="revisionId" value={r.id} />
                        <input type="hidden" name="baseRevision" value={current.revision} />
                        <Button type="submit" variant="ghost" disabled={navigation.state === 'submitting'}>
                          Restore<span className="sr-only"> revision {r.revision}</span>
                        </Button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open ? (
        <section
          aria-labelledby="revision-heading"
          className="mt-8 rounded-xl border border-graphite-700 p-4"
        >
          <h2 id="revision-heading" className="text-xl text-white">
            Revision {open.revision}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">
            <PublishedLine view={open} />
          </p>
          <div className="mt-3 text-sm">
            <ContentValue value={open.data} />
          </div>
        </section>
      ) : null}
    </AdminPage>
  )
}

export { ConsoleErrorBoundary as ErrorBoundary } from '~/features/admin/ui'
