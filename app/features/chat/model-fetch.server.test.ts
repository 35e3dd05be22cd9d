import { createServer, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../../tests/support/wait-for'
import { modelFetch } from './model-fetch.server'

/** A provider on loopback: `/stream` sends a first event and holds the rest; `/echo` answers what it was sent. */
let server: Server
let base = ''
const held = new Set<ServerResponse>()
let closed = 0

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('data: {"first":true}\n\n')
      held.add(res)
      res.on('close', () => closed++)
      return
    }
    res.writeHead(req.url === '/missing' ? 404 : 200, {
      'content-type': 'application/json',
      'set-cookie': ['a=1', 'b=2'],
    })
    res.end(JSON.stringify({ method: req.method, body, headers: req.headers }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(async () => {
  for (const res of held) res.destroy()
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

describe('the fetch the model is called with', () => {
  it('sends the method, headers and body, and answers the status and every header', async () => {
    const res = await modelFetch(`${base}/echo`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk-test',
        'content-type': 'application/json',
        'accept-encoding': 'br',
      },
      body: '{"model":"m"}',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2')
    const echoed = (await res.json()) as { method: string; body: string; headers: Record<string, string> }
    expect(echoed.method).toBe('POST')
    expect(echoed.body).toBe('{"model":"m"}')
    expect(echoed.headers.authorization).toBe('Bearer sk-test')
    // Compression is not asked for: nothing has to undo it.
    expect(echoed.headers['accept-encoding']).toBeUndefined()
    expect((await modelFetch(`${base}/missing`)).status).toBe(404)
  })

  it('gives the body as it arrives, and a call aborted mid-stream closes the connection', async () => {
    const abort = new AbortController()
    const res = await modelFetch(`${base}/stream`, { method: 'POST', body: '{}', signal: abort.signal })
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('data: {"first":true}\n\n')
    const before = closed
    abort.abort()
    await expect(reader.read()).rejects.toThrow()
    await waitFor(() => closed > before, { timeout: 5_000, message: 'the provider to see the call closed' })
  })

  it('refuses a call already aborted, and an address that is not http or https', async () => {
    const abort = new AbortController()
    abort.abort()
    await expect(modelFetch(`${base}/echo`, { signal: abort.signal })).rejects.toThrow()
    await expect(modelFetch('file:///etc/passwd')).rejects.toThrow(/http or https/)
  })
})

describe('a kept-alive connection the provider has closed', () => {
  /**
   * A provider that ends each kept-alive connection when a second request arrives on it, unanswered:
   * what a visitor's turn meets when the provider's idle timeout closes the connection just as it is
   * reused. The request never reached the provider's handler, so it is sent again.
   */
  let provider: Server
  let url = ''
  const seen: string[] = []
  beforeAll(async () => {
    provider = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number }
      socket.served = (socket.served ?? 0) + 1
      if (socket.served > 1) return socket.destroy()
      seen.push(req.method ?? '')
      req.resume()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    // No Keep-Alive hint: the client cannot know when the provider will close.
    provider.keepAliveTimeout = 0
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(provider.address() as { port: number }).port}/v1/chat/completions`
  })
  afterAll(async () => {
    provider.closeAllConnections()
    await new Promise((r) => provider.close(r))
  })

  it('sends the call again on a new connection, once', async () => {
    const call = () => modelFetch(url, { method: 'POST', body: '{"model":"m"}' })
    expect(await (await call()).json()).toEqual({ ok: true })
    // The first call's connection is kept and reused; the provider drops it unanswered.
    expect(await (await call()).json()).toEqual({ ok: true })
    expect(seen).toEqual(['POST', 'POST'])
  })
})

describe("the provider's Keep-Alive hint", () => {
  it('closes an idle connection before the provider says it would', async () => {
    let closedBy: 'us' | 'the provider' | undefined
    const provider = createServer((req, res) => {
      req.resume()
      res.end('{}')
    })
    // Announced as `Keep-Alive: timeout=2`: Node's client lets a connection idle at most a second.
    provider.keepAliveTimeout = 2_000
    provider.on('connection', (socket) => {
      let ended = false
      socket.on('end', () => {
        ended = true
      })
      socket.on('close', () => {
        closedBy = ended ? 'us' : 'the provider'
      })
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    try {
      const port = (provider.address() as { port: number }).port
      await (await modelFetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' })).text()
      await waitFor(() => closedBy !== undefined, {
        timeout: 10_000,
        message: 'the idle connection to close',
      })
      expect(closedBy).toBe('us')
    } finally {
      provider.closeAllConnections()
      await new Promise((r) => provider.close(r))
    }
  })
})
