import { redirect } from 'react-router'
import { adminHeaders, requireSameOrigin } from '~/features/admin/guard.server'
import { clearedSessionCookie, endSession, sessionIdFrom } from '~/features/admin/session.server'
import type { Route } from './+types/admin.sign-out'

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const sessionId = await sessionIdFrom(request)
  if (sessionId) await endSession(context.db, sessionId)
  return redirect('/admin/sign-in?signedOut=1', {
    headers: { ...adminHeaders, 'Set-Cookie': await clearedSessionCookie() },
  })
}

export function loader() {
  return redirect('/admin', { headers: adminHeaders })
}
