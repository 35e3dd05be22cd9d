import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { chatMessages } from '~/db/schema'
import { createTestContext } from '../../../tests/support/app-context'
import { repliesToday } from './reply-budget.server'
import { type Admission, admitTurn, insertConversation, saveReply, type Turn } from './turn-admission.server'

// Turns that arrive together are admitted together (decision 040): what each visitor is told must
// be what one-at-a-time admission would have told them, and the day's budget is never overdrawn.

let db: Database
let close: () => Promise<void>
beforeAll(async () => {
  const t = await createTestContext()
  db = t.context.db
  close = t.close
})
afterAll(() => close?.())

let n = 0
const turn = (conversationId: string, over: Partial<Turn> = {}): Turn => ({
  conversationId,
  address: `192.0.2.${++n}`,
  content: `Question ${n}`,
  said: null,
  budget: 10_000,
  share: 0.5,
  perConversation: 30,
  ...over,
})
const refusals = (admissions: Admission[]) => admissions.map((a) => (a.ok ? 'ok' : a.refused))

describe('admitting turns that arrive at once', () => {
  it('gives the last replies of the day to as many turns as are left, and refuses the rest', async () => {
    const before = await repliesToday(db)
    const ids = await Promise.all(Array.from({ length: 10 }, () => insertConversation(db, 'en')))
    const admissions = await Promise.all(ids.map((id) => admitTurn(db, turn(id, { budget: before + 3 }))))
    expect(refusals(admissions).filter((r) => r === 'ok')).toHaveLength(3)
    expect(refusals(admissions).filter((r) => r === 'site')).toHaveLength(7)
    expect(await repliesToday(db)).toBe(before + 3)
  })

  it('holds one address to its share, however many of its turns arrive together', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => insertConversation(db, 'en')))
    const address = '198.51.100.77'
    const admissions = await Promise.all(
      ids.map((id) => admitTurn(db, turn(id, { address, budget: 10_000, share: 0.0002 }))),
    )
    // A share of 0.02% of 10,000 is 2; the other turns wait until tomorrow, and are told how long.
    expect(refusals(admissions)).toEqual(['ok', 'ok', 'address', 'address', 'address'])
    const refused = admissions.filter((a) => !a.ok && a.refused === 'address')
    for (const a of refused)
      expect(a.ok === false && 'retryAfterSeconds' in a && a.retryAfterSeconds).toBeGreaterThan(0)
    expect(await repliesToday(db, address)).toBe(2)
  })

  it('refuses a conversation that does not exist without failing the others beside it', async () => {
    const id = await insertConversation(db, 'es')
    const [missing, found] = await Promise.all([admitTurn(db, turn(randomUUID())), admitTurn(db, turn(id))])
    expect(missing).toEqual({ ok: false, refused: 'no-conversation' })
    expect(found.ok && found.conversation.language).toBe('es')
  })

  it('two messages of one conversation in one batch: stored in order, the second sees the first', async () => {
    const id = await insertConversation(db, 'en')
    const [first, second] = await Promise.all([
      admitTurn(db, turn(id, { content: 'How much is a garage?' })),
      admitTurn(db, turn(id, { content: '¿Y para 800 pies cuadrados?', said: 'es' })),
    ])
    expect(first.ok && first.history.map((t) => t.content)).toEqual(['How much is a garage?'])
    expect(second.ok && second.history.map((t) => t.content)).toEqual([
      'How much is a garage?',
      '¿Y para 800 pies cuadrados?',
    ])
    expect(second.ok && second.lang).toBe('es')
    const stored = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(chatMessages.createdAt)
    expect(stored.map((m) => m.content)).toEqual(['How much is a garage?', '¿Y para 800 pies cuadrados?'])
  })

  it('stops a conversation at its limit within one batch, and stores a resent message once', async () => {
    const id = await insertConversation(db, 'en')
    const admissions = await Promise.all(
      ['one', 'two', 'three'].map((content) => admitTurn(db, turn(id, { content, perConversation: 2 }))),
    )
    expect(refusals(admissions)).toEqual(['ok', 'ok', 'conversation-limit'])
    const other = await insertConversation(db, 'en')
    const again = await Promise.all([
      admitTurn(db, turn(other, { content: 'same' })),
      admitTurn(db, turn(other, { content: 'same' })),
    ])
    expect(refusals(again)).toEqual(['ok', 'ok'])
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, other))
    expect(stored).toHaveLength(1)
  })

  it('stores replies that end together, each in its conversation', async () => {
    const ids = await Promise.all([insertConversation(db, 'en'), insertConversation(db, 'en')])
    await Promise.all(
      ids.map((conversationId, i) =>
        saveReply(db, { id: randomUUID(), conversationId, content: `Answer ${i}`, incomplete: i === 1 }),
      ),
    )
    for (const [i, conversationId] of ids.entries()) {
      const [reply] = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
      expect(reply).toMatchObject({ role: 'assistant', content: `Answer ${i}`, incomplete: i === 1 })
    }
  })
})
