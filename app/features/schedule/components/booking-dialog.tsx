import { useRef } from 'react'
import { Dialog } from '~/components/ui/dialog'
import type { RefusalWords } from '~/features/forms/refusal'
import type { EstimateInputs } from '../booking-schema'
import type { SchedulePageWords } from '../page-words.server'
import type { SlotView } from '../slots.server'
import type { SubmitOutcome } from '../submit'
import { type BookingDraft, BookingForm, type DepositStatement } from './booking-form'

export { BookingForm }

/**
 * The request dialog. Closing it keeps what the visitor typed, so
 * picking another block after a clash does not mean typing it all again.
 */
export function BookingDialog({
  slot,
  open,
  onOpenChange,
  draft,
  onDraft,
  estimate,
  onOutcome,
  w,
  range,
  words,
  refusals,
  deposit = null,
}: {
  slot: SlotView
  open: boolean
  onOpenChange: (open: boolean) => void
  draft?: BookingDraft
  onDraft: (draft: BookingDraft) => void
  estimate: EstimateInputs | null
  onOutcome: (outcome: SubmitOutcome) => void
  w: SchedulePageWords['text']
  /** The block's days as the page writes them. */
  range: string
  words: SchedulePageWords['form']
  deposit?: DepositStatement | null
  refusals: RefusalWords
}) {
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && formRef.current) onDraft(readDraft(formRef.current))
        onOpenChange(next)
      }}
      title={w.requestBlock}
      closeLabel={w.close}
      description={`${range} · ${w.blockLength}${slot.location ? ` · ${slot.location}` : ''}. ${w.confirmWithin}`}
      className="max-w-2xl"
    >
      <BookingForm
        key={slot.id}
        slotId={slot.id}
        defaultValue={draft}
        estimate={estimate}
        onOutcome={onOutcome}
        formRef={formRef}
        words={words}
        refusals={refusals}
        submitLabel={w.requestBlock}
        deposit={deposit}
      />
    </Dialog>
  )
}

const DRAFT_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'project_address',
  'project_size',
  'project_type',
  'preferred_finish',
  'notes',
] as const

function readDraft(form: HTMLFormElement): BookingDraft {
  const data = new FormData(form)
  const draft: BookingDraft = {}
  for (const name of DRAFT_FIELDS) {
    const v = data.get(name)
    if (typeof v === 'string') draft[name] = v
  }
  return draft
}
