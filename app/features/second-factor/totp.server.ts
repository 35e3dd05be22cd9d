import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Authenticator codes (RFC 6238 over RFC 4226): HMAC-SHA-1, 6 digits, 30-second steps, which is
 * what every authenticator app reads from an `otpauth://` link (decision 038). Written here on
 * node:crypto rather than taken from a package: it is thirty lines, and the RFC's own test vectors
 * check it.
 */
const totpDigits = 6
const totpPeriodSeconds = 30
/** A code from the step before or after is accepted too: phone clocks drift, people type slowly. */
const driftSteps = 1

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The time step a moment falls in. */
function timeStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / totpPeriodSeconds)
}

/** RFC 4226's HOTP value of one counter, `digits` long (the RFC 6238 vectors use 8). */
export function hotp(key: Buffer, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an app shows for a secret at a moment. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return hotp(base32Decode(secret), timeStep(at))
}

/**
 * The time step a typed code belongs to (within the drift allowed), or null. The caller refuses a
 * step at or before the last one accepted, so each code works once (decision 038).
 */
export function matchTotp(secret: string, code: string, at: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  const now = timeStep(at)
  let found: number | null = null
  // Every candidate is compared, so the time taken does not tell which step matched.
  for (let step = now - driftSteps; step <= now + driftSteps; step++) {
    const expected = Buffer.from(hotp(key, step))
    if (timingSafeEqual(expected, Buffer.from(code)) && found === null) found = step
  }
  return found
}

/** The link an authenticator app reads (Key URI format): issuer and account shown in the app. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpPeriodSeconds),
  })
  return `otpauth://totp/${label}?${params}`
}
