import { NavLink, Outlet } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { adminHeaders } from '~/features/admin/guard.server'
import { currentStaff } from '~/features/admin/session.server'
import type { Route } from './+types/admin'

export const headers = () => adminHeaders

export const meta: Route.MetaFunction = () => [
  { title: 'Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await currentStaff(context.db, request)
  return { email: staff?.email ?? null }
}

const sections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/slots', label: 'Slots' },
  { to: '/admin/conversations', label: 'Conversations' },
  { to: '/admin/outbox', label: 'Outbox' },
]

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-graphite-950">
      {loaderData.email ? (
        <div className="border-b border-graphite-800 bg-graphite-900">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
            <nav aria-label="Staff console">
              <ul className="flex flex-wrap gap-1">
                {sections.map((s) => (
                  <li key={s.to}>
                    <NavLink
                      to={s.to}
                      end={s.end}
                      className={({ isActive }) =>
                        `rounded-full px-3 py-1.5 text-sm font-medium no-underline ${
                          isActive
                            ? 'bg-copper-400 text-graphite-950'
                            : 'text-graphite-100 hover:bg-graphite-800'
                        }`
                      }
                    >
                      {s.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="post" action="/admin/sign-out" className="flex items-center gap-3">
              <span className="text-sm text-graphite-300">{loaderData.email}</span>
              <button type="submit" className={buttonClass('ghost')}>
                Sign out
              </button>
            </form>
          </div>
        </div>
      ) : null}
      <Outlet />
    </div>
  )
}
