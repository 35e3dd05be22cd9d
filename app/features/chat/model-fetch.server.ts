import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'

/**
 * The `fetch` the `openai` client calls the model with: Node's own HTTP client on kept-alive
 * connections, not the global `fetch`. A burst of conversations opens hundreds of model calls at
 * once on the server's one thread, and with this client a burst of 500 after the first took about a
 * sixth less of it; a server's first burst, no different (decision 040, amended). It does what the
 * client needs of a fetch: a method, headers and a string or bytes body, the abort signal, and a
 * Response whose body streams as it arrives. It asks for no compression, so none has to be undone.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
} as const

type Body = string | Uint8Array | ArrayBuffer | null | undefined

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
    const request = (protocol === 'https:' ? https : http).request(
      url,
      { method: init.method ?? 'GET', headers, agent: agents[protocol], signal },
      (response) => {
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
    request.on('error', reject)
    request.end(bytes ?? undefined)
  })
}
