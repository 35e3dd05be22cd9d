import { sql } from 'drizzle-orm'

/**
 * `sourceLabel` in SQL, over a row's `source` jsonb column: the first visit's
 * utm_source (lower-cased), else its referring domain, else 'direct'. The
 * inbox filters and the dashboard groups by it.
 */
export const sourceLabelSql = (column = sql.raw('source')) =>
  sql`coalesce(nullif(lower(${column}->'first'->>'utm_source'), ''), nullif(${column}->'first'->>'referrer', ''), 'direct')`
