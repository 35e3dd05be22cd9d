import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { createCookie } from 'react-router'
import { staffConsole } from '~/content/business'
import type { Database } from '~/db/client.server'
import { type sessionPendingSteps, staffAccounts, staffCalendarFeeds, staffSessions } from '~/db/schema'
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

export type PendingStep = (typeof sessionPendingSteps)[number]

/**
 * A new session with a fresh random id (never one the browser offered), expiring in 8 hours.
 * `pending` names the step it still lacks (decision 038); a session started complete counts as
 * just re-authenticated, since the password and any factor were given to start it.
 */
export async function startSession(
  db: Database,
  staffId: string,
  options: { pending?: PendingStep | null; reauthenticated?: boolean } = {},
): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + staffConsole.sessionHours * 3600_000)
  const pending = options.pending ?? null
  const reauthenticated = options.reauthenticated ?? pending === null
  await db
    .insert(staffSessions)
    .values({ id, staffId, expiresAt, pending, reauthenticatedAt: reauthenticated ? new Date() : null })
  return id
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)))
}

export type StaffSession = Staff & { pending: PendingStep | null; reauthenticatedAt: Date | null }

/** The open session the request's cookie names, complete or not; null for none, forged, ended or expired. */
export async function currentSession(db: Database, request: Request): Promise<StaffSession | null> {
  const sessionId = await sessionIdFrom(request)
  if (!sessionId) return null
  const [row] = await db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      pending: staffSessions.pending,
      reauthenticatedAt: staffSessions.reauthenticatedAt,
    })
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

/** The signed-in staff member, or null for no, forged, ended, expired or incomplete session. */
export async function currentStaff(db: Database, request: Request): Promise<Staff | null> {
  const session = await currentSession(db, request)
  return session && session.pending === null
    ? { id: session.id, email: session.email, sessionId: session.sessionId }
    : null
}

/**
 * The session's missing step was given: a new session opens the console, counting as just
 * re-authenticated, and the one the password opened ends. The id changes as the privilege does
 * (ASVS 7.2.4, decision 038): an id seen before the second step never reaches the console.
 * Returns the new id, for the cookie; null when the session had already ended.
 */
export async function completeSession(
  db: Database,
  session: { sessionId: string; id: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(staffSessions.id, session.sessionId), isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id })
    // Completed twice at once (two tabs): the second finds it ended and opens nothing.
    if (ended.length === 0) return null
    return startSession(tx as unknown as Database, session.id, { pending: null })
  })
}

/** The password and a factor were just given again in this session (decision 038). */
export async function markReauthenticated(db: Pick<Database, 'update'>, sessionId: string): Promise<void> {
  await db.update(staffSessions).set({ reauthenticatedAt: new Date() }).where(eq(staffSessions.id, sessionId))
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
