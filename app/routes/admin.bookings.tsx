import { data, Link } from 'react-router'
import { z } from 'zod'
import { buttonClass } from '~/components/ui/button'
import { bookingCounts, listBookings } from '~/features/admin/bookings.server'
import { formatMoment } from '~/features/admin/format'
import { requireStaff } from '~/features/admin/guard.server'
import { depositLabels } from '~/features/admin/inbox-filter'
import { bookingStatusList } from '~/features/admin/statuses'
import { AdminPage, Badge, linkClass, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { formatCents } from '~/features/payments/money'
import { dayLabel } from '~/features/schedule/calendar'
import type { Route } from './+types/admin.bookings'

const statusParam = z.enum(bookingStatusList).default('pending')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const parsed = statusParam.safeParse(new URL(request.url).searchParams.get('status') ?? undefined)
  if (!parsed.success) throw data('Unknown booking status.', { status: 400 })
  const [rows, counts] = await Promise.all([listBookings(context.db, parsed.data), bookingCounts(context.db)])
  return { status: parsed.data, rows, counts }
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { status, rows, counts } = loaderData
  return (
    <AdminPage title="Bookings">
      <nav aria-label="Booking status" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {bookingStatusList.map((s) => (
            <li key={s}>
              <Link
                to={`/admin/bookings?status=${s}`}
                aria-current={status === s ? 'page' : undefined}
                className={buttonClass(status === s ? 'primary' : 'ghost', 'md', 'capitalize')}
              >
                {s} ({counts[s]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">{status} booking requests</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Block
                </th>
                <th scope="col" className={thClass}>
                  Customer
                </th>
                <th scope="col" className={thClass}>
                  Project
                </th>
                <th scope="col" className={thClass}>
                  Deposit
                </th>
                <th scope="col" className={thClass}>
                  Requested
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <Link to={`/admin/leads/booking/${b.id}`} className={linkClass}>
                      {dayLabel(b.startDate)} – {dayLabel(b.endDate)}
                    </Link>
                    {b.location ? <div className="text-xs text-graphite-400">{b.location}</div> : null}
                  </td>
                  <td className={tdClass}>
                    {b.customerName}
                    <div className="text-xs text-graphite-400">{b.customerEmail}</div>
                  </td>
                  <td className={tdClass}>
                    {b.projectSize} sq ft {b.projectType}
                  </td>
                  <td className={tdClass}>
                    {b.depositStatus ? (
                      <>
                        <Badge value={b.depositStatus} label={depositLabels[b.depositStatus]} />
                        <div className="text-xs text-graphite-400">
                          {formatCents(b.depositCents ?? 0)}
                          {b.depositRefundedCents ? `, ${formatCents(b.depositRefundedCents)} refunded` : ''}
                        </div>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatMoment(b.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-graphite-300">No {status} booking requests.</p>
      )}
    </AdminPage>
  )
}
