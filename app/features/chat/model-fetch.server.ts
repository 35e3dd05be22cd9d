import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'

/**
 * Kept-alive connections to the provider. With a `timeout`, Node closes an idle one a second before
 * the provider's own `Keep-Alive: timeout=` says it would (without one, Node ignores that hint), and
 * after 30 s when the provider gives none.
 */
const keepAlive = { keepAlive: true, timeout: 30_000 }
const agents = {
  'http:': new http.Agent(keepAlive),
  'https:': new https.Agent(keepAlive),
} as const

type Body = string | Uint8Array | ArrayBuffer | null | undefined

/**
 * The `fetch` the `openai` client calls the model with: Node's own HTTP client on kept-alive
 * connections, not the global `fetch`. A burst of conversations opens hundreds of model calls at
 * once on the server's one thread, and with this client a burst of 500 after the first took about a
 * sixth less of it; a server's first burst, no different (decision 040, amended). It does what the
 * client needs of a fetch: a method, headers and a string or bytes body, the abort signal, and a
 * Response whose body streams as it arrives. It asks for no compression, so none has to be undone.
 */
export async function modelFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const protocol = url.protocol as keyof typeof agents
  if (!(protocol in agents)) throw new TypeError(`The model's address must be http or https: ${url.href}`)
  const headers: Record<string, string> = {}
  for (const [name, value] of new Headers(init.headers)) if (name !== 'accept-encoding') headers[name] = value
  const body = init.body as Body
  if (
    body != null &&
    typeof body !== 'string' &&
    !(body instanceof Uint8Array) &&
    !(body instanceof ArrayBuffer)
  )
    throw new TypeError('The model is sent a string or bytes')
  const bytes = body instanceof ArrayBuffer ? new Uint8Array(body) : body
  const signal = init.signal ?? undefined
  signal?.throwIfAborted()
  return new Promise<Response>((resolve, reject) => {
    const send = (agent: http.Agent | false) => {
      let answered = false
      const request = (protocol === 'https:' ? https : http).request(
        url,
        { method: init.method ?? 'GET', headers, agent, signal },
        (response) => {
          answered = true
          const status = response.statusCode ?? 502
          const responseHeaders = new Headers()
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined)
              for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v)
          const empty = status === 204 || status === 304 || init.method === 'HEAD'
          if (empty) response.resume()
          resolve(
            new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
              status,
              statusText: response.statusMessage,
              headers: responseHeaders,
            }),
          )
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the provider closed just as it was reused, before any answer: the
        // call never reached it. Node documents this case (`request.reusedSocket`); it is sent once
        // more, on a connection of its own, so a visitor does not hear "Remy could not answer".
        if (!answered && agent && request.reusedSocket && error.code === 'ECONNRESET' && !signal?.aborted)
          send(false)
        else reject(error)
      })
      request.end(bytes ?? undefined)
    }
    send(agents[protocol])
  })
}
