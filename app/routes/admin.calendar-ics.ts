import { calendarFeedFor } from '~/features/admin/calendar.server'
import type { Route } from './+types/admin.calendar-ics'

/**
 * The crew's calendar subscription: confirmed installs as
 * iCalendar, opened by a staff member's own token, with no session (a phone's
 * calendar app cannot sign in). An unknown or rotated token is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const feed = await calendarFeedFor(context.db, token.slice(0, 200))
  const headers = {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  }
  if (!feed) {
    return new Response('No calendar feed for this link. Make a new one in the staff console.', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(feed, {
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="refined-resin-installs.ics"',
    },
  })
}
