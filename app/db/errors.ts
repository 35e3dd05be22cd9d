/**
 * What a failed query's PostgreSQL error says, whichever driver ran it (decision 031). Drizzle wraps
 * the driver's error (PGlite's or node-postgres') in its own, with the original as `cause`.
 */

/** PostgreSQL's code for a unique or exclusion index refusing a row (`unique_violation`). */
const UNIQUE_VIOLATION = '23505'

/** The PostgreSQL error code (SQLSTATE) of a failed query, through Drizzle's wrapping; undefined for other errors. */
export function pgErrorCode(e: unknown): string | undefined {
  let cur: unknown = e
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code
    if (typeof code === 'string') return code
    cur = (cur as { cause?: unknown }).cause
  }
  return undefined
}

/** A unique index refused the row: someone else holds what this query tried to take. */
export function isUniqueViolation(e: unknown): boolean {
  return pgErrorCode(e) === UNIQUE_VIOLATION
}
