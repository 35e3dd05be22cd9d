import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import { Button, buttonClass } from '~/components/ui/button'
import { FormTextarea } from '~/components/ui/conform-field'
import { describeAction } from '~/features/admin/audit.server'
import { type BookingDecision, decideBooking } from '~/features/admin/bookings.server'
import { formatMoment } from '~/features/admin/format'
import { requireStaff, requireStaffAction } from '~/features/admin/guard.server'
import { applyLeadAction, leadActionSchema, leadDetail } from '~/features/admin/inbox.server'
import {
  inboxKinds,
  inboxStatuses,
  kindLabels,
  languageLabels,
  statusLabels,
} from '~/features/admin/inbox-filter'
import { noteSchema } from '~/features/admin/schemas'
import { ActionButton, AdminPage, Badge, linkClass, Outcome } from '~/features/admin/ui'
import { accept, refuse } from '~/features/forms/outcome.server'
import { requiredConstraint } from '~/features/forms/required'
import { depositForStaff, refundForDecision } from '~/features/payments/staff.server'
import { PhotoGallery } from '~/features/photos/photo-gallery'
import { dayLabel } from '~/features/schedule/calendar'
import { requireFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/admin.lead'

const paramsSchema = z.object({ kind: z.enum(inboxKinds), id: z.uuid() })

function readParams(params: Route.LoaderArgs['params']) {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) throw data('No such lead.', { status: 404 })
  return parsed.data
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context)
  const { kind, id } = readParams(params)
  const detail = await leadDetail(context.db, kind, id)
  if (!detail) throw data('No such lead.', { status: 404 })
  return {
    ...detail,
    // The deposit, its Stripe ids and refunds (decision 041).
    deposit: detail.kind === 'booking' ? await depositForStaff(context.db, detail.booking) : null,
    history: detail.actions.map((a) => ({
      id: a.id,
      who: a.staffEmail,
      what: describeAction(a.action, a.detail),
      when: a.createdAt.toISOString(),
    })),
  }
}

const decisions = ['confirm', 'decline', 'cancel'] as const
const decisionMessages: Record<BookingDecision, string> = {
  confirm: 'Booking confirmed; the customer was emailed the calendar invite.',
  decline: 'Booking declined; the block is open again and the customer was emailed.',
  cancel: 'Booking cancelled; the block is open again and the customer was emailed the cancellation.',
}

/** Every form of the lead page, told apart by its intent (one Conform schema, decision 003). */
const leadPageSchema = z.discriminatedUnion(
  'intent',
  [
    ...leadActionSchema.options,
    z.object({ intent: z.enum(decisions) }),
    z.object({ intent: z.literal('cancel-full') }),
    z.object({ intent: z.literal('refund-full') }),
  ],
  { error: 'Unknown action.' },
)

const isDecision = (input: z.infer<typeof leadPageSchema>): input is { intent: BookingDecision } =>
  (decisions as readonly string[]).includes(input.intent)

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context)
  const { kind, id } = readParams(params)
  const submission = parseWithZod(await requireFormData(request), { schema: leadPageSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flat()
    return refuse(submission, messages[0] ?? 'Unknown action.')
  }
  const input = submission.value
  if (input.intent === 'refund-full') {
    if (kind !== 'booking') return refuse(submission, 'Unknown action.')
    const refunded = await refundForDecision(context, staff.email, id, 'refund-full')
    return refunded
      ? accept(submission, refunded)
      : refuse(submission, 'There is no paid deposit left to refund on this booking.', { status: 409 })
  }
  if (isDecision(input) || input.intent === 'cancel-full') {
    if (kind !== 'booking') return refuse(submission, 'Unknown action.')
    const decision = input.intent === 'cancel-full' ? 'cancel' : input.intent
    const result = await decideBooking(context.db, context.mailer, staff, id, decision)
    if (!result.ok) return refuse(submission, result.error, { status: result.status })
    // A declined or cancelled booking's deposit comes back (decision 041).
    const refunded =
      input.intent === 'confirm' ? null : await refundForDecision(context, staff.email, id, input.intent)
    return accept(submission, [decisionMessages[decision], refunded].filter(Boolean).join(' '))
  }
  const done = await applyLeadAction(context.db, staff, kind, id, input)
  if (!done) throw data('No such lead.', { status: 404 })
  const messages = {
    status: `Status set to ${input.intent === 'status' ? statusLabels[input.status] : ''}.`,
    spam: 'Marked as spam.',
    'not-spam': 'Marked as not spam; it is back in the inbox.',
    note: 'Note added.',
  }
  return accept(submission, messages[input.intent])
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-graphite-800 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-graphite-300">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-graphite-100">{children}</dd>
    </div>
  )
}

const fieldLabel = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())

function show(value: unknown): string {
  if (value == null || value === '') return '—'
  if (typeof value === 'object') return JSON.stringify(value, null, 2)
  return String(value)
}

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData
  const outcome = actionData
  const [noteForm, noteFields] = useForm({
    constraint: requiredConstraint(noteSchema),
    id: 'note',
    lastResult: actionData?.reply?.initialValue?.intent === 'note' ? actionData.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: noteSchema }),
    shouldValidate: 'onSubmit',
  })
  const status =
    d.kind === 'booking' ? d.booking.leadStatus : d.kind === 'chat' ? d.conversation.status : d.lead.status
  const isSpam =
    d.kind === 'booking' ? d.booking.isSpam : d.kind === 'chat' ? d.conversation.isSpam : d.lead.isSpam
  const title =
    d.kind === 'booking'
      ? d.booking.customerName
      : d.kind === 'chat'
        ? (d.conversation.visitorName ?? 'Chat conversation')
        : d.lead.name

  return (
    <AdminPage title={title}>
      <p className="-mt-4 mb-6 text-graphite-300">
        <Link to={`/admin/inbox?kind=${d.kind}`} className={linkClass}>
          {kindLabels[d.kind]}
        </Link>{' '}
        · <Badge value={status} label={statusLabels[status]} />{' '}
        {isSpam ? <Badge value="spam" label="Spam" /> : null}
      </p>
      <Outcome result={outcome} />

      <section
        aria-labelledby="work-heading"
        className="mb-8 rounded-xl border border-graphite-700 bg-graphite-900 p-4"
      >
        <h2 id="work-heading" className="text-lg text-white">
          Work this lead
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {inboxStatuses
            .filter((s) => s !== status)
            .map((s) => (
              <ActionButton key={s} intent="status" values={{ status: s }}>
                Mark {statusLabels[s]}
              </ActionButton>
            ))}
          {isSpam ? (
            <ActionButton intent="not-spam" variant="ghost">
              Not spam
            </ActionButton>
          ) : (
            <ActionButton intent="spam" variant="ghost">
              Mark as spam
            </ActionButton>
          )}
        </div>
        {d.kind === 'booking' ? (
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-graphite-800 pt-4">
            <span className="text-sm text-graphite-300">
              Booking: <Badge value={d.booking.status} />
            </span>
            {d.booking.status === 'pending' ? (
              <>
                <ActionButton intent="confirm" variant="primary">
                  Confirm booking
                </ActionButton>
                <ActionButton intent="decline">Decline booking</ActionButton>
              </>
            ) : null}
            {d.booking.status === 'confirmed' ? (
              <ActionButton intent="cancel">Cancel booking</ActionButton>
            ) : null}
            {d.booking.status === 'confirmed' && d.deposit?.status === 'paid' ? (
              <ActionButton intent="cancel-full">Cancel and refund the deposit in full</ActionButton>
            ) : null}
            {d.deposit?.canRefundRest ? (
              <ActionButton intent="refund-full">Refund the rest in full</ActionButton>
            ) : null}
            {d.booking.status === 'confirmed' || d.booking.status === 'cancelled' ? (
              <a
                href={`/admin/bookings/${d.booking.id}/invite.ics`}
                className={buttonClass('ghost')}
                download
              >
                Download .ics
              </a>
            ) : null}
          </div>
        ) : null}
      </section>

      {d.deposit ? (
        <section aria-labelledby="deposit-heading" className="mb-8">
          <h2 id="deposit-heading" className="text-lg text-white">
            Deposit
          </h2>
          <dl className="mt-2">
            <Detail label="Status">{d.deposit.label}</Detail>
            <Detail label="Amount">{d.deposit.amount}</Detail>
            <Detail label="Refunded">{d.deposit.refunded}</Detail>
            {d.deposit.holdEndsAt ? (
              <Detail label="Hold ends">{formatMoment(d.deposit.holdEndsAt)}</Detail>
            ) : null}
            {d.deposit.paidAt ? <Detail label="Paid">{formatMoment(d.deposit.paidAt)}</Detail> : null}
            <Detail label="Stripe Checkout Session">{d.deposit.session ?? '—'}</Detail>
            <Detail label="Stripe payment">{d.deposit.paymentIntent ?? '—'}</Detail>
          </dl>
          {d.deposit.refunds.length ? (
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Refunds of this deposit</caption>
              <thead className="text-graphite-300">
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Why</th>
                  <th scope="col">Result</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {d.deposit.refunds.map((r) => (
                  <tr key={r.id} className="border-t border-graphite-800 align-top">
                    <td>{formatMoment(r.at)}</td>
                    <td>{r.amount}</td>
                    <td>{r.reason}</td>
                    <td>
                      {r.status === 'succeeded'
                        ? `Refunded (${r.stripeRefundId})`
                        : r.status === 'failed'
                          ? `Refused by Stripe: ${r.stripeMessage ?? ''}`
                          : 'Waiting for Stripe'}
                    </td>
                    <td>{r.requestedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="fields-heading" className="mb-8">
        <h2 id="fields-heading" className="text-lg text-white">
          Details
        </h2>
        <dl className="mt-2">
          {d.kind === 'booking' ? (
            <>
              <Detail label="Block">
                {dayLabel(d.slot.startDate)} – {dayLabel(d.slot.endDate)}
                {d.slot.location ? ` · ${d.slot.location}` : ''} (block {d.slot.status})
              </Detail>
              <Detail label="Email">{d.booking.customerEmail}</Detail>
              <Detail label="Phone">{show(d.booking.customerPhone)}</Detail>
              <Detail label="Project address">{d.booking.projectAddress}</Detail>
              <Detail label="Project size">{d.booking.projectSize} sq ft</Detail>
              <Detail label="Project type">{d.booking.projectType}</Detail>
              <Detail label="Preferred finish">{show(d.booking.preferredFinish)}</Detail>
              <Detail label="Notes">{show(d.booking.notes)}</Detail>
              <Detail label="Estimate">{show(d.booking.estimate)}</Detail>
              <Detail label="Price list">
                {d.booking.priceBookVersion ? `Version ${d.booking.priceBookVersion}` : '—'}
              </Detail>
              <Detail label="Language">{languageLabels[d.booking.language]}</Detail>
              {d.replaces ? (
                <Detail label="Moves from">
                  <Link to={`/admin/leads/booking/${d.replaces.id}`} className={linkClass}>
                    {dayLabel(d.replaces.startDate)} – {dayLabel(d.replaces.endDate)}
                  </Link>{' '}
                  (the customer asked to move; confirming frees that block)
                </Detail>
              ) : null}
              <Detail label="Source page">{show(d.booking.sourcePage)}</Detail>
              <Detail label="Received">{formatMoment(d.booking.createdAt)}</Detail>
            </>
          ) : null}
          {d.kind === 'chat' ? (
            <>
              {d.conversation.visitorName ? (
                <>
                  <Detail label="Phone">{show(d.conversation.visitorPhone)}</Detail>
                  <Detail label="Email">{show(d.conversation.visitorEmail)}</Detail>
                  <Detail label="Asked to be contacted">
                    {d.conversation.handoffAt ? formatMoment(d.conversation.handoffAt) : 'Not confirmed yet'}
                  </Detail>
                </>
              ) : null}
              <Detail label="Started">{formatMoment(d.conversation.createdAt)}</Detail>
              {/* Staff answer a Spanish chat in Spanish (decision 034). */}
              <Detail label="Language">{languageLabels[d.conversation.language]}</Detail>
            </>
          ) : null}
          <Detail label="Source">
            <Link to={`/admin/inbox?source=${encodeURIComponent(d.source.label)}`} className={linkClass}>
              {d.source.label}
            </Link>
            {`\nFirst visit: ${d.source.first}`}
            {d.source.last ? `\nLatest visit: ${d.source.last}` : ''}
          </Detail>
          {d.kind !== 'booking' && d.kind !== 'chat' ? (
            <>
              <Detail label="Email">{d.lead.email}</Detail>
              <Detail label="Phone">{show(d.lead.phone)}</Detail>
              {Object.entries((d.lead.fields ?? {}) as Record<string, unknown>)
                .filter(([k]) => !['name', 'email', 'phone'].includes(k))
                .map(([k, v]) => (
                  <Detail key={k} label={fieldLabel(k)}>
                    {show(v)}
                  </Detail>
                ))}
              {d.lead.hasResume ? (
                <Detail label="Resume">
                  <a href={`/admin/leads/${d.lead.id}/resume`} className={linkClass} download>
                    Download {d.lead.resumeFilename ?? 'resume'} (PDF)
                  </a>
                </Detail>
              ) : null}
              <Detail label="Source page">{d.lead.sourcePage}</Detail>
              <Detail label="Language">{languageLabels[d.lead.language]}</Detail>
              <Detail label="Received">{formatMoment(d.lead.createdAt)}</Detail>
            </>
          ) : null}
        </dl>
      </section>

      {d.kind !== 'chat' ? <PhotoGallery photos={d.photos} /> : null}

      {d.kind === 'booking' && d.customerNotes.length ? (
        <section aria-labelledby="customer-notes-heading" className="mb-8">
          <h2 id="customer-notes-heading" className="text-lg text-white">
            Notes from the customer
          </h2>
          <ul className="mt-3 space-y-3">
            {d.customerNotes.map((n) => (
              <li key={n.id} className="rounded-lg border border-graphite-800 p-3">
                <p className="text-xs text-graphite-300">{formatMoment(n.createdAt)}</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-graphite-100">{n.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {d.kind === 'chat' ? (
        <section aria-labelledby="transcript-heading" className="mb-8">
          <h2 id="transcript-heading" className="text-lg text-white">
            Transcript
          </h2>
          <ol className="mt-3 space-y-3">
            {d.messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-lg border p-3 ${m.role === 'user' ? 'border-graphite-700 bg-graphite-900' : 'border-copper-400/30 bg-graphite-900/60'}`}
              >
                <p className="text-xs font-semibold text-graphite-300">
                  {m.role === 'user' ? 'Visitor' : 'Remy'} · {formatMoment(m.createdAt)}{' '}
                  {m.incomplete ? <Badge value="incomplete" label="Incomplete reply" /> : null}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-graphite-100">{m.content}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="notes-heading" className="mb-8">
        <h2 id="notes-heading" className="text-lg text-white">
          Staff notes
        </h2>
        <Form method="post" className="mt-3 space-y-3" {...getFormProps(noteForm)}>
          <input type="hidden" name="intent" value="note" />
          <FormTextarea meta={noteFields.body} label="New note" />
          <Button type="submit">Add note</Button>
        </Form>
        <ul className="mt-4 space-y-3">
          {d.notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-graphite-800 p-3">
              <p className="text-xs text-graphite-300">
                {n.staffEmail} · {formatMoment(n.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-graphite-100">{n.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg text-white">
          History
        </h2>
        {d.history.length ? (
          <ol className="mt-3 space-y-1 text-sm text-graphite-200">
            {d.history.map((h) => (
              <li key={h.id}>
                {formatMoment(h.when)} · {h.who} · {h.what}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-graphite-300">No staff action yet.</p>
        )}
      </section>
    </AdminPage>
  )
}
