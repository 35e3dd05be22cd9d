import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { installationSlots } from '~/db/schema'
import type { Lang } from '~/i18n/lang'
import type { EstimateInputs } from './booking-schema'
import { type IsoDate, type Month, monthOf, parseMonth, todayInBusinessZone } from './calendar'
import { estimateRecord, handoffPrefill, readHandoff } from './handoff'
import { projectWordsIn } from './project-words.server'
import { listSlots, type SlotView } from './slots.server'

export type Handoff = {
  inputs: EstimateInputs
  summary: string
  validUntil: IsoDate
  prefill: ReturnType<typeof handoffPrefill>
}

export type SchedulePageData = {
  today: IsoDate
  currentMonth: Month
  month: Month
  slots: SlotView[]
  handoff: Handoff | null
  /** The block picked with ?slot= (the request form without JavaScript), when it can be requested. */
  selected: SlotView | null
  /** ?slot= named a block that can no longer be requested. */
  selectedGone: boolean
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The /schedule page for one request: the month from ?month= (never before
 * this month in Atlanta), its blocks, the estimate handed over from the
 * estimator, and the block picked with ?slot=.
 */
export async function loadSchedulePage(
  db: Database,
  url: URL,
  /** The page's language: the estimate is written as its estimator named the answers (decision 039). */
  lang: Lang,
  now = new Date(),
): Promise<SchedulePageData> {
  const today = todayInBusinessZone(now)
  const currentMonth = monthOf(today)
  const asked = parseMonth(url.searchParams.get('month'))
  const month = asked && asked > currentMonth ? asked : currentMonth
  const inputs = readHandoff(url.searchParams)
  const record = inputs ? estimateRecord(inputs, today) : null
  const slotParam = url.searchParams.get('slot')

  const [slots, selectedRow] = await Promise.all([
    listSlots(db, month, today),
    slotParam && UUID_RE.test(slotParam)
      ? db.select().from(installationSlots).where(eq(installationSlots.id, slotParam))
      : Promise.resolve([]),
  ])
  const picked = selectedRow[0]
  const selected: SlotView | null =
    picked && picked.status === 'available' && picked.startDate > today
      ? {
          id: picked.id,
          start_date: picked.startDate,
          end_date: picked.endDate,
          status: picked.status,
          location: picked.location,
        }
      : null

  return {
    today,
    currentMonth,
    month,
    slots,
    handoff:
      inputs && record
        ? {
            inputs,
            summary: projectWordsIn(lang).estimate(record),
            validUntil: record.validUntil,
            prefill: handoffPrefill(inputs),
          }
        : null,
    selected,
    selectedGone: Boolean(slotParam) && !selected,
  }
}
