import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import { staffConsole } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import {
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  leadStatuses,
  leads,
  staffNotes,
} from '~/db/schema'
import type { VisitSource } from '~/db/visit-source'
import { sourceLabelSql } from '~/features/attribution/label-sql.server'
import { describeTouch, sourceLabel } from '~/features/attribution/source'
import { customerNotesOn } from '~/features/booking-page/booking-page.server'
import { listPhotos } from '~/features/photos/photos.server'
import type { Lang } from '~/i18n/lang'
import { actionsOn, notesOn, recordAction, type Subject } from './audit.server'
import { toCsv } from './csv'
import {
  type DepositFilter,
  type InboxFilter,
  type InboxKind,
  kindLabels,
  languageLabels,
} from './inbox-filter'
import { noteSchema } from './schemas'
import type { Staff } from './session.server'

type InboxRow = {
  kind: InboxKind
  id: string
  name: string
  email: string | null
  status: (typeof leadStatuses)[number]
  isSpam: boolean
  stale: boolean
  summary: string
  sourcePage: string | null
  /**
   * The language the lead was written in, as stored with it: the one its mails and its page use. Never
   * worked out from the source page, which is `/api/bookings` for the booking dialog (decision 034).
   */
  language: Lang
  /** Where the visitor came from, as one label. */
  sourceLabel: string
  createdAt: string
  /** A booking's deposit state, null without one (decision 041). */
  depositStatus: DepositFilter | null
}

const staleInterval = sql.raw(`interval '${staffConsole.staleAfterDays} days'`)

/** Every kind of lead as one relation with the same columns, so one query can list, filter and page them. */
const allLeads = sql`(
  select l.kind, l.id, l.name, l.email, l.status, l.is_spam, l.source_page, l.language, l.source, l.created_at, l.updated_at,
    null::text as deposit_status, null::integer as deposit_cents, 0 as deposit_refunded_cents, null::text as payment_intent_id,
    left(coalesce(l.fields->>'message', l.fields->>'projectDescription', l.fields->>'company', l.fields->>'position', ''), 200) as summary
  from ${leads} l
  union all
  select 'booking', b.id, b.customer_name, b.customer_email, b.lead_status, b.is_spam, b.source_page, b.language, b.source, b.created_at, b.updated_at,
    b.deposit_status, b.deposit_cents, b.deposit_refunded_cents, b.payment_intent_id,
    b.status || ' · block ' || to_char(s.start_date, 'Mon DD, YYYY') || ' · ' || b.project_size || ' sq ft ' || b.project_type
  from ${bookingRequests} b join ${installationSlots} s on s.id = b.slot_id
  union all
  select 'chat', c.id, coalesce(c.visitor_name, 'Chat visitor'), c.visitor_email, c.status, c.is_spam, null, c.language, c.source, c.created_at, c.updated_at,
    null, null, 0, null,
    left((case when c.handoff = 'requested' then 'Asked to be contacted: ' || concat_ws(' or ', c.visitor_phone, c.visitor_email) || ' · ' else '' end)
      || coalesce((select m.content from ${chatMessages} m where m.conversation_id = c.id and m.role = 'user'
      order by m.created_at limit 1), ''), 200)
  from ${chatConversations} c
  where exists (select 1 from ${chatMessages} m where m.conversation_id = c.id and m.role = 'user')
) as inbox`

const isStale = sql`(status in ('new', 'contacted') and not is_spam and updated_at < now() - ${staleInterval})`

function where(filter: Omit<InboxFilter, 'page'>): SQL {
  const parts: SQL[] = []
  if (filter.view === 'spam') parts.push(sql`is_spam`)
  else parts.push(sql`not is_spam`)
  if (filter.view === 'stale') parts.push(isStale)
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`)
  if (filter.status) parts.push(sql`status = ${filter.status}`)
  if (filter.source) parts.push(sql`${sourceLabelSql()} = ${filter.source}`)
  if (filter.language) parts.push(sql`language = ${filter.language}`)
  if (filter.deposit) parts.push(sql`deposit_status = ${filter.deposit}`)
  return sql.join(parts, sql` and `)
}

type RawRow = {
  kind: InboxKind
  id: string
  name: string
  email: string | null
  status: InboxRow['status']
  is_spam: boolean
  stale: boolean
  summary: string | null
  source_page: string | null
  language: Lang
  source_label: string
  created_at: string | Date
  deposit_status: DepositFilter | null
  deposit_cents: number | string | null
  deposit_refunded_cents: number | string | null
  payment_intent_id?: string | null
}

const toRow = (r: RawRow): InboxRow => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  email: r.email,
  status: r.status,
  isSpam: r.is_spam,
  stale: r.stale,
  summary: r.summary ?? '',
  sourcePage: r.source_page,
  language: r.language,
  sourceLabel: r.source_label,
  createdAt: new Date(r.created_at).toISOString(),
  depositStatus: r.deposit_status ?? null,
})

/** One page of the inbox, newest first, with the total for the filter. */
export async function listInbox(db: Database, filter: InboxFilter) {
  const size = staffConsole.inboxPageSize
  const rows = await queryRows<RawRow & { total: number | string }>(
    db,
    sql`select kind, id, name, email, status, is_spam, ${isStale} as stale, summary, source_page, language,
        ${sourceLabelSql()} as source_label, created_at, deposit_status, deposit_cents, deposit_refunded_cents,
        count(*) over () as total
      from ${allLeads} where ${where(filter)}
      order by created_at desc, id limit ${size} offset ${(filter.page - 1) * size}`,
  )
  const total = rows.length ? Number(rows[0].total) : await countInbox(db, filter)
  return { rows: rows.map(toRow), total, pageSize: size }
}

async function countInbox(db: Database, filter: InboxFilter) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${allLeads} where ${where(filter)}`,
  )
  return Number(row?.n ?? 0)
}

/** Counts for the view tabs. */
export async function inboxCounts(db: Database) {
  const [row] = await queryRows<{ inbox: string; stale: string; spam: string; fresh: string }>(
    db,
    sql`select count(*) filter (where not is_spam) as inbox,
        count(*) filter (where ${isStale}) as stale,
        count(*) filter (where is_spam) as spam,
        count(*) filter (where not is_spam and status = 'new') as fresh
      from ${allLeads}`,
  )
  return {
    inbox: Number(row?.inbox ?? 0),
    stale: Number(row?.stale ?? 0),
    spam: Number(row?.spam ?? 0),
    new: Number(row?.fresh ?? 0),
  }
}

/** The sources leads came from, most leads first, for the inbox's source filter. */
export async function inboxSources(db: Database): Promise<string[]> {
  const rows = await queryRows<{ label: string }>(
    db,
    sql`select ${sourceLabelSql()} as label, count(*) as n from ${allLeads} where not is_spam
      group by 1 order by n desc, 1 limit 100`,
  )
  return rows.map((r) => r.label)
}

/** The whole current view (every page) as CSV. */
export async function inboxCsv(db: Database, filter: Omit<InboxFilter, 'page'>): Promise<string> {
  const rows = await queryRows<RawRow & { source: VisitSource | null }>(
    db,
    sql`select kind, id, name, email, status, is_spam, ${isStale} as stale, summary, source_page, language,
        ${sourceLabelSql()} as source_label, source, created_at, deposit_status, deposit_cents,
        deposit_refunded_cents, payment_intent_id
      from ${allLeads} where ${where(filter)} order by created_at desc, id limit 100000`,
  )
  return toCsv(
    [
      'Received',
      'Kind',
      'Name',
      'Email',
      'Status',
      'Stale',
      'Spam',
      'Summary',
      'Source page',
      'Language',
      'Id',
      ...sourceCsvHeader,
      // A booking's deposit (decision 041): amounts in dollars and cents, as a spreadsheet reads them.
      'Deposit status',
      'Deposit',
      'Deposit refunded',
      'Stripe payment',
    ],
    rows.map((r) => {
      const row = toRow(r)
      return [
        row.createdAt,
        kindLabels[row.kind],
        row.name,
        row.email ?? '',
        row.status,
        row.stale ? 'yes' : 'no',
        row.isSpam ? 'yes' : 'no',
        row.summary,
        row.sourcePage ?? '',
        languageLabels[row.language],
        row.id,
        ...sourceCsvCells(row.sourceLabel, r.source),
        row.depositStatus ?? '',
        r.deposit_cents === null ? '' : (Number(r.deposit_cents) / 100).toFixed(2),
        row.depositStatus ? (Number(r.deposit_refunded_cents ?? 0) / 100).toFixed(2) : '',
        r.payment_intent_id ?? '',
      ]
    }),
  )
}

/** The CSV's attribution columns: the label, then each visit's tags, referrer and landing page. */
const touchFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
  'landing',
  'at',
] as const
const touchHeaders = ['source', 'medium', 'campaign', 'term', 'content', 'referrer', 'landing page', 'date']
const sourceCsvHeader = [
  'Source',
  ...touchHeaders.map((h) => `First ${h}`),
  ...touchHeaders.map((h) => `Last ${h}`),
]

function sourceCsvCells(label: string, source: VisitSource | null): string[] {
  const cells = (touch: VisitSource['first'] | undefined) => touchFields.map((f) => touch?.[f] ?? '')
  return [label, ...cells(source?.first), ...cells(source?.last)]
}

/** The table behind each kind of lead, for status and spam changes. */
function tableOf(kind: InboxKind) {
  if (kind === 'booking')
    return { table: bookingRequests, status: bookingRequests.leadStatus, subject: 'booking' as const }
  if (kind === 'chat')
    return { table: chatConversations, status: chatConversations.status, subject: 'chat' as const }
  return { table: leads, status: leads.status, subject: 'lead' as const }
}

function subjectOf(kind: InboxKind, id: string): Subject {
  return { kind: tableOf(kind).subject, id }
}

export const leadActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    status: z.enum(leadStatuses, 'Choose New, Contacted, Won or Lost.'),
  }),
  z.object({ intent: z.literal('spam') }),
  z.object({ intent: z.literal('not-spam') }),
  noteSchema,
])

export type LeadAction = z.infer<typeof leadActionSchema>

/** Applies a staff action to a lead of any kind and records it; false when the lead does not exist. */
export async function applyLeadAction(
  db: Database,
  staff: Staff,
  kind: InboxKind,
  id: string,
  action: LeadAction,
): Promise<boolean> {
  const { table, subject } = tableOf(kind)
  const target = { kind: subject, id }
  return db.transaction(async (tx) => {
    const kindMatch = kind === 'booking' || kind === 'chat' ? undefined : eq(leads.kind, kind)
    const set: Record<string, unknown> = { updatedAt: new Date() }
    if (action.intent === 'status') set[kind === 'booking' ? 'leadStatus' : 'status'] = action.status
    if (action.intent === 'spam') set.isSpam = true
    if (action.intent === 'not-spam') set.isSpam = false
    const updated = await tx
      .update(table)
      .set(set)
      .where(and(eq(table.id, id), kindMatch))
      .returning({ id: table.id })
    if (!updated.length) return false
    if (action.intent === 'note') {
      await tx
        .insert(staffNotes)
        .values({ subjectKind: subject, subjectId: id, staffEmail: staff.email, body: action.body })
    }
    await recordAction(
      tx,
      staff.email,
      action.intent,
      target,
      action.intent === 'status' ? { status: action.status } : {},
    )
    return true
  })
}

/** Everything about one lead: its fields, notes and history (and, for a chat, its transcript). */
export async function leadDetail(db: Database, kind: InboxKind, id: string) {
  const subject = subjectOf(kind, id)
  if (kind === 'booking') {
    const [row] = await db
      .select({ booking: bookingRequests, slot: installationSlots })
      .from(bookingRequests)
      .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
      .where(eq(bookingRequests.id, id))
    if (!row) return null
    const [photos, customerNotes, replaces] = await Promise.all([
      listPhotos(db, { kind: 'booking', id }),
      customerNotesOn(db, id),
      row.booking.replacesId
        ? db
            .select({ startDate: installationSlots.startDate, endDate: installationSlots.endDate })
            .from(bookingRequests)
            .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
            .where(eq(bookingRequests.id, row.booking.replacesId))
        : Promise.resolve([]),
    ])
    return {
      kind,
      booking: row.booking,
      slot: row.slot,
      photos,
      customerNotes,
      replaces: replaces[0] ? { id: row.booking.replacesId as string, ...replaces[0] } : null,
      source: sourceLines(row.booking.source),
      ...(await history(db, subject)),
    }
  }
  if (kind === 'chat') {
    const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id))
    if (!conversation) return null
    const messages = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    return {
      kind,
      conversation,
      messages,
      source: sourceLines(conversation.source),
      ...(await history(db, subject)),
    }
  }
  const [lead] = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      status: leads.status,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      fields: leads.fields,
      sourcePage: leads.sourcePage,
      language: leads.language,
      isSpam: leads.isSpam,
      resumeFilename: leads.resumeFilename,
      hasResume: sql<boolean>`${leads.resume} is not null`,
      visitSource: leads.source,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
    })
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.kind, kind)))
  if (!lead) return null
  return {
    kind,
    lead,
    photos: await listPhotos(db, { kind: 'lead', id }),
    source: sourceLines(lead.visitSource),
    ...(await history(db, subject)),
  }
}

/** Where the lead came from, in words for staff. */
function sourceLines(source: VisitSource | null) {
  return {
    label: sourceLabel(source),
    first: source ? describeTouch(source.first) : 'No campaign tag or outside referrer (direct).',
    last: source ? describeTouch(source.last) : null,
  }
}

async function history(db: Database, subject: Subject) {
  const [notes, actions] = await Promise.all([notesOn(db, subject), actionsOn(db, subject)])
  return { notes, actions }
}

/** A job applicant's resume, for download. */
export async function leadResume(db: Database, id: string) {
  const [row] = await db
    .select({ resume: leads.resume, filename: leads.resumeFilename })
    .from(leads)
    .where(eq(leads.id, id))
  return row?.resume ? { bytes: row.resume, filename: row.filename ?? 'resume.pdf' } : null
}

/** Chat conversations with message counts and whether a reply was cut off. */
export async function listConversations(db: Database) {
  return db
    .select({
      id: chatConversations.id,
      status: chatConversations.status,
      isSpam: chatConversations.isSpam,
      visitorName: chatConversations.visitorName,
      handoff: chatConversations.handoff,
      createdAt: chatConversations.createdAt,
      messages: count(chatMessages.id),
      incomplete: sql<number>`count(*) filter (where ${chatMessages.incomplete})`.mapWith(Number),
      firstMessage: sql<
        string | null
      >`(array_agg(${chatMessages.content} order by ${chatMessages.createdAt}) filter (where ${chatMessages.role} = 'user'))[1]`,
    })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .groupBy(chatConversations.id)
    .orderBy(sql`${chatConversations.createdAt} desc`)
    .limit(200)
}
