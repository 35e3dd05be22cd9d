import { z } from 'zod'
import { bookingCalendarInvitation } from '~/features/admin/bookings.server'
import { adminHeaders, requireStaff } from '~/features/admin/guard.server'
import type { Route } from './+types/admin.calendar-invitation'

/** The calendar invitation the customer of a confirmed (or cancelled) booking received. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const id = z.uuid().safeParse(params.id)
  const ics = id.success ? await bookingCalendarInvitation(context.db, id.data) : null
  if (!ics) {
    return new Response('This booking has no calendar invite (it is not confirmed).', {
      status: 404,
      headers: adminHeaders,
    })
  }
  return new Response(ics, {
    headers: {
      ...adminHeaders,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="installation-${params.id.slice(0, 8)}.ics"`,
    },
  })
}
