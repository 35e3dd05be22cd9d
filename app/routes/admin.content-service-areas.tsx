import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { Field, Input, NativeSelect } from '~/components/ui/field'
import { ActionButton, AdminPage, Badge, Outcome, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { requireContentEditor, requireContentEditorAction } from '~/features/content/access.server'
import type { ContentOutcome } from '~/features/content/console.server'
import { serviceAreaListSchema } from '~/features/content/forms'
import { serviceAreaAction, serviceAreaRows } from '~/features/content/service-areas.server'
import { ConflictPanel, PublishedLine, textLinkClass } from '~/features/content/ui'
import { refuse } from '~/features/forms/outcome.server'
import { requiredFields } from '~/features/forms/required'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.content-service-areas'

export const meta: Route.MetaFunction = () => [
  { title: 'Service areas | Content | Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** The list, filtered on the server (a GET form), so the search works before any JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 80)
  const county = (url.searchParams.get('county') ?? '').slice(0, 80)
  const status = url.searchParams.get('status') ?? 'all'
  const all = await serviceAreaRows(context.db)
  const needle = q.toLowerCase()
  const rows = all.filter(
    (a) =>
      (!needle || a.zip.startsWith(needle) || a.city.toLowerCase().includes(needle)) &&
      (!county || a.county === county) &&
      (status === 'all' || (status === 'retired') === (a.status !== 'published')),
  )
  return {
    rows,
    total: all.length,
    served: all.filter((a) => a.status === 'published').length,
    counties: [...new Set(all.map((a) => a.county))].sort(),
    filter: { q, county, status },
  }
}

/** Adds a ZIP, or retires or restores one, in one click. */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditorAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: serviceAreaListSchema })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.'
    return refuse(submission, message, { fieldErrors: { zip: [message] } })
  }
  return serviceAreaAction(context.db, submission, submission.value, editor)
}

/** The add form refuses an empty ZIP: the field says so (decision 003). */
const zipRequired = requiredFields(serviceAreaListSchema, { intent: 'add' }).includes('zip')

export default function ServiceAreasPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as ContentOutcome | undefined
  const conflict = outcome?.ok === false ? outcome.conflict : undefined
  const zipError = outcome?.ok === false ? outcome.reply?.error?.zip : undefined
  const { rows, total, served, counties, filter } = loaderData
  return (
    <AdminPage title="Service areas">
      <Outcome result={outcome} />
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p className="mb-4 max-w-2xl text-graphite-200">
        Each ZIP served has its own page, in English and in Spanish, a knowledge-hub entry and a place in the
        sitemap. A retired ZIP leaves them all, and its pages send visitors on to the nearest ZIP still
        served. An area holds no wording of its own: both pages are written from its city, county and
        distance, so there is nothing to translate here.
      </p>
      <Form method="post" className="mb-8 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add" />
        <Field
          label="Add a ZIP"
          hint="City, county and location come from the US ZIP data."
          errors={zipError ?? undefined}
          required={zipRequired}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="zip"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              className="w-40"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              required={zipRequired}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass('primary')}>
          Add ZIP
        </button>
      </Form>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="ZIP or city">
          {({ id }) => <Input id={id} name="q" type="search" defaultValue={filter.q} className="w-56" />}
        </Field>
        <Field label="County">
          {({ id }) => (
            <NativeSelect id={id} name="county" defaultValue={filter.county} className="w-48">
              <option value="">All counties</option>
              {counties.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Status">
          {({ id }) => (
            <NativeSelect id={id} name="status" defaultValue={filter.status} className="w-40">
              <option value="all">All</option>
              <option value="served">Served</option>
              <option value="retired">Retired</option>
            </NativeSelect>
          )}
        </Field>
        <button type="submit" className={buttonClass('secondary')}>
          Filter
        </button>
      </Form>
      <p className="mb-3 text-sm text-graphite-300" aria-live="polite">
        Showing {rows.length} of {total} ZIPs ({served} served).
      </p>
      <div className="overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                ZIP
              </th>
              <th scope="col" className={thClass}>
                City and county
              </th>
              <th scope="col" className={thClass}>
                From base
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Last change
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const retired = a.status !== 'published'
              const values = { zip: a.zip, baseRevision: String(a.revision) }
              return (
                <tr key={a.zip} data-zip={a.zip}>
                  <th scope="row" className={`${tdClass} font-normal text-white`}>
                    {retired ? (
                      a.zip
                    ) : (
                      <>
                        <a href={`/service-area/${a.zip}`} className={textLinkClass}>
                          {a.zip}
                        </a>{' '}
                        <a href={`/es/service-area/${a.zip}`} className={`${textLinkClass} text-sm`}>
                          ES<span className="sr-only"> ({a.zip} in Spanish)</span>
                        </a>
                      </>
                    )}
                  </th>
                  <td className={tdClass}>
                    {a.city}
                    <span className="block text-sm text-graphite-300">{a.county} County</span>
                  </td>
                  <td className={tdClass}>{a.direction ? `${a.miles} mi ${a.direction}` : 'At the base'}</td>
                  <td className={tdClass}>
                    {retired ? (
                      <>
                        <Badge value="unavailable" label="Retired" />
                        <span className="mt-1 block text-sm text-graphite-300">
                          Sends visitors to {a.redirectTo ?? 'no other area'}
                        </span>
                      </>
                    ) : (
                      <>
                        <Badge value="available" label="Served" />
                        <span className="mt-1 block text-sm text-graphite-300">
                          If retired: to {a.redirectTo ?? 'no other area'}
                        </span>
                      </>
                    )}
                  </td>
                  <td className={tdClass}>
                    <PublishedLine view={a} />
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <ActionButton intent={retired ? 'restore' : 'retire'} values={values}>
                        {retired ? 'Restore' : 'Retire'}
                        <span className="sr-only"> {a.zip}</span>
                      </ActionButton>
                      <Link
                        to={`/admin/content/history/service-area/${a.zip}`}
                        className={buttonClass('ghost')}
                      >
                        History<span className="sr-only"> of {a.zip}</span>
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
