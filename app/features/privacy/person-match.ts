/**
 * Telling one person's email address and phone number apart from everyone else's in
 * stored text (decision 018): as whole tokens, never as a substring, so erasing
 * ann@example.com leaves joann@example.com and ann@example.com.au alone, and a phone
 * number is never found inside a longer run of digits.
 */

/** How an address is compared: trimmed and lower-cased (visitors type their address as they like). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * What may stand just before an address and still belong to it: the characters real
 * local parts use. A quote, colon, `=`, `<` or space before the address ends it.
 */
const LOCAL_PART = /[\p{L}\p{N}._%+-]/u
/** What may follow a domain and still belong to it (a dot counts when a label follows it). */
const DOMAIN_PART = /[\p{L}\p{N}_-]/u

/** Whether `text` names `email` as a whole address (case-insensitive). */
export function hasEmailToken(text: string, email: string): boolean {
  const needle = normalizeEmail(email)
  if (!needle.includes('@')) return false
  const hay = text.toLowerCase()
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    const before = hay.slice(0, at).at(-1) ?? ''
    const next = hay[at + needle.length] ?? ''
    const afterDot = hay[at + needle.length + 1] ?? ''
    if (before && LOCAL_PART.test(before)) continue
    if (next && (DOMAIN_PART.test(next) || next === '@')) continue
    if (next === '.' && afterDot && DOMAIN_PART.test(afterDot)) continue
    return true
  }
  return false
}

/**
 * Fewer digits than this cannot tell people apart (a number without its area code
 * matches the end of many others), so such a number is not searched for.
 */
const minPhoneDigits = 10

/**
 * A phone number as compared: its digits; a US number given with its country code
 * (11 digits starting with 1) by its last 10. Null when it is too short to search for.
 */
export function phoneKey(raw: string | null | undefined): string | null {
  if (!raw) return null
  const digits = raw.replace(/[^0-9]/g, '')
  const key = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return key.length >= minPhoneDigits && key.length <= 15 ? key : null
}

/** What may separate the groups of one written number: `(770) 555-0101`, `770.555.0101`, `+1 770 555 0101`. */
const GROUP_GAP = /^[ \t().+-]{1,3}$/
/** Groups joined without a space (`770-555`, `(770)555`) are one number: a match may not stop between them. */
const TIGHT_GAP = /^[().+-]{1,3}$/

/**
 * Whether `text` holds the phone number with this key (from `phoneKey`) as a whole
 * token: a run of whole digit groups whose digits are the key (or, for a US number,
 * 1 and the key), not continued by another group joined without a space. So
 * `770-555-0101` is found in `call 770-555-0101 after 5` and `+1 770 555 0101`, but
 * not in `17705550101999`, `770-555-01012` or `2-770-555-0101`.
 */
export function hasPhoneToken(text: string, key: string): boolean {
  if (key.length < minPhoneDigits) return false
  const withCountry = key.length === 10 ? `1${key}` : null
  const groups = [...text.matchAll(/[0-9]+/g)]
  const gap = (i: number) =>
    text.slice((groups[i].index ?? 0) + groups[i][0].length, groups[i + 1]?.index ?? text.length)
  for (let i = 0; i < groups.length; i++) {
    if (i > 0 && TIGHT_GAP.test(gap(i - 1))) continue
    let digits = ''
    for (let j = i; j < groups.length && digits.length <= key.length; j++) {
      if (j > i && !GROUP_GAP.test(gap(j - 1))) break
      digits += groups[j][0]
      const whole = j + 1 === groups.length || !TIGHT_GAP.test(gap(j))
      if (whole && (digits === key || digits === withCountry)) return true
    }
  }
  return false
}

/** The first `length` characters of a text on one line, for the owner's list of records. */
export function excerpt(text: string | null | undefined, length = 80): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim()
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line
}
