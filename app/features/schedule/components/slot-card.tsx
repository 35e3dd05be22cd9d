import { CalendarDays, MapPin } from 'lucide-react'
import { fill } from '~/i18n/fill'
import type { DateLabels } from '../dates'
import type { SchedulePageWords } from '../page-words.server'
import type { SlotStatus, SlotView } from '../slots.server'

// Each badge's words are the page's (`statuses` in its catalog, decision 039).
export const statusBadges: Record<SlotStatus, { className: string }> = {
  available: { className: 'border-emerald-400/60 bg-emerald-950/60 text-emerald-200' },
  pending: { className: 'border-amber-400/60 bg-amber-950/60 text-amber-200' },
  booked: { className: 'border-copper-400/60 bg-copper-700/30 text-copper-200' },
  unavailable: { className: 'border-graphite-600 bg-graphite-800 text-graphite-300' },
}

/** Every badge a card can show, in the legend's order ("Requested" was missing). */
export const legendStatuses = [
  'available',
  'pending',
  'booked',
  'unavailable',
] as const satisfies readonly SlotStatus[]

/**
 * One 3-day block. Only an available block can be requested; every other
 * status is muted. Without JavaScript 'Request This Block' is a link to the
 * request form on the page; with it, a button that opens the dialog.
 */
export function SlotCard({
  slot,
  requestHref,
  onRequest,
  onIntent,
  w,
  dates,
}: {
  slot: SlotView
  requestHref: string
  onRequest?: (slot: SlotView) => void
  onIntent?: () => void
  w: SchedulePageWords['text']
  dates: DateLabels
}) {
  const badge = { ...statusBadges[slot.status], label: w.statuses[slot.status] }
  const available = slot.status === 'available'
  const range = dates.range(slot.start_date, slot.end_date)
  const requestLabel = fill(w.requestBlockFor, { range })
  const requestClass =
    'mt-5 inline-flex w-full items-center justify-center rounded-full bg-copper-400 px-4 py-2 text-sm font-semibold text-graphite-950 no-underline hover:bg-copper-300'
  return (
    <li
      className={`flex flex-col rounded-2xl border p-5 ${
        available ? 'border-graphite-700 bg-graphite-900' : 'border-graphite-800 bg-graphite-900/40'
      }`}
      aria-label={fill(w.slotStatus, { range, status: badge.label })}
    >
      <div className="flex items-start justify-between gap-3">
        <p className={`font-display text-lg ${available ? 'text-white' : 'text-graphite-300'}`}>{range}</p>
        <span
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}
        >
          {badge.label}
        </span>
      </div>
      <ul className={`mt-3 space-y-1 text-sm ${available ? 'text-graphite-300' : 'text-graphite-400'}`}>
        <li className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {w.blockLength}
        </li>
        {slot.location ? (
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {slot.location}
          </li>
        ) : null}
      </ul>
      {available ? (
        onRequest ? (
          <button
            type="button"
            className={requestClass}
            onClick={() => onRequest(slot)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            aria-label={requestLabel}
          >
            {w.requestBlock}
          </button>
        ) : (
          <a href={requestHref} className={requestClass} aria-label={requestLabel}>
            {w.requestBlock}
          </a>
        )
      ) : null}
    </li>
  )
}
