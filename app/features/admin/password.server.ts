import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MiB per hash; 2^15 keeps a sign-in under
// 100 ms on this 2-core host while staying far from brute-forceable with a 12+ character password.
const params = { N: 2 ** 15, r: 8, p: 1 }
const keyLength = 64

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummy: Promise<string> | null = null

/** A hash to check against when the account does not exist, so timing does not reveal which accounts do. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'))
  return dummy
}
