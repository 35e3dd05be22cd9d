import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * Staff passwords that appear in breach lists are refused (STYLE "Borrow": Epic's ADR 043, done
 * offline). The list is zxcvbn's ~49,000 most common passwords from public breaches, bundled with
 * `@zxcvbn-ts/language-common`; no password ever leaves the server.
 */
let common: Set<string> | null = null

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'] as string[])
  return common
}

/** Lowercase, one compatibility form, no spaces: "Pass Word" and "password" are one password. */
function normalise(password: string): string {
  return password.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

/**
 * True when the password is a common one, or one dressed up the usual ways: a common password
 * with digits or symbols around it ("iloveyou2026!"), repeated ("monkeymonkey"), or a run of
 * three or fewer different characters ("aaaaaaaaaaaa", "121212121212").
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords()
  const plain = normalise(password)
  if (list.has(plain)) return true
  if (new Set(plain).size <= 3) return true
  const core = plain.replace(/^[\d\W_]+|[\d\W_]+$/g, '')
  if (core.length >= 3 && list.has(core)) return true
  const repeated = /^(.+?)\1+$/.exec(plain)?.[1]
  return repeated !== undefined && (list.has(repeated) || repeated.length <= 3)
}
