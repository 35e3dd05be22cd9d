import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/test-database'
import { type DatabaseHandle, queryRows } from './client.server'
import { bookingRequests, installationSlots, leads } from './schema'

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(async () => {
  await handle?.close()
})

describe('database', () => {
  it('has every table of the first migration', async () => {
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    )
    const names = rows.map((r) => r.table_name)
    expect(names).toEqual(
      expect.arrayContaining([
        'booking_requests',
        'chat_conversations',
        'chat_messages',
        'installation_slots',
        'leads',
        'outbox',
      ]),
    )
  })

  it('gives rows uuid ids and creation times', async () => {
    const [slot] = await handle.db
      .insert(installationSlots)
      .values({ startDate: '2031-01-03', endDate: '2031-01-05' })
      .returning()
    expect(slot.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(slot.status).toBe('available')
    expect(slot.createdAt).toBeInstanceOf(Date)
  })

  it('allows only one active booking request per block', async () => {
    const [slot] = await handle.db
      .insert(installationSlots)
      .values({ startDate: '2031-02-07', endDate: '2031-02-09' })
      .returning()
    const request = {
      slotId: slot.id,
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      projectAddress: '1 Main St, Buford, GA',
      projectSize: 400,
    }
    await handle.db.insert(bookingRequests).values(request)
    await expect(handle.db.insert(bookingRequests).values(request)).rejects.toThrow()
    // A declined request frees the block for the next visitor.
    await handle.db.update(bookingRequests).set({ status: 'declined' })
    await expect(handle.db.insert(bookingRequests).values(request)).resolves.toBeDefined()
  })

  it('refuses a project smaller than 100 sq ft and unknown statuses', async () => {
    const [slot] = await handle.db
      .insert(installationSlots)
      .values({ startDate: '2031-03-07', endDate: '2031-03-09' })
      .returning()
    await expect(
      handle.db.insert(bookingRequests).values({
        slotId: slot.id,
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        projectAddress: '1 Main St',
        projectSize: 99,
      }),
    ).rejects.toThrow()
    await expect(
      handle.db.execute(sql`update installation_slots set status = 'gone' where id = ${slot.id}`),
    ).rejects.toThrow()
  })

  it('stores a lead with its fields and a binary attachment intact', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])
    const [lead] = await handle.db
      .insert(leads)
      .values({
        kind: 'job',
        name: '<script>alert(1)</script>',
        email: 'x@example.com',
        fields: { note: "'; drop table leads; --" },
        sourcePage: '/careers',
        resume: bytes,
        resumeFilename: 'cv.pdf',
      })
      .returning()
    expect(lead.name).toBe('<script>alert(1)</script>')
    expect(lead.fields).toEqual({ note: "'; drop table leads; --" })
    expect(Array.from(lead.resume ?? [])).toEqual(Array.from(bytes))
  })
})
