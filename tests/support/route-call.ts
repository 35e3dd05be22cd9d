import type { AppLoadContext } from 'react-router'

export type Outcome = { status: number; body: unknown; headers: Headers }

/** Calls a loader or action the way the framework does and normalises its answer (thrown or returned). */
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
    value = thrown
  }
  if (value instanceof Response) {
    return { status: value.status, body: await value.clone().text(), headers: value.headers }
  }
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const init = (value as { init?: ResponseInit }).init
    return {
      status: init?.status ?? 200,
      body: (value as { data: unknown }).data,
      headers: new Headers(init?.headers),
    }
  }
  return { status: 200, body: value, headers: new Headers() }
}

const origin = 'http://localhost:3000'

export function postForm(path: string, fields: Record<string, string>, cookie = '') {
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

export const getPage = (path: string, cookie = '') =>
  new Request(`${origin}${path}`, { headers: cookie ? { cookie } : {} })

/** The `name=value` part of a response's Set-Cookie. */
export const cookieFrom = (o: Outcome) => (o.headers.get('set-cookie') ?? '').split(';')[0]
