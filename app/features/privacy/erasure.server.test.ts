import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  staffAccounts,
  staffActions,
  staffNotes,
} from '~/db/schema'
import { rotateCalendarToken } from '~/features/admin/calendar.server'
import { sessionCookie, startSession } from '~/features/admin/session.server'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { handoffReply } from '~/features/chat/handoff.server'
import { staffNotification, visitorAcknowledgement } from '~/features/leads/notifications'
import { loader as bookingsLoader } from '~/routes/admin.bookings'
import { loader as calendarIcsLoader } from '~/routes/admin.calendar-ics'
import { loader as inviteLoader } from '~/routes/admin.calendar-invitation'
import { loader as conversationsLoader } from '~/routes/admin.conversations'
import { loader as dashboardLoader } from '~/routes/admin.dashboard'
import { loader as inboxLoader } from '~/routes/admin.inbox'
import { loader as csvLoader } from '~/routes/admin.inbox-csv'
import { loader as leadLoader } from '~/routes/admin.lead'
import { loader as outboxLoader } from '~/routes/admin.outbox'
import { action as privacyAction, loader as privacyLoader } from '~/routes/admin.privacy'
import { loader as bookingPageLoader } from '~/routes/booking.$token'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, getPage, postForm } from '../../../tests/support/route-call'
import { erased, findPersonData } from './erasure.server'
import type { PersonData } from './person-data'

/**
 * Erasure erases exactly one person, everywhere (decision 018): Ann and Joann
 * leave the same kinds of data side by side (Joann's address ends in Ann's), and
 * someone at ann@example.com.au gets mail; erasing Ann leaves every other row as it was.
 */

let context: AppLoadContext
let db: Database
let close: () => Promise<void>
let cookie: string
let staff: { id: string; email: string }

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  db = context.db
  const [owner] = await db
    .insert(staffAccounts)
    .values({ email: 'boss@refinedresin.example', passwordHash: 'x', role: 'owner' })
    .returning()
  staff = owner
  cookie = (await sessionCookie(await startSession(db, owner.id))).split(';')[0] as string
}, 180_000)
afterAll(() => close?.())

const at = (iso: string) => new Date(iso)

type Person = { name: string; email: string; phone: string; block: string; day: string }
const ann: Person = {
  name: 'Ann Aster',
  email: 'ann@example.com',
  phone: '(770) 555-0101',
  block: '2027-01-08',
  day: '2026-11-02',
}
const joann: Person = {
  name: 'Joann Birch',
  email: 'joann@example.com',
  phone: '770-555-0110',
  block: '2027-01-15',
  day: '2026-11-03',
}

const photo = (subjectKind: 'lead' | 'booking', subjectId: string, createdAt: Date) => ({
  subjectKind,
  subjectId,
  contentType: 'image/jpeg',
  width: 640,
  height: 480,
  bytes: new Uint8Array([1, 2, 3]),
  thumb: new Uint8Array([1]),
  originalBytes: 3,
  createdAt,
})

/** A chat as the widget stores it: each visitor message, then Remy's reply (the hand-off answers by itself). */
async function chat(messages: string[], start: Date) {
  const [conversation] = await db.insert(chatConversations).values({ createdAt: start }).returning()
  let second = 0
  const tick = () => new Date(start.getTime() + ++second * 1000)
  for (const content of messages) {
    await db
      .insert(chatMessages)
      .values({ conversationId: conversation.id, role: 'user', content, createdAt: tick() })
    const [now] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id))
    const reply = (await handoffReply(context, now, content)) ?? 'A metallic floor cures in about 3 days.'
    await db
      .insert(chatMessages)
      .values({ conversationId: conversation.id, role: 'assistant', content: reply, createdAt: tick() })
  }
  // The hand-off mail is stamped now; give it the chat's day so the list's order is stable.
  await db.update(outbox).set({ createdAt: tick() }).where(eq(outbox.relatedId, conversation.id))
  return conversation.id
}

/** Everything one person leaves: a contact message, a booking with a note, photos and a link, a chat hand-off, mails, staff notes. */
async function leaveData(p: Person) {
  const first = p.name.split(' ')[0]
  const t = (time: string) => at(`${p.day}T${time}Z`)
  const [slot] = await db
    .insert(installationSlots)
    .values({
      startDate: p.block,
      endDate: p.block.replace(/\d\d$/, (d) => String(Number(d) + 2).padStart(2, '0')),
      status: 'booked',
    })
    .returning()
  const fields = {
    name: p.name,
    email: p.email,
    phone: p.phone,
    message: `Quote for a 2-car garage, ${first} here`,
  }
  const [lead] = await db
    .insert(leads)
    .values({
      kind: 'contact',
      name: p.name,
      email: p.email,
      phone: p.phone,
      fields,
      sourcePage: '/contact',
      createdAt: t('14:00:00'),
    })
    .returning()
  const [booking] = await db
    .insert(bookingRequests)
    .values({
      slotId: slot.id,
      customerName: p.name,
      customerEmail: p.email.toUpperCase(),
      customerPhone: p.phone,
      projectAddress: `${first} House, 12 Main St, Buford, GA 30518`,
      projectSize: 420,
      preferredFinish: 'flake',
      notes: `${first}: side gate`,
      status: 'confirmed',
      estimate: {
        inputs: { space: 'garage', sqft: 420, finish: 'flake', zip: '30518' },
        low: 2900,
        high: 3600,
      },
      createdAt: t('15:00:00'),
    })
    .returning()
  const [customerNote] = await db
    .insert(bookingCustomerNotes)
    .values({ bookingId: booking.id, body: `${first}'s dog is friendly`, createdAt: t('15:10:00') })
    .returning()
  const link = await mintBookingLink(db, booking.id)
  await db
    .update(bookingLinks)
    .set({ createdAt: t('15:20:00') })
    .where(eq(bookingLinks.bookingId, booking.id))
  const pics = await db
    .insert(photos)
    .values([photo('lead', lead.id, t('14:00:01')), photo('booking', booking.id, t('15:00:01'))])
    .returning({ id: photos.id })
  const handoff = await chat(
    ['Can someone call me back?', `${p.name}, ${p.email}, ${p.phone}`, 'Yes please'],
    t('16:00:00'),
  )
  const lr = {
    id: lead.id,
    kind: 'contact' as const,
    name: p.name,
    email: p.email,
    sourcePage: '/contact',
    fields,
  }
  const mails = await db
    .insert(outbox)
    .values([
      {
        ...staffNotification(lr, 'hello@refinedresin.example'),
        relatedKind: 'lead',
        relatedId: lead.id,
        createdAt: t('14:00:02'),
      },
      {
        ...visitorAcknowledgement(lr),
        to: p.email,
        relatedKind: 'lead',
        relatedId: lead.id,
        createdAt: t('14:00:03'),
      },
      {
        to: p.email,
        subject: `Your install block request: ${p.block}`,
        text: `Hi ${first}, we hold the block.`,
        relatedKind: 'booking',
        relatedId: booking.id,
        createdAt: t('15:00:02'),
      },
      {
        to: 'hello@refinedresin.example',
        subject: `New booking request: ${p.block}`,
        text: `Name: ${p.name}\nEmail: ${p.email}\nPhone: ${p.phone}`,
        relatedKind: 'booking',
        relatedId: booking.id,
        createdAt: t('15:00:03'),
      },
      // A reply staff wrote, about nothing stored: found by its address.
      {
        to: `${p.name} <${p.email}>`,
        subject: 'About your garage',
        text: `Hi ${first}, see you soon.`,
        createdAt: t('17:00:00'),
      },
      {
        to: 'owner@refinedresin.example',
        subject: `Daily digest ${p.day}`,
        text: `New leads:\n- ${p.name} <${p.email}>, ${p.phone}, contact\n`,
        relatedKind: 'digest',
        createdAt: t('18:00:00'),
      },
    ])
    .returning({ id: outbox.id })
  const notes = await db
    .insert(staffNotes)
    .values([
      {
        subjectKind: 'lead',
        subjectId: lead.id,
        staffEmail: staff.email,
        body: `Called ${first}`,
        createdAt: t('19:00:00'),
      },
      {
        subjectKind: 'booking',
        subjectId: booking.id,
        staffEmail: staff.email,
        body: `Gate code for ${first}`,
        createdAt: t('19:01:00'),
      },
      {
        subjectKind: 'chat',
        subjectId: handoff,
        staffEmail: staff.email,
        body: `${first} wants flakes`,
        createdAt: t('19:02:00'),
      },
    ])
    .returning({ id: staffNotes.id })
  return {
    slot,
    lead,
    booking,
    customerNote,
    link,
    photos: pics.map((x) => x.id),
    handoff,
    mails: mails.map((m) => m.id),
    notes: notes.map((n) => n.id),
  }
}

/** Every row of the tables that hold people, but those in `except` (by id): what must not change. */
async function rowsBut(except: Set<string>) {
  const keep = <T extends Record<string, unknown>>(rows: T[], ...keys: (keyof T)[]) =>
    rows.filter((r) => !keys.some((k) => except.has(String(r[k]))))
  return {
    leads: keep(await db.select().from(leads).orderBy(asc(leads.id)), 'id'),
    bookings: keep(await db.select().from(bookingRequests).orderBy(asc(bookingRequests.id)), 'id'),
    customerNotes: keep(
      await db.select().from(bookingCustomerNotes).orderBy(asc(bookingCustomerNotes.id)),
      'bookingId',
    ),
    links: keep(await db.select().from(bookingLinks).orderBy(asc(bookingLinks.tokenHash)), 'bookingId'),
    photos: keep(await db.select().from(photos).orderBy(asc(photos.id)), 'subjectId'),
    chats: keep(await db.select().from(chatConversations).orderBy(asc(chatConversations.id)), 'id'),
    messages: keep(await db.select().from(chatMessages).orderBy(asc(chatMessages.id)), 'conversationId'),
    mails: keep(
      (await db.select().from(outbox).orderBy(asc(outbox.id))).filter((m) => m.relatedKind !== 'erasure'),
      'id',
      'relatedId',
    ),
    notes: keep(await db.select().from(staffNotes).orderBy(asc(staffNotes.id)), 'subjectId'),
    slots: await db.select().from(installationSlots).orderBy(asc(installationSlots.id)),
  }
}

// Independent of the code under test: Ann's address and phone as whole tokens, her name, her words.
const annEmail = /(?<![\w.%+-])ann@example\.com(?![\w-]|\.\w)/i
const annPhone = /(?<!\d)7705550101(?!\d)/
const showsAnn = (text: string) =>
  annEmail.test(text) ||
  annPhone.test(text.replace(/[\s().+-]/g, '')) ||
  /Ann Aster|Ann House|Ann's dog|Ann: side gate|Called Ann|for Ann\b|Ann wants/.test(text)

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The outbox page without the erasure's own confirmation, which goes to her address by design. */
function withoutConfirmation(body: unknown) {
  const page = body as { rows?: { relatedKind?: string | null }[] }
  return page && Array.isArray(page.rows)
    ? { ...page, rows: page.rows.filter((r) => r.relatedKind !== 'erasure') }
    : body
}

describe('erasing one person', { timeout: 120_000 }, () => {
  let a: Awaited<ReturnType<typeof leaveData>>
  let j: Awaited<ReturnType<typeof leaveData>>
  let phoneChat: string
  let extraMails: { phoneOnly: string; au: string; longRun: string }
  let preview: PersonData

  beforeAll(async () => {
    a = await leaveData(ann)
    j = await leaveData(joann)
    // Ann also asked for a call giving only her phone number, written another way.
    phoneChat = await chat(['Please call me back', 'Ann, +1 770 555 0101', 'yes'], at('2026-11-04T10:00:00Z'))
    // Joann's chat names ann@example.com.au and a reference holding Ann's digits: neither is Ann.
    await db.insert(chatMessages).values({
      conversationId: j.handoff,
      role: 'user',
      content: 'My order ref is 17705550101999, and cc my sister ann@example.com.au',
      createdAt: at('2026-11-03T16:30:00Z'),
    })
    const [phoneOnly, au, longRun] = await db
      .insert(outbox)
      .values([
        {
          to: 'hello@refinedresin.example',
          subject: 'Missed call',
          text: 'Missed call from 770.555.0101, no message',
          createdAt: at('2026-11-04T11:00:00Z'),
        },
        {
          to: 'ann@example.com.au',
          subject: 'Your order',
          text: 'Hi Ann, your order ships today.',
          createdAt: at('2026-11-04T12:00:00Z'),
        },
        {
          to: 'hello@refinedresin.example',
          subject: 'Order 17705550101999',
          text: 'Joann Birch asked about ref 17705550101999.',
          createdAt: at('2026-11-04T13:00:00Z'),
        },
      ])
      .returning({ id: outbox.id })
    extraMails = { phoneOnly: phoneOnly.id, au: au.id, longRun: longRun.id }
  })

  it('lists every record that will change, with its kind, date, name and an excerpt', async () => {
    const page = await callRoute(
      privacyLoader,
      getPage('/admin/privacy?email=%20ANN%40Example.com%20', cookie),
      context,
    )
    expect(page.status).toBe(200)
    preview = (page.body as { found: PersonData }).found
    expect(preview.email).toBe('ann@example.com')
    expect(preview.phones).toEqual(['(770) 555-0101'])
    const handoffMail = (chatId: string) =>
      db.select({ id: outbox.id, subject: outbox.subject }).from(outbox).where(eq(outbox.relatedId, chatId))
    const [mail1] = await handoffMail(a.handoff)
    const [mail2] = await handoffMail(phoneChat)
    expect(preview.records.map((r) => [r.kind, r.id, r.at, r.name, r.excerpt])).toEqual([
      ['lead', a.lead.id, '2026-11-02T14:00:00.000Z', 'Ann Aster', 'Quote for a 2-car garage, Ann here'],
      [
        'booking',
        a.booking.id,
        '2026-11-02T15:00:00.000Z',
        'Ann Aster',
        'Block of Fri, Jan 8, 2027, 420 sq ft, confirmed',
      ],
      ['customer-note', a.customerNote.id, '2026-11-02T15:10:00.000Z', 'Ann Aster', "Ann's dog is friendly"],
      ['booking-link', a.booking.id, '2026-11-02T15:20:00.000Z', 'Ann Aster', '1 link to their booking page'],
      ['photo', a.photos[0], '2026-11-02T14:00:01.000Z', 'Ann Aster', 'Photo of the floor, 640×480'],
      ['photo', a.photos[1], '2026-11-02T15:00:01.000Z', 'Ann Aster', 'Photo of the floor, 640×480'],
      ['chat', a.handoff, '2026-11-02T16:00:00.000Z', 'Ann Aster', 'Can someone call me back?'],
      ['chat', phoneChat, '2026-11-04T10:00:00.000Z', 'Ann', 'Please call me back'],
      [
        'mail',
        a.mails[0],
        '2026-11-02T14:00:02.000Z',
        'hello@refinedresin.example',
        'New contact message: Ann Aster',
      ],
      [
        'mail',
        a.mails[1],
        '2026-11-02T14:00:03.000Z',
        'ann@example.com',
        'We got your message — Refined Resin',
      ],
      [
        'mail',
        a.mails[2],
        '2026-11-02T15:00:02.000Z',
        'ann@example.com',
        'Your install block request: 2027-01-08',
      ],
      [
        'mail',
        a.mails[3],
        '2026-11-02T15:00:03.000Z',
        'hello@refinedresin.example',
        'New booking request: 2027-01-08',
      ],
      ['mail', mail1.id, '2026-11-02T16:00:07.000Z', 'hello@refinedresin.example', mail1.subject],
      ['mail', a.mails[4], '2026-11-02T17:00:00.000Z', 'Ann Aster <ann@example.com>', 'About your garage'],
      [
        'mail',
        a.mails[5],
        '2026-11-02T18:00:00.000Z',
        'owner@refinedresin.example',
        'Daily digest 2026-11-02',
      ],
      ['mail', mail2.id, '2026-11-04T10:00:07.000Z', 'hello@refinedresin.example', mail2.subject],
      ['mail', extraMails.phoneOnly, '2026-11-04T11:00:00.000Z', 'hello@refinedresin.example', 'Missed call'],
      ['staff-note', a.notes[0], '2026-11-02T19:00:00.000Z', 'Ann Aster', 'Called Ann'],
      ['staff-note', a.notes[1], '2026-11-02T19:01:00.000Z', 'Ann Aster', 'Gate code for Ann'],
      ['staff-note', a.notes[2], '2026-11-02T19:02:00.000Z', 'Ann Aster', 'Ann wants flakes'],
    ])
    expect(preview.records.find((r) => r.kind === 'chat' && r.id === a.handoff)?.count).toBe(6)
    expect(preview.digest).toMatch(/^[0-9a-f]{64}$/)
    // Joann, alone: her address is not Ann's, so nothing of Ann's is in her list either.
    const joannData = await findPersonData(db, 'joann@example.com')
    expect(joannData.records.map((r) => r.name).filter((n) => /Ann Aster|^Ann$/.test(n))).toEqual([])
    expect(joannData.records.filter((r) => r.kind === 'mail').map((r) => r.id)).not.toContain(
      extraMails.longRun,
    )
  })

  it('refuses a confirmation of another list, then erases Ann alone, everywhere', async () => {
    const annIds = new Set([
      a.lead.id,
      a.booking.id,
      a.handoff,
      phoneChat,
      ...preview.records.map((r) => r.id),
    ])
    const before = await rowsBut(annIds)
    const confirm = { intent: 'erase', email: 'ann@example.com', digest: preview.digest, confirm: 'yes' }

    // A list the owner did not see (another person's, or an old one) is refused, and nothing changes.
    const joannDigest = (await findPersonData(db, 'joann@example.com')).digest
    const refused = await callRoute(
      privacyAction,
      postForm('/admin/privacy', { ...confirm, digest: joannDigest }, cookie),
      context,
    )
    expect(refused.status).toBe(409)
    expect((refused.body as { found: PersonData }).found.digest).toBe(preview.digest)
    const [still] = await db.select().from(leads).where(eq(leads.id, a.lead.id))
    expect(still.name).toBe('Ann Aster')

    const done = await callRoute(privacyAction, postForm('/admin/privacy', confirm, cookie), context)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      outcome: 'erased',
      erased: [
        '1 contact message',
        '1 booking request: your name, email, phone, address and notes',
        '2 photos of your floor',
        '2 chat conversations',
        '9 copies of emails',
      ],
    })

    // Every other row, Joann's and ann@example.com.au's included, is exactly as it was.
    const after = await rowsBut(annIds)
    expect(after).toEqual(before)
    expect(after.mails.map((m) => m.id)).toEqual(
      expect.arrayContaining([extraMails.au, extraMails.longRun, ...j.mails]),
    )
    expect(after.leads.map((l) => l.name)).toContain('Joann Birch')

    // Ann's rows: what stays holds no one's details; the rest is gone.
    const [lead] = await db.select().from(leads).where(eq(leads.id, a.lead.id))
    expect(lead).toMatchObject({
      name: erased.text,
      email: erased.email,
      phone: null,
      fields: {},
      kind: 'contact',
    })
    const [booking] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, a.booking.id))
    expect(booking).toMatchObject({
      customerName: erased.text,
      customerEmail: erased.email,
      customerPhone: null,
      projectAddress: erased.text,
      notes: null,
      slotId: a.slot.id,
      projectSize: 420,
      status: 'confirmed',
      estimate: { inputs: { space: 'garage', sqft: 420, finish: 'flake' }, low: 2900, high: 3600 },
    })
    const chats = await db
      .select()
      .from(chatConversations)
      .where(inArray(chatConversations.id, [a.handoff, phoneChat]))
    for (const c of chats) {
      expect(c).toMatchObject({ visitorName: erased.text, visitorPhone: null, handoff: 'requested' })
      expect(c.visitorEmail).toBe(c.id === a.handoff ? erased.email : null)
    }
    const messages = await db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, [a.handoff, phoneChat]))
    expect(messages).toHaveLength(12)
    expect(new Set(messages.map((m) => m.content))).toEqual(new Set([erased.message]))
    expect(await db.select().from(photos).where(inArray(photos.id, a.photos))).toEqual([])
    expect(await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, a.booking.id))).toEqual([])
    expect(
      await db.select().from(bookingCustomerNotes).where(eq(bookingCustomerNotes.bookingId, a.booking.id)),
    ).toEqual([])
    expect(await db.select().from(staffNotes).where(inArray(staffNotes.id, a.notes))).toEqual([])
    const mailIds = preview.records.filter((r) => r.kind === 'mail').map((r) => r.id)
    expect(await db.select().from(outbox).where(inArray(outbox.id, mailIds))).toEqual([])

    // Her booking page is gone; Joann's still opens.
    const token = (url: string) => url.split('/booking/')[1] as string
    expect(
      (await callRoute(bookingPageLoader, getPage('/booking/x'), context, { token: token(a.link) })).status,
    ).toBe(404)
    expect(
      (await callRoute(bookingPageLoader, getPage('/booking/x'), context, { token: token(j.link) })).status,
    ).toBe(200)

    // The audit log says what was erased (kinds, ids, counts) and never who.
    const audit = await db.select().from(staffActions).where(eq(staffActions.action, 'privacy-erase'))
    expect(audit.map((x) => `${x.subjectKind}:${x.subjectId}`).sort()).toEqual(
      [
        `lead:${a.lead.id}`,
        `booking:${a.booking.id}`,
        `chat:${a.handoff}`,
        `chat:${phoneChat}`,
        'null:null',
      ].sort(),
    )
    const summary = audit.find((x) => x.subjectKind === null)?.detail as Record<string, unknown>
    expect(summary).toMatchObject({
      counts: {
        lead: 1,
        booking: 1,
        'customer-note': 1,
        'booking-link': 1,
        photo: 2,
        chat: 2,
        mail: 9,
        'staff-note': 3,
      },
      resumes: 0,
      phonesSearched: 1,
      ids: {
        lead: [a.lead.id],
        booking: [a.booking.id],
        chat: [a.handoff, phoneChat],
        photo: a.photos,
        mail: mailIds,
      },
    })
    const logged = JSON.stringify(audit)
    expect(showsAnn(logged)).toBe(false)
    expect(logged).not.toMatch(/ann@|Aster|555-0101|7705550101|Main St|garage/i)

    // One confirmation went to her, and it is not data about her.
    const confirmation = await db.select().from(outbox).where(eq(outbox.relatedKind, 'erasure'))
    expect(confirmation.map((m) => [m.to, m.relatedId])).toEqual([['ann@example.com', summary.erasureId]])
    expect((await findPersonData(db, 'ann@example.com')).records).toEqual([])
  })

  it('leaves no trace of Ann on any console page, CSV, feed or the outbox, and Joann on all of them', async () => {
    const pages: [string, (args: never) => unknown, Record<string, string>?][] = [
      ['/admin', dashboardLoader],
      ['/admin/inbox', inboxLoader],
      ...(['contact', 'booking', 'chat'] as const).map(
        (kind) => [`/admin/inbox?kind=${kind}`, inboxLoader] as [string, (args: never) => unknown],
      ),
      ['/admin/inbox.csv', csvLoader],
      ...(['contact', 'booking', 'chat'] as const).map(
        (kind) => [`/admin/inbox.csv?kind=${kind}`, csvLoader] as [string, (args: never) => unknown],
      ),
      ['/admin/bookings', bookingsLoader],
      ['/admin/conversations', conversationsLoader],
      ['/admin/outbox', outboxLoader],
    ]
    for (const [url, loader] of pages) {
      const page = await callRoute(loader, getPage(url, cookie), context)
      expect(page.status, url).toBe(200)
      expect(showsAnn(text(withoutConfirmation(page.body))), url).toBe(false)
    }
    // The outbox keeps the one confirmation sent to her address (the record of the erasure), naming nothing else.
    const outboxRows = (await callRoute(outboxLoader, getPage('/admin/outbox', cookie), context)).body as {
      rows: { to: string; relatedKind: string | null; text: string }[]
    }
    const toAnn = outboxRows.rows.filter((m) => showsAnn(`${m.to} ${m.text}`))
    expect(toAnn.map((m) => [m.to, m.relatedKind])).toEqual([['ann@example.com', 'erasure']])
    expect(toAnn[0].text).not.toMatch(/Ann|555-0101|Main St/)
    for (const [url, want] of [
      ['/admin/inbox?kind=chat', 'Joann Birch'],
      ['/admin/inbox.csv?kind=chat', 'joann@example.com'],
      ['/admin/inbox.csv?kind=booking', 'Joann Birch'],
      ['/admin/outbox', 'ann@example.com.au'],
    ] as const) {
      expect(text((await callRoute(csvOrInbox(url), getPage(url, cookie), context)).body), url).toContain(
        want,
      )
    }

    // Her records' own pages: the hand-off's name, address and phone are gone with the text.
    for (const [kind, id] of [
      ['contact', a.lead.id],
      ['booking', a.booking.id],
      ['chat', a.handoff],
      ['chat', phoneChat],
    ] as const) {
      const page = await callRoute(leadLoader, getPage(`/admin/leads/${kind}/${id}`, cookie), context, {
        kind,
        id,
      })
      expect(page.status).toBe(200)
      expect(showsAnn(text(page.body)), `${kind} ${id}`).toBe(false)
    }
    const handoff = await callRoute(leadLoader, getPage('/x', cookie), context, {
      kind: 'chat',
      id: a.handoff,
    })
    expect((handoff.body as { conversation: Record<string, unknown> }).conversation).toMatchObject({
      visitorName: erased.text,
      visitorEmail: erased.email,
      visitorPhone: null,
    })
    const csv = text(
      (await callRoute(csvLoader, getPage('/admin/inbox.csv?kind=chat', cookie), context)).body,
    )
    const handoffRow = csv.split('\n').find((line) => line.includes(a.handoff)) as string
    expect(handoffRow).toContain(erased.text)
    expect(showsAnn(handoffRow)).toBe(false)

    // The crew's feed and the booking's invite no longer name her.
    const token = await rotateCalendarToken(db, { ...staff, sessionId: 'test' })
    const feed = await callRoute(calendarIcsLoader, getPage(`/admin/calendar.ics?token=${token}`), context)
    expect(feed.status).toBe(200)
    expect(showsAnn(text(feed.body))).toBe(false)
    expect(text(feed.body)).toContain('Joann Birch')
    const invite = await callRoute(inviteLoader, getPage('/x', cookie), context, { id: a.booking.id })
    expect(showsAnn(text(invite.body))).toBe(false)
  })
})

const csvOrInbox = (url: string) =>
  url.startsWith('/admin/inbox.csv')
    ? csvLoader
    : url.startsWith('/admin/outbox')
      ? outboxLoader
      : inboxLoader

describe('a phone number that is not the person’s alone', { timeout: 60_000 }, () => {
  it('is not searched for when it is the business’s own (every hand-off mail quotes it)', async () => {
    const [lead] = await db
      .insert(leads)
      .values({
        kind: 'contact',
        name: 'Dee Typo',
        email: 'dee@example.com',
        phone: company.phone,
        fields: { message: 'Is this your number?' },
        sourcePage: '/contact',
      })
      .returning()
    // Joann's hand-off mail names the business's number in Remy's words.
    const quoting = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`position(${company.phone} in ${outbox.text}) > 0`)
    expect(quoting.length).toBeGreaterThan(0)
    const found = await findPersonData(db, 'dee@example.com')
    expect(found.phones).toEqual([])
    expect(found.records.map((r) => [r.kind, r.id])).toEqual([['lead', lead.id]])
  })
})

describe('the owner’s confirmation', { timeout: 60_000 }, () => {
  it('is bound to the list shown: a record added since is refused with the new list, then erased once seen', async () => {
    const [lead] = await db
      .insert(leads)
      .values({
        kind: 'partner',
        name: 'Cleo Park',
        email: 'cleo@example.com',
        phone: '404-555-0177',
        fields: { company: 'Park Tile' },
        sourcePage: '/partner-application',
      })
      .returning()
    const shown = (
      (await callRoute(privacyLoader, getPage('/admin/privacy?email=cleo%40example.com', cookie), context))
        .body as {
        found: PersonData
      }
    ).found
    expect(shown.records.map((r) => [r.kind, r.name, r.excerpt])).toEqual([
      ['lead', 'Cleo Park', 'Park Tile'],
    ])

    const unticked = await callRoute(
      privacyAction,
      postForm(
        '/admin/privacy',
        { intent: 'erase', email: 'cleo@example.com', digest: shown.digest },
        cookie,
      ),
      context,
    )
    expect(unticked.status).toBe(400)
    expect((unticked.body as { result: { error: Record<string, string[]> } }).result.error.confirm).toEqual([
      'Tick the box to confirm the person asked for this.',
    ])
    const noDigest = await callRoute(
      privacyAction,
      postForm('/admin/privacy', { intent: 'erase', email: 'cleo@example.com', confirm: 'yes' }, cookie),
      context,
    )
    expect(noDigest.status).toBe(400)

    // Meanwhile Cleo chats, giving her phone number.
    const [conversation] = await db.insert(chatConversations).values({}).returning()
    await db
      .insert(chatMessages)
      .values({ conversationId: conversation.id, role: 'user', content: 'Call me at 404.555.0177' })

    const stale = await callRoute(
      privacyAction,
      postForm(
        '/admin/privacy',
        { intent: 'erase', email: 'cleo@example.com', digest: shown.digest, confirm: 'yes' },
        cookie,
      ),
      context,
    )
    expect(stale.status).toBe(409)
    const body = stale.body as { found: PersonData; result: { error: Record<string, string[]> } }
    expect(body.found.records.map((r) => [r.kind, r.excerpt])).toEqual([
      ['lead', 'Park Tile'],
      ['chat', 'Call me at 404.555.0177'],
    ])
    expect(body.result.error['']).toEqual([
      'What we hold for cleo@example.com changed since the list was made: 2 records are listed now. Nothing was erased. Check the list, then confirm again.',
    ])
    const [untouched] = await db.select().from(leads).where(eq(leads.id, lead.id))
    expect(untouched.name).toBe('Cleo Park')
    const erasures = await db.select().from(staffActions).where(eq(staffActions.action, 'privacy-erase'))
    expect(erasures.filter((x) => JSON.stringify(x).includes(lead.id))).toEqual([])

    const done = await callRoute(
      privacyAction,
      postForm(
        '/admin/privacy',
        { intent: 'erase', email: 'cleo@example.com', digest: body.found.digest, confirm: 'yes' },
        cookie,
      ),
      context,
    )
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ erased: ['1 partner application', '1 chat conversation'] })
    const [message] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id))
    expect(message.content).toBe(erased.message)
  })
})
