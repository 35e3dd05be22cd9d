import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { staffConsole } from '~/content/business'
import type { Database } from '~/db/client.server'
import { staffAccounts, staffCalendarFeeds, staffSessions } from '~/db/schema'
import { logger } from '~/features/logging/logger.server'
import { siteUrl } from '~/features/site/site-url.server'

export type Staff = { id: string; email: string; sessionId: string }

export type CookieSettings = { name: string; secure: boolean; secret: string }

let generatedSecret: string | null = null

/**
 * SESSION_SECRET, or (on a developer's http site, where env validation allows it)
 * one random secret per process: sessions then end when the server restarts.
 */
function sessionSecret(): string {
  const configured = process.env.SESSION_SECRET?.trim()
  if (configured) return configured
  if (!generatedSecret) {
    generatedSecret = randomBytes(32).toString('base64url')
    logger.warn(
      'SESSION_SECRET is not set: staff sessions use a random secret and end when the server restarts',
    )
  }
  return generatedSecret
}

/** On an https site the cookie is Secure with the `__Host-` prefix (no Domain, Path=/, never over http). */
export function cookieSettings(): CookieSettings {
  const secure = siteUrl().startsWith('https://')
  return { name: secure ? '__Host-rr_staff' : 'rr_staff', secure, secret: sessionSecret() }
}

function sign(value: string, secret: string) {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`
}

function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return null
  const value = signed.slice(0, dot)
  const expected = Buffer.from(sign(value, secret))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null
}

export function sessionCookie(sessionId: string, settings = cookieSettings()): string {
  const maxAge = staffConsole.sessionHours * 3600
  return serialize(settings, sign(sessionId, settings.secret), maxAge)
}

export function clearedSessionCookie(settings = cookieSettings()): string {
  return serialize(settings, '', 0)
}

function serialize(settings: CookieSettings, value: string, maxAge: number) {
  const parts = [`${settings.name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`]
  if (settings.secure) parts.push('Secure')
  return parts.join('; ')
}

/** The session id the request's cookie carries, if its signature holds. */
export function sessionIdFrom(request: Request, settings = cookieSettings()): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=')
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== settings.name) continue
    const raw = part.slice(eqAt + 1).trim()
    if (raw.length > 200) return null
    // A cookie that does not decode (`rr_staff=%`) is no cookie, not a server error.
    let value: string
    try {
      value = decodeURIComponent(raw)
    } catch {
      return null
    }
    return unsign(value, settings.secret)
  }
  return null
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
  const sessionId = sessionIdFrom(request)
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
