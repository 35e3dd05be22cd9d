import type { AppLoadContext } from 'react-router'
import { redirect } from 'react-router'
import { siteUrl } from '~/env.server'
import { isSameOriginRequest } from './origin'
import { currentStaff, type Staff } from './session.server'

/** Headers of every console response: never cached, never indexed. */
export const adminHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/** The signed-in staff member; anyone else is sent to sign in and brought back after. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<Staff> {
  const staff = await currentStaff(context.db, request)
  if (staff) return staff
  const url = new URL(request.url)
  const next = `${url.pathname}${url.search}`
  throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`, { headers: adminHeaders })
}

/** Refuses a state-changing request that did not come from the site itself (403). */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request.headers, request.url, siteUrl())) {
    throw new Response('Cross-site request refused.', {
      status: 403,
      headers: { ...adminHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}

/** For actions: same origin first, then a signed-in staff member. */
export async function requireStaffAction(request: Request, context: AppLoadContext): Promise<Staff> {
  requireSameOrigin(request)
  return requireStaff(request, context)
}

/** A path inside the console to return to after sign-in; anything else goes to the dashboard. */
export function safeNext(next: string | null): string {
  const inside = next === '/admin' || next?.startsWith('/admin/') || next?.startsWith('/admin?')
  return inside && next && !next.includes('\\') ? next : '/admin'
}
