import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { Logo } from '~/components/site/nav'
import { buttonClass } from '~/components/ui/button'
import { navFor } from './nav'
import { roleLabels, type StaffRole } from './roles'

/** Set on the /admin route (`handle`): root.tsx then leaves out the public nav and footer. */
export const consoleHandle = { shell: 'console' } as const

/** What the /admin layout's loader gives the shell: the signed-in person, if any. */
export type ConsoleStaff = { email: string; role: StaffRole; contentEditor: boolean } | null

/**
 * The staff console's own shell: its header (console nav, who is signed in and
 * as what, sign-out) and the page; no public nav, footer, estimate button or chat.
 */
export function ConsoleShell({ staff, children }: { staff: ConsoleStaff; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-graphite-800 bg-graphite-900">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <Link to="/admin" className="flex items-center gap-2 font-display text-white no-underline">
            <Logo className="h-6 w-6" />
            Staff console
          </Link>
          {staff ? (
            <form method="post" action="/admin/sign-out" className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-graphite-200">
                <span className="sr-only">Signed in as </span>
                {`${staff.email} · `}
                <span className="font-semibold">{roleLabels[staff.role]}</span>
              </p>
              <button type="submit" className={buttonClass('ghost')}>
                Sign out
              </button>
            </form>
          ) : null}
        </div>
        {staff ? (
          <div className="container-page pb-3">
            <nav aria-label="Staff console">
              <ul className="flex flex-wrap gap-1">
                {navFor(staff).map((s) => (
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
          </div>
        ) : null}
      </header>
      <main id="main" className="flex-1 bg-graphite-950">
        {children}
      </main>
    </>
  )
}
