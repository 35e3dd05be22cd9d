import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { outbox, staffAccounts, staffInvites } from '~/db/schema'
import { siteUrl } from '~/env.server'
import type { Mailer } from '~/features/mail/mailer.server'
import { stepAfterPassword } from '~/features/second-factor/factors.server'
import { recordAction } from './audit.server'
import { hashPassword } from './password.server'
import { endAllAccess, endAllSessions, endSession, type PendingStep, startSession } from './session.server'

/** How long a mailed link works (48 hours). */
const inviteHours = 48

/** Stored in place of a password hash after a reset: no password matches it. */
export const noPassword = 'reset'

export type TeamResult =
  | { ok: true; message: string }
  /** `field` names the form field the refusal is about, when it is about one. */
  | { ok: false; status: number; error: string; field?: string }

/** 256 random bits, URL-safe; the database keeps only its SHA-256 (decision 016). */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The set-password page; the token rides in the query string, which the request log leaves out. */
function setPasswordLink(token: string): string {
  return `${siteUrl()}/admin/set-password?token=${token}`
}

const linkRemoved = '[link removed from the outbox once the mail was sent]'

/**
 * Mails a link after the commit. Once SMTP has delivered it, the link is removed
 * from the outbox copy, so reading the outbox later does not hand it to anyone.
 */
async function mailLink(
  db: Database,
  mailer: Mailer,
  mail: { to: string; subject: string; text: string; inviteId: string; link: string },
) {
  const sent = await mailer.send({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    related: { kind: 'staff-invite', id: mail.inviteId },
  })
  const scrubbed = sent.delivered.then(async (state) => {
    if (state !== 'sent') return state
    await db
      .update(outbox)
      .set({ text: sql`replace(${outbox.text}, ${mail.link}, ${linkRemoved})` })
      .where(eq(outbox.id, sent.id))
      .catch(() => {})
    return state
  })
  return { mailId: sent.id, delivered: scrubbed }
}

/**
 * Invitation and reset mail holds a one-use link to an account: in the outbox only
 * the owner reads it (to pass it on when there is no SMTP); other staff see that it exists.
 */
export function hideSetPasswordLinks<T extends { relatedKind: string | null; text: string }>(
  rows: T[],
  role: string | null,
): T[] {
  if (role === 'owner') return rows
  return rows.map((r) =>
    r.relatedKind === 'staff-invite'
      ? { ...r, text: 'This mail holds a one-use link to set a password: only the owner can read it.' }
      : r,
  )
}

function expiry() {
  return new Date(Date.now() + inviteHours * 3600_000)
}

export type Sent = TeamResult & { delivered?: Promise<string> }

/**
 * The owner invites someone by email: a one-use link, valid 48 hours, to set a
 * password. A newer invitation to the same address replaces a pending one.
 */
export async function inviteStaff(
  db: Database,
  mailer: Mailer,
  owner: { email: string },
  email: string,
): Promise<Sent> {
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
  if (existing) return { ok: false, status: 409, error: `${email} already has a staff account.` }

  const { token, tokenHash } = newToken()
  const invite = await db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.email, email), eq(staffInvites.purpose, 'invite'), pending()))
    const [row] = await tx
      .insert(staffInvites)
      .values({ email, purpose: 'invite', tokenHash, invitedBy: owner.email, expiresAt: expiry() })
      .returning({ id: staffInvites.id })
    await recordAction(tx, owner.email, 'invite', { kind: 'invite', id: row.id }, { email })
    return row
  })

  const link = setPasswordLink(token)
  const { delivered } = await mailLink(db, mailer, {
    to: email,
    subject: 'You are invited to the Refined Resin staff console',
    text: [
      `${owner.email} invited you to the Refined Resin staff console.`,
      '',
      'Choose your password here (the link works once, for 48 hours):',
      link,
      '',
      'If you did not expect this, ignore this mail: nothing happens until the link is used.',
    ].join('\n'),
    inviteId: invite.id,
    link,
  })
  return { ok: true, message: `Invitation sent to ${email}. The link works once, for 48 hours.`, delivered }
}

/**
 * The owner resets a staff member's password: the old one stops working, every
 * session of theirs ends, and they get a one-use link to choose a new one.
 */
export async function resetStaffPassword(
  db: Database,
  mailer: Mailer,
  owner: { id: string; email: string },
  staffId: string,
): Promise<Sent> {
  const { token, tokenHash } = newToken()
  const result = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: staffAccounts.id, email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update')
    if (!account) return { ok: false as const, status: 404, error: 'That staff member no longer exists.' }
    if (account.role === 'owner') {
      return {
        ok: false as const,
        status: 400,
        error: 'An owner changes their own password on the Your account page.',
      }
    }
    await tx.update(staffAccounts).set({ passwordHash: noPassword }).where(eq(staffAccounts.id, staffId))
    await endAllAccess(tx, staffId)
    await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.staffId, staffId), pending()))
    const [invite] = await tx
      .insert(staffInvites)
      .values({
        email: account.email,
        purpose: 'reset',
        staffId,
        tokenHash,
        invitedBy: owner.email,
        expiresAt: expiry(),
      })
      .returning({ id: staffInvites.id })
    await recordAction(
      tx,
      owner.email,
      'staff-reset',
      { kind: 'staff', id: staffId },
      { email: account.email },
    )
    return { ok: true as const, email: account.email, inviteId: invite.id }
  })
  if (!result.ok) return result

  const link = setPasswordLink(token)
  const { delivered } = await mailLink(db, mailer, {
    to: result.email,
    subject: 'Set a new password for the Refined Resin staff console',
    text: [
      `${owner.email} reset your password for the Refined Resin staff console; your old password no longer works.`,
      '',
      'Choose a new one here (the link works once, for 48 hours):',
      link,
    ].join('\n'),
    inviteId: result.inviteId,
    link,
  })
  return {
    ok: true,
    message: `Password reset for ${result.email}: they are signed out and a link to choose a new one is on its way.`,
    delivered,
  }
}

/** Not used, not revoked, not expired. */
function pending() {
  return and(
    isNull(staffInvites.usedAt),
    isNull(staffInvites.revokedAt),
    gt(staffInvites.expiresAt, new Date()),
  )
}

export async function revokeInvite(
  db: Database,
  owner: { email: string },
  inviteId: string,
): Promise<TeamResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.id, inviteId), pending()))
      .returning({ id: staffInvites.id, email: staffInvites.email, purpose: staffInvites.purpose })
    if (!row) return { ok: false, status: 404, error: 'That link is no longer pending.' }
    await recordAction(
      tx,
      owner.email,
      'invite-revoke',
      { kind: 'invite', id: row.id },
      {
        email: row.email,
        purpose: row.purpose,
      },
    )
    return { ok: true, message: `The link for ${row.email} no longer works.` }
  })
}

export type LinkCheck =
  | { ok: true; email: string; purpose: 'invite' | 'reset' }
  | { ok: false; status: number; error: string }

const unknownLink: LinkCheck = {
  ok: false,
  status: 404,
  error:
    'This link is not valid. Check that you copied the whole link from the mail, or ask the owner for a new one.',
}

function check(invite: typeof staffInvites.$inferSelect | undefined, now = new Date()): LinkCheck {
  if (!invite) return unknownLink
  if (invite.usedAt) {
    return {
      ok: false,
      status: 410,
      error: 'This link has already been used. Sign in with your password, or ask the owner for a new link.',
    }
  }
  if (invite.revokedAt) {
    return { ok: false, status: 410, error: 'This link was withdrawn. Ask the owner for a new one.' }
  }
  if (invite.expiresAt <= now) {
    return {
      ok: false,
      status: 410,
      error: `This link has expired (links work for ${inviteHours} hours). Ask the owner for a new one.`,
    }
  }
  return { ok: true, email: invite.email, purpose: invite.purpose }
}

/** Whether a link still works, for the set-password page. */
export async function checkLink(db: Database, token: string): Promise<LinkCheck> {
  if (!token || token.length > 200) return unknownLink
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, hashToken(token)))
  return check(invite)
}

export type Accepted =
  | { ok: true; sessionId: string; email: string; purpose: 'invite' | 'reset'; pending: PendingStep | null }
  | { ok: false; status: number; error: string }

/**
 * Sets the password a link allows (once): an invitation creates the staff
 * account, a reset replaces the password and ends every other session. Either
 * way the person is signed in with a new session.
 */
export async function acceptLink(
  db: Database,
  input: { token: string; password: string; previousSessionId?: string | null },
): Promise<Accepted> {
  const first = await checkLink(db, input.token)
  if (!first.ok) return first
  const passwordHash = await hashPassword(input.password)
  const tokenHash = hashToken(input.token)

  const result = await db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.tokenHash, tokenHash))
      .for('update')
    const state = check(invite)
    if (!state.ok) return state
    let staffId: string
    if (invite.purpose === 'invite') {
      const [account] = await tx
        .insert(staffAccounts)
        .values({ email: invite.email, passwordHash, role: 'staff' })
        .onConflictDoNothing()
        .returning({ id: staffAccounts.id })
      if (!account) {
        return {
          ok: false as const,
          status: 409,
          error: `${invite.email} already has a staff account. Sign in with its password instead.`,
        }
      }
      staffId = account.id
    } else {
      if (!invite.staffId) return { ok: false as const, status: 410, error: 'This account no longer exists.' }
      const [account] = await tx
        .update(staffAccounts)
        .set({ passwordHash })
        .where(eq(staffAccounts.id, invite.staffId))
        .returning({ id: staffAccounts.id })
      if (!account) return { ok: false as const, status: 410, error: 'This account no longer exists.' }
      staffId = account.id
      await endAllSessions(tx, staffId)
    }
    await tx.update(staffInvites).set({ usedAt: new Date() }).where(eq(staffInvites.id, invite.id))
    await recordAction(
      tx,
      invite.email,
      invite.purpose === 'invite' ? 'invite-accept' : 'reset-accept',
      { kind: 'staff', id: staffId },
      { email: invite.email },
    )
    return { ok: true as const, staffId, email: invite.email, purpose: invite.purpose }
  })
  if (!result.ok) return result

  if (input.previousSessionId) await endSession(db, input.previousSessionId)
  // A link sets a password, never the second factor: the session it opens still asks for the
  // account's factor, or sets one up first (decision 038, ASVS 6.4.3).
  const pending = await stepAfterPassword(db, result.staffId)
  const sessionId = await startSession(db, result.staffId, {
    pending,
    reauthenticated: pending !== 'second-factor',
  })
  if (pending !== 'second-factor') {
    await db
      .update(staffAccounts)
      .set({ lastSignInAt: new Date() })
      .where(eq(staffAccounts.id, result.staffId))
  }
  return { ok: true, sessionId, email: result.email, purpose: result.purpose, pending }
}
