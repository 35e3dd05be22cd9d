import { randomUUID } from 'node:crypto'
import { asc, eq, inArray, sql } from 'drizzle-orm'
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
} from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import type { Mailer } from '~/features/mail/mailer.server'
import { erasureMail } from './erasure-mail'
import type { PersonData } from './person-data'
import { deleteTraces } from './retention.server'

/** The outbox marks an erasure's confirmation so it is not taken for data about the person. */
export const confirmationKind = 'erasure'

/** What replaces a person's details: the rows (and so the counts, blocks and dates) stay. */
export const erased = {
  text: 'Erased on request',
  email: 'erased@erased.invalid',
  message: '[Erased on request]',
} as const

/** How an address is compared: trimmed and lower-cased (visitors type their address as they like). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * Everything stored about the person with this email address: their leads
 * (contact messages, partner and job applications), booking requests, the chats
 * in which they typed that address, and mails to them. Matching is by address
 * only: a chat where they gave no address cannot be told apart from anyone's.
 */
export async function findPersonData(db: Database, rawEmail: string): Promise<PersonData> {
  const email = normalizeEmail(rawEmail)
  const personLeads = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      createdAt: leads.createdAt,
      resume: sql<boolean>`${leads.resume} is not null`,
    })
    .from(leads)
    .where(sql`lower(trim(${leads.email})) = ${email}`)
    .orderBy(asc(leads.createdAt))
  const bookings = await db
    .select({
      id: bookingRequests.id,
      status: bookingRequests.status,
      createdAt: bookingRequests.createdAt,
      blockStart: installationSlots.startDate,
    })
    .from(bookingRequests)
    .leftJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(sql`lower(trim(${bookingRequests.customerEmail})) = ${email}`)
    .orderBy(asc(bookingRequests.createdAt))
  const conversations = await db
    .select({
      id: chatConversations.id,
      createdAt: chatConversations.createdAt,
      messages: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = "chat_conversations"."id")`,
    })
    .from(chatConversations)
    .where(
      sql`exists (select 1 from ${chatMessages} m where m.conversation_id = "chat_conversations"."id"
        and m.role = 'user' and position(${email} in lower(m.content)) > 0)`,
    )
    .orderBy(asc(chatConversations.createdAt))
  const subjects = { lead: personLeads.map((l) => l.id), booking: bookings.map((b) => b.id) }
  const [photoCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(
      sql`(${photos.subjectKind} = 'lead' and ${photos.subjectId} in ${inList(subjects.lead)})
        or (${photos.subjectKind} = 'booking' and ${photos.subjectId} in ${inList(subjects.booking)})`,
    )
  const [mails] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      sql`${outbox.relatedKind} is distinct from ${confirmationKind} and (${mentions(email)}
        or (${outbox.relatedKind} = 'lead' and ${outbox.relatedId} in ${inList(subjects.lead)})
        or (${outbox.relatedKind} = 'booking' and ${outbox.relatedId} in ${inList(subjects.booking)}))`,
    )
  return {
    email,
    leads: personLeads.map((l) => ({
      ...l,
      createdAt: l.createdAt.toISOString(),
      resume: Boolean(l.resume),
    })),
    bookings: bookings.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    conversations: conversations.map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      messages: Number(c.messages),
    })),
    photos: Number(photoCount?.n ?? 0),
    mails: Number(mails?.n ?? 0),
  }
}

/**
 * A mail sent to the address, or one that names it in its text: the staff's
 * daily digest lists each new lead's name and address, whatever it is about.
 */
const mentions = (email: string) =>
  sql`(position(${email} in lower(${outbox.to})) > 0 or position(${email} in lower(${outbox.text})) > 0)`

/** `(a, b)` for an `in`, never empty (a uuid no row has stands in). */
function inList(ids: string[]) {
  const list = ids.length ? ids : ['00000000-0000-0000-0000-000000000000']
  return sql`(${sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`
}

export type ErasureResult = PersonData & { staffNotes: number; confirmationMailId: string }

/**
 * Erases one person's data on request (decision 018), in one transaction:
 * their leads keep only kind, status, source and dates (name, address, phone,
 * every field and the résumé go); their booking requests keep the block, size,
 * type, finish and status (name, email, phone, address, notes and the estimate's
 * ZIP code go, with the notes they added on their booking page and its links), so
 * the calendar and the figures stay true; photos they sent go; the chats in which they
 * gave the address keep their messages' count and times, not their text; staff
 * notes on all of these and the copies of mails to them or about them are deleted.
 * Each erased record and the whole erasure are written to the audit log (without
 * the address). Then a confirmation goes to the address, through the outbox.
 */
export async function erasePerson(
  db: Database,
  mailer: Mailer,
  staffEmail: string,
  rawEmail: string,
): Promise<ErasureResult> {
  // Ties the audit entry to the confirmation mail without writing the address into the log.
  const erasureId = randomUUID()
  const found = await db.transaction(async (tx) => {
    const data = await findPersonData(tx as unknown as Database, rawEmail)
    const leadIds = data.leads.map((l) => l.id)
    const bookingIds = data.bookings.map((b) => b.id)
    const chatIds = data.conversations.map((c) => c.id)
    const now = new Date()
    if (leadIds.length)
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
        .where(inArray(leads.id, leadIds))
    if (bookingIds.length) {
      // Their booking page stops answering (404), and what they added on it goes.
      await tx.delete(bookingLinks).where(inArray(bookingLinks.bookingId, bookingIds))
      await tx.delete(bookingCustomerNotes).where(inArray(bookingCustomerNotes.bookingId, bookingIds))
    }
    if (bookingIds.length)
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
        .where(inArray(bookingRequests.id, bookingIds))
    if (chatIds.length) {
      await tx
        .update(chatMessages)
        .set({ content: erased.message })
        .where(inArray(chatMessages.conversationId, chatIds))
      await tx.update(chatConversations).set({ updatedAt: now }).where(inArray(chatConversations.id, chatIds))
    }
    const traces = await deleteTraces(tx, { lead: leadIds, booking: bookingIds, chat: chatIds })
    // Mails to or naming the address that are about nothing stored (a reply staff wrote, a digest).
    const direct = await tx
      .delete(outbox)
      .where(sql`${mentions(data.email)} and ${outbox.relatedKind} is distinct from ${confirmationKind}`)
      .returning({ id: outbox.id })
    const mails = traces.mails + direct.length
    for (const id of leadIds) await recordAction(tx, staffEmail, 'privacy-erase', { kind: 'lead', id })
    for (const id of bookingIds) await recordAction(tx, staffEmail, 'privacy-erase', { kind: 'booking', id })
    for (const id of chatIds) await recordAction(tx, staffEmail, 'privacy-erase', { kind: 'chat', id })
    await recordAction(tx, staffEmail, 'privacy-erase', null, {
      leads: leadIds.length,
      bookings: bookingIds.length,
      conversations: chatIds.length,
      resumes: data.leads.filter((l) => l.resume).length,
      photos: traces.photos,
      mails,
      staffNotes: traces.staffNotes,
      erasureId,
    })
    return { ...data, mails, photos: traces.photos, staffNotes: traces.staffNotes }
  })
  // After the commit: the mail confirms what is done, and stays in the outbox as the record that it was.
  const sent = await mailer.send({
    to: found.email,
    ...erasureMail(found),
    related: { kind: confirmationKind, id: erasureId },
  })
  return { ...found, confirmationMailId: sent.id }
}
