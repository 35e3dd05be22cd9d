import { describe, expect, it } from 'vitest'
import { InsertStatementError, readInsertStatement } from './insert-statement'

const tables = new Map([
  ['leads', { columns: ['id', 'name', 'notes'], identityAlways: false }],
  ['counter', { columns: ['n'], identityAlways: true }],
])
const read = (s: string) => readInsertStatement(s, tables)

describe('readInsertStatement', () => {
  it('reads what a backup writes', () => {
    expect(
      read(
        `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', 'O''Brien; Ann', E'C:\\\\x'''),\n('2', NULL, 'a, b)')`,
      ),
    ).toEqual({ table: 'leads', columns: ['id', 'name', 'notes'], rows: 2 })
    expect(read(`INSERT INTO "counter" ("n") OVERRIDING SYSTEM VALUE VALUES\n('5')`).rows).toBe(1)
  })

  it.each([
    [
      'a select in place of values',
      `INSERT INTO "leads" ("id", "name", "notes") SELECT pg_sleep(5), 'x', 'y'`,
    ],
    [
      'a function as a value',
      `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', pg_read_file('/etc/passwd'), NULL)`,
    ],
    ['a cast', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1'::uuid, NULL, NULL)`],
    ['a subquery', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', (select current_user), NULL)`],
    ['returning', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', NULL, NULL) RETURNING *`],
    [
      'on conflict',
      `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', NULL, NULL) ON CONFLICT DO NOTHING`,
    ],
    ['a number', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n(1, NULL, NULL)`],
    ['too few values', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', NULL)`],
    ['too many values', `INSERT INTO "leads" ("id", "name", "notes") VALUES\n('1', NULL, NULL, NULL)`],
    ['an unknown table', `INSERT INTO "pg_authid" ("id") VALUES\n('1')`],
    ['an unknown column', `INSERT INTO "leads" ("id", "role") VALUES\n('1', 'owner')`],
    ['a column twice', `INSERT INTO "leads" ("id", "id") VALUES\n('1', '2')`],
    ['a schema-qualified table', `INSERT INTO "public"."leads" ("id") VALUES\n('1')`],
    [
      'an override where none is generated',
      `INSERT INTO "leads" ("id") OVERRIDING SYSTEM VALUE VALUES\n('1')`,
    ],
    ['an unclosed value', `INSERT INTO "leads" ("id") VALUES\n('1)`],
    ['a statement after it', `INSERT INTO "leads" ("id") VALUES\n('1'); DROP TABLE leads`],
    ['a lower-case insert', `insert into "leads" ("id") values\n('1')`],
    ['an update', `UPDATE "leads" SET "name" = 'x'`],
  ])('refuses %s', (_name, statement) => {
    expect(() => read(statement)).toThrow(InsertStatementError)
  })
})
