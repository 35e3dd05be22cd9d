import type { SubmissionResult } from '@conform-to/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { FormStatus } from '~/components/ui/field'
import { toast } from '~/components/ui/toast'
import type { RefusalWords } from '~/features/forms/refusal'
import { logInBrowser } from '~/features/logging/browser-console'
import { fill } from '~/i18n/fill'
import { addMonths, type Month } from '../calendar'
import { type DateLabels, dateLabelsOf } from '../dates'
import type { Handoff, SchedulePageData } from '../page.server'
import type { SchedulePageWords } from '../page-words.server'
import type { SlotView } from '../slots.server'
import type { SubmitOutcome } from '../submit'
import type { BookingDraft, DepositStatement } from './booking-form'
import { legendStatuses, SlotCard, statusBadges } from './slot-card'

type BookingModule = typeof import('./booking-dialog')
let loaded: BookingModule | null = null

// The form, its validation and the dialog load only when a visitor asks for a block.
const loadBooking = () =>
  import('./booking-dialog').then((m) => {
    loaded = m
    return m
  })

/**
 * The server renders the request form (for visitors without JavaScript) from
 * the loaded module: a lazy component would stream it in a hidden segment
 * that only a script could reveal.
 */
export const preloadBookingForm = async () => {
  await loadBooking()
}
const BookingDialog = lazy(() => loadBooking().then((m) => ({ default: m.BookingDialog })))
const BookingForm = lazy(() => loadBooking().then((m) => ({ default: m.BookingForm })))

export type ActionOutcome = { tone: 'success' | 'error'; title: string; message?: string }

type Props = {
  data: SchedulePageData
  /** The page's words in its own language, formatted by its loader (decision 039). */
  words: SchedulePageWords
  /** The form's own refusals in the page's language (decision 039). */
  refusals: RefusalWords
  search: string
  actionData?: { result: SubmissionResult<string[]> | null; outcome: ActionOutcome | null }
  /** The deposit and its terms when bookings take one (decision 041). */
  deposit?: DepositStatement | null
}

function hrefWith(path: string, search: string, changes: Record<string, string | null>, hash = '') {
  const params = new URLSearchParams(search)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) params.delete(k)
    else params.set(k, v)
  }
  const qs = params.toString()
  return `${path}${qs ? `?${qs}` : ''}${hash}`
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** The month of blocks, the request dialog, and the request form for visitors without JavaScript. */
export function ScheduleView({ data, words, refusals, search, actionData, deposit = null }: Props) {
  const hydrated = useHydrated()
  const w = words.text
  const dates = useMemo(() => dateLabelsOf(words.dates), [words.dates])
  const path = words.paths.schedule
  const [month, setMonth] = useState<Month>(data.month)
  const [slots, setSlots] = useState<SlotView[]>(data.slots)
  const [loading, setLoading] = useState(false)
  const [dialogSlot, setDialogSlot] = useState<SlotView | null>(null)
  const [draft, setDraft] = useState<BookingDraft | undefined>(
    data.handoff ? stringify(data.handoff.prefill) : undefined,
  )
  const [panelDone, setPanelDone] = useState(false)
  const request = useRef<AbortController | null>(null)

  const slotsFailure = w.slotsFailure
  const reload = useCallback(
    async (target: Month) => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      setLoading(true)
      try {
        const res = await fetch(`/api/slots?month=${target}`, { signal: controller.signal })
        if (!res.ok) throw new Error(`GET /api/slots answered ${res.status}`)
        setSlots((await res.json()) as SlotView[])
      } catch (e) {
        if (controller.signal.aborted) return
        logInBrowser('Failed to load available slots', e)
        setSlots([])
        toast.error(slotsFailure)
      } finally {
        if (request.current === controller) setLoading(false)
      }
    },
    [slotsFailure],
  )

  const go = (target: Month) => {
    setMonth(target)
    // Keep the address in step so a reload or a shared link shows the same month.
    window.history.replaceState(
      window.history.state,
      '',
      hrefWith(path, window.location.search, { month: target, slot: null }),
    )
    void reload(target)
  }

  const onOutcome = (outcome: SubmitOutcome, from: 'dialog' | 'panel') => {
    if (outcome.kind === 'success') {
      toast.success(w.success)
      setDraft(data.handoff ? stringify(data.handoff.prefill) : undefined)
      if (from === 'dialog') setDialogSlot(null)
      else setPanelDone(true)
      void reload(month)
    } else {
      toast.error(outcome.message)
      if (outcome.kind === 'taken') void reload(month)
    }
  }

  // The request form under the calendar (the no-JavaScript path, and what a
  // visitor types into before hydration). Its code is lazy, so it hydrates
  // after the page; an update reaching its Suspense boundary before then would
  // make React throw the server's form away and render an empty one, losing
  // what was typed. So the element stays the same object across
  // this view's renders until its own inputs change.
  const onOutcomeRef = useRef(onOutcome)
  onOutcomeRef.current = onOutcome
  const onPanelOutcome = useCallback((o: SubmitOutcome) => onOutcomeRef.current(o, 'panel'), [])
  const panelSlot = panelDone ? null : data.selected
  const lastResult = actionData?.result
  const panelForm = useMemo(() => {
    if (!panelSlot) return null
    const Form = import.meta.env.SSR && loaded ? loaded.BookingForm : BookingForm
    return (
      <Suspense fallback={null}>
        <Form
          slotId={panelSlot.id}
          defaultValue={draft}
          estimate={data.handoff?.inputs ?? null}
          lastResult={lastResult}
          onOutcome={onPanelOutcome}
          words={words.form}
          refusals={refusals}
          submitLabel={w.requestBlock}
          deposit={deposit}
        />
      </Suspense>
    )
  }, [panelSlot, draft, data.handoff, lastResult, onPanelOutcome, words.form, refusals, w, deposit])

  const canGoBack = month > data.currentMonth
  const prev = addMonths(month, -1)
  const next = addMonths(month, 1)
  const navClass = buttonClass('secondary', 'md')
  const selected = panelDone ? null : data.selected

  return (
    <>
      {data.handoff ? <EstimateNote handoff={data.handoff} w={w} dates={dates} /> : null}

      <section aria-labelledby="calendar-heading" className="container-page py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="calendar-heading" className="text-3xl text-white" aria-live="polite">
            {dates.month(month)}
          </h2>
          <div className="flex gap-2">
            {canGoBack ? (
              <a
                href={hrefWith(path, search, { month: prev, slot: null })}
                className={navClass}
                aria-label={w.previousMonth}
                onClick={(e) => {
                  e.preventDefault()
                  go(prev)
                }}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                {w.previous}
              </a>
            ) : (
              <button type="button" className={navClass} aria-label={w.previousMonth} disabled>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                {w.previous}
              </button>
            )}
            <a
              href={hrefWith(path, search, { month: next, slot: null })}
              className={navClass}
              aria-label={w.nextMonth}
              onClick={(e) => {
                e.preventDefault()
                go(next)
              }}
            >
              {w.next}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </a>
          </div>
        </div>

        <ul aria-label={w.legend} className="mt-6 flex flex-wrap gap-3 text-sm">
          {legendStatuses.map((s) => (
            <li
              key={s}
              className={`rounded-full border px-3 py-1 font-semibold ${statusBadges[s].className}`}
            >
              {w.statuses[s]}
            </li>
          ))}
        </ul>
        <p className="mt-3 max-w-3xl text-sm text-graphite-300" data-testid="legend-requested">
          <span className="font-semibold text-amber-200">{w.statuses.pending}:</span> {w.requestedMeaning}
        </p>

        <div className="mt-8">
          {loading ? (
            <p
              role="status"
              className="rounded-2xl border border-graphite-800 p-10 text-center text-graphite-300"
            >
              {w.loading}
            </p>
          ) : slots.length === 0 ? (
            <div className="rounded-2xl border border-graphite-800 bg-graphite-900 p-10 text-center">
              <h3 className="text-2xl text-white">{w.emptyTitle}</h3>
              <p className="mt-2 text-graphite-300">{w.emptyBody}</p>
              <ButtonLink to={words.paths.contact} className="mt-6">
                {w.contactUs}
              </ButtonLink>
            </div>
          ) : (
            <ul
              aria-label={fill(w.blocksIn, { month: dates.month(month) })}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {slots.map((slot) => (
                <SlotCard
                  key={slot.id}
                  slot={slot}
                  requestHref={hrefWith(path, search, { month, slot: slot.id }, '#request')}
                  w={w}
                  dates={dates}
                  onRequest={hydrated ? setDialogSlot : undefined}
                  onIntent={hydrated ? () => void loadBooking() : undefined}
                />
              ))}
            </ul>
          )}
        </div>
      </section>

      {actionData?.outcome || selected || data.selectedGone ? (
        <section id="request" aria-labelledby="request-heading" className="container-page pb-16">
          <h2 id="request-heading" className="text-3xl text-white">
            {selected
              ? fill(w.requestHeading, { range: dates.range(selected.start_date, selected.end_date) })
              : w.yourRequest}
          </h2>
          <div className="mt-4 space-y-6">
            {actionData?.outcome ? (
              <FormStatus tone={actionData.outcome.tone} title={actionData.outcome.title}>
                {actionData.outcome.message}
              </FormStatus>
            ) : data.selectedGone && !selected ? (
              <FormStatus tone="error" title={w.goneTitle}>
                {w.goneBody}
              </FormStatus>
            ) : null}
            {selected && actionData?.outcome?.tone !== 'success' ? (
              <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-6">
                <p className="mb-4 text-graphite-300">
                  {w.blockLength}
                  {selected.location ? ` · ${selected.location}` : ''}. {w.confirmWithin}
                </p>
                {panelForm}
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {dialogSlot ? (
        <Suspense fallback={null}>
          <BookingDialog
            slot={dialogSlot}
            open
            onOpenChange={(open) => {
              if (!open) setDialogSlot(null)
            }}
            draft={draft}
            onDraft={setDraft}
            estimate={data.handoff?.inputs ?? null}
            onOutcome={(o) => onOutcome(o, 'dialog')}
            w={w}
            range={dates.range(dialogSlot.start_date, dialogSlot.end_date)}
            words={words.form}
            refusals={refusals}
            deposit={deposit}
          />
        </Suspense>
      ) : null}
    </>
  )
}

function EstimateNote({
  handoff,
  w,
  dates,
}: {
  handoff: Handoff
  w: SchedulePageWords['text']
  dates: DateLabels
}) {
  return (
    <aside aria-label={w.estimateLabel} className="container-page pt-10">
      <div className="rounded-2xl border border-copper-400/50 bg-copper-700/15 p-5">
        <p className="font-semibold text-copper-200">{w.estimateTitle}</p>
        <p className="mt-1 text-graphite-100">{handoff.summary}</p>
        <p className="mt-1 text-sm text-graphite-300">
          {fill(w.estimateLocked, { date: dates.long(handoff.validUntil) })}
        </p>
      </div>
    </aside>
  )
}

function stringify(values: Record<string, string | number>): BookingDraft {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))
}
