import { sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chatConversations, chatMessages, installationSlots } from '~/db/schema'
import { bookingResponse } from '~/features/schedule/api.server'
import { action as scheduleAction } from '~/routes/schedule'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute } from '../../../tests/support/route-call'
import { inboxCsv, listInbox } from './inbox.server'
import { parseInboxFilter } from './inbox-filter'

let context: AppLoadContext
let close: () => Promise<void>
let ipCounter = 0

beforeAll(async () => {
  const t = await createTestContext()
  context = t.context
  close = t.close
})
afterAll(async () => {
  await close?.()
})
beforeEach(async () => {
  await context.db.execute(
    sql`truncate booking_requests, installation_slots, leads, chat_conversations, outbox cascade`,
  )
})

const freshCtx = () => ({ ...context, ip: `198.51.100.${++ipCounter}` })

async function slot(startDate: string, endDate: string) {
  const [row] = await context.db
    .insert(installationSlots)
    .values({ startDate, endDate, status: 'available', location: 'Buford, GA' })
    .returning()
  return row
}

const booking = (slotId: string, name: string) => ({
  slot_id: slotId,
  customer_name: name,
  customer_email: `${name
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}@example.com`,
  project_address: '12 Main St, Buford, GA 30518',
  project_size: 450,
  project_type: 'residential',
})

const apiBooking = (body: object, language?: string) =>
  bookingResponse(
    freshCtx(),
    new Request('http://localhost/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'content-language': language } : {}) },
      body: JSON.stringify(body),
    }),
  )

const filterOf = (query: string) => {
  const parsed = parseInboxFilter(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.filter
}

describe('a lead’s language in the inbox is the stored one (decision 034)', () => {
  it('marks, filters and exports by the language stored with the lead, wherever it was posted from', async () => {
    // The Spanish booking dialog posts to /api/bookings with Content-Language: es-US.
    const viaDialog = await apiBooking(
      booking((await slot('2031-06-06', '2031-06-08')).id, 'Lucía Gómez'),
      'es-US',
    )
    expect(viaDialog.status, await viaDialog.clone().text()).toBe(201)
    const english = await apiBooking(booking((await slot('2031-06-13', '2031-06-15')).id, 'Jane Doe'))
    expect(english.status).toBe(201)
    // Without JavaScript the Spanish page posts to itself.
    const form = await callRoute(
      scheduleAction,
      new Request('http://localhost/es/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...booking((await slot('2031-06-20', '2031-06-22')).id, 'Mateo Ruiz'),
          project_size: '450',
        }),
      }),
      freshCtx(),
    )
    expect(form.status).toBe(200)
    // A conversation with Remy in Spanish has no source page at all.
    const [chat] = await context.db.insert(chatConversations).values({ language: 'es' }).returning()
    await context.db
      .insert(chatMessages)
      .values({ conversationId: chat.id, role: 'user', content: '¿Cuánto cuesta un piso?' })

    const { rows } = await listInbox(context.db, filterOf(''))
    const languageOf = Object.fromEntries(rows.map((r) => [r.name, r.language]))
    expect(languageOf).toEqual({
      'Lucía Gómez': 'es',
      'Jane Doe': 'en',
      'Mateo Ruiz': 'es',
      'Chat visitor': 'es',
    })

    const spanish = await listInbox(context.db, filterOf('language=es'))
    expect(spanish.rows.map((r) => r.name).sort()).toEqual(['Chat visitor', 'Lucía Gómez', 'Mateo Ruiz'])
    expect(spanish.total).toBe(3)
    const englishOnly = await listInbox(context.db, filterOf('language=en'))
    expect(englishOnly.rows.map((r) => r.name)).toEqual(['Jane Doe'])

    // Every cell is quoted and none of these holds a quote.
    const cells = (line: string) => line.slice(1, -1).split('","')
    const csv = (await inboxCsv(context.db, filterOf(''))).split('\r\n')
    const header = cells(csv[0])
    const column = header.indexOf('Language')
    expect(column).toBeGreaterThan(-1)
    const lucia = cells(csv.find((line) => line.includes('Lucía Gómez')) ?? '')
    expect(lucia[column]).toBe('Spanish')
    const jane = cells(csv.find((line) => line.includes('Jane Doe')) ?? '')
    expect(jane[column]).toBe('English')
  })

  it('refuses an unknown language in the filter', () => {
    expect(parseInboxFilter(new URLSearchParams('language=fr')).ok).toBe(false)
  })
})
