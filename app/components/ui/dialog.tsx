import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import type { ReactNode } from 'react'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
  /** The close button's name, for a page in another language (decision 034). */
  closeLabel?: string
}

/** A modal dialog (Radix: focus trap, Escape, return focus) in the site's style. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className = '',
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <D.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-graphite-700 bg-graphite-900 p-6 shadow-2xl ${className}`}
        >
          <D.Title className="pr-8 font-display text-2xl text-white">{title}</D.Title>
          {description ? (
            <D.Description className="mt-2 text-graphite-300">{description}</D.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <D.Close className="absolute right-4 top-4 rounded-md p-1 text-graphite-300 hover:bg-graphite-800 hover:text-white">
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  )
}
