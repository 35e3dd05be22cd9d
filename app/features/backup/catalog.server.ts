import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/db/client.server'
import { dependencyOrder } from './table-order'

/** Anything that runs SQL: the database or a transaction on it. */
export type Queryable = Pick<Database, 'execute'>

export type TableInfo = {
  name: string
  /** Stored columns in table order (generated columns are left out: they are recomputed). */
  columns: string[]
  /** Primary key columns: rows are dumped in this order, so backups of one database compare equal. */
  key: string[]
  /** Has a GENERATED ALWAYS identity column: inserts must say OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean
}

/** Quotes an identifier for SQL. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Every table of the application (schema `public`: app/db/schema.ts and whatever
 * later migrations add), read from the database's own catalog, parents first.
 */
export async function appTables(db: Queryable): Promise<TableInfo[]> {
  const tables = await queryRows<{
    name: string
    columns: string[]
    key: string[] | null
    identity_always: boolean
  }>(
    db as Database,
    sql.raw(`
      select c.relname as name,
        (select json_agg(a.attname order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
        (select json_agg(a.attname order by k.ord) from pg_index i
          cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as key,
        exists (select 1 from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attidentity = 'a') as identity_always
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`),
  )
  const references = await queryRows<{ child: string; parent: string }>(
    db as Database,
    sql.raw(`
      select cl.relname as child, pr.relname as parent
      from pg_constraint co
        join pg_class cl on cl.oid = co.conrelid
        join pg_class pr on pr.oid = co.confrelid
        join pg_namespace n on n.oid = cl.relnamespace
      where co.contype = 'f' and n.nspname = 'public'`),
  )
  const byName = new Map(tables.map((t) => [t.name, t]))
  return dependencyOrder([...byName.keys()], references).map((name) => {
    const t = byName.get(name) as (typeof tables)[number]
    return { name, columns: t.columns ?? [], key: t.key ?? [], identityAlways: t.identity_always }
  })
}

export type MigrationLevel = { count: number; latest: number }

/** How far the database is migrated: the number of migrations applied and the newest one's time stamp. */
export async function migrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [row] = await queryRows<{ count: number; latest: string | null }>(
    db as Database,
    sql.raw(
      'select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations',
    ),
  )
  return { count: Number(row?.count ?? 0), latest: Number(row?.latest ?? 0) }
}

/** The tables that hold at least one row. */
export async function nonEmptyTables(db: Queryable, tables: readonly TableInfo[]): Promise<string[]> {
  if (!tables.length) return []
  const rows = await queryRows<{ name: string }>(
    db as Database,
    sql.raw(
      tables
        .map((t) => `select ${quoteText(t.name)} as name where exists (select 1 from ${ident(t.name)})`)
        .join(' union all '),
    ),
  )
  return rows.map((r) => r.name)
}

const quoteText = (s: string) => `'${s.replace(/'/g, "''")}'`
