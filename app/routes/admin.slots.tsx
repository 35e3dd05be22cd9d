import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FormInput } from '~/components/ui/conform-field'
import { Field, Input } from '~/components/ui/field'
import { requireStaff, requireStaffAction } from '~/features/admin/guard.server'
import { applySlotAction, monthSlots, slotActionSchema } from '~/features/admin/slots.server'
import { ActionButton, AdminPage, Badge, linkClass, Outcome } from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import {
  addMonths,
  dayLabel,
  monthBounds,
  monthLabel,
  monthOf,
  parseMonth,
  todayInBusinessZone,
} from '~/features/schedule/calendar'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.slots'

function readMonth(request: Request) {
  const month = parseMonth(
    new URL(request.url).searchParams.get('month') ?? monthOf(todayInBusinessZone(new Date())),
  )
  if (!month) throw data('Choose a month as yyyy-mm.', { status: 400 })
  return month
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const month = readMonth(request)
  const slots = (await monthSlots(context.db, month)) ?? []
  const range = monthBounds(month)
  // Only months the site opens (parseMonth's years): no link leads past the ends to a 400.
  const [previous, next] = [addMonths(month, -1), addMonths(month, 1)].map(parseMonth)
  // The schema is the server's: the form's required marks come from it here (decision 003).
  const generateConstraint = requiredConstraint(slotActionSchema, { intent: 'generate' })
  return { month, slots, range, previous, next, generateConstraint }
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context)
  const submission = parseWithZod(await requireFormData(request), { schema: slotActionSchema })
  if (submission.status !== 'success') {
    return refuse(submission, Object.values(submission.error ?? {}).flat()[0] ?? 'Unknown action.')
  }
  const result = await applySlotAction(context.db, staff, submission.value)
  if (!result.ok) return refuse(submission, result.error, { status: result.status })
  return accept(submission, result.message)
}

export default function Slots({ loaderData, actionData }: Route.ComponentProps) {
  const { month, slots, range, previous, next } = loaderData
  const [generateForm, fields] = useForm({
    id: `generate-${month}`,
    lastResult: actionData?.reply?.initialValue?.intent === 'generate' ? actionData.reply : undefined,
    defaultValue: { from: range?.first, to: range?.last },
    constraint: loaderData.generateConstraint,
  })
  return (
    <AdminPage title="Install slots">
      <Outcome result={actionData} />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {previous ? (
          <Link to={`/admin/slots?month=${previous}`} className={buttonClass('ghost')}>
            Previous month
          </Link>
        ) : null}
        <h2 className="min-w-40 text-center text-xl text-white">{monthLabel(month)}</h2>
        {next ? (
          <Link to={`/admin/slots?month=${next}`} className={buttonClass('ghost')}>
            Next month
          </Link>
        ) : null}
      </div>

      {slots.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {slots.map((s) => (
            <li key={s.id} className="rounded-xl border border-graphite-700 bg-graphite-900 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-white">
                  {dayLabel(s.startDate)} – {dayLabel(s.endDate)}
                </p>
                <Badge value={s.status} />
              </div>
              {s.bookingId ? (
                <p className="mt-1 text-sm text-graphite-300">
                  {s.bookingStatus} booking:{' '}
                  <Link to={`/admin/leads/booking/${s.bookingId}`} className={linkClass}>
                    {s.customerName}
                  </Link>
                </p>
              ) : null}
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="location" />
                <input type="hidden" name="slotId" value={s.id} />
                <Field label="Location" className="flex-1">
                  {({ id }) => (
                    <Input id={id} name="location" defaultValue={s.location ?? ''} maxLength={120} />
                  )}
                </Field>
                <button type="submit" className={buttonClass('secondary')}>
                  Save location
                </button>
              </Form>
              {s.bookingId ? null : (
                <div className="mt-3 flex flex-wrap gap-2">
                  {s.status === 'unavailable' ? (
                    <ActionButton intent="available" values={{ slotId: s.id }}>
                      Mark available
                    </ActionButton>
                  ) : (
                    <ActionButton intent="unavailable" values={{ slotId: s.id }}>
                      Mark unavailable
                    </ActionButton>
                  )}
                  <ActionButton intent="remove" values={{ slotId: s.id }} variant="ghost">
                    Remove block
                  </ActionButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-graphite-300">No blocks in {monthLabel(month)}.</p>
      )}

      <section aria-labelledby="generate-heading" className="mt-10 rounded-xl border border-graphite-700 p-4">
        <h2 id="generate-heading" className="text-lg text-white">
          Generate weekend blocks
        </h2>
        <p className="mt-1 text-sm text-graphite-300">
          Creates a Friday-to-Sunday block for every weekend that starts in the range; existing blocks are
          kept.
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" {...getFormProps(generateForm)}>
          <input type="hidden" name="intent" value="generate" />
          <FormInput meta={fields.from} type="date" label="From" />
          <FormInput meta={fields.to} type="date" label="To" />
          <button type="submit" className={buttonClass('primary')}>
            Generate blocks
          </button>
        </Form>
      </section>
    </AdminPage>
  )
}
