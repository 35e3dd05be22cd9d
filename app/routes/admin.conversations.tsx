import { Link } from 'react-router'
import { formatMoment } from '~/features/admin/format'
import { requireStaff } from '~/features/admin/guard.server'
import { listConversations } from '~/features/admin/inbox.server'
import { statusLabels } from '~/features/admin/inbox-filter'
import { AdminPage, Badge, linkClass, tableClass, tdClass, thClass } from '~/features/admin/ui'
import type { Route } from './+types/admin.conversations'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const rows = await listConversations(context.db)
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }
}

export default function Conversations({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Conversations">
      {loaderData.rows.length ? (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Chat conversations, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Started
                </th>
                <th scope="col" className={thClass}>
                  Visitor
                </th>
                <th scope="col" className={thClass}>
                  First message
                </th>
                <th scope="col" className={thClass}>
                  Messages
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.rows.map((c) => (
                <tr key={c.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Link to={`/admin/leads/chat/${c.id}`} className={linkClass}>
                      {formatMoment(c.createdAt)}
                    </Link>
                  </td>
                  <td className={tdClass}>
                    {c.visitorName ?? 'Chat visitor'}{' '}
                    {c.handoff === 'requested' ? <Badge value="new" label="Wants a call" /> : null}
                  </td>
                  <td className={`${tdClass} max-w-md`}>
                    <span className="line-clamp-2">{c.firstMessage ?? '(no message)'}</span>
                  </td>
                  <td className={tdClass}>
                    {c.messages}{' '}
                    {c.incomplete ? <Badge value="incomplete" label={`${c.incomplete} incomplete`} /> : null}
                  </td>
                  <td className={`${tdClass} space-x-1`}>
                    <Badge value={c.status} label={statusLabels[c.status]} />
                    {c.isSpam ? <Badge value="spam" label="Spam" /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-graphite-300">No chat conversations yet.</p>
      )}
    </AdminPage>
  )
}
