import { type ComponentProps, type ReactNode, useId, useLayoutEffect, useRef } from 'react'

const control =
  'block w-full rounded-lg border border-graphite-600 bg-graphite-900 px-3 py-2 text-graphite-100 placeholder:text-graphite-400 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400/40 aria-[invalid=true]:border-red-400'

type FieldProps = {
  label: ReactNode
  /** Error messages shown under the control and announced with it. */
  errors?: readonly string[] | string | null
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode
}

/**
 * The visible mark of a required field (WCAG 3.3.2). Assistive tech hears `required` or
 * `aria-required` on the control, so the mark itself is hidden from it, and it stands just after the
 * label rather than in it: the label's text stays the field's name.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-copper-300">
      {' '}
      *
    </span>
  )
}

/**
 * A label, a control, an optional hint and its errors, wired together for assistive tech. `required`
 * shows the mark; the caller puts `required` (or `aria-required`) on the control, both from the
 * form's schema (`requiredFields`, decision 003).
 */
export function Field({ label, errors, hint, required, className = '', children }: FieldProps) {
  const id = useId()
  const list = errors == null ? [] : typeof errors === 'string' ? [errors] : errors
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [hint ? hintId : null, list.length ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <div className="mb-1 text-sm font-medium text-graphite-100">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </div>
      {children({ id, describedBy, invalid: list.length > 0 })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-graphite-400">
          {hint}
        </p>
      ) : null}
      {list.length ? (
        <p id={errorId} className="mt-1 text-sm text-red-300">
          {list.join(' ')}
        </p>
      ) : null}
    </div>
  )
}

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} ${className}`} {...props} />
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} min-h-28 ${className}`} {...props} />
}

/** A native select: works without JavaScript and on every phone. */
export function NativeSelect({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${control} ${className}`} {...props} />
}

/** A hidden field bots fill and people never see; a filled one marks the submission as spam. */
export function Honeypot({
  name = 'website',
  label = 'Leave this field empty',
}: {
  name?: string
  label?: string
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}

/** A server-rendered outcome message, for visitors without JavaScript and for screen readers. */
export function FormStatus({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error'
  title: string
  children?: ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-4 ${
        tone === 'error'
          ? 'border-red-400/60 bg-red-950/40 text-red-100'
          : 'border-emerald-400/50 bg-emerald-950/40 text-emerald-100'
      }`}
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  )
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Keeps what a visitor typed, chose or ticked before the page's JavaScript ran
 * (decision 019). Hydration leaves a controlled control's DOM value
 * alone, but React's next render writes the state's value back over it, so
 * digits typed in the first seconds on a slow phone vanish. On mount this
 * reads the control as it is now and, when it differs from `current`, hands
 * its value to `adopt`, so the state catches up with the screen first.
 * Returns the ref for the control. For a radio or checkbox, `current` is its
 * `checked` and `adopt` receives its value when the visitor checked it.
 */
export function useValueTypedBeforeHydration<E extends Control>(
  current: string | boolean,
  adopt: (value: string) => void,
) {
  const ref = useRef<E>(null)
  const state = useRef({ current, adopt })
  state.current = { current, adopt }
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const { current, adopt } = state.current
    if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      if (el.checked && current !== true) adopt(el.value)
    } else if (el.value !== current) {
      adopt(el.value)
    }
  }, [])
  return ref
}
