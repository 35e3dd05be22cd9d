/**
 * The one redaction list (decision 030): every log line passes through here, so a
 * secret that reached a message, a field, an error or a URL is masked before it is
 * written. A log shipper, the host's console or a support ticket must never hold
 * a link that opens a customer's booking, a staff invitation, a calendar feed or a
 * session.
 */

export const REDACTED = '[redacted]'

/** Field names whose value is a secret whatever it holds (compared without case, dashes or underscores). */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'setcookie',
  'password',
  'newpassword',
  'currentpassword',
  'token',
  'secret',
  'sessionsecret',
  'sessionsecrets',
  'apikey',
  'llmapikey',
  'metricstoken',
  'adminpassword',
  'stripesecretkey',
  'stripewebhooksecret',
])

/**
 * Query parameters that carry a secret in a URL (`/admin/set-password?token=`, `/admin/calendar.ics?token=`,
 * and Stripe Checkout's return, `/deposit?session_id=`, which opens the customer's booking page: decision 041).
 */
const SECRET_PARAMS = [
  'token',
  'password',
  'secret',
  'key',
  'api_key',
  'access_token',
  'sig',
  'signature',
  'session_id',
]

/** Path segments that are themselves a secret: the customer's booking page (`/booking/<token>`, `.data` too). */
const SECRET_PATH = /(\/booking\/)[^/?#\s"'<>]+?(\.data)?(?=$|[/?#\s"'<>])/g
const SECRET_QUERY = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'gi')
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g
/** Staff session and flash cookies as they would appear in a header copied into a message. */
const SESSION_COOKIE = /((?:__Host-)?rr_staff=)[^;\s"']+/g
/** A connection string's password: `postgres://user:pass@host`, `smtp://user:pass@host`. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]+:)[^@/?#\s]+(@)/gi

/** Masks every secret a string may carry; the rest of it stays readable. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PATH, (_m, prefix: string, data?: string) => `${prefix}${REDACTED}${data ?? ''}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SESSION_COOKIE, `$1${REDACTED}`)
    .replace(URL_CREDENTIALS, `$1${REDACTED}$2`)
}

function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''))
}

/**
 * A copy of a log line's fields with every secret masked: secret-named fields
 * whole, strings by `redactText`, errors as `{ type, message, stack }` (their
 * message and stack can quote a URL). Bounded in depth, and cycles are cut.
 */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 6 || seen.has(value)) return '[…]'
  seen.add(value)
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause
    return {
      type: value.name,
      message: redactText(value.message),
      stack: value.stack ? redactText(value.stack) : undefined,
      ...((value as { code?: unknown }).code !== undefined && { code: (value as { code?: unknown }).code }),
      ...(cause !== undefined && { cause: redactValue(cause, depth + 1, seen) }),
    }
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen))
  if (value instanceof Date) return value.toISOString()
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretKey(key) && v != null ? REDACTED : redactValue(v, depth + 1, seen)
  }
  return out
}
