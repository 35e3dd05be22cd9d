import { adminHeaders, requireStaff } from '~/features/admin/guard.server'
import { inboxCsv } from '~/features/admin/inbox.server'
import { parseInboxFilter } from '~/features/admin/inbox-filter'
import { todayInBusinessZone } from '~/features/schedule/calendar'
import type { Route } from './+types/admin.inbox-csv'

/** The inbox's current view (every page of it) as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const parsed = parseInboxFilter(new URL(request.url).searchParams)
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers: adminHeaders })
  const { page: _page, ...filter } = parsed.filter
  const csv = await inboxCsv(context.db, filter)
  const name = [
    'leads',
    filter.view !== 'inbox' ? filter.view : null,
    filter.kind,
    filter.status,
    filter.language,
    todayInBusinessZone(new Date()),
  ]
    .filter(Boolean)
    .join('-')
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
    },
  })
}
