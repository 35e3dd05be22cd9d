import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp.server'

// RFC 6238 appendix B: the SHA-1 key and its 8-digit codes at the listed Unix times.
const rfcKey = Buffer.from('12345678901234567890')
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('RFC 6238 codes', () => {
  it.each(rfcVectors)('gives the RFC vector at %i s', (seconds, code) => {
    expect(hotp(rfcKey, Math.floor(seconds / 30), 8)).toBe(code)
    // Six digits are the last six of the same value.
    expect(totpCode(base32Encode(rfcKey), seconds * 1000)).toBe(code.slice(2))
  })

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').equals(rfcKey)).toBe(true)
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
  })

  it('matches the current step and one on either side, nothing further, nothing malformed', () => {
    const secret = newTotpSecret()
    const at = 1_800_000_000_000
    const step = Math.floor(at / 30_000)
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step)
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at)).toBe(step - 1)
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at)).toBe(step + 1)
    const far = totpCode(secret, at - 90_000)
    if (![-1, 0, 1].some((d) => totpCode(secret, at + d * 30_000) === far)) {
      expect(matchTotp(secret, far, at)).toBeNull()
    }
    for (const bad of ['', '12345', '1234567', '12 345', 'abcdef', '١٢٣٤٥٦']) {
      expect(matchTotp(secret, bad, at)).toBeNull()
    }
  })

  it('writes the otpauth link apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'a@b.example', 'Refined Resin')
    expect(uri).toBe(
      'otpauth://totp/Refined%20Resin%3Aa%40b.example?secret=JBSWY3DPEHPK3PXP&issuer=Refined+Resin&algorithm=SHA1&digits=6&period=30',
    )
  })
})
