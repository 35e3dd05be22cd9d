import { live } from '~/content/live'
import { serviceAreas } from '~/content/service-areas'
import type { FinishStyle, SpaceType } from '~/features/estimator/schema'
import type { Lang } from '~/i18n/lang'
import { refusalPrefaces } from './refusals.server'

/**
 * How Remy without a model reads a question and puts a reply together, in either language
 * (decision 034): one reading of the question, one order of answers; each language brings its words
 * (embedded-assistant.server.ts, embedded-assistant-es.server.ts).
 */

// Spanish words beside the English ones (decision 034, docs/glossary-es.md): one reading of a question in either language.
const spaceWords: [RegExp, SpaceType][] = [
  [/\b(garages?|garajes?|cocheras?)\b/, 'garage'],
  [/\b(patios?|porch(es)?|pool ?decks?|lanais?|terrazas?)\b/, 'patio'],
  [/\b(basements?|s[oó]tanos?)\b/, 'basement'],
  [
    /\b(warehouses?|industrial|plants?|factor(y|ies)|distribution|bodegas?|almac[eé]n|almacenes|f[aá]bricas?)\b/,
    'warehouse',
  ],
  [
    /\b(commercial|shops?|showrooms?|offices?|retail|restaurants?|stores?|gyms?|taprooms?|breweries|brewery|comercial|locales?|tiendas?|oficinas?|negocios?|restaurantes?|gimnasios?)\b/,
    'commercial',
  ],
]

const finishWords: [RegExp, FinishStyle][] = [
  [/\b(custom|personalizad)/, 'custom'],
  [/\b(metallic|copper|marble|swirl|met[aá]lic|cobre|m[aá]rmol)/, 'metallic-copper'],
  [/\b(flakes?|chips?|gunmetal|speckle|hojuelas?|escamas?)/, 'gunmetal-flake'],
  [/\b(solid|storm|gr[ae]y|plain|s[oó]lido|gris|liso)\b/, 'storm-grey'],
]

// Not the tail of a signed, hex or exponent number: "-500 sq ft", "0x1F4 sqft" and "1e309 sqft" are no size.
const SQFT =
  /(?<![\w.,+-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:sq\.?\s*f(?:ee)?t\.?|square[\s-]*f(?:ee|oo)t|sqft|sf|ft2|ft²|pies\s*cuadrados|pies²|pies2)/

export type Question = {
  text: string
  sqft?: number
  zip?: string
  space?: SpaceType
  finish?: FinishStyle
  city?: string
}

// Live: the owner adds and retires ZIPs in the console (decision 033).
const cities = live(() => [...new Set(serviceAreas.map((a) => a.city))].sort((a, b) => b.length - a.length))

/** What a question mentions: a size, a ZIP, a space, a finish, a city. */
export function readQuestion(raw: string): Question {
  const text = raw.toLowerCase().replace(/\s+/g, ' ').trim()
  const q: Question = { text }
  const size = SQFT.exec(text)
  if (size) q.sqft = Math.round(Number(size[1].replace(/,/g, '')))
  const withoutSize = size ? text.replace(size[0], ' ') : text
  const zip = /(?<![\d$.,])(\d{5})(?!\d|,\d)/.exec(withoutSize)
  if (zip) q.zip = zip[1]
  q.space = spaceWords.find(([re]) => re.test(text))?.[1]
  q.finish = finishWords.find(([re]) => re.test(text))?.[1]
  q.city = cities.find((c) => new RegExp(`\\b${c.toLowerCase()}\\b`).test(text))
  return q
}

/** Lines of an answer, and the one next step it offers. */
export type Reply = { lines: string[]; next?: string }

/** What one language answers with. */
export type Responder = {
  lang: Lang
  byZip: (zip: string) => Reply
  byCity: (city: string) => Reply
  priced: (q: Question & { sqft: number }) => Reply
  /** Topics in the order they are tried; at most two answer one message. */
  topics: [RegExp, () => Reply | null][]
  /** A passage that answers a how-to question, when one clearly matches. */
  knowledge?: (message: string) => Reply | null
  /** What makes a question a how-to question, answered from the articles before the topics. */
  howTo?: RegExp
  greeting: { when: RegExp; reply: () => string }
  thanks: { when: RegExp; reply: () => string }
  /** The reply when nothing matched: after a refusal, what to ask; otherwise, the hand-off. */
  fallback: (afterRefusal: boolean) => Reply
}

/**
 * Remy's whole reply to `message`, in plain text with same-site Markdown links. `earlier` holds the
 * visitor's previous messages, newest last: a follow-up such as "and for 800 sq ft?" keeps the
 * space and finish they already named.
 */
export function replyWith(r: Responder, message: string, earlier: readonly string[] = []): string {
  const q = readQuestion(message)
  if (q.sqft !== undefined && !q.space && !q.finish) {
    for (const previous of [...earlier].reverse().map(readQuestion)) {
      if (previous.space || previous.finish) {
        q.space = previous.space
        q.finish = previous.finish
        break
      }
    }
  }
  const preface = refusalPrefaces(message, r.lang)
  const replies: Reply[] = []
  if (q.zip) replies.push(r.byZip(q.zip))
  else if (q.city) replies.push(r.byCity(q.city))
  if (q.sqft !== undefined) replies.push(r.priced({ ...q, sqft: q.sqft }))

  if (replies.length === 0) {
    const howTo = r.howTo?.test(q.text) ? (r.knowledge?.(message) ?? null) : null
    if (howTo) replies.push(howTo)
    for (const [re, answer] of r.topics) {
      if (replies.length >= (howTo ? 1 : 2)) break
      const reply = re.test(q.text) ? answer() : null
      if (reply) replies.push(reply)
    }
  }

  if (replies.length === 0 && preface.length === 0) {
    if (r.greeting.when.test(q.text) && q.text.length < 30) return r.greeting.reply()
    if (r.thanks.when.test(q.text) && q.text.length < 30) return r.thanks.reply()
    const found = r.knowledge?.(message)
    if (found) replies.push(found)
  }

  if (replies.length === 0) replies.push(r.fallback(preface.length > 0))

  const body = [...preface, ...replies.flatMap((reply) => reply.lines)]
  const next = replies.map((reply) => reply.next).find(Boolean)
  return [body.join('\n'), next].filter(Boolean).join('\n\n')
}
