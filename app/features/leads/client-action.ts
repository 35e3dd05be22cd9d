import type { LeadActionData } from './types'

const unreachableMessage =
  'We could not reach our server, so nothing was sent. Check your connection and send again; your answers are still here.'

/**
 * The route's clientAction: the server action, or, when the network fails,
 * an answer that keeps the form and its values on screen instead of an error page.
 */
export async function sendLead<T>(
  serverAction: () => Promise<T>,
  role?: string,
): Promise<T | LeadActionData> {
  try {
    return await serverAction()
  } catch (e) {
    if (!(e instanceof TypeError)) throw e // only a failed fetch is a network error
    return {
      outcome: 'unreadable',
      message: unreachableMessage,
      result: { status: 'error', error: { '': [unreachableMessage] } },
      ...(role ? { role } : {}),
    }
  }
}

/**
 * The route's `headers`, with or without JavaScript: Retry-After on a rate-limited
 * or unavailable answer, and Connection: close when a body was left unread.
 */
export function leadHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const headers: Record<string, string> = {}
  for (const name of ['Retry-After', 'Connection']) {
    const value = actionHeaders.get(name)
    if (value) headers[name] = value
  }
  return headers
}
