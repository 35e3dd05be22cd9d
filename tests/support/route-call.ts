import type { AppLoadContext } from 'react-router'

export type Outcome = { status: number; body: unknown; headers: Headers }

/**
 * Calls a loader or action the way the framework does and normalises its answer, returned or
 * thrown: a Response (its status, text and headers), a `data()` result (its status, data and
 * headers) or plain data (200). Anything else thrown is rethrown, as the framework would answer it
 * with a 500 (decision 031: every route test calls routes through this one helper).
 */
export async function callRoute(
  fn: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Outcome> {
  let value: unknown
  try {
    value = await fn({ request, context, params, unstable_pattern: '' } as never)
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataResult(thrown)) throw thrown
    value = thrown
  }
  if (value instanceof Response) {
    return { status: value.status, body: await value.clone().text(), headers: value.headers }
  }
  if (isDataResult(value)) {
    return { status: value.init?.status ?? 200, body: value.data, headers: new Headers(value.init?.headers) }
  }
  return { status: 200, body: value, headers: new Headers() }
}

function isDataResult(value: unknown): value is { data: unknown; init?: ResponseInit | null } {
  return Boolean(value && typeof value === 'object' && 'init' in value && 'data' in value)
}

const origin = 'http://localhost:3000'

/**
 * A browser's same-origin form post. The third argument is the cookie, or headers to add (they may
 * replace `origin`, to play another site).
 */
export function postForm(
  path: string,
  fields: Record<string, string>,
  cookie: string | Record<string, string> = '',
) {
  const extra = typeof cookie === 'string' ? (cookie ? { cookie } : {}) : cookie
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams(fields),
  })
}

export const getPage = (path: string, cookie = '') =>
  new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} })

/** The `name=value` part of a response's Set-Cookie. */
export const cookieFrom = (o: Outcome) => (o.headers.get('set-cookie') ?? '').split(';')[0]
