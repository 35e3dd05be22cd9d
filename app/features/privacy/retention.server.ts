import { and, eq, inArray, like, lt, ne, notLike, or } from 'drizzle-orm'
import { dataRetention } from '~/content/legal'
import type { Database } from '~/db/client.server'
import { bookingRequests, chatConversations, jobRuns, leads, outbox, photos, staffNotes } from '~/db/schema'

const day = 86_400_000

export type RetentionResult = {
  jobApplications: number
  spamLeads: number
  spamBookings: number
  spamConversations: number
  staffNotes: number
  mails: number
  jobRuns: number
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Keeps the privacy page's retention promises (decision 018), as of `now`:
 * job applications (their résumés are in the same row) older than a year, and
 * spam-trap catches (leads, booking requests, chats) older than 30 days, are
 * deleted, with the staff notes on them and the copies of mails about them;
 * so are the records of scheduled runs older than 90 days (job_runs would grow forever).
 */
export async function deleteExpired(db: Database, now: Date): Promise<RetentionResult> {
  const jobCutoff = new Date(now.getTime() - dataRetention.jobApplicationDays * day)
  const spamCutoff = new Date(now.getTime() - dataRetention.spamDays * day)
  const runCutoff = new Date(now.getTime() - dataRetention.jobRunDays * day)
  return db.transaction(async (tx) => {
    const goneLeads = await tx
      .delete(leads)
      .where(
        or(
          and(eq(leads.kind, 'job'), lt(leads.createdAt, jobCutoff)),
          and(eq(leads.isSpam, true), lt(leads.createdAt, spamCutoff)),
        ),
      )
      .returning({ id: leads.id, kind: leads.kind, isSpam: leads.isSpam })
    const goneBookings = await tx
      .delete(bookingRequests)
      .where(and(eq(bookingRequests.isSpam, true), lt(bookingRequests.createdAt, spamCutoff)))
      .returning({ id: bookingRequests.id })
    const goneChats = await tx
      .delete(chatConversations)
      .where(and(eq(chatConversations.isSpam, true), lt(chatConversations.createdAt, spamCutoff)))
      .returning({ id: chatConversations.id })
    const leftovers = await deleteTraces(tx, {
      lead: goneLeads.map((l) => l.id),
      booking: goneBookings.map((b) => b.id),
      chat: goneChats.map((c) => c.id),
    })
    // Old records of scheduled runs and daily digests: nothing looks at a run that far back.
    // A customer mail's key (prep:<booking>, care:<booking>) stays: it is what stops a second send.
    const goneRuns = await tx
      .delete(jobRuns)
      .where(
        and(
          lt(jobRuns.dueAt, runCutoff),
          ne(jobRuns.state, 'running'),
          or(notLike(jobRuns.job, '%:%'), like(jobRuns.job, 'digest:%')),
        ),
      )
      .returning({ job: jobRuns.job })
    return {
      jobRuns: goneRuns.length,
      jobApplications: goneLeads.filter((l) => l.kind === 'job' && !l.isSpam).length,
      spamLeads: goneLeads.filter((l) => l.isSpam).length,
      spamBookings: goneBookings.length,
      spamConversations: goneChats.length,
      ...leftovers,
    }
  })
}

/**
 * Staff notes on the given leads, bookings and chats, the photos sent with the
 * leads and bookings, and the outbox copies of mails about them (a chat's hand-off
 * mail included). Retention's sweep; an erasure deletes by the ids the owner confirmed.
 */
async function deleteTraces(
  tx: Tx | Database,
  subjects: { lead: string[]; booking: string[]; chat: string[] },
): Promise<{ staffNotes: number; photos: number; mails: number }> {
  let notes = 0
  let photoCount = 0
  for (const [kind, ids] of Object.entries(subjects) as ['lead' | 'booking' | 'chat', string[]][]) {
    if (!ids.length) continue
    const goneNotes = await tx
      .delete(staffNotes)
      .where(and(eq(staffNotes.subjectKind, kind), inArray(staffNotes.subjectId, ids)))
      .returning({ id: staffNotes.id })
    notes += goneNotes.length
    if (kind === 'chat') continue // photos come only with leads and bookings
    const gonePhotos = await tx
      .delete(photos)
      .where(and(eq(photos.subjectKind, kind), inArray(photos.subjectId, ids)))
      .returning({ id: photos.id })
    photoCount += gonePhotos.length
  }
  const related = [
    subjects.lead.length
      ? and(eq(outbox.relatedKind, 'lead'), inArray(outbox.relatedId, subjects.lead))
      : undefined,
    subjects.booking.length
      ? and(eq(outbox.relatedKind, 'booking'), inArray(outbox.relatedId, subjects.booking))
      : undefined,
    // A chat's hand-off mail to staff holds the visitor's name, phone and transcript.
    subjects.chat.length
      ? and(eq(outbox.relatedKind, 'chat'), inArray(outbox.relatedId, subjects.chat))
      : undefined,
  ].filter(Boolean)
  const mails = related.length
    ? await tx
        .delete(outbox)
        .where(related.length === 1 ? related[0] : or(...related))
        .returning({ id: outbox.id })
    : []
  return { staffNotes: notes, photos: photoCount, mails: mails.length }
}
