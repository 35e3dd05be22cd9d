import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/db/client.server'
import { chatMessages } from '~/db/schema'
import { createApp } from '../../../server/app'
import { createTestContext } from '../../../tests/support/app-context'
import { waitFor } from '../../../tests/support/wait-for'
import { createStreamParser } from './stream-format'

// Through the real host (Express, compression, the built routes): what a browser sees.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
let server: Server
let base: string
let db: Database
let close: () => Promise<void>

beforeAll(async () => {
  const entry = path.join(buildDir, 'server/index.js')
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first (npm test does).')
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild
  const t = await createTestContext()
  close = t.close
  db = t.context.db
  const { mailer, rateLimit } = t.context
  server = createApp({ services: { db, mailer, rateLimit }, build, log: false }).listen(0)
  await new Promise((r) => server.once('listening', r))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  server?.close()
  await close?.()
})

async function conversation(): Promise<string> {
  const res = await fetch(`${base}/api/chat/conversations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const send = (conversationId: string, content: string, signal?: AbortSignal) =>
  fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br' },
    body: JSON.stringify({ conversationId, messages: [{ role: 'user', content }] }),
    signal,
  })

describe('the chat API over HTTP', () => {
  it('streams pieces as they are produced, not all at once at the end', async () => {
    const id = await conversation()
    const res = await send(id, 'How long does installation take?')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const parser = createStreamParser()
    const replies = () =>
      db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, id))
        .then((rows) => rows.filter((r) => r.role === 'assistant'))
    // Reads that brought words, and whether the reply was stored (it is, once whole) at the first.
    let reads = 0
    let storedAtFirstWords: number | undefined
    let text = ''
    let done = false
    while (!done) {
      const r = await reader.read()
      if (r.done) break
      const parsed = parser.push(decoder.decode(r.value, { stream: true }))
      if (parsed.pieces.length && ++reads === 1) storedAtFirstWords = (await replies()).length
      text += parsed.pieces.join('')
      done = parsed.done
    }
    expect(done).toBe(true)
    expect(text).toContain('2-3 days')
    // In order, not in time (decision 037): the first words came while the reply was still being
    // written, and the rest followed in reads of their own.
    expect(storedAtFirstWords, 'the reply was already whole when its first words arrived').toBe(0)
    expect(reads).toBeGreaterThan(5)
    expect(await waitFor(async () => (await replies()).length)).toBe(1)
  })

  it('stops and stores the partial reply, marked incomplete, when the visitor goes away', async () => {
    const id = await conversation()
    const leave = new AbortController()
    const res = await send(id, 'What finishes do you offer?', leave.signal)
    const reader = res.body!.getReader()
    await reader.read()
    leave.abort()
    await reader.cancel().catch(() => {})
    const reply = await waitFor(
      async () => {
        const rows = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))
        return rows.find((r) => r.role === 'assistant')
      },
      { message: 'the partial reply to be stored' },
    )
    expect(reply?.incomplete).toBe(true)
    expect(reply?.content.length).toBeGreaterThan(0)
    expect(reply?.content.length).toBeLessThan(200)
  })

  it('answers GET with 405 and bad input with a JSON 400, never a 5xx', async () => {
    expect((await fetch(`${base}/api/chat`)).status).toBe(405)
    const res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
  })
})
