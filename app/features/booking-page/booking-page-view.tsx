import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, NativeSelect, Textarea } from '~/components/ui/field'
import { bookingPageCopy as copy } from '~/content/booking-page'
import { booking, company } from '~/content/business'
import { PhotoField } from '~/features/photos/photo-field'
import type { PageFailure } from './actions.server'
import type { BookingPageView as View } from './booking-page.server'

export const doneMessages = {
  added: copy.messages.added,
  cancelled: copy.messages.cancelled,
  'move-requested': copy.messages.moveRequested,
} as const

const sectionClass = 'rounded-2xl border border-graphite-800 bg-graphite-900 p-6'

/**
 * The customer's booking page. Every form posts to the page's own
 * action and works without JavaScript; the answer comes back as a redirect
 * with `?done=` or as the failure with the note kept.
 */
export function BookingPageView({
  view,
  done,
  failure,
}: {
  view: View
  done: keyof typeof doneMessages | null
  failure: PageFailure | undefined
}) {
  const navigation = useNavigation()
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  // A field the page no longer shows (the booking filled up meanwhile) has its message shown above.
  const shown = {
    note: view.canChange && view.noteRoom > 0,
    photos: view.canChange && view.photoRoom > 0,
    slot_id: view.canMove,
    confirm: view.canChange,
  }
  const fieldShown = (field: string | undefined) => Boolean(field && shown[field as keyof typeof shown])
  // The action's Conform reply: messages under their fields, and the note as it was typed.
  const fieldErrors = failure?.reply.error ?? {}
  const failedField = Object.keys(fieldErrors).find((name) => fieldErrors[name]?.length)
  const errorFor = (field: string) => (fieldShown(field) ? (fieldErrors[field] ?? undefined) : undefined)
  const typedNote = failure?.reply.initialValue?.note
  const note = typeof typedNote === 'string' ? typedNote : undefined
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-4xl text-white">{copy.title}</h1>
      <p className="mt-2 text-graphite-300">
        Hello {view.customerName}. {copy.validFor}
      </p>

      <div className="mt-6 space-y-3" aria-live="polite">
        {done ? <FormStatus tone="success" title={doneMessages[done]} /> : null}
        {failure && !fieldShown(failedField) ? <FormStatus tone="error" title={failure.error} /> : null}
      </div>

      <section aria-labelledby="status-heading" className={`${sectionClass} mt-6`}>
        <h2 id="status-heading" className="text-2xl text-white">
          {copy.statusLabels[view.status]}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-graphite-400">Install block</dt>
          <dd className="text-graphite-100">
            {view.range} (3 days){view.location ? ` · ${view.location}` : ''}
          </dd>
          <dt className="text-graphite-400">Address</dt>
          <dd className="text-graphite-100">{view.address}</dd>
          <dt className="text-graphite-400">Project</dt>
          <dd className="text-graphite-100">{view.project}</dd>
          <dt className="text-graphite-400">Estimate</dt>
          <dd className="text-graphite-100">
            {view.estimate
              ? `${view.estimate.summary} (price locked until ${view.estimate.validUntil})`
              : 'No online estimate came with this request; we quote after seeing the floor.'}
          </dd>
          {view.move ? (
            <>
              <dt className="text-graphite-400">Move request</dt>
              <dd className="text-graphite-100">
                {view.move.status === 'pending'
                  ? `You asked to move to ${view.move.range}. We will confirm or decline it; ${view.range} stays held until then.`
                  : view.move.status === 'declined'
                    ? `We could not move you to ${view.move.range}; your block stays ${view.range}.`
                    : `Your move to ${view.move.range} was ${view.move.status}.`}
              </dd>
            </>
          ) : null}
          <dt className="text-graphite-400">Photos sent</dt>
          <dd className="text-graphite-100">{view.photoCount}</dd>
        </dl>
        <h3 className="mt-6 text-lg text-white">What happens next</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-graphite-200">
          {copy.next[view.status].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        {view.started && (view.status === 'confirmed' || view.status === 'pending') ? (
          <p className="mt-4 text-graphite-300">
            Your install has started, so changes go through our crew: call {company.phone}.
          </p>
        ) : null}
      </section>

      {view.notes.length ? (
        <section aria-labelledby="notes-heading" className="mt-8">
          <h2 id="notes-heading" className="text-xl text-white">
            Your notes
          </h2>
          <ul className="mt-3 space-y-2">
            {view.notes.map((n) => (
              <li
                key={n.id}
                className="whitespace-pre-wrap break-words rounded-lg border border-graphite-800 p-3 text-graphite-100"
              >
                {n.body}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {view.canChange ? (
        <section aria-labelledby="add-heading" className={`${sectionClass} mt-8`}>
          <h2 id="add-heading" className="text-xl text-white">
            {copy.addTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{copy.addIntro}</p>
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="add" />
            {view.noteRoom > 0 ? (
              <Field label="Note" errors={errorFor('note')}>
                {({ id, describedBy, invalid }) => (
                  <Textarea
                    id={id}
                    name="note"
                    maxLength={2000}
                    defaultValue={note ?? ''}
                    key={note ?? 'note'}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </Field>
            ) : (
              <p className="text-sm text-graphite-300">
                This booking holds the most notes it can ({booking.customerNotesMax}). Call us at{' '}
                {company.phone} to tell us more.
              </p>
            )}
            {view.photoRoom > 0 ? (
              <PhotoField errors={errorFor('photos')} label={`Photos (room for ${view.photoRoom} more)`} />
            ) : (
              <p className="text-sm text-graphite-300">This booking holds the most photos it can (6).</p>
            )}
            {view.noteRoom > 0 || view.photoRoom > 0 ? (
              <Button type="submit" disabled={busy('add')}>
                {busy('add') ? 'Sending...' : 'Send to our team'}
              </Button>
            ) : null}
          </Form>
        </section>
      ) : null}

      {view.canMove ? (
        <section aria-labelledby="move-heading" className={`${sectionClass} mt-8`}>
          <h2 id="move-heading" className="text-xl text-white">
            {copy.moveTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{copy.moveIntro}</p>
          {view.openBlocks.length ? (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="move" />
              <Field label="Another available block" errors={errorFor('slot_id')} className="min-w-64 flex-1">
                {({ id, describedBy, invalid }) => (
                  <NativeSelect
                    id={id}
                    name="slot_id"
                    required
                    defaultValue=""
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  >
                    <option value="" disabled>
                      Choose a block
                    </option>
                    {view.openBlocks.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.label}
                        {b.location ? ` · ${b.location}` : ''}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Button type="submit" variant="secondary" disabled={busy('move')}>
                {busy('move') ? 'Sending...' : 'Ask to move'}
              </Button>
            </Form>
          ) : (
            <p className="mt-3 text-graphite-300">No other block is open right now. Call {company.phone}.</p>
          )}
        </section>
      ) : null}

      {view.canChange ? (
        <section aria-labelledby="cancel-heading" className={`${sectionClass} mt-8 border-red-400/30`}>
          <h2 id="cancel-heading" className="text-xl text-white">
            {copy.cancelTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{copy.cancelIntro}</p>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="cancel" />
            <div>
              <label className="flex items-center gap-2 text-graphite-100">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={errorFor('confirm') ? true : undefined}
                  aria-describedby={errorFor('confirm') ? 'cancel-confirm-error' : undefined}
                  className="h-4 w-4 accent-copper-400"
                />
                {copy.cancelConfirm}
              </label>
              {errorFor('confirm') ? (
                <p id="cancel-confirm-error" className="mt-1 text-sm text-red-300">
                  {errorFor('confirm')}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="secondary" disabled={busy('cancel')}>
              {busy('cancel') ? 'Cancelling...' : 'Cancel my booking'}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}
