import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/client.server'
import { logger } from '~/features/logging/logger.server'
import { repliesToday } from './reply-budget.server'
import { admitTurn, insertConversation, type Turn } from './turn-admission.server'

// PostgreSQL only (`*.pg.server.test.ts`: vitest.config.ts leaves these out without TEST_DATABASE_URL).

let n = 0
const turn = (conversationId: string, over: Partial<Turn> = {}): Turn => ({
  conversationId,
  address: `192.0.2.${++n}`,
  content: 'How much is a garage?',
  said: null,
  budget: 10_000,
  share: 1,
  perConversation: 30,
  ...over,
})

// Two app servers on one PostgreSQL database, each with its own pool and its own batches: the
// lock on the day's rows makes them take turns, so together they never give out more replies than
// are left, and neither deadlocks the other.
describe('two servers admitting at once', () => {
  it('share the last replies of the day between them, no more', async () => {
    const name = `test_${randomUUID().replace(/-/g, '')}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    const a = await openDatabase({ kind: 'postgres', url: url.toString(), log: logger })
    const b = await openDatabase({ kind: 'postgres', url: url.toString(), log: logger })
    try {
      const servers = [a.db, b.db]
      const ids = await Promise.all(
        Array.from({ length: 40 }, (_, i) => insertConversation(servers[i % 2], 'en')),
      )
      const admissions = await Promise.all(
        ids.map((id, i) => admitTurn(servers[i % 2], turn(id, { budget: 5 }))),
      )
      expect(admissions.filter((a) => a.ok)).toHaveLength(5)
      expect(admissions.filter((a) => !a.ok && a.refused === 'site')).toHaveLength(35)
      expect(await repliesToday(a.db)).toBe(5)
    } finally {
      await a.close()
      await b.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
