import { z } from 'zod'
import { type Lang, langs } from '~/i18n/lang'

export const inboxKinds = ['contact', 'partner', 'job', 'booking', 'chat'] as const
export type InboxKind = (typeof inboxKinds)[number]
export const inboxStatuses = ['new', 'contacted', 'won', 'lost'] as const
const inboxViews = ['inbox', 'stale', 'spam'] as const
/** A booking's deposit as the inbox filters by it (decision 041). */
export const depositFilters = ['awaiting', 'paid', 'expired', 'refunded_partial', 'refunded_full'] as const
export type DepositFilter = (typeof depositFilters)[number]
export const depositLabels: Record<DepositFilter, string> = {
  awaiting: 'Deposit awaiting payment',
  paid: 'Deposit paid',
  expired: 'Deposit expired unpaid',
  refunded_partial: 'Deposit refunded in part',
  refunded_full: 'Deposit refunded in full',
}

export const kindLabels: Record<InboxKind, string> = {
  contact: 'Contact message',
  partner: 'Partner application',
  job: 'Job application',
  booking: 'Booking request',
  chat: 'Chat conversation',
}

export const statusLabels: Record<(typeof inboxStatuses)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
}

/** How the console names a lead's language: it stays English and marks Spanish leads (decision 034). */
const languageNames = new Intl.DisplayNames('en-US', { type: 'language' })

/** Each language's name as the console (English) writes it, from the list of locales. */
export const languageLabels = Object.fromEntries(
  langs.map((lang) => [lang, languageNames.of(lang) ?? lang]),
) as Record<Lang, string>

const filterSchema = z.object({
  kind: z.enum(inboxKinds).optional(),
  status: z.enum(inboxStatuses).optional(),
  view: z.enum(inboxViews).default('inbox'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Where the leads came from: a label such as 'nextdoor', 'google.com' or 'direct'. */
  source: z.string().trim().toLowerCase().min(1).max(100).optional(),
  /** The language stored with the lead. */
  language: z.enum(langs).optional(),
  /** A booking's deposit state (decision 041). */
  deposit: z.enum(depositFilters).optional(),
})

export type InboxFilter = z.infer<typeof filterSchema>

/** Reads the inbox's query string; an unknown kind, status or view is a 400, not an empty list. */
export function parseInboxFilter(
  params: URLSearchParams,
): { ok: true; filter: InboxFilter } | { ok: false; error: string } {
  const raw = Object.fromEntries(
    ['kind', 'status', 'view', 'page', 'source', 'language', 'deposit']
      .map((k) => [k, params.get(k)?.trim()] as const)
      .filter(([, v]) => v && v !== 'all'),
  )
  const parsed = filterSchema.safeParse(raw)
  if (parsed.success) return { ok: true, filter: parsed.data }
  const field = parsed.error.issues[0]?.path.join('.') ?? 'filter'
  return { ok: false, error: `Unknown ${field} in the inbox filter.` }
}

/** The query string of a filter (without defaults), for links and the CSV export. */
export function inboxQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams()
  if (filter.kind) params.set('kind', filter.kind)
  if (filter.status) params.set('status', filter.status)
  if (filter.view && filter.view !== 'inbox') params.set('view', filter.view)
  if (filter.source) params.set('source', filter.source)
  if (filter.language) params.set('language', filter.language)
  if (filter.deposit) params.set('deposit', filter.deposit)
  if (filter.page && filter.page > 1) params.set('page', String(filter.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}
