import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { staffAccounts, staffPasskeys, staffRecoveryCodes, webauthnChallenges } from '~/db/schema'
import { siteUrl } from '~/env.server'
import { recordAction } from '~/features/admin/audit.server'
import { noPassword } from '~/features/admin/invites.server'
import { logger } from '~/features/logging/logger.server'
import {
  type FactorResult,
  factorsOfOne,
  firstFactorExtras,
  hasFactor,
  lastFactorGuard,
  type Refusal,
} from './factors.server'

/** The WebAuthn library, loaded with the first passkey a staff member uses (about 9 MB, decision 045). */
const webauthn = () => import('@simplewebauthn/server')

/** A challenge answers once, within this long (decision 038). */
const challengeMinutes = 5

/**
 * The relying party is the site's host (SITE_URL): a passkey made here is offered by the browser
 * on this host only, which is what defeats a look-alike site. The origin a response names must be
 * SITE_URL's, or the address the request came to on that same host (a test server on its own port).
 */
function relyingParty(request: Request) {
  const site = new URL(siteUrl())
  const here = new URL(request.url)
  const origins = [site.origin]
  if (here.hostname === site.hostname && here.origin !== site.origin) origins.push(here.origin)
  return { rpID: site.hostname, rpName: 'Refined Resin staff console', origins }
}

/** The WebAuthn user handle of an account: its id, which says nothing about the person. */
const userHandleOf = (staffId: string) => Buffer.from(staffId, 'utf8').toString('base64url')

async function saveChallenge(
  db: Database,
  challenge: string,
  purpose: 'register' | 'authenticate',
  staffId: string | null,
) {
  await db.insert(webauthnChallenges).values({ challenge, purpose, staffId })
  // Unanswered challenges go once they are too old to answer; best effort.
  await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.createdAt, sql`now() - ${`${challengeMinutes} minutes`}::interval`))
    .catch((error) => logger.warn({ err: error }, 'pruning WebAuthn challenges failed'))
}

/**
 * Takes a challenge the server issued for this purpose (and account), not older than 5 minutes:
 * the delete is the check, so a challenge answers one response only.
 */
async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: 'register' | 'authenticate',
  staffId: string | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        staffId ? eq(webauthnChallenges.staffId, staffId) : isNull(webauthnChallenges.staffId),
        gt(webauthnChallenges.createdAt, sql`now() - ${`${challengeMinutes} minutes`}::interval`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge })
  return rows.length > 0
}

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'not base64url')

/** The shape a browser's answer has; anything else is refused before the library sees it. */
const registrationShape = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url.min(1), attestationObject: b64url.min(1) }),
  clientExtensionResults: z.looseObject({}),
})
const authenticationShape = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url.min(1),
    authenticatorData: b64url.min(1),
    signature: b64url.min(1),
    userHandle: b64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
})

const notUnderstood: Refusal = {
  ok: false,
  status: 400,
  error: 'The passkey’s answer was not understood. Try again.',
}
const staleChallenge: Refusal = {
  ok: false,
  status: 400,
  error: 'This passkey request expired or was already answered. Try again.',
}

/** The JSON the page posted, parsed against a shape, with the challenge it answers. */
function parseResponse<T extends z.ZodType>(
  shape: T,
  raw: unknown,
): { value: z.infer<T>; challenge: string } | null {
  if (typeof raw !== 'string' || raw.length > 64_000) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = shape.safeParse(json)
  if (!parsed.success) return null
  try {
    const clientData = JSON.parse(
      Buffer.from(
        (parsed.data as { response: { clientDataJSON: string } }).response.clientDataJSON,
        'base64url',
      ).toString('utf8'),
    ) as { challenge?: unknown }
    if (typeof clientData.challenge !== 'string' || !/^[A-Za-z0-9_-]{16,200}$/.test(clientData.challenge))
      return null
    return { value: parsed.data, challenge: clientData.challenge }
  } catch {
    return null
  }
}

export async function listPasskeys(db: Database, staffId: string) {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt))
}

/** Options for making a passkey on this account; the browser never offers to make a second one on one device. */
export async function registrationOptions(
  db: Database,
  request: Request,
  staff: { id: string; email: string },
) {
  const rp = relyingParty(request)
  const existing = await db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staff.id))
  const { generateRegistrationOptions } = await webauthn()
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: staff.email,
    userID: Buffer.from(staff.id, 'utf8'),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({
      id: c.id,
      transports: c.transports as AuthenticatorTransportFuture[],
    })),
    // A passkey signs in alone, so it must prove the person too (PIN, fingerprint, face).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: challengeMinutes * 60_000,
  })
  await saveChallenge(db, options.challenge, 'register', staff.id)
  return options
}

/** Keeps the passkey a browser made, once its answer checks out; a first factor brings recovery codes. */
export async function registerPasskey(
  db: Database,
  request: Request,
  staff: { id: string; email: string },
  input: { response: unknown; name: string },
): Promise<FactorResult> {
  const parsed = parseResponse(registrationShape, input.response)
  if (!parsed) return notUnderstood
  if (!(await takeChallenge(db, parsed.challenge, 'register', staff.id))) return staleChallenge
  const rp = relyingParty(request)
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    const { verifyRegistrationResponse } = await webauthn()
    verified = await verifyRegistrationResponse({
      response: parsed.value as RegistrationResponseJSON,
      expectedChallenge: parsed.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    })
  } catch (error) {
    logger.info({ err: error }, 'passkey registration refused')
    return { ok: false, status: 400, error: 'The passkey could not be verified. Try again.' }
  }
  if (!verified.verified)
    return { ok: false, status: 400, error: 'The passkey could not be verified. Try again.' }
  const { credential } = verified.registrationInfo
  const hadFactor = hasFactor(await factorsOfOne(db, staff.id))
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: staff.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id })
    if (!row) return null
    await recordAction(tx, staff.email, 'passkey-add', { kind: 'staff', id: staff.id }, { name: input.name })
    return (await firstFactorExtras(tx as unknown as Database, staff.id, hadFactor)) ?? []
  })
  if (result === null) return { ok: false, status: 409, error: 'This passkey is already registered.' }
  return {
    ok: true,
    message: `Passkey “${input.name}” added: it signs you in on its own.`,
    recoveryCodes: result.length ? result : undefined,
  }
}

/**
 * Options to sign in with a passkey. Without an account (the sign-in page) the browser offers the
 * passkeys it holds for this site; with one (the second step, re-authentication) only that
 * account's, and the challenge belongs to it.
 */
export async function authenticationOptions(db: Database, request: Request, staffId: string | null) {
  const rp = relyingParty(request)
  const allow = staffId
    ? await db
        .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.staffId, staffId))
    : []
  const { generateAuthenticationOptions } = await webauthn()
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    allowCredentials: allow.map((c) => ({
      id: c.id,
      transports: c.transports as AuthenticatorTransportFuture[],
    })),
    timeout: challengeMinutes * 60_000,
  })
  await saveChallenge(db, options.challenge, 'authenticate', staffId)
  return options
}

export type PasskeyCheck = { ok: true; staffId: string; email: string } | Refusal

/**
 * Checks a passkey's answer: a challenge the server issued (once, within 5 minutes), a registered
 * credential (a removed one signs in nowhere), of the expected account, its signature, the person
 * verified, and a signature counter that moved forward (a cloned authenticator goes back).
 */
export async function checkPasskey(
  db: Database,
  request: Request,
  raw: unknown,
  expectedStaffId: string | null,
): Promise<PasskeyCheck> {
  const parsed = parseResponse(authenticationShape, raw)
  if (!parsed) return notUnderstood
  if (!(await takeChallenge(db, parsed.challenge, 'authenticate', expectedStaffId))) return staleChallenge
  const [passkey] = await db
    .select({
      id: staffPasskeys.id,
      staffId: staffPasskeys.staffId,
      credentialId: staffPasskeys.credentialId,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      email: staffAccounts.email,
      passwordHash: staffAccounts.passwordHash,
    })
    .from(staffPasskeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.credentialId, parsed.value.id))
  if (!passkey) {
    return {
      ok: false,
      status: 401,
      error: 'This passkey is not registered here (it may have been removed).',
    }
  }
  const handle = parsed.value.response.userHandle
  if (
    (expectedStaffId && passkey.staffId !== expectedStaffId) ||
    (handle && handle !== userHandleOf(passkey.staffId))
  ) {
    return { ok: false, status: 401, error: 'This passkey belongs to another account.' }
  }
  // An owner's password reset shuts the account until the link is used (decision 016).
  if (passkey.passwordHash === noPassword) {
    return {
      ok: false,
      status: 401,
      error: 'Your password was reset: choose a new one from the link the owner sent first.',
    }
  }
  const rp = relyingParty(request)
  let newCounter: number
  try {
    const { verifyAuthenticationResponse } = await webauthn()
    const verified = await verifyAuthenticationResponse({
      response: parsed.value as AuthenticationResponseJSON,
      expectedChallenge: parsed.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    })
    if (!verified.verified) throw new Error('not verified')
    newCounter = verified.authenticationInfo.newCounter
  } catch (error) {
    logger.info({ err: error }, 'passkey sign-in refused')
    return { ok: false, status: 401, error: 'The passkey could not be verified.' }
  }
  // The counter moves only forward, also when two answers race.
  const moved = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ id: staffPasskeys.id })
  if (!moved.length) return { ok: false, status: 401, error: 'The passkey could not be verified.' }
  return { ok: true, staffId: passkey.staffId, email: passkey.email }
}

export async function removePasskey(
  db: Database,
  staff: { id: string; email: string },
  passkeyId: string,
): Promise<FactorResult> {
  const before = await factorsOfOne(db, staff.id)
  const refused = await lastFactorGuard(db, { ...before, passkeys: before.passkeys - 1 })
  if (refused) return refused
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffId, staff.id)))
      .returning({ name: staffPasskeys.name })
    if (!row) return null
    if (before.passkeys === 1 && !before.totp) {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id))
    }
    await recordAction(tx, staff.email, 'passkey-remove', { kind: 'staff', id: staff.id }, { name: row.name })
    return row
  })
  if (!removed) return { ok: false, status: 404, error: 'That passkey is not on your account.' }
  return { ok: true, message: `Passkey “${removed.name}” removed: it no longer signs in anywhere.` }
}
