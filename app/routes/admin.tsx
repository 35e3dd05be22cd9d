import { Outlet } from 'react-router'
import { adminHeaders } from '~/features/admin/guard.server'
import { roleOf } from '~/features/admin/owner.server'
import { currentStaff } from '~/features/admin/session.server'
import { type ConsoleStaff, consoleHandle } from '~/features/admin/shell'
import { ConsoleErrorBoundary } from '~/features/admin/ui'
import type { Route } from './+types/admin'

export const headers = () => adminHeaders

// root.tsx renders the console's own shell (header, nav, sign-out) for every page under /admin.
export const handle = consoleHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ staff: ConsoleStaff }> {
  const staff = await currentStaff(context.db, request)
  if (!staff) return { staff: null }
  return { staff: { email: staff.email, role: (await roleOf(context.db, staff.id)) ?? 'staff' } }
}

export default function AdminLayout() {
  return <Outlet />
}

export const ErrorBoundary = ConsoleErrorBoundary
