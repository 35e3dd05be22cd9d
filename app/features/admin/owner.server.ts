import type { AppLoadContext } from 'react-router'
import { adminHeaders, requireSameOrigin, requireStaff } from './guard.server'
import type { Staff } from './session.server'

/**
 * Whether a staff member is the owner: today the account whose email is ADMIN_EMAIL.
 * The one place that decides it, so it can switch to a `role` column in one edit.
 */
export function isOwner(staff: Pick<Staff, 'email'>): boolean {
  const owner = process.env.ADMIN_EMAIL?.trim().toLowerCase()
  return Boolean(owner) && staff.email.toLowerCase() === owner
}

/** The signed-in owner; other staff get 403, anyone else is sent to sign in. */
export async function requireOwner(request: Request, context: AppLoadContext): Promise<Staff> {
  const staff = await requireStaff(request, context)
  if (isOwner(staff)) return staff
  throw new Response('Only the owner of the business can use this page.', {
    status: 403,
    statusText: 'Forbidden',
    headers: { ...adminHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/** For actions: same origin first, then the owner. */
export async function requireOwnerAction(request: Request, context: AppLoadContext): Promise<Staff> {
  requireSameOrigin(request)
  return requireOwner(request, context)
}
