import { randomInt } from 'node:crypto'
import { and, count, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Database } from '~/db/client.server'
import { staffAccounts, staffPasskeys, staffRecoveryCodes, staffTotp, teamSettings } from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import { hashPassword, verifyPassword } from '~/features/admin/password.server'
import { endAllSessions, type PendingStep } from '~/features/admin/session.server'
import { claimSignInAttempt, clearSignInClaims } from '~/features/admin/sign-in-claims.server'
import { logger } from '~/features/logging/logger.server'
import { humanWait } from '~/features/security/rate-limit.server'
import { matchTotp, newTotpSecret, otpauthUri } from './totp.server'

/** The rules of the second factor (decision 038). */
export const secondFactorRules = {
  /** Adding or removing a factor, new recovery codes, a new email or password: password and factor this recent. */
  reauthMinutes: 5,
  recoveryCodes: 10,
  /**
   * Code guesses on one account in the sign-in window, from every address together. The password
   * is already known to whoever is guessing, so far fewer than the password's ceiling: at 10 per
   * 15 minutes, a million codes (three valid at a time) last decades.
   */
  codeAccountCeiling: 10,
} as const

export type Refusal = { ok: false; status: number; error: string; retryAfterSeconds?: number }
type Done = { ok: true; message: string; recoveryCodes?: string[] }
export type FactorResult = Done | Refusal

const issuer = 'Refined Resin'

// ─── The team's setting ──────────────────────────────────────────────────────────────────────

/** Whether the team requires a second factor; a database without the row (a new install) does. */
export async function secondFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ required: teamSettings.requireSecondFactor })
    .from(teamSettings)
    .where(eq(teamSettings.id, 1))
  return row?.required ?? true
}

/**
 * At start: writes the setting once, when it does not exist yet (a new install; the migration
 * wrote `false` for an install that already had staff). STAFF_REQUIRE_SECOND_FACTOR=false chooses
 * otherwise for a new install (the end-to-end server, decision 038); later the owner decides.
 */
export async function seedTeamSettings(db: Database, requireSecondFactor: boolean): Promise<void> {
  await db.insert(teamSettings).values({ id: 1, requireSecondFactor }).onConflictDoNothing()
}

export async function setSecondFactorRequired(
  db: Database,
  owner: { id: string; email: string },
  required: boolean,
): Promise<FactorResult> {
  await db.transaction(async (tx) => {
    await tx
      .insert(teamSettings)
      .values({ id: 1, requireSecondFactor: required, updatedBy: owner.email })
      .onConflictDoUpdate({
        target: teamSettings.id,
        set: { requireSecondFactor: required, updatedBy: owner.email, updatedAt: new Date() },
      })
    await recordAction(
      tx,
      owner.email,
      'second-factor-required',
      { kind: 'staff', id: owner.id },
      { required },
    )
  })
  return {
    ok: true,
    message: required
      ? 'A second factor is now required: staff without one set it up at their next sign-in.'
      : 'A second factor is no longer required. Those who have one still use it.',
  }
}

// ─── What each account has ───────────────────────────────────────────────────────────────────

export type Factors = { passkeys: number; totp: boolean; recoveryLeft: number }

/** Each account's factors, for the account page and the owner's team page. */
export async function factorsOf(db: Database, staffIds: string[]): Promise<Map<string, Factors>> {
  const result = new Map<string, Factors>(
    staffIds.map((id) => [id, { passkeys: 0, totp: false, recoveryLeft: 0 }]),
  )
  if (!staffIds.length) return result
  const [passkeys, totps, codes] = await Promise.all([
    db
      .select({ staffId: staffPasskeys.staffId, n: count() })
      .from(staffPasskeys)
      .where(inArray(staffPasskeys.staffId, staffIds))
      .groupBy(staffPasskeys.staffId),
    db
      .select({ staffId: staffTotp.staffId })
      .from(staffTotp)
      .where(and(inArray(staffTotp.staffId, staffIds), isNotNull(staffTotp.confirmedAt))),
    db
      .select({ staffId: staffRecoveryCodes.staffId, n: count() })
      .from(staffRecoveryCodes)
      .where(and(inArray(staffRecoveryCodes.staffId, staffIds), isNull(staffRecoveryCodes.usedAt)))
      .groupBy(staffRecoveryCodes.staffId),
  ])
  for (const p of passkeys) result.get(p.staffId)!.passkeys = p.n
  for (const t of totps) result.get(t.staffId)!.totp = true
  for (const c of codes) result.get(c.staffId)!.recoveryLeft = c.n
  return result
}

export async function factorsOfOne(db: Database, staffId: string): Promise<Factors> {
  return (await factorsOf(db, [staffId])).get(staffId)!
}

/** A passkey or an authenticator app; recovery codes only stand in for one. */
export const hasFactor = (f: Factors) => f.passkeys > 0 || f.totp

/** What a session started with a right password still lacks (decision 038). */
export async function stepAfterPassword(db: Database, staffId: string): Promise<PendingStep | null> {
  if (hasFactor(await factorsOfOne(db, staffId))) return 'second-factor'
  return (await secondFactorRequired(db)) ? 'enrol' : null
}

// ─── Recovery codes ──────────────────────────────────────────────────────────────────────────

// No 0/o, 1/l/i: a code read off paper is typed right. 31 symbols, 10 of them: ~49 bits each.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
const recoveryPattern = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/**
 * Ten new codes replace any the account had. Under 112 bits each, so each is stored as a salted
 * scrypt hash like a password (ASVS 6.5.2); the codes themselves are returned to be shown once.
 */
async function replaceRecoveryCodes(
  db: Pick<Database, 'insert' | 'delete'>,
  staffId: string,
): Promise<string[]> {
  const codes = Array.from({ length: secondFactorRules.recoveryCodes }, newRecoveryCode)
  const hashes = await Promise.all(codes.map((c) => hashPassword(c)))
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })))
  return codes
}

export async function regenerateRecoveryCodes(
  db: Database,
  staff: { id: string; email: string },
): Promise<FactorResult> {
  if (!hasFactor(await factorsOfOne(db, staff.id))) {
    return { ok: false, status: 400, error: 'Set up a passkey or an authenticator app first.' }
  }
  const recoveryCodes = await db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, staff.id)
    await recordAction(tx, staff.email, 'recovery-codes', { kind: 'staff', id: staff.id })
    return codes
  })
  return {
    ok: true,
    message: 'New recovery codes are below; the old ones no longer work. Keep these somewhere safe.',
    recoveryCodes,
  }
}

/** After a first factor is added, the account gets its recovery codes (shown once). */
export async function firstFactorExtras(db: Database, staffId: string, hadFactor: boolean) {
  return hadFactor ? undefined : replaceRecoveryCodes(db, staffId)
}

// ─── Authenticator app ───────────────────────────────────────────────────────────────────────

export type TotpEnrolment = { secret: string; uri: string; qrSvg: string }

async function enrolmentOf(secret: string, email: string): Promise<TotpEnrolment> {
  const uri = otpauthUri(secret, email, issuer)
  // Drawn here, on the server: the secret never goes to a third party to be turned into a picture.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return { secret, uri, qrSvg }
}

/** The app being set up (a secret not yet confirmed by a code), if any. */
export async function pendingTotp(
  db: Database,
  staff: { id: string; email: string },
): Promise<TotpEnrolment | null> {
  const [row] = await db
    .select()
    .from(staffTotp)
    .where(and(eq(staffTotp.staffId, staff.id), isNull(staffTotp.confirmedAt)))
  return row ? enrolmentOf(row.secret, staff.email) : null
}

/** Starts setting up an app: a new secret, unconfirmed, unless an app is already set up. */
export async function startTotp(db: Database, staff: { id: string; email: string }): Promise<FactorResult> {
  const secret = newTotpSecret()
  const rows = await db
    .insert(staffTotp)
    .values({ staffId: staff.id, secret })
    .onConflictDoUpdate({
      target: staffTotp.staffId,
      set: { secret, createdAt: new Date(), lastStep: null },
      setWhere: isNull(staffTotp.confirmedAt),
    })
    .returning({ staffId: staffTotp.staffId })
  if (!rows.length) {
    return { ok: false, status: 409, error: 'An authenticator app is already set up. Remove it first.' }
  }
  return { ok: true, message: 'Scan the code with your authenticator app, then type the code it shows.' }
}

/** The first code from the app confirms it; a first factor also brings the recovery codes. */
export async function confirmTotp(
  db: Database,
  staff: { id: string; email: string },
  code: string,
  ip: string,
): Promise<FactorResult> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staff.id))
  if (!row || row.confirmedAt) {
    return { ok: false, status: 409, error: 'There is no authenticator app being set up. Start again.' }
  }
  if (!/^\d{6}$/.test(code)) return malformedCode
  const claimed = await claimCode(db, staff.email, ip)
  if (!claimed.ok) return claimed
  const step = matchTotp(row.secret, code)
  if (step === null) return wrongCode
  const hadFactor = hasFactor(await factorsOfOne(db, staff.id))
  const recoveryCodes = await db.transaction(async (tx) => {
    const done = await tx
      .update(staffTotp)
      .set({ confirmedAt: new Date(), lastStep: step })
      .where(and(eq(staffTotp.staffId, staff.id), isNull(staffTotp.confirmedAt)))
      .returning({ staffId: staffTotp.staffId })
    if (!done.length) return null
    await recordAction(tx, staff.email, 'totp-add', { kind: 'staff', id: staff.id })
    return (await firstFactorExtras(tx as unknown as Database, staff.id, hadFactor)) ?? []
  })
  if (recoveryCodes === null) {
    return { ok: false, status: 409, error: 'The authenticator app was already confirmed.' }
  }
  await clearSignInClaims(db, codeKey(staff.email), ip)
  return {
    ok: true,
    message: 'Your authenticator app is set up: sign-in now asks for its code after your password.',
    recoveryCodes: recoveryCodes.length ? recoveryCodes : undefined,
  }
}

/** Refuses to remove the last factor while the team requires one. */
export async function lastFactorGuard(db: Database, after: Factors): Promise<Refusal | null> {
  if (hasFactor(after) || !(await secondFactorRequired(db))) return null
  return {
    ok: false,
    status: 400,
    error: 'The team requires a second factor: add another passkey or app before removing this one.',
  }
}

export async function removeTotp(db: Database, staff: { id: string; email: string }): Promise<FactorResult> {
  const before = await factorsOfOne(db, staff.id)
  if (!before.totp) return { ok: false, status: 404, error: 'No authenticator app is set up.' }
  const refused = await lastFactorGuard(db, { ...before, totp: false })
  if (refused) return refused
  await db.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.staffId, staff.id))
    if (before.passkeys === 0)
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id))
    await recordAction(tx, staff.email, 'totp-remove', { kind: 'staff', id: staff.id })
  })
  return { ok: true, message: 'The authenticator app was removed: its codes no longer sign you in.' }
}

// ─── Checking a code at sign-in and re-authentication ────────────────────────────────────────

const malformedCode: Refusal = {
  ok: false,
  status: 400,
  error:
    'Enter the 6 digits your authenticator app shows (digits only, no spaces), or a recovery code like abcde-fghjk.',
}
const wrongCode: Refusal = { ok: false, status: 401, error: 'That code is not right. Try the current one.' }

const codeKey = (email: string) => `second-factor:${email}`

/** Code guesses are claimed like password guesses (decision 015), under their own key and ceiling. */
async function claimCode(db: Database, email: string, ip: string): Promise<{ ok: true } | Refusal> {
  const claim = await claimSignInAttempt(
    db,
    codeKey(email),
    ip || 'unknown',
    secondFactorRules.codeAccountCeiling,
  )
  if (claim.ok) return { ok: true }
  return {
    ok: false,
    status: 429,
    retryAfterSeconds: claim.retryAfterSeconds,
    error: `Too many wrong codes. Please try again in ${humanWait(claim.retryAfterSeconds)}.`,
  }
}

export type CodeCheck = { ok: true; kind: 'totp' | 'recovery'; recoveryLeft: number } | Refusal

/**
 * Checks a code from the app, or a recovery code, for an account (decision 038). A malformed code
 * is refused before it counts as a guess; a well-formed one is claimed first, so a hundred at once
 * get no more checks than five. An app's code is taken once: its time step must come after the
 * last one accepted, and the update that records it is the check, so two posts of one code cannot
 * both pass. A recovery code is marked used in the same way.
 */
export async function checkCode(
  db: Database,
  staff: { id: string; email: string },
  code: string,
  ip: string,
): Promise<CodeCheck> {
  const typed = code.toLowerCase()
  const kind = /^\d{6}$/.test(typed) ? 'totp' : recoveryPattern.test(typed) ? 'recovery' : null
  if (!kind) return malformedCode
  try {
    const claimed = await claimCode(db, staff.email, ip)
    if (!claimed.ok) return claimed
    const accepted =
      kind === 'totp' ? await takeTotp(db, staff.id, typed) : await takeRecovery(db, staff.id, typed)
    if (!accepted.ok) return accepted
    await clearSignInClaims(db, codeKey(staff.email), ip || 'unknown')
    const { recoveryLeft } = await factorsOfOne(db, staff.id)
    if (kind === 'recovery') {
      await recordAction(
        db,
        staff.email,
        'recovery-code-used',
        { kind: 'staff', id: staff.id },
        { left: recoveryLeft },
      )
    }
    return { ok: true, kind, recoveryLeft }
  } catch (error) {
    logger.error({ err: error }, 'second-factor check failed')
    return {
      ok: false,
      status: 503,
      error: 'Sign-in is unavailable right now. Please try again in a few minutes.',
    }
  }
}

async function takeTotp(db: Database, staffId: string, code: string): Promise<{ ok: true } | Refusal> {
  const [row] = await db
    .select()
    .from(staffTotp)
    .where(and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.confirmedAt)))
  if (!row) return wrongCode
  const step = matchTotp(row.secret, code)
  if (step === null) return wrongCode
  const taken = await db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.staffId, staffId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ staffId: staffTotp.staffId })
  if (!taken.length) {
    return {
      ok: false,
      status: 401,
      error: 'That code was already used. Wait for the next code in your app, then type it.',
    }
  }
  return { ok: true }
}

async function takeRecovery(db: Database, staffId: string, code: string): Promise<{ ok: true } | Refusal> {
  const normal = code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  for (const row of unused) {
    if (!(await verifyPassword(normal, row.codeHash))) continue
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id })
    if (used.length) return { ok: true }
    break
  }
  return { ok: false, status: 401, error: 'That recovery code is not right, or it was already used.' }
}

// ─── Resets ──────────────────────────────────────────────────────────────────────────────────

/**
 * Removes every factor of an account and ends its sessions: at the next sign-in it sets up a new
 * one (when the team requires it). Logged with who did it: the owner from the team page, or
 * `staff:reset-factors` on the server.
 */
export async function resetFactors(
  db: Database,
  by: string,
  staffId: string,
): Promise<FactorResult & { email?: string }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, staffId))
      .for('update')
    if (!account) return { ok: false as const, status: 404, error: 'That staff member no longer exists.' }
    await tx.delete(staffTotp).where(eq(staffTotp.staffId, staffId))
    await tx.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId))
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
    await endAllSessions(tx, staffId)
    await recordAction(tx, by, 'factors-reset', { kind: 'staff', id: staffId }, { email: account.email, by })
    return {
      ok: true as const,
      email: account.email,
      message: `The second factors of ${account.email} were removed and they are signed out. They set up a new one at their next sign-in.`,
    }
  })
}

/** The owner resets a staff member's factors from the team page (not their own: that is the server's script). */
export async function resetMemberFactors(
  db: Database,
  owner: { id: string; email: string },
  staffId: string,
): Promise<FactorResult> {
  if (staffId === owner.id) {
    return {
      ok: false,
      status: 400,
      error: 'Your own factors are reset on the server: npm run staff:reset-factors -- your email.',
    }
  }
  const [account] = await db
    .select({ role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId))
  if (account?.role === 'owner') {
    return {
      ok: false,
      status: 400,
      error: 'An owner’s factors are reset on the server with staff:reset-factors.',
    }
  }
  return resetFactors(db, owner.email, staffId)
}

/** After a change to how one signs in: every other session of theirs ends, this one stays. */
export async function endOtherSessions(
  db: Database,
  staff: { id: string; email: string; sessionId: string },
): Promise<FactorResult> {
  await db.transaction(async (tx) => {
    await endAllSessions(tx, staff.id, staff.sessionId)
    await recordAction(tx, staff.email, 'sessions-end', { kind: 'staff', id: staff.id })
  })
  return { ok: true, message: 'Every other session of yours is signed out; this one stays.' }
}
