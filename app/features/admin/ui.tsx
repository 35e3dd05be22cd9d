import { type ReactNode, useEffect } from 'react'
import { Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FormStatus } from '~/components/ui/field'
import { toast } from '~/components/ui/toast'
import type { FormOutcome } from '~/features/forms/outcome'

/** A console action's answer: every console form replies in the one shape (decision 003). */
export type ActionOutcome = FormOutcome

/** A console page: its heading, optional actions beside it, then the content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="container-page py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl text-white">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}

/** Shows an action's outcome in the page (without JavaScript too) and, once hydrated, as a toast. */
export function Outcome({ result }: { result: ActionOutcome | undefined }) {
  useEffect(() => {
    if (!result) return
    if (result.ok) toast.success(result.message)
    else toast.error(result.error)
  }, [result])
  if (!result) return null
  return (
    <div className="mb-6">
      {result.ok ? (
        <FormStatus tone="success" title={result.message} />
      ) : (
        <FormStatus tone="error" title={result.error} />
      )}
    </div>
  )
}

/** One button that posts an intent (and hidden values) to the page's own action. */
export function ActionButton({
  intent,
  values = {},
  children,
  variant = 'secondary',
  action,
}: {
  intent: string
  values?: Record<string, string>
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost'
  action?: string
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" action={action} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={buttonClass(variant)} disabled={busy}>
        {children}
      </button>
    </Form>
  )
}

const tones: Record<string, string> = {
  new: 'bg-copper-400/15 text-copper-200 ring-copper-400/40',
  contacted: 'bg-sky-400/10 text-sky-200 ring-sky-400/40',
  won: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/40',
  lost: 'bg-graphite-700 text-graphite-200 ring-graphite-500',
  pending: 'bg-amber-400/10 text-amber-200 ring-amber-400/40',
  confirmed: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/40',
  booked: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/40',
  available: 'bg-sky-400/10 text-sky-200 ring-sky-400/40',
  declined: 'bg-graphite-700 text-graphite-200 ring-graphite-500',
  cancelled: 'bg-graphite-700 text-graphite-200 ring-graphite-500',
  unavailable: 'bg-graphite-700 text-graphite-200 ring-graphite-500',
  stale: 'bg-red-400/10 text-red-200 ring-red-400/40',
  spam: 'bg-red-400/10 text-red-200 ring-red-400/40',
  sent: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/40',
  failed: 'bg-red-400/10 text-red-200 ring-red-400/40',
  unsent: 'bg-amber-400/10 text-amber-200 ring-amber-400/40',
  incomplete: 'bg-amber-400/10 text-amber-200 ring-amber-400/40',
}

export function Badge({ value, label }: { value: string; label?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ${tones[value] ?? tones.lost}`}
    >
      {label ?? value}
    </span>
  )
}

export const tableClass = 'w-full border-collapse text-left text-sm text-graphite-200'
export const thClass = 'border-b border-graphite-700 px-3 py-2 font-semibold text-graphite-100'
export const tdClass = 'border-b border-graphite-800 px-3 py-2 align-top'
export const linkClass = 'text-copper-200 underline-offset-2 hover:underline'

/**
 * A console page's error boundary: the failure shows inside the console (its
 * header and navigation stay), with a message for the status.
 */
export function ConsoleErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const given = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null
  const title =
    status === 403
      ? 'Not allowed'
      : status === 404
        ? 'Not found'
        : status < 500
          ? 'That request could not be completed'
          : 'Something went wrong'
  const fallback =
    status === 403
      ? 'Your account cannot open this page.'
      : status === 404
        ? 'There is nothing here. It may have been removed.'
        : 'Please try again in a moment.'
  return (
    <AdminPage title={title}>
      <p className="text-graphite-200">{status < 500 && given ? given : fallback}</p>
      <p className="mt-6">
        <Link to="/admin" className={linkClass}>
          Back to the dashboard
        </Link>
      </p>
    </AdminPage>
  )
}
