import { Outlet } from 'react-router'
import { adminHeaders } from '~/features/admin/guard.server'
import { currentStaff } from '~/features/admin/session.server'
import { ConsoleShell, type ConsoleStaff, consoleHandle } from '~/features/admin/shell'
import { ConsoleErrorBoundary } from '~/features/admin/ui'
import { accessOf } from '~/features/content/access.server'
import type { Route } from './+types/admin'

export const headers = () => adminHeaders

// root.tsx leaves out the public nav and footer under /admin: this layout renders the console's shell.
export const handle = consoleHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Staff console | Refined Resin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ staff: ConsoleStaff }> {
  const staff = await currentStaff(context.db, request)
  if (!staff) return { staff: null }
  const access = await accessOf(context.db, staff.id)
  return {
    staff: {
      email: staff.email,
      role: access?.role ?? 'staff',
      // The nav shows Content only to those who may edit it (decision 033).
      contentEditor: access?.contentEditor ?? false,
    },
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell staff={loaderData.staff}>
      <Outlet />
    </ConsoleShell>
  )
}

/** The layout itself failed: the shell without a signed-in person, and the message. */
export function ErrorBoundary() {
  return (
    <ConsoleShell staff={null}>
      <ConsoleErrorBoundary />
    </ConsoleShell>
  )
}
