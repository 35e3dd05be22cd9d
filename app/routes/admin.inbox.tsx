import { data, Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { Field, NativeSelect } from '~/components/ui/field'
import { formatMoment } from '~/features/admin/format'
import { requireStaff } from '~/features/admin/guard.server'
import { inboxCounts, inboxSources, listInbox } from '~/features/admin/inbox.server'
import {
  depositFilters,
  depositLabels,
  inboxKinds,
  inboxQuery,
  inboxStatuses,
  kindLabels,
  languageLabels,
  parseInboxFilter,
  statusLabels,
} from '~/features/admin/inbox-filter'
import { AdminPage, Badge, linkClass, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { defaultLang, servedLangs } from '~/i18n/lang'
import type { Route } from './+types/admin.inbox'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const parsed = parseInboxFilter(new URL(request.url).searchParams)
  if (!parsed.ok) throw data(parsed.error, { status: 400 })
  const [list, counts, sources] = await Promise.all([
    listInbox(context.db, parsed.filter),
    inboxCounts(context.db),
    inboxSources(context.db),
  ])
  return { filter: parsed.filter, counts, sources, ...list }
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, counts, sources, rows, total, pageSize } = loaderData
  const views = [
    { view: 'inbox', label: `All leads (${counts.inbox})` },
    { view: 'stale', label: `Stale (${counts.stale})` },
    { view: 'spam', label: `Spam (${counts.spam})` },
  ] as const
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const csvHref = `/admin/inbox.csv${inboxQuery({ ...filter, page: 1 })}`
  return (
    <AdminPage
      title="Inbox"
      actions={
        <a href={csvHref} className={buttonClass('secondary')} download>
          Export CSV
        </a>
      }
    >
      <nav aria-label="Inbox views" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => (
            <li key={v.view}>
              <Link
                to={`/admin/inbox${inboxQuery({ ...filter, view: v.view, page: 1 })}`}
                aria-current={filter.view === v.view ? 'page' : undefined}
                className={buttonClass(filter.view === v.view ? 'primary' : 'ghost')}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        {filter.view !== 'inbox' ? <input type="hidden" name="view" value={filter.view} /> : null}
        <Field label="Kind">
          {({ id }) => (
            <NativeSelect id={id} name="kind" defaultValue={filter.kind ?? 'all'} className="w-56">
              <option value="all">All kinds</option>
              {inboxKinds.map((k) => (
                <option key={k} value={k}>
                  {kindLabels[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Status">
          {({ id }) => (
            <NativeSelect id={id} name="status" defaultValue={filter.status ?? 'all'} className="w-44">
              <option value="all">All statuses</option>
              {inboxStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Source">
          {({ id }) => (
            <NativeSelect id={id} name="source" defaultValue={filter.source ?? 'all'} className="w-48">
              <option value="all">All sources</option>
              {[...new Set([...sources, ...(filter.source ? [filter.source] : [])])].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Language">
          {({ id }) => (
            <NativeSelect id={id} name="language" defaultValue={filter.language ?? 'all'} className="w-40">
              <option value="all">All languages</option>
              {servedLangs.map((l) => (
                <option key={l} value={l}>
                  {languageLabels[l]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Deposit">
          {({ id }) => (
            <NativeSelect id={id} name="deposit" defaultValue={filter.deposit ?? 'all'} className="w-56">
              <option value="all">Any deposit</option>
              {depositFilters.map((d) => (
                <option key={d} value={d}>
                  {depositLabels[d]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <button type="submit" className={buttonClass('secondary')}>
          Filter
        </button>
      </Form>
      <p className="mb-3 text-sm text-graphite-300" aria-live="polite">
        {total} lead{total === 1 ? '' : 's'}
        {pages > 1 ? `, page ${filter.page} of ${pages}` : ''}
      </p>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Leads, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Received
                </th>
                <th scope="col" className={thClass}>
                  Kind
                </th>
                <th scope="col" className={thClass}>
                  From
                </th>
                <th scope="col" className={thClass}>
                  About
                </th>
                <th scope="col" className={thClass}>
                  Source
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.kind}-${r.id}`}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatMoment(r.createdAt)}</td>
                  <td className={tdClass}>{kindLabels[r.kind]}</td>
                  <td className={tdClass}>
                    <Link to={`/admin/leads/${r.kind}/${r.id}`} className={linkClass}>
                      {r.name}
                    </Link>
                    {r.email ? <div className="text-xs text-graphite-400">{r.email}</div> : null}
                    {r.language !== defaultLang ? (
                      // Written in another language (the one stored with the lead): answer in it (decision 034).
                      <div className="text-xs font-semibold text-copper-300">
                        {languageLabels[r.language]}
                      </div>
                    ) : null}
                  </td>
                  <td className={`${tdClass} max-w-md`}>
                    <span className="line-clamp-2">{r.summary}</span>
                  </td>
                  <td className={tdClass}>{r.sourceLabel}</td>
                  <td className={`${tdClass} space-x-1 whitespace-nowrap`}>
                    <Badge value={r.status} label={statusLabels[r.status]} />
                    {r.stale ? <Badge value="stale" label="Stale" /> : null}
                    {r.isSpam ? <Badge value="spam" label="Spam" /> : null}
                    {r.depositStatus ? (
                      <Badge value={r.depositStatus} label={depositLabels[r.depositStatus]} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-graphite-300">No leads match this view.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex gap-3">
          {filter.page > 1 ? (
            <Link
              to={`/admin/inbox${inboxQuery({ ...filter, page: filter.page - 1 })}`}
              className={linkClass}
            >
              Newer
            </Link>
          ) : null}
          {filter.page < pages ? (
            <Link
              to={`/admin/inbox${inboxQuery({ ...filter, page: filter.page + 1 })}`}
              className={linkClass}
            >
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  )
}
