import { data } from 'react-router'
import { Field, Input } from '~/components/ui/field'
import {
  calendarFeedSince,
  calendarFeedUrl,
  revokeCalendarToken,
  rotateCalendarToken,
} from '~/features/admin/calendar.server'
import { formatMoment } from '~/features/admin/format'
import { adminHeaders, requireStaff, requireStaffAction } from '~/features/admin/guard.server'
import { ActionButton, type ActionOutcome, AdminPage, linkClass, Outcome } from '~/features/admin/ui'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.calendar'

export const headers = () => adminHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context)
  const since = await calendarFeedSince(context.db, staff.id)
  return { since: since?.toISOString() ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context)
  const intent = (await requireFormData(request)).get('intent')
  if (intent === 'rotate') {
    const url = calendarFeedUrl(await rotateCalendarToken(context.db, staff))
    return data(
      {
        ok: true as const,
        message: 'Your new calendar link is below. Copy it now: it is shown only once.',
        url,
      },
      { headers: adminHeaders },
    )
  }
  if (intent === 'revoke') {
    await revokeCalendarToken(context.db, staff)
    return data(
      { ok: true as const, message: 'Your calendar link is turned off.', url: null },
      { headers: adminHeaders },
    )
  }
  return data({ ok: false as const, error: 'Unknown action.' } satisfies ActionOutcome, { status: 400 })
}

/** Each staff member's own subscription to confirmed installs. */
export default function CalendarFeed({ loaderData, actionData }: Route.ComponentProps) {
  const url = actionData && 'url' in actionData ? actionData.url : null
  return (
    <AdminPage title="Install calendar">
      <Outcome result={actionData as ActionOutcome | undefined} />
      <p className="max-w-2xl text-graphite-200">
        Subscribe your phone’s calendar to every confirmed install: all-day events over each 3-day block, with
        the address and the customer’s phone. Cancelled installs disappear at the next refresh. The link is
        yours alone; anyone who has it can read the installs, so make a new one if it leaks (the old one stops
        working at once).
      </p>
      <p className="mt-4 text-graphite-300">
        {loaderData.since
          ? `Your current link was made ${formatMoment(loaderData.since)}.`
          : 'You have no calendar link yet.'}
      </p>
      {url ? (
        <div className="mt-6 max-w-2xl space-y-2">
          <Field label="Your calendar link (shown once)">
            {({ id }) => <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
          </Field>
          <p className="text-sm text-graphite-300">
            On an iPhone: Settings → Calendar → Accounts → Add Subscribed Calendar. On Android: add it in
            Google Calendar on the web, “From URL”. Or{' '}
            <a href={url.replace(/^https?:/, 'webcal:')} className={linkClass}>
              open it in your calendar app
            </a>
            .
          </p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <ActionButton intent="rotate" variant="primary">
          {loaderData.since ? 'Make a new link' : 'Make my calendar link'}
        </ActionButton>
        {loaderData.since ? (
          <ActionButton intent="revoke" variant="ghost">
            Turn my link off
          </ActionButton>
        ) : null}
      </div>
    </AdminPage>
  )
}
