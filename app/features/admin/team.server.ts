import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffAccounts, staffActions, staffInvites } from '~/db/schema'
import { recordAction } from './audit.server'
import { noPassword, type TeamResult } from './invites.server'
import { hashPassword, verifyPassword } from './password.server'
import { endAllAccess, endAllSessions } from './session.server'

/** Everyone who can sign in (owners first), and the links still waiting to be used. */
export async function listTeam(db: Database) {
  const [members, invites] = await Promise.all([
    db
      .select({
        id: staffAccounts.id,
        email: staffAccounts.email,
        role: staffAccounts.role,
        contentEditor: staffAccounts.contentEditor,
        createdAt: staffAccounts.createdAt,
        lastSignInAt: staffAccounts.lastSignInAt,
        passwordHash: staffAccounts.passwordHash,
      })
      .from(staffAccounts)
      .orderBy(desc(eq(staffAccounts.role, 'owner')), asc(staffAccounts.email)),
    db
      .select({
        id: staffInvites.id,
        email: staffInvites.email,
        purpose: staffInvites.purpose,
        invitedBy: staffInvites.invitedBy,
        createdAt: staffInvites.createdAt,
        expiresAt: staffInvites.expiresAt,
      })
      .from(staffInvites)
      .where(
        and(
          isNull(staffInvites.usedAt),
          isNull(staffInvites.revokedAt),
          gt(staffInvites.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(staffInvites.createdAt)),
  ])
  return {
    // The hash never leaves the server; only whether a reset is waiting.
    members: members.map(({ passwordHash, ...m }) => ({
      ...m,
      awaitingPassword: passwordHash === noPassword,
    })),
    invites,
  }
}

/** Team actions (invitations, resets, removals, password changes), newest first. */
export function teamActivity(db: Database, limit = 50) {
  return db
    .select()
    .from(staffActions)
    .where(inArray(staffActions.subjectKind, ['staff', 'invite']))
    .orderBy(desc(staffActions.createdAt))
    .limit(limit)
}

/**
 * The owner removes a staff member: the account goes, and with it (cascade)
 * every session, so their next request is signed out. Their notes and the audit
 * log keep their email.
 */
export async function removeStaff(
  db: Database,
  owner: { id: string; email: string },
  staffId: string,
): Promise<TeamResult> {
  if (staffId === owner.id) return { ok: false, status: 400, error: 'You cannot remove your own account.' }
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update')
    if (!account) return { ok: false, status: 404, error: 'That staff member no longer exists.' }
    if (account.role === 'owner') {
      return { ok: false, status: 400, error: 'An owner cannot be removed from the console.' }
    }
    await endAllAccess(tx, staffId)
    await tx.delete(staffAccounts).where(eq(staffAccounts.id, staffId))
    await recordAction(
      tx,
      owner.email,
      'staff-remove',
      { kind: 'staff', id: staffId },
      { email: account.email },
    )
    return { ok: true, message: `${account.email} was removed and signed out.` }
  })
}

/**
 * Anyone changes their own password with the current one; every other session
 * of theirs ends, the one they are using stays.
 */
export async function changeOwnPassword(
  db: Database,
  staff: { id: string; email: string; sessionId: string },
  input: { current: string; password: string },
): Promise<TeamResult> {
  const [account] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staff.id))
  if (!account) return { ok: false, status: 404, error: 'Your account no longer exists.' }
  if (!(await verifyPassword(input.current, account.passwordHash))) {
    return { ok: false, status: 400, error: 'The current password is incorrect.', field: 'current' }
  }
  if (input.current === input.password) {
    return {
      ok: false,
      status: 400,
      error: 'The new password must be different from the current one.',
      field: 'password',
    }
  }
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, staff.id))
    await endAllSessions(tx, staff.id, staff.sessionId)
    await recordAction(tx, staff.email, 'password-change', { kind: 'staff', id: staff.id })
  })
  return { ok: true, message: 'Your password was changed. Your other sessions are signed out.' }
}

/**
 * The owner lets a staff member edit the site's content, or stops them (decision 033). Owners
 * always can; the change is audited in the same transaction.
 */
export async function setContentEditor(
  db: Database,
  owner: { id: string; email: string },
  staffId: string,
  allow: boolean,
): Promise<TeamResult> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update')
    if (!account) return { ok: false, status: 404, error: 'That staff member no longer exists.' }
    if (account.role === 'owner') {
      return { ok: false, status: 400, error: 'An owner can always edit content.' }
    }
    await tx.update(staffAccounts).set({ contentEditor: allow }).where(eq(staffAccounts.id, staffId))
    await recordAction(
      tx,
      owner.email,
      'content-editor',
      { kind: 'staff', id: staffId },
      { email: account.email, allowed: allow },
    )
    return {
      ok: true,
      message: allow
        ? `${account.email} can now edit the site’s content.`
        : `${account.email} can no longer edit the site’s content.`,
    }
  })
}

/**
 * Anyone changes their own sign-in email, after a recent re-authentication (decision 038); the
 * old address is kept in the audit log.
 */
export async function changeOwnEmail(
  db: Database,
  staff: { id: string; email: string },
  email: string,
): Promise<TeamResult> {
  if (email === staff.email)
    return { ok: false, status: 400, error: 'That is already your email.', field: 'email' }
  const [taken] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email))
  if (taken) {
    return {
      ok: false,
      status: 409,
      error: `${email} already belongs to another staff account.`,
      field: 'email',
    }
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ email })
      .where(eq(staffAccounts.id, staff.id))
      .returning({ id: staffAccounts.id })
    if (rows.length) {
      await recordAction(
        tx,
        email,
        'email-change',
        { kind: 'staff', id: staff.id },
        { from: staff.email, to: email },
      )
    }
    return rows.length > 0
  })
  if (!changed) return { ok: false, status: 404, error: 'Your account no longer exists.' }
  return { ok: true, message: `Your sign-in email is now ${email}.` }
}
