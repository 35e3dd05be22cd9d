import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import type { Database } from '../../app/db/client.server'
import {
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  jobRuns,
  leads,
  outbox,
  staffAccounts,
  staffActions,
  staffNotes,
  staffSessions,
} from '../../app/db/schema'
import { requestBooking } from '../../app/features/schedule/booking.server'
import { addDays } from '../../app/features/schedule/calendar'

/** An install block of three days from `startDate`, stored with `status`. */
export async function seedSlot(
  db: Database,
  startDate: string,
  status: 'available' | 'pending' | 'booked' | 'unavailable' = 'available',
) {
  const [slot] = await db
    .insert(installationSlots)
    .values({ startDate, endDate: addDays(startDate, 2), status })
    .returning()
  return slot
}

/**
 * A pending booking request for a new block from `startDate`, as the schedule
 * form stores it (rate limits counted against `context.ip`). Returns its id.
 */
export async function seedBooking(context: AppLoadContext, startDate: string): Promise<string> {
  const slot = await seedSlot(context.db, startDate)
  const booked = await requestBooking(
    context,
    {
      slot_id: slot.id,
      customer_name: 'Dana Customer',
      customer_email: 'dana@example.com',
      customer_phone: '(470) 555-0142',
      project_address: '12 Oak St, Buford, GA',
      project_size: 500,
      project_type: 'residential',
      preferred_finish: 'metallic',
      notes: null,
      website: null,
      estimate: null,
    } as unknown as Parameters<typeof requestBooking>[1],
    { sourcePage: '/schedule' },
  )
  if (!booked.ok) throw new Error(booked.error)
  return booked.id
}

/** A real JPEG of a plain floor colour, as a phone's photo would decode. */
export async function testJpeg(width = 400, height = 300): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: '#7a6a55' } })
  return new Uint8Array(await image.jpeg().toBuffer())
}

/** A PDF's worth of bytes with every byte value in it (0x00 … 0xff, twice), and a PDF header. */
export function resumeBytes(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  for (let i = 9; i < size; i++) bytes[i] = (i * 7) % 256
  return bytes
}

/** Text that breaks naive quoting: quotes, backslashes, semicolons, comment marks, newlines, emoji. */
export const awkwardText = `O'Brien said "hi"; -- not a comment\nC:\\floors\\new; E'x' \\x00 ☃ 😀 \t end`

/**
 * A business with something in every table: blocks and bookings, contact, partner
 * and job leads (with a résumé), chats, staff with sessions, notes, audit rows,
 * mail and a job run. `email` is the customer who appears everywhere.
 */
export async function seedBusiness(
  db: Database,
  { email = 'ann.customer@example.com', createdAt = new Date('2026-11-01T15:30:00.123Z') } = {},
) {
  const [slot] = await db
    .insert(installationSlots)
    .values({ startDate: '2026-12-04', endDate: '2026-12-06', status: 'booked', location: 'Buford' })
    .returning()
  await db.insert(installationSlots).values({ startDate: '2026-12-11', endDate: '2026-12-13' })
  const [booking] = await db
    .insert(bookingRequests)
    .values({
      slotId: slot.id,
      customerName: 'Ann Customer',
      customerEmail: email,
      customerPhone: '(470) 555-0100',
      projectAddress: '12 Main St, Buford, GA 30518',
      projectSize: 450,
      projectType: 'residential',
      preferredFinish: 'metallic',
      notes: awkwardText,
      status: 'confirmed',
      estimate: {
        inputs: { space: 'garage', sqft: 450, finish: 'metallic', zip: '30518' },
        total: 4200,
        nested: [1, null, 'x'],
      },
      sourcePage: '/schedule',
      createdAt,
    })
    .returning()
  const [contact] = await db
    .insert(leads)
    .values({
      kind: 'contact',
      name: 'Ann Customer',
      email: email.toUpperCase(),
      phone: '470-555-0100',
      fields: { message: `Quote please ${awkwardText}`, projectType: 'garage' },
      sourcePage: '/contact',
      createdAt,
    })
    .returning()
  const [job] = await db
    .insert(leads)
    .values({
      kind: 'job',
      name: 'Ann Customer',
      email,
      phone: '470-555-0100',
      fields: { position: 'Installer', videoUrl: 'https://example.com/v' },
      sourcePage: '/careers',
      resume: resumeBytes(),
      resumeFilename: 'ann resume.pdf',
      createdAt,
    })
    .returning()
  const [other] = await db
    .insert(leads)
    .values({
      kind: 'partner',
      name: 'Bob Builder',
      email: 'bob@builders.example',
      fields: { company: 'Bob Builds' },
      sourcePage: '/partner-application',
      createdAt,
    })
    .returning()
  const [chat] = await db.insert(chatConversations).values({ createdAt }).returning()
  await db.insert(chatMessages).values([
    { conversationId: chat.id, role: 'user', content: `Hi, I am Ann, write to ${email} please`, createdAt },
    {
      conversationId: chat.id,
      role: 'assistant',
      content: 'Thanks Ann, a metallic garage floor…',
      createdAt,
    },
  ])
  const [otherChat] = await db.insert(chatConversations).values({ createdAt }).returning()
  await db
    .insert(chatMessages)
    .values({ conversationId: otherChat.id, role: 'user', content: 'How long does it cure?' })
  const [staff] = await db
    .insert(staffAccounts)
    .values({ email: 'owner@refinedresin.example', passwordHash: 'scrypt$1$abc$def' })
    .returning()
  await db
    .insert(staffSessions)
    .values({ id: 'session-1', staffId: staff.id, expiresAt: new Date('2026-11-02T00:00:00Z') })
  await db.insert(staffNotes).values([
    { subjectKind: 'lead', subjectId: contact.id, staffEmail: staff.email, body: 'Called Ann back' },
    { subjectKind: 'booking', subjectId: booking.id, staffEmail: staff.email, body: 'Gate code 1234' },
    { subjectKind: 'lead', subjectId: other.id, staffEmail: staff.email, body: 'Bob is keen' },
  ])
  await db.insert(staffActions).values([
    {
      staffEmail: staff.email,
      action: 'confirm',
      subjectKind: 'booking',
      subjectId: booking.id,
      detail: { by: 'owner' },
    },
    {
      staffEmail: staff.email,
      action: 'status',
      subjectKind: 'lead',
      subjectId: other.id,
      detail: { status: 'contacted' },
    },
  ])
  await db.insert(outbox).values([
    {
      to: email,
      subject: 'Booking confirmed',
      text: 'Hi Ann',
      relatedKind: 'booking',
      relatedId: booking.id,
    },
    {
      to: 'hello@refinedresin.example',
      subject: 'New contact',
      text: 'Ann wrote',
      relatedKind: 'lead',
      relatedId: contact.id,
    },
    {
      to: 'bob@builders.example',
      subject: 'Thanks Bob',
      text: 'Hi Bob',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: 'JVBERi0=' }],
      relatedKind: 'lead',
      relatedId: other.id,
    },
  ])
  await db.insert(jobRuns).values({
    job: 'nightly-backup',
    dueAt: new Date('2026-11-01T08:00:00Z'),
    state: 'succeeded',
    claimedBy: 'host:1:abc',
    finishedAt: new Date('2026-11-01T08:00:02Z'),
    detail: { rows: 3 },
  })
  return { slot, booking, contact, job, other, chat, otherChat, staff }
}
