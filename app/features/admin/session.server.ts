import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { createCookie } from 'react-router'
import { staffConsole } from '~/content/business'
import type { Database } from '~/db/client.server'
import { staffAccounts, staffCalendarFeeds, staffSessions } from '~/db/schema'
import { sessionSecrets, siteUrl } from '~/env.server'

export type Staff = { id: string; email: string; sessionId: string }

/**
 * The staff cookie, through React Router's cookie API (decision 016): it carries
 * only the id of a session stored in the database, signed with the first of
 * SESSION_SECRETS and accepted under any of them, so a new secret put first signs
 * no one out. On an https site it is Secure with the `__Host-` prefix (no Domain,
 * Path=/, never over http).
 */
function staffCookie() {
  const secure = siteUrl().startsWith('https://')
  return createCookie(secure ? '__Host-rr_staff' : 'rr_staff', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    secrets: sessionSecrets(),
    maxAge: staffConsole.sessionHours * 3600,
  })
}

/** The Set-Cookie value that signs this session in. */
export function sessionCookie(sessionId: string): Promise<string> {
  return staffCookie().serialize(sessionId)
}

/** The Set-Cookie value that removes the staff cookie. */
export function clearedSessionCookie(): Promise<string> {
  return staffCookie().serialize('', { maxAge: 0 })
}

/** A signed session id is ~130 characters; anything far longer is not ours. */
const MAX_COOKIE_HEADER = 8 * 1024

/** The session id the request's cookie carries, if its signature holds under one of the secrets. */
export async function sessionIdFrom(request: Request): Promise<string | null> {
  const header = request.headers.get('cookie')
  if (!header || header.length > MAX_COOKIE_HEADER) return null
  try {
    const value = await staffCookie().parse(header)
    // A cookie that does not decode (`rr_staff=%`) or is not ours is no cookie, not a server error.
    return typeof value === 'string' && /^[\w-]{20,100}$/.test(value) ? value : null
  } catch {
    return null
  }
}

/** A new session with a fresh random id (never one the browser offered), expiring in 8 hours. */
export async function startSession(db: Database, staffId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + staffConsole.sessionHours * 3600_000)
  await db.insert(staffSessions).values({ id, staffId, expiresAt })
  return id
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)))
}

/** The signed-in staff member, or null for no, forged, ended or expired session. */
export async function currentStaff(db: Database, request: Request): Promise<Staff | null> {
  const sessionId = await sessionIdFrom(request)
  if (!sessionId) return null
  const [row] = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, new Date()),
      ),
    )
  return row ? { ...row, sessionId } : null
}

/**
 * Ends every open session of one person, except (optionally) the one they are using:
 * their next request with an ended session is signed out (decision 016).
 */
export async function endAllSessions(
  db: Pick<Database, 'update'>,
  staffId: string,
  exceptSessionId?: string | null,
): Promise<void> {
  const open = and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt))
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(exceptSessionId ? and(open, ne(staffSessions.id, exceptSessionId)) : open)
}

/**
 * An owner's reset or removal ends everything the account opened, together: its
 * sessions and its calendar feed. A reset is often because the account was
 * compromised, and the feed publishes customers' names, phones and addresses to
 * whoever holds its link (decision 016).
 */
export async function endAllAccess(db: Pick<Database, 'update' | 'delete'>, staffId: string): Promise<void> {
  await endAllSessions(db, staffId)
  await db.delete(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffId, staffId))
}
