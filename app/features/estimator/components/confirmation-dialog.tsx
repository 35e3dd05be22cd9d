import { Check } from 'lucide-react'
import { Checkbox } from 'radix-ui'
import { useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useEstimatorWords } from '../words'

const OPT_IN_KEY = 'refined-resin:design-tips-opt-in'

function readOptIn(): boolean {
  try {
    return window.localStorage.getItem(OPT_IN_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * The confirmation shown 3 s after a fresh estimate. Loaded on
 * demand: it costs the estimator's first view no JavaScript. The opt-in stays
 * in this browser only (spec: kept locally).
 */
export default function ConfirmationDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { copy: estimatorCopy, labels } = useEstimatorWords().text
  const [optIn, setOptIn] = useState(false)
  const checkboxId = useId()
  useEffect(() => setOptIn(readOptIn()), [])

  function change(checked: boolean) {
    setOptIn(checked)
    try {
      window.localStorage.setItem(OPT_IN_KEY, String(checked))
    } catch {
      // Storage may be off (private mode); the choice then lasts for this page only.
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={estimatorCopy.dialogTitle}
      description={estimatorCopy.dialogText}
      closeLabel={labels.close}
    >
      <p className="text-graphite-300">{estimatorCopy.dialogEmailNote}</p>
      <div className="mt-5 flex items-center gap-3">
        <Checkbox.Root
          id={checkboxId}
          checked={optIn}
          onCheckedChange={(c) => change(c === true)}
          className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-graphite-400 bg-graphite-950 data-[state=checked]:border-copper-400 data-[state=checked]:bg-copper-400"
        >
          <Checkbox.Indicator>
            <Check className="h-4 w-4 text-graphite-950" aria-hidden="true" />
          </Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={checkboxId} className="text-graphite-100">
          {estimatorCopy.dialogOptIn}
        </label>
      </div>
      <Button size="lg" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        {estimatorCopy.dialogClose}
      </Button>
    </Dialog>
  )
}
