import { eq } from 'drizzle-orm'
import { type AppLoadContext, data } from 'react-router'
import type { Database } from '~/db/client.server'
import { staffAccounts, type staffRoles } from '~/db/schema'
import { adminHeaders, requireSameOrigin, requireStaff } from './guard.server'
import type { StaffRole } from './roles'
import type { Staff } from './session.server'

// roles.ts (shared with the browser) and the schema must name the same roles.
type SchemaRole = (typeof staffRoles)[number]
const _sameRoles: [SchemaRole, StaffRole] extends [StaffRole, SchemaRole] ? true : never = true
void _sameRoles

export type StaffWithRole = Staff & { role: StaffRole }

export async function roleOf(db: Database, staffId: string): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
  return row?.role ?? null
}

/** The signed-in person and their role; anyone signed out is sent to sign in. */
async function requireStaffWithRole(request: Request, context: AppLoadContext): Promise<StaffWithRole> {
  const staff = await requireStaff(request, context)
  return { ...staff, role: (await roleOf(context.db, staff.id)) ?? 'staff' }
}

/** The owner; a staff member gets a 403 (shown inside the console by the page's error boundary). */
export async function requireOwner(request: Request, context: AppLoadContext): Promise<StaffWithRole> {
  const staff = await requireStaffWithRole(request, context)
  if (staff.role !== 'owner') {
    throw data('Only the owner can manage the team.', { status: 403, headers: adminHeaders })
  }
  return staff
}

/** For owner-only actions: same origin first, then the owner. */
export async function requireOwnerAction(request: Request, context: AppLoadContext): Promise<StaffWithRole> {
  requireSameOrigin(request)
  return requireOwner(request, context)
}

/**
 * Makes the ADMIN_EMAIL account the owner at start (an account created before roles
 * existed, or by `staff:add`). Returns whether such an account exists.
 */
export async function makeOwner(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ role: 'owner' })
    .where(eq(staffAccounts.email, email.trim().toLowerCase()))
    .returning({ id: staffAccounts.id })
  return rows.length > 0
}
