/**
 * Who may edit the site's content (decision 033): the owner always; a staff member only when the
 * owner ticked "Can edit content" for them on the Team page. Everyone else gets a 403 on every
 * Content page and action; the console's nav only hides the link, this is the guard.
 */
import { eq } from 'drizzle-orm'
import { type AppLoadContext, data } from 'react-router'
import type { Database } from '~/db/client.server'
import { staffAccounts } from '~/db/schema'
import { adminHeaders, requireSameOrigin, requireStaff } from '~/features/admin/guard.server'
import type { StaffWithRole } from '~/features/admin/owner.server'

export type ContentEditor = StaffWithRole & { contentEditor: boolean }

/** The person's role and whether they may edit content (null when the account is gone). */
export async function accessOf(
  db: Database,
  staffId: string,
): Promise<{ role: StaffWithRole['role']; contentEditor: boolean } | null> {
  const [row] = await db
    .select({ role: staffAccounts.role, contentEditor: staffAccounts.contentEditor })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
  if (!row) return null
  return { role: row.role, contentEditor: row.role === 'owner' || row.contentEditor }
}

/** The signed-in owner or permitted staff member; anyone else signed in gets a 403. */
export async function requireContentEditor(
  request: Request,
  context: AppLoadContext,
): Promise<ContentEditor> {
  const staff = await requireStaff(request, context)
  const access = await accessOf(context.db, staff.id)
  if (!access?.contentEditor) {
    throw data('Only the owner, and staff the owner allows on the Team page, can edit the site’s content.', {
      status: 403,
      headers: adminHeaders,
    })
  }
  return { ...staff, ...access }
}

/** For Content actions: same origin first, then the permission. */
export async function requireContentEditorAction(
  request: Request,
  context: AppLoadContext,
): Promise<ContentEditor> {
  requireSameOrigin(request)
  return requireContentEditor(request, context)
}
