import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, FormStatus, NativeSelect, RequiredMark, Textarea } from '~/components/ui/field'
import { PhotoField } from '~/features/photos/photo-field'
import { fill } from '~/i18n/fill'
import type { PageFailure } from './actions.server'
import type { BookingPageView as View } from './booking-page.server'
import type { BookingPageWords } from './words.server'

/** The `?done=` outcomes the page can show, and the message each one shows. */
export const doneMessages = {
  added: 'added',
  cancelled: 'cancelled',
  'move-requested': 'moveRequested',
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
  words,
  required,
  deposit = null,
}: {
  view: View
  /** The deposit's state and terms, worded by the server (decision 041). */
  deposit?: { heading: string; lines: string[] } | null
  done: keyof typeof doneMessages | null
  failure: PageFailure | undefined
  /** The page's words in the booking's language, formatted by the loader (decision 039). */
  words: BookingPageWords
  /** What each form's schema refuses empty, from the loader: those fields are marked (decision 003). */
  required: { add: readonly string[]; move: readonly string[]; cancel: readonly string[] }
}) {
  const w = words
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
      <h1 className="text-4xl text-white">{w.title}</h1>
      <p className="mt-2 text-graphite-300">
        {fill(w.hello, { name: view.customerName })} {w.validFor}
      </p>

      <div className="mt-6 space-y-3" aria-live="polite">
        {done ? <FormStatus tone="success" title={w.messages[doneMessages[done]]} /> : null}
        {failure && !fieldShown(failedField) ? <FormStatus tone="error" title={failure.error} /> : null}
      </div>

      <section aria-labelledby="status-heading" className={`${sectionClass} mt-6`}>
        <h2 id="status-heading" className="text-2xl text-white">
          {w.statusLabels[view.status]}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-graphite-400">{w.installBlock}</dt>
          <dd className="text-graphite-100">
            {view.range} {w.blockDays}
            {view.location ? ` · ${view.location}` : ''}
          </dd>
          <dt className="text-graphite-400">{w.address}</dt>
          <dd className="text-graphite-100">{view.address}</dd>
          <dt className="text-graphite-400">{w.project}</dt>
          <dd className="text-graphite-100">{view.project}</dd>
          <dt className="text-graphite-400">{w.estimate}</dt>
          <dd className="text-graphite-100">
            {view.estimate
              ? fill(w.estimateLocked, { summary: view.estimate.summary, date: view.estimate.validUntil })
              : w.noEstimate}
          </dd>
          {deposit ? (
            <>
              <dt className="text-graphite-400">{deposit.heading}</dt>
              <dd className="text-graphite-100" data-testid="deposit-status">
                {deposit.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </dd>
            </>
          ) : null}
          {view.move ? (
            <>
              <dt className="text-graphite-400">{w.moveRequest}</dt>
              <dd className="text-graphite-100">
                {fill(
                  view.move.status === 'pending'
                    ? w.movePending
                    : view.move.status === 'declined'
                      ? w.moveDeclined
                      : w.moveDone,
                  { to: view.move.range, from: view.range, status: w.moveStatuses[view.move.status] },
                )}
              </dd>
            </>
          ) : null}
          <dt className="text-graphite-400">{w.photosSent}</dt>
          <dd className="text-graphite-100">{view.photoCount}</dd>
        </dl>
        <h3 className="mt-6 text-lg text-white">{w.whatNext}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-graphite-200">
          {w.next[view.status].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        {view.started && (view.status === 'confirmed' || view.status === 'pending') ? (
          <p className="mt-4 text-graphite-300">{w.started}</p>
        ) : null}
      </section>

      {view.notes.length ? (
        <section aria-labelledby="notes-heading" className="mt-8">
          <h2 id="notes-heading" className="text-xl text-white">
            {w.yourNotes}
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
            {w.addTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{w.addIntro}</p>
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="add" />
            {view.noteRoom > 0 ? (
              <Field label={w.note} errors={errorFor('note')}>
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
              <p className="text-sm text-graphite-300">{w.notesFull}</p>
            )}
            {view.photoRoom > 0 ? (
              <PhotoField
                errors={errorFor('photos')}
                label={fill(w.photosRoom, { n: view.photoRoom })}
                hint={words.photosHint}
              />
            ) : (
              <p className="text-sm text-graphite-300">{w.photosFull}</p>
            )}
            {view.noteRoom > 0 || view.photoRoom > 0 ? (
              <Button type="submit" disabled={busy('add')}>
                {busy('add') ? w.sending : w.send}
              </Button>
            ) : null}
          </Form>
        </section>
      ) : null}

      {view.canMove ? (
        <section aria-labelledby="move-heading" className={`${sectionClass} mt-8`}>
          <h2 id="move-heading" className="text-xl text-white">
            {w.moveTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{w.moveIntro}</p>
          {view.openBlocks.length ? (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="move" />
              <Field
                label={w.anotherBlock}
                errors={errorFor('slot_id')}
                required={required.move.includes('slot_id')}
                className="min-w-64 flex-1"
              >
                {({ id, describedBy, invalid }) => (
                  <NativeSelect
                    id={id}
                    name="slot_id"
                    required={required.move.includes('slot_id')}
                    defaultValue=""
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  >
                    <option value="" disabled>
                      {w.chooseBlock}
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
                {busy('move') ? w.sending : w.askMove}
              </Button>
            </Form>
          ) : (
            <p className="mt-3 text-graphite-300">{w.noOpen}</p>
          )}
        </section>
      ) : null}

      {view.canChange ? (
        <section aria-labelledby="cancel-heading" className={`${sectionClass} mt-8 border-red-400/30`}>
          <h2 id="cancel-heading" className="text-xl text-white">
            {w.cancelTitle}
          </h2>
          <p className="mt-1 text-sm text-graphite-300">{w.cancelIntro}</p>
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="cancel" />
            <div>
              <label className="inline-flex items-center gap-2 text-graphite-100">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required={required.cancel.includes('confirm')}
                  aria-invalid={errorFor('confirm') ? true : undefined}
                  aria-describedby={errorFor('confirm') ? 'cancel-confirm-error' : undefined}
                  className="h-4 w-4 accent-copper-400"
                />
                {w.cancelConfirm}
              </label>
              {required.cancel.includes('confirm') ? <RequiredMark /> : null}
              {errorFor('confirm') ? (
                <p id="cancel-confirm-error" className="mt-1 text-sm text-red-300">
                  {errorFor('confirm')}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="secondary" disabled={busy('cancel')}>
              {busy('cancel') ? w.cancelling : w.cancel}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}
