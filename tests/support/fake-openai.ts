import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * A fake OpenAI-compatible chat-completions server on loopback. The requested
 * `model` picks its behaviour:
 * - `stream`: streams `reply` in small chunks, a last chunk with `finish_reason: "stop"`, then [DONE]
 * - `length`: the same, cut by the output cap (`finish_reason: "length"`)
 * - `rate-limit`: 429 with Retry-After 7
 * - `quota`: 429 with code insufficient_quota (how OpenAI reports an empty balance)
 * - `payment`: 402
 * - `error`: 500
 * - `stall`: sends headers and one chunk, then nothing
 * - `stall-start`: never answers
 */
export type FakeOpenAi = {
  baseURL: string
  /** Bodies of the requests received, parsed. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[]
  close: () => Promise<void>
}

export async function startFakeOpenAi(
  reply = 'Metallic floors shine. See [our estimator](/estimator).',
): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = []
  const open = new Set<ServerResponse>()

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = JSON.parse(raw || '{}') as Record<string, unknown>
    requests.push({ body, authorization: req.headers.authorization })
    const error = (status: number, code: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(JSON.stringify({ error: { message: code, type: code, code } }))
    }
    switch (body.model) {
      case 'rate-limit':
        return error(429, 'rate_limit_exceeded', { 'retry-after': '7' })
      case 'quota':
        return error(429, 'insufficient_quota')
      case 'payment':
        return error(402, 'payment_required')
      case 'error':
        return error(500, 'server_error')
      case 'stall-start':
        open.add(res)
        return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`
    if (body.model === 'stall') {
      res.write(chunk('Let me think'))
      open.add(res)
      return
    }
    res.write(
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`,
    )
    for (const piece of reply.match(/.{1,6}/gs) ?? []) {
      if (res.destroyed) return
      res.write(chunk(piece))
      await new Promise((r) => setTimeout(r, 2))
    }
    const finish = body.model === 'length' ? 'length' : 'stop'
    res.write(
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: finish }] })}\n\n`,
    )
    res.end('data: [DONE]\n\n')
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
