import { eq } from 'drizzle-orm'
import type { ChatCompletionChunk } from 'openai/resources/chat/completions'
import { Stream } from 'openai/streaming'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chat, company } from '~/content/business'
import { chatConversations, outbox } from '~/db/schema'
import { estimate } from '~/features/estimator/estimate'
import { createRateLimit } from '~/features/security/rate-limit.server'
import type { Lang } from '~/i18n/lang'
import { createTestContext } from '../../../tests/support/app-context'
import { type FakeOpenAi, startFakeOpenAi } from '../../../tests/support/fake-openai'
import { languageOfStart, respondToChat, startConversation } from './conversations.server'
import { embeddedSource } from './embedded-source.server'
import { checkClaims, projectOf } from './figure-check.server'
import { figureCutIn } from './figure-guard.server'
import { handoffWords } from './handoff.server'
import { openAiSource, systemPrompt } from './openai-source.server'
import type { ReplySource } from './reply-source.server'

/** Remy in Spanish (decision 034): the same facts, guards and hand-off, in the visitor's language. */

const metallic600 = estimate({ spaceType: 'garage', squareFootage: 600, finishStyle: 'metallic-copper' })
const usd = (n: number) => `$${n.toLocaleString('en-US')}`
const INVENTED = 'Un garaje de 600 pies cuadrados le cuesta $199 instalado. Llame cuando quiera.'
const TRUE_ES = `Un garaje de 600 pies cuadrados en Metallic Copper cuesta ${usd(metallic600.minTotal)}-${usd(metallic600.maxTotal)} según nuestro estimador. Es un estimado: [pida el suyo](/es/contact).`

let liar: FakeOpenAi
let honest: FakeOpenAi
let context: AppLoadContext
let close: () => Promise<void>

beforeAll(async () => {
  liar = await startFakeOpenAi(INVENTED)
  honest = await startFakeOpenAi(TRUE_ES)
  const t = await createTestContext()
  context = t.context
  close = t.close
})
afterAll(async () => {
  await liar?.close()
  await honest?.close()
  await close?.()
})

let visitors = 0
const visitor = (): AppLoadContext => ({
  ...context,
  rateLimit: createRateLimit(),
  ip: `2001:db8:e5:${++visitors}::/64`,
})
const model = (fake: FakeOpenAi) =>
  openAiSource({ baseURL: fake.baseURL, apiKey: 'sk-test', model: 'stream', timeoutMs: 3_000 })
const builtIn = embeddedSource({ pauseMs: 0 })

async function newConversation(ctx: AppLoadContext, language?: Lang) {
  const res = await startConversation(ctx, languageOfStart(language ? { language } : {}))
  return ((await res.json()) as { id: string }).id
}

const ask = (conversationId: string, content: string) =>
  new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversationId, messages: [{ role: 'user', content }] }),
  })

/** The reply, read with the official `openai` package's own SSE parser. */
async function talk(ctx: AppLoadContext, id: string, content: string, source: ReplySource = builtIn) {
  const res = await respondToChat(ask(id, content), ctx, { source })
  expect(res.status).toBe(200)
  const chunks: ChatCompletionChunk[] = []
  for await (const chunk of Stream.fromSSEResponse<ChatCompletionChunk>(res, new AbortController()))
    chunks.push(chunk)
  return {
    text: chunks.map((c) => c.choices[0]?.delta?.content ?? '').join(''),
    finish: chunks.at(-1)?.choices[0]?.finish_reason,
  }
}

describe('Remy in Spanish', () => {
  it('answers a Spanish page’s conversation in Spanish, with the English figures', async () => {
    const ctx = visitor()
    const id = await newConversation(ctx, 'es')
    const { text, finish } = await talk(ctx, id, '¿Y para un garaje de 600 pies cuadrados en metálico?')
    expect(text).toContain(`${usd(metallic600.minTotal)}-${usd(metallic600.maxTotal)}`)
    expect(text).toContain('el equipo confirma cada cotización')
    expect(finish).toBe('stop')
  })

  it('answers a message plainly in Spanish in Spanish on an English page, and remembers it', async () => {
    const ctx = visitor()
    const id = await newConversation(ctx)
    const { text } = await talk(ctx, id, '¿Qué garantía tienen sus pisos?')
    expect(text).toMatch(/^Nuestros pisos tienen una garantía de/)
    const [row] = await context.db.select().from(chatConversations).where(eq(chatConversations.id, id))
    expect(row.language).toBe('es')
  })

  it('tells the model to answer in Spanish, with Spanish links only', async () => {
    const prompt = systemPrompt('¿Cuánto cuesta?', 'es')
    expect(prompt).toContain('answer in Spanish')
    expect(prompt).toContain('/es/contact')
    expect(systemPrompt('How much?')).not.toContain('This conversation is in Spanish')
  })

  it('cuts a figure the model invented, and says so in Spanish', async () => {
    const ctx = visitor()
    const id = await newConversation(ctx, 'es')
    const before = liar.requests.length
    const { text, finish } = await talk(
      ctx,
      id,
      '¿Cuánto cuesta un garaje de 600 pies cuadrados?',
      model(liar),
    )
    expect(text).not.toContain('$199')
    expect(text.endsWith(`\n\n${figureCutIn('es')}`)).toBe(true)
    expect(finish).toBe('length')
    const system = (liar.requests[before].body.messages as { content: string }[])[0].content
    expect(system).toContain('This conversation is in Spanish')
  })

  it('passes a model’s Spanish reply whose figures the estimator gives', async () => {
    const ctx = visitor()
    const id = await newConversation(ctx, 'es')
    const { text, finish } = await talk(ctx, id, 'Garaje de 600 pies cuadrados en metálico', model(honest))
    expect(text).toBe(TRUE_ES)
    expect(finish).toBe('stop')
  })

  it('checks Spanish durations and warranty terms against the facts', () => {
    const project = projectOf([])
    const unsupported = (s: string) =>
      checkClaims(s, project)
        .filter((c) => !c.supported)
        .map((c) => c.text)
    expect(unsupported('La garantía es de 5 años.')).toEqual([])
    expect(unsupported('Le damos 9 años de garantía.')).not.toEqual([])
    expect(unsupported('La instalación toma 2-3 días.')).toEqual([])
    expect(unsupported('La instalación toma 40 días.')).not.toEqual([])
    expect(unsupported('El Floor Care Club cuesta $199 al año.')).toEqual([])
  })

  it('hands over to a person in Spanish, and the lead keeps the language', async () => {
    const ctx = visitor()
    const id = await newConversation(ctx, 'es')
    expect((await talk(ctx, id, 'Quiero hablar con una persona, por favor')).text).toBe(
      handoffWords('es').askDetails,
    )
    expect((await talk(ctx, id, 'Me llamo María López, mi teléfono es (470) 555-0177')).text).toBe(
      handoffWords('es').confirm('María López', '(470) 555-0177'),
    )
    const done = (await talk(ctx, id, 'sí')).text
    expect(done).toBe(handoffWords('es').done('María López', '(470) 555-0177', true))
    expect(done).toContain(`en menos de ${chat.handoffCallbackHours} horas`)
    expect(done).toContain(company.phone)
    const [row] = await context.db.select().from(chatConversations).where(eq(chatConversations.id, id))
    expect(row).toMatchObject({ handoff: 'requested', language: 'es', visitorName: 'María López' })
    const mails = await context.db.select().from(outbox).where(eq(outbox.relatedId, id))
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('Written in Spanish')
  })
})
