import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import { isUniqueViolation, pgErrorCode } from './errors'

describe('database errors', () => {
  it('finds the code through the wrapping, up to five causes deep', () => {
    expect(pgErrorCode({ code: '40001' })).toBe('40001')
    expect(pgErrorCode(new Error('query failed', { cause: { code: '23505' } }))).toBe('23505')
    let deep: unknown = { code: '23503' }
    for (let i = 0; i < 4; i++) deep = { cause: deep }
    expect(pgErrorCode(deep)).toBe('23503')
    expect(pgErrorCode({ cause: deep })).toBeUndefined()
    expect(pgErrorCode(new Error('plain'))).toBeUndefined()
    expect(pgErrorCode(null)).toBeUndefined()
  })

  it('knows a unique violation from a real database', async () => {
    const client = new PGlite()
    const db = drizzle(client)
    try {
      await db.execute(sql`create table t (id int primary key)`)
      await db.execute(sql`insert into t values (1)`)
      const failed = await db.execute(sql`insert into t values (1)`).then(
        () => null,
        (e: unknown) => e,
      )
      expect(isUniqueViolation(failed)).toBe(true)
      expect(isUniqueViolation(new Error('other'))).toBe(false)
    } finally {
      await client.close()
    }
  })
})
