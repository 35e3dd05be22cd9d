import { createHash, randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import { company } from '~/content/business'
import type { Database } from '~/db/client.server'
import {
  bookingCustomerNotes,
  bookingLinks,
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  leads,
  outbox,
  photos,
  staffNotes,
} from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import type { Mailer } from '~/features/mail/mailer.server'
import { dayLabel } from '~/features/schedule/calendar'
import { erasureMail } from './erasure-mail'
import { type ErasureRecord, type PersonData, type RecordKind, recordKinds, summarise } from './person-data'
import { excerpt, hasEmailToken, hasPhoneToken, normalizeEmail, phoneKey } from './person-match'

/** The outbox marks an erasure's confirmation so it is not taken for data about the person. */
const confirmationKind = 'erasure'

/** What replaces a person's details: the rows (and so the counts, blocks and dates) stay. */
export const erased = {
  text: 'Erased on request',
  email: 'erased@erased.invalid',
  message: '[Erased on request]',
} as const

/** The business's own number is on every mail's footer: someone who typed it as theirs is not found by it. */

/** Digits only, in SQL: the coarse prefilter for a phone number, checked as a token in code. */
const digitsOf = (value: SQL) => sql`regexp_replace(${value}, '[^0-9]', '', 'g')`

/** `position(needle in haystack) > 0` for any of the needles (false for none). */
function containsAny(haystack: SQL, needles: string[]): SQL {
  if (!needles.length) return sql`false`
  return sql`(${sql.join(
    needles.map((n) => sql`position(${n} in ${haystack}) > 0`),
    sql` or `,
  )})`
}

const leadExcerpt = (fields: unknown) => {
  const f = (fields ?? {}) as Record<string, unknown>
  const text = [f.message, f.projectDescription, f.company, f.position].find((v) => typeof v === 'string')
  return excerpt(text as string | undefined)
}

/**
 * Everything stored about the person with this email address (decision 018), as
 * one list of records. The address finds their leads, booking requests, the chats
 * whose hand-off holds it or in whose messages they typed it, and mails that name it;
 * the phone numbers on those same records find the chats and mails that name them.
 * Free text is matched on whole tokens (./person-match), so ann@example.com never
 * finds joann@example.com. With the records come what hangs on them: the notes
 * and photos on the leads and bookings, the booking pages' links, staff notes and
 * every mail about them (the staff's hand-off mail included).
 */
export async function findPersonData(db: Database, rawEmail: string): Promise<PersonData> {
  const email = normalizeEmail(rawEmail)
  const personLeads = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      name: leads.name,
      phone: leads.phone,
      fields: leads.fields,
      createdAt: leads.createdAt,
      resume: sql<boolean>`${leads.resume} is not null`,
    })
    .from(leads)
    .where(sql`lower(trim(${leads.email})) = ${email}`)
  const bookings = await db
    .select({
      id: bookingRequests.id,
      name: bookingRequests.customerName,
      phone: bookingRequests.customerPhone,
      status: bookingRequests.status,
      size: bookingRequests.projectSize,
      createdAt: bookingRequests.createdAt,
      blockStart: installationSlots.startDate,
    })
    .from(bookingRequests)
    .leftJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(sql`lower(trim(${bookingRequests.customerEmail})) = ${email}`)

  // Chats by address: the hand-off's address, or a visitor message naming it.
  const chatIds = new Set<string>()
  const handoffs = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(sql`lower(trim(${chatConversations.visitorEmail})) = ${email}`)
  for (const c of handoffs) chatIds.add(c.id)
  const typedEmail = await db
    .select({ conversationId: chatMessages.conversationId, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.role, 'user'), sql`position(${email} in lower(${chatMessages.content})) > 0`))
  for (const m of typedEmail) if (hasEmailToken(m.content, email)) chatIds.add(m.conversationId)

  // Their phone numbers: the ones on the records the address found (one step, never onwards).
  const chatPhones = chatIds.size
    ? await db
        .select({ phone: chatConversations.visitorPhone })
        .from(chatConversations)
        .where(and(inArray(chatConversations.id, [...chatIds]), isNotNull(chatConversations.visitorPhone)))
    : []
  const phones = new Map<string, string>()
  for (const { phone } of [...personLeads, ...bookings, ...chatPhones]) {
    const key = phoneKey(phone)
    if (key && key !== phoneKey(company.phone) && !phones.has(key)) phones.set(key, (phone as string).trim())
  }
  const keys = [...phones.keys()]
  const hasPhone = (text: string | null) => text != null && keys.some((k) => hasPhoneToken(text, k))

  // Chats by phone: the hand-off's number, or a visitor message holding it.
  if (keys.length) {
    const handoffPhones = await db
      .select({ id: chatConversations.id, phone: chatConversations.visitorPhone })
      .from(chatConversations)
      .where(containsAny(digitsOf(sql`${chatConversations.visitorPhone}`), keys))
    for (const c of handoffPhones) if (keys.includes(phoneKey(c.phone) ?? '')) chatIds.add(c.id)
    const typedPhone = await db
      .select({ conversationId: chatMessages.conversationId, content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, 'user'), containsAny(digitsOf(sql`${chatMessages.content}`), keys)))
    for (const m of typedPhone) if (hasPhone(m.content)) chatIds.add(m.conversationId)
  }
  // The subqueries name the outer row in full: drizzle writes a one-table select's columns unqualified.
  const chats = chatIds.size
    ? await db
        .select({
          id: chatConversations.id,
          name: chatConversations.visitorName,
          createdAt: chatConversations.createdAt,
          messages: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = "chat_conversations"."id")`,
          first: sql<
            string | null
          >`(select m.content from ${chatMessages} m where m.conversation_id = "chat_conversations"."id" and m.role = 'user' order by m.created_at, m.id limit 1)`,
        })
        .from(chatConversations)
        .where(inArray(chatConversations.id, [...chatIds]))
    : []

  const leadIds = personLeads.map((l) => l.id)
  const bookingIds = bookings.map((b) => b.id)
  const conversationIds = chats.map((c) => c.id)
  const nameOf = new Map<string, string>([
    ...personLeads.map((l) => [l.id, l.name] as const),
    ...bookings.map((b) => [b.id, b.name] as const),
    ...chats.map((c) => [c.id, c.name ?? 'Chat visitor'] as const),
  ])
  const photoRows = await db
    .select({
      id: photos.id,
      subjectId: photos.subjectId,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .where(
      subjectIn(sql`${photos.subjectKind}`, sql`${photos.subjectId}`, [
        ['lead', leadIds],
        ['booking', bookingIds],
      ]),
    )
  const customerNotes = bookingIds.length
    ? await db
        .select({
          id: bookingCustomerNotes.id,
          bookingId: bookingCustomerNotes.bookingId,
          body: bookingCustomerNotes.body,
          createdAt: bookingCustomerNotes.createdAt,
        })
        .from(bookingCustomerNotes)
        .where(inArray(bookingCustomerNotes.bookingId, bookingIds))
    : []
  const links = bookingIds.length
    ? await db
        .select({
          bookingId: bookingLinks.bookingId,
          n: sql<number>`count(*)::int`,
          first: sql<Date>`min(${bookingLinks.createdAt})`.mapWith(bookingLinks.createdAt),
        })
        .from(bookingLinks)
        .where(inArray(bookingLinks.bookingId, bookingIds))
        .groupBy(bookingLinks.bookingId)
    : []
  const notes = await db
    .select({
      id: staffNotes.id,
      subjectId: staffNotes.subjectId,
      body: staffNotes.body,
      createdAt: staffNotes.createdAt,
    })
    .from(staffNotes)
    .where(
      subjectIn(sql`${staffNotes.subjectKind}`, sql`${staffNotes.subjectId}`, [
        ['lead', leadIds],
        ['booking', bookingIds],
        ['chat', conversationIds],
      ]),
    )

  // Mails about their records (the staff's copies and hand-off mail too), or naming them.
  const related = subjectIn(sql`${outbox.relatedKind}`, sql`${outbox.relatedId}`, [
    ['lead', leadIds],
    ['booking', bookingIds],
    ['chat', conversationIds],
  ])
  const mailText = sql`(${outbox.to} || ' ' || ${outbox.subject} || ' ' || ${outbox.text})`
  const candidates = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      relatedKind: outbox.relatedKind,
      relatedId: outbox.relatedId,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      sql`${outbox.relatedKind} is distinct from ${confirmationKind} and (${related}
        or position(${email} in lower(${mailText})) > 0
        or ${containsAny(digitsOf(mailText), keys)})`,
    )
  const relatedIds = new Set([...leadIds, ...bookingIds, ...conversationIds])
  const mails = candidates.filter(
    (m) =>
      (m.relatedId &&
        ['lead', 'booking', 'chat'].includes(m.relatedKind ?? '') &&
        relatedIds.has(m.relatedId)) ||
      [m.to, m.subject, m.text].some((t) => hasEmailToken(t, email) || hasPhone(t)),
  )

  const records: ErasureRecord[] = [
    ...personLeads.map((l) => ({
      kind: 'lead' as const,
      id: l.id,
      at: l.createdAt.toISOString(),
      name: l.name,
      excerpt: leadExcerpt(l.fields),
      leadKind: l.kind,
      resume: Boolean(l.resume),
    })),
    ...bookings.map((b) => ({
      kind: 'booking' as const,
      id: b.id,
      at: b.createdAt.toISOString(),
      name: b.name,
      excerpt: `${b.blockStart ? `Block of ${dayLabel(b.blockStart)}, ` : ''}${b.size} sq ft, ${b.status}`,
    })),
    ...customerNotes.map((n) => ({
      kind: 'customer-note' as const,
      id: n.id,
      at: n.createdAt.toISOString(),
      name: nameOf.get(n.bookingId) ?? '',
      excerpt: excerpt(n.body),
    })),
    ...links.map((l) => ({
      kind: 'booking-link' as const,
      id: l.bookingId,
      at: l.first.toISOString(),
      name: nameOf.get(l.bookingId) ?? '',
      excerpt: `${Number(l.n)} link${Number(l.n) === 1 ? '' : 's'} to their booking page`,
      count: Number(l.n),
    })),
    ...photoRows.map((p) => ({
      kind: 'photo' as const,
      id: p.id,
      at: p.createdAt.toISOString(),
      name: nameOf.get(p.subjectId) ?? '',
      excerpt: `Photo of the floor, ${p.width}×${p.height}`,
    })),
    ...chats.map((c) => ({
      kind: 'chat' as const,
      id: c.id,
      at: c.createdAt.toISOString(),
      name: c.name ?? 'Chat visitor',
      excerpt: excerpt(c.first),
      count: Number(c.messages),
    })),
    ...mails.map((m) => ({
      kind: 'mail' as const,
      id: m.id,
      at: m.createdAt.toISOString(),
      name: m.to,
      excerpt: excerpt(m.subject),
    })),
    ...notes.map((n) => ({
      kind: 'staff-note' as const,
      id: n.id,
      at: n.createdAt.toISOString(),
      name: nameOf.get(n.subjectId) ?? '',
      excerpt: excerpt(n.body),
    })),
  ].sort(
    (a, b) =>
      recordKinds.indexOf(a.kind) - recordKinds.indexOf(b.kind) ||
      a.at.localeCompare(b.at) ||
      a.id.localeCompare(b.id),
  )
  return { email, phones: [...phones.values()], records, digest: digestOf(email, records) }
}

/**
 * What the owner's confirmation is bound to: the address and each listed record's
 * kind and id (with a chat's message count and a booking page's link count, so a
 * message written since the list was shown changes it too). Holds no personal data
 * but the address, hashed.
 */
function digestOf(email: string, records: readonly Pick<ErasureRecord, 'kind' | 'id' | 'count'>[]) {
  const lines = records.map((r) => `${r.kind}:${r.id}${r.count === undefined ? '' : `:${r.count}`}`).sort()
  return createHash('sha256')
    .update([normalizeEmail(email), ...lines].join('\n'))
    .digest('hex')
}

/** `(kind = 'lead' and id in (…)) or …` over the subjects that have ids (false for none). */
function subjectIn(kindColumn: SQL, idColumn: SQL, subjects: [string, string[]][]): SQL {
  const parts = subjects
    .filter(([, ids]) => ids.length)
    .map(([kind, ids]) => sql`(${kindColumn} = ${kind} and ${idColumn} in ${uuidList(ids)})`)
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/** `(a, b)` of uuids for an `in` (callers never pass an empty list). */
function uuidList(ids: string[]) {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`
}

type ErasureResult = PersonData & { erasureId: string; confirmationMailId: string }

export type ErasureOutcome =
  | { ok: true; result: ErasureResult }
  /** The records found now are not the ones the owner confirmed: nothing was changed. */
  | { ok: false; reason: 'changed'; found: PersonData }

const idsOf = (records: readonly ErasureRecord[], kind: RecordKind) =>
  records.filter((r) => r.kind === kind).map((r) => r.id)

/**
 * Erases one person's data on request (decision 018), in one transaction, and only
 * if the records found are exactly those the owner confirmed (`digest`, from the list
 * they were shown). Their leads keep only kind, status, source and dates (name,
 * address, phone, every field and the résumé go); their booking requests keep the
 * block, size, type, finish and status (name, email, phone, address, notes and the
 * estimate's ZIP code go, with the notes they added on their booking page and its
 * links), so the calendar and the figures stay true; their chats keep their messages'
 * count and times, not their text, and the hand-off's name, address and phone go as a
 * lead's do; photos, staff notes on all of these and the listed mails are deleted.
 * Each record is changed by its id, so nothing found after the list was made is touched.
 * The audit log records the kinds, ids and counts (never a name, address, phone or
 * text). Then a confirmation goes to the address, through the outbox.
 */
export async function erasePerson(
  db: Database,
  mailer: Mailer,
  staffEmail: string,
  rawEmail: string,
  digest: string,
): Promise<ErasureOutcome> {
  // Ties the audit entry to the confirmation mail without writing the address into the log.
  const erasureId = randomUUID()
  const done = await db.transaction(async (tx) => {
    const data = await findPersonData(tx as unknown as Database, rawEmail)
    if (data.digest !== digest) return { ok: false as const, reason: 'changed' as const, found: data }
    const ids = Object.fromEntries(recordKinds.map((kind) => [kind, idsOf(data.records, kind)])) as Record<
      RecordKind,
      string[]
    >
    const now = new Date()
    if (ids.lead.length)
      await tx
        .update(leads)
        .set({
          name: erased.text,
          email: erased.email,
          phone: null,
          fields: {},
          resume: null,
          resumeFilename: null,
          updatedAt: now,
        })
        .where(inArray(leads.id, ids.lead))
    if (ids.booking.length)
      await tx
        .update(bookingRequests)
        .set({
          customerName: erased.text,
          customerEmail: erased.email,
          customerPhone: null,
          projectAddress: erased.text,
          notes: null,
          estimate: sql`${bookingRequests.estimate} #- '{inputs,zip}'`,
          updatedAt: now,
        })
        .where(inArray(bookingRequests.id, ids.booking))
    // Their booking page stops answering (404), and what they added on it goes.
    if (ids['booking-link'].length)
      await tx.delete(bookingLinks).where(inArray(bookingLinks.bookingId, ids['booking-link']))
    if (ids['customer-note'].length)
      await tx.delete(bookingCustomerNotes).where(inArray(bookingCustomerNotes.id, ids['customer-note']))
    if (ids.photo.length) await tx.delete(photos).where(inArray(photos.id, ids.photo))
    if (ids.chat.length) {
      await tx
        .update(chatMessages)
        .set({ content: erased.message })
        .where(inArray(chatMessages.conversationId, ids.chat))
      // The hand-off's details go as a lead's do: the name and address marked, the phone removed.
      await tx
        .update(chatConversations)
        .set({
          visitorName: sql`case when ${chatConversations.visitorName} is null then null else ${erased.text} end`,
          visitorEmail: sql`case when ${chatConversations.visitorEmail} is null then null else ${erased.email} end`,
          visitorPhone: null,
          updatedAt: now,
        })
        .where(inArray(chatConversations.id, ids.chat))
    }
    if (ids['staff-note'].length) await tx.delete(staffNotes).where(inArray(staffNotes.id, ids['staff-note']))
    if (ids.mail.length) await tx.delete(outbox).where(inArray(outbox.id, ids.mail))

    for (const kind of ['lead', 'booking', 'chat'] as const)
      for (const id of ids[kind]) await recordAction(tx, staffEmail, 'privacy-erase', { kind, id })
    const counts = Object.fromEntries(recordKinds.map((kind) => [kind, ids[kind].length]))
    await recordAction(tx, staffEmail, 'privacy-erase', null, {
      erasureId,
      counts,
      resumes: data.records.filter((r) => r.resume).length,
      phonesSearched: data.phones.length,
      // Ids only: a booking's links are named by the booking's id, never by their token's hash.
      ids: Object.fromEntries(recordKinds.map((kind) => [kind, ids[kind]]).filter(([, list]) => list.length)),
    })
    return { ok: true as const, data }
  })
  if (!done.ok) return done
  // After the commit: the mail confirms what is done, and stays in the outbox as the record that it was.
  const sent = await mailer.send({
    to: done.data.email,
    ...erasureMail(summarise(done.data.records)),
    related: { kind: confirmationKind, id: erasureId },
  })
  return { ok: true, result: { ...done.data, erasureId, confirmationMailId: sent.id } }
}
