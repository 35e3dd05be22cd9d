import { Link } from 'react-router'
import { dashboard } from '~/features/admin/dashboard.server'
import { requireStaff } from '~/features/admin/guard.server'
import { type InboxKind, kindLabels } from '~/features/admin/inbox-filter'
import { AdminPage, linkClass, tableClass, tdClass, thClass } from '~/features/admin/ui'
import { formatCents } from '~/features/payments/money'
import { dayLabel } from '~/features/schedule/calendar'
import type { Route } from './+types/admin.dashboard'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  return dashboard(context.db)
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { thisWeek, pendingBookings, nextInstalls, weekly, bySource, deposits } = loaderData
  const max = Math.max(1, ...weekly.map((w) => w.count))
  return (
    <AdminPage title="Dashboard">
      <section aria-labelledby="week-heading">
        <h2 id="week-heading" className="text-xl text-white">
          New this week
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {(Object.keys(thisWeek) as InboxKind[]).map((kind) => (
            <li key={kind} className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
              <Link to={`/admin/inbox?kind=${kind}`} className="block no-underline">
                <span className="block text-3xl font-semibold text-white">{thisWeek[kind]}</span>
                <span className="text-sm text-graphite-300">{kindLabels[kind]}s</span>
              </Link>
            </li>
          ))}
          <li className="rounded-xl border border-copper-400/50 bg-graphite-900 p-4">
            <Link to="/admin/bookings?status=pending" className="block no-underline">
              <span className="block text-3xl font-semibold text-copper-200">{pendingBookings}</span>
              <span className="text-sm text-graphite-300">Pending bookings</span>
            </Link>
          </li>
        </ul>
      </section>

      {deposits.paid ? (
        <section aria-labelledby="deposits-heading" className="mt-10">
          <h2 id="deposits-heading" className="text-xl text-white">
            Deposits
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {[
              [`Taken (${deposits.paid})`, deposits.takenCents],
              ['Refunded', deposits.refundedCents],
              ['Kept', deposits.keptCents],
            ].map(([label, cents]) => (
              <div key={label} className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
                <dt className="text-sm text-graphite-300">{label}</dt>
                <dd className="text-3xl font-semibold text-white">{formatCents(Number(cents))}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="installs-heading" className="mt-10">
        <h2 id="installs-heading" className="text-xl text-white">
          Next installs
        </h2>
        {nextInstalls.length ? (
          <ul className="mt-3 space-y-2">
            {nextInstalls.map((b) => (
              <li key={b.id} className="rounded-lg border border-graphite-800 p-3 text-graphite-200">
                <Link to={`/admin/leads/booking/${b.id}`} className={linkClass}>
                  {dayLabel(b.startDate)} – {dayLabel(b.endDate)}
                </Link>{' '}
                · {b.customerName} · {b.projectSize} sq ft · {b.projectAddress}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-graphite-300">No confirmed installs ahead.</p>
        )}
      </section>

      <section aria-labelledby="chart-heading" className="mt-10">
        <h2 id="chart-heading" className="text-xl text-white">
          Leads per week, last 12 weeks
        </h2>
        <figure className="mt-4">
          <div className="flex h-48 items-end gap-2 border-b border-graphite-700" aria-hidden="true">
            {weekly.map((w) => (
              <div key={w.week} className="flex flex-1 flex-col items-center justify-end gap-1">
                <span className="text-xs text-graphite-300">{w.count}</span>
                <div
                  className="w-full rounded-t bg-copper-400"
                  style={{ height: `${(w.count / max) * 100}%`, minHeight: w.count ? '4px' : '0' }}
                />
              </div>
            ))}
          </div>
          <div className="mt-1 flex gap-2" aria-hidden="true">
            {weekly.map((w) => (
              <span key={w.week} className="flex-1 text-center text-[10px] text-graphite-400">
                {w.week.slice(5)}
              </span>
            ))}
          </div>
          <figcaption className="sr-only">
            <table>
              <caption>Leads per week (week starting Monday)</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Leads</th>
                </tr>
              </thead>
              <tbody>
                {weekly.map((w) => (
                  <tr key={w.week}>
                    <td>{dayLabel(w.week)}</td>
                    <td>{w.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="sources-heading" className="mt-10">
        <h2 id="sources-heading" className="text-xl text-white">
          Leads by source, last 12 weeks
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          Counted under the first visit’s utm_source, else the referring site, else direct.
        </p>
        {bySource.length ? (
          <table className={`${tableClass} mt-3 max-w-xl`}>
            <caption className="sr-only">Leads and confirmed bookings by source, last 12 weeks</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Source
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Leads
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Confirmed bookings
                </th>
              </tr>
            </thead>
            <tbody>
              {bySource.map((r) => (
                <tr key={r.source}>
                  <th scope="row" className={`${tdClass} text-left font-normal`}>
                    <Link to={`/admin/inbox?source=${encodeURIComponent(r.source)}`} className={linkClass}>
                      {r.source}
                    </Link>
                  </th>
                  <td className={`${tdClass} text-right`}>{r.leads}</td>
                  <td className={`${tdClass} text-right`}>{r.confirmed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-3 text-graphite-300">No leads in the last 12 weeks.</p>
        )}
        <p className="mt-4 text-sm">
          <Link to="/admin/calendar" className={linkClass}>
            Subscribe to the install calendar on your phone
          </Link>
        </p>
      </section>
    </AdminPage>
  )
}
