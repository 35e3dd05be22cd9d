import type { AppLoadContext } from 'react-router'
import { redirect } from 'react-router'
import { siteUrl } from '~/env.server'
import { isSameOriginRequest } from './origin'
import { currentSession, type PendingStep, type Staff, type StaffSession } from './session.server'

/** Headers of every console response: never cached, never indexed. */
export const adminHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const

/** The console's headers, and the action's Retry-After on a 429 or 503 (a document POST shows these). */
export function adminHeadersWithRetry({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { ...adminHeaders, 'Retry-After': retryAfter } : adminHeaders
}

/** The signed-in staff member; anyone else is sent to sign in and brought back after. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<Staff> {
  const { id, email, sessionId } = await requireStaffSession(request, context)
  return { id, email, sessionId }
}

/** Where a session that lacks a step completes it. */
export const pendingPage: Record<PendingStep, string> = {
  'second-factor': '/admin/sign-in/verify',
  enrol: '/admin/enrol',
}

/** The signed-in person with the whole session (its re-authentication time too). */
export async function requireStaffSession(request: Request, context: AppLoadContext): Promise<StaffSession> {
  const session = await currentSession(context.db, request)
  if (session && session.pending === null) return session
  const url = new URL(request.url)
  const next = encodeURIComponent(`${url.pathname}${url.search}`)
  // A session that still lacks its second factor, or must set one up, opens that page and no
  // other (decision 038).
  const to = session?.pending ? `${pendingPage[session.pending]}?next=${next}` : `/admin/sign-in?next=${next}`
  throw redirect(to, { headers: adminHeaders })
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
