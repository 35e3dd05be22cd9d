import * as business from '~/content/business'
import {
  careers,
  commercialPlans,
  estimator,
  floorCareClub,
  partners,
  pricingGuide,
  warranty,
  whyEpoxy,
} from '~/content/business'
import { onContentChange } from '~/content/live'
import { estimate } from '~/features/estimator/estimate'
import type { FinishStyle, SpaceType } from '~/features/estimator/schema'
import { isSpan } from '~/i18n/spans'
import { readQuestion } from './reply-flow.server'

/**
 * Checks the figures in a model's reply against the facts (decision 022,
 * OWASP LLM09): every dollar figure, percentage, duration and warranty term
 * must come from the estimate engine for the visitor's stated project or from
 * `app/content/business`. A figure is judged with the words around it: "$199 a
 * year" next to the Floor Care Club is published; "$199 installed" is not.
 */

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  // Spanish (decision 034). "Once" (11) is left out: it is also an English word.
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
}
const WORD = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const VALUE = `(?:${NUM}|${WORD})`
const DASH = String.raw`\s?(?:-|–|—|to|a|y)\s?`

const MONEY = new RegExp(
  String.raw`(?:\$|\busd\s?)\s?(${NUM})\s?(k\b|m\b|thousand\b|million\b|mil\b|millones\b)?(?:${DASH}\$?\s?(${NUM})\s?(k\b|m\b|thousand\b|million\b|mil\b|millones\b)?)?|\b(${NUM})\s?(?:dollars|bucks|d[oó]lares)\b`,
  'gi',
)
const PERCENT = new RegExp(
  String.raw`(?<![\d.,])(${NUM})(?:\s?%?${DASH}(${NUM}))?\s?(?:%|percent\b|por\s?ciento\b)`,
  'gi',
)
const UNIT =
  '(minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|minutos?|horas?|d[ií]as?|semanas?|mes(?:es)?|a[ñn]os?)'
const DURATION = new RegExp(
  String.raw`(?<![\w.,$])(${VALUE})(?:${DASH}(${VALUE}))?(?:\s|-)?(?:business\s|calendar\s|working\s)?${UNIT}\b`,
  'gi',
)
const WARRANTY_YEARS = [
  new RegExp(
    String.raw`(?<![\w.,$])(${VALUE})[\s-]*(?:years?|yrs?|a[ñn]os)[\s-]+(?:[a-z]+[\s-]+){0,2}?(?:warrant(?:y|ies)|guarantee|garant[ií]a)`,
    'gi',
  ),
  new RegExp(
    String.raw`(?:warrant(?:y|ies)|guarantee|garant[ií]a)\b[^.\n]{0,40}?(?<![\w.,$])(${VALUE})[\s-]*(?:years?|yrs?|a[ñn]os?)\b`,
    'gi',
  ),
]
const WARRANTY_DAYS = new RegExp(
  String.raw`(?<![\w.,$])(${VALUE})[\s-]*days?[\s-]+(?:[a-z]+[\s-]+){0,2}?(?:warranty|guarantee|garant[ií]a)`,
  'gi',
)
const SQFT =
  /(\d{1,3}(?:,\d{3})+|\d+)\s*(?:sq\.?\s*f(?:ee|oo)?t\.?|square[\s-]*f(?:ee|oo)t|sqft|sf\b|ft2|ft²|pies\s*cuadrados|pies²|pies2)/gi

const PER_AREA = /^\s*(?:\/|per|a|an|each|por|el|cada)\s*(?:sq\.?\s*f|square\s*f|sf\b|ft\b|pies?\b|pie²)/i
const RECURRING =
  /^\s*(?:(?:\/|per|a|an|every|each|al|por|cada)\s*(?:year|yr|month|mo\b|hour|hr|week|año|mes\b|hora|semana)|annually|monthly|yearly|hourly|anual|mensual)/i
/** Words naming a published program or pay, within a few words before a figure. */
const PROGRAM =
  /(club|member|plan|essential|professional|industrial|pay|salary|wage|hour|role|apprentice|installer|estimator|creator|miembro|membres|programa|pago|salario|sueldo|hora|puesto|instalador|estimador)/i

const toNumber = (raw: string) => WORDS[raw.toLowerCase()] ?? Number(raw.replace(/,/g, ''))
const scale = (unit: string | undefined) => {
  const u = unit?.toLowerCase()
  return u === 'k' || u === 'thousand' || u === 'mil'
    ? 1000
    : u === 'm' || u === 'million' || u === 'millones'
      ? 1_000_000
      : 1
}
const HOURS: Record<string, number> = {
  min: 1 / 60,
  hou: 1,
  hr: 1,
  day: 24,
  wee: 168,
  wk: 168,
  mon: 720,
  yea: 8760,
  yr: 8760,
  hor: 1,
  día: 24,
  dia: 24,
  sem: 168,
  mes: 720,
  año: 8760,
  ano: 8760,
}
const hoursOf = (unit: string) => {
  const u = unit.toLowerCase()
  return HOURS[u.slice(0, 3)] ?? HOURS[u.slice(0, 2)] ?? 0
}

// ---- The published figures, gathered once from app/content/business ----

type Published = {
  perArea: number[]
  recurring: number[]
  totals: number[]
  percents: number[]
  /** Durations in hours. */
  durations: number[]
  warrantyYears: number[]
  warrantyDays: number[]
}

/** Parts of the business facts (content/business/) that are the site's own machinery, not facts a visitor is told. */
const INTERNAL = new Set(['staffConsole', 'chat', 'forms'])

// A span (decision 039) is one fact: visited whole, so its unit goes with its figures.
function walk(value: unknown, path: string[], visit: (v: unknown, path: string[]) => void) {
  if (isSpan(value)) visit(value, path)
  else if (Array.isArray(value)) for (const v of value) walk(v, path, visit)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit)
  else visit(value, path)
}

function durationsFromFacts(): number[] {
  const out: number[] = []
  const unitOfKey = (key: string) => /(minutes|hours|days|weeks|months|years)/i.exec(key)?.[1]
  for (const [name, value] of Object.entries(business)) {
    if (INTERNAL.has(name)) continue
    walk(value, [name], (v, path) => {
      if (isSpan(v)) {
        if (v.unit !== 'percent') out.push(v.min * hoursOf(v.unit), v.max * hoursOf(v.unit))
        return
      }
      const unit = unitOfKey(path.at(-1) ?? '') ?? unitOfKey(path.at(-2) ?? '')
      if (typeof v === 'number' && unit) out.push(v * hoursOf(unit))
      if (typeof v !== 'string') return
      const claims = [...v.matchAll(DURATION)]
      for (const m of claims) for (const n of [m[1], m[2]]) if (n) out.push(toNumber(n) * hoursOf(m[3]))
      if (!claims.length && unit)
        for (const n of v.match(/\d+(?:\.\d+)?/g) ?? []) out.push(Number(n) * hoursOf(unit))
    })
  }
  for (const t of estimator.dayThresholds) out.push(t.days * 24)
  return out
}

function percentsFromFacts(): number[] {
  const out: number[] = []
  for (const [name, value] of Object.entries(business)) {
    if (INTERNAL.has(name)) continue
    walk(value, [name], (v, path) => {
      const key = path.at(-1) ?? ''
      if (isSpan(v) && v.unit === 'percent') out.push(v.min, v.max)
      if (typeof v === 'number' && v > 0 && v < 1 && /(rate|discount|share|forfeit|commission)/i.test(key))
        out.push(Math.round(v * 1000) / 10)
      if (typeof v === 'string' && v.includes('%'))
        for (const n of v.match(/\d+(?:\.\d+)?/g) ?? []) out.push(Number(n))
    })
  }
  // "Metallic adds 30%": the estimator's factors read as percentages.
  for (const f of [...Object.values(estimator.spaceFactors), ...Object.values(estimator.finishMultipliers)])
    out.push(Math.round((f - 1) * 1000) / 10)
  return out
}

let published: Published | undefined
// The figures Remy may say are the published ones: worked out again after each publish (decision 033).
onContentChange(() => {
  published = undefined
})

function publishedFigures(): Published {
  if (published) return published
  const perArea: number[] = [estimator.baseRateLow, estimator.baseRateHigh, ...pricingGuide.serviceAreaRange]
  for (const r of Object.values(pricingGuide.articleRanges)) perArea.push(...r)
  for (const b of pricingGuide.sizeBands) perArea.push(b.low, b.high)
  for (const s of Object.values(whyEpoxy.costPerSqft))
    perArea.push(...(s.match(/\d+(?:\.\d+)?/g) ?? []).map(Number))
  for (const space of Object.values(estimator.spaceFactors))
    for (const finish of Object.values(estimator.finishMultipliers))
      perArea.push(estimator.baseRateLow * space * finish, estimator.baseRateHigh * space * finish)

  const recurring: number[] = [
    floorCareClub.priceLaunch,
    floorCareClub.priceRegular,
    whyEpoxy.roi.epoxy.maintenancePerYear,
    whyEpoxy.roi.tile.maintenancePerYear,
  ]
  for (const p of commercialPlans.plans) if (p.pricePerMonth) recurring.push(p.pricePerMonth)
  for (const r of Object.values(careers.payRanges)) recurring.push(r.min, r.max)

  const totals: number[] = [
    whyEpoxy.roi.epoxy.initial,
    whyEpoxy.roi.tile.initial,
    whyEpoxy.roi.perSqft,
    ...Object.values(commercialPlans.tenYearComparison),
    ...partners.referralTiers.map((t) => t.threshold).filter((t) => t > 0),
    partners.calculatorDefaults.averageValue,
    Number(partners.generalLiability.replace(/\D/g, '')) * 1_000_000,
  ]
  published = {
    perArea,
    recurring,
    totals,
    percents: percentsFromFacts(),
    durations: durationsFromFacts(),
    warrantyYears: [
      warranty.standard.years,
      warranty.terms.colorRetentionYears,
      floorCareClub.warrantyYearsWithout,
      floorCareClub.warrantyYearsWithMembership,
    ],
    warrantyDays: [warranty.terms.workmanshipSatisfactionDays],
  }
  return published
}

// ---- The visitor's project, for the estimate engine ----

const allSpaces = Object.keys(estimator.spaceFactors) as SpaceType[]
const allFinishes = Object.keys(estimator.finishMultipliers) as FinishStyle[]

export type Project = { sizes: number[]; spaces: SpaceType[]; finishes: FinishStyle[] }

/** The sizes, space and finish the visitor has stated in their messages (newest wins for space and finish). */
export function projectOf(visitorMessages: readonly string[]): Project {
  const sizes = new Set<number>()
  let space: SpaceType | undefined
  let finish: FinishStyle | undefined
  for (const message of visitorMessages) {
    for (const m of message.matchAll(SQFT)) sizes.add(Number(m[1].replace(/,/g, '')))
    const q = readQuestion(message)
    space = q.space ?? space
    finish = q.finish ?? finish
  }
  return { sizes: [...sizes], spaces: space ? [space] : allSpaces, finishes: finish ? [finish] : allFinishes }
}

function estimateTotals(project: Project, sentence: string): number[] {
  const sizes = new Set(project.sizes)
  // A size the reply itself names ("a 400 sq ft garage runs…") is priced by the engine too.
  for (const m of sentence.matchAll(SQFT)) sizes.add(Number(m[1].replace(/,/g, '')))
  const q = readQuestion(sentence)
  const spaces = q.space ? [...new Set([...project.spaces, q.space])] : project.spaces
  const finishes = q.finish ? [...new Set([...project.finishes, q.finish])] : project.finishes
  const out: number[] = []
  for (const sqft of sizes) {
    if (sqft < estimator.sqft.min || sqft > estimator.sqft.max) continue
    for (const spaceType of spaces)
      for (const finishStyle of finishes) {
        const r = estimate({ spaceType, squareFootage: sqft, finishStyle })
        out.push(r.minTotal, r.maxTotal, r.total, r.materialAndPrep, r.labor)
      }
  }
  return out
}

// ---- Claims in a text, and whether the facts support them ----

export type Claim = {
  start: number
  end: number
  text: string
  kind: 'money' | 'percent' | 'duration' | 'warranty'
}

type Checked = Claim & { supported: boolean }

const near = (allowed: number[], value: number, tolerance: (a: number) => number) =>
  allowed.some((a) => Math.abs(a - value) <= tolerance(a))

/** Whole dollars must match to the dollar; a round figure ("about $4,400") may round a fact by 1%. */
const dollarTolerance = (value: number) => (a: number) =>
  a < 100 ? 0.011 : value % 10 === 0 ? Math.max(1, a * 0.01) : 1

/** The sentence around `index`: from the last line or sentence end before it to the next one. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start)
  const from = Math.max(before.lastIndexOf('\n'), before.search(/[.!?]\s[^.!?]*$/)) + 1
  const rest = text.slice(end)
  const to = rest.search(/\n|[.!?](\s|$)/)
  return text.slice(from, to === -1 ? text.length : end + to)
}

/** Every figure claim in `text` and whether the facts support it. */
export function checkClaims(text: string, project: Project): Checked[] {
  const facts = publishedFigures()
  const lower = text.toLowerCase()
  const out: Checked[] = []
  const add = (m: RegExpMatchArray, kind: Claim['kind'], supported: boolean) => {
    const start = m.index ?? 0
    out.push({ start, end: start + m[0].length, text: m[0], kind, supported })
  }

  for (const m of lower.matchAll(MONEY)) {
    const start = m.index ?? 0
    const end = start + m[0].length
    const values =
      m[5] !== undefined
        ? [toNumber(m[5])]
        : [
            toNumber(m[1]) * scale(m[2] ?? (m[3] ? m[4] : undefined)),
            ...(m[3] ? [toNumber(m[3]) * scale(m[4])] : []),
          ]
    const after = lower.slice(end, end + 30)
    const before = lower.slice(Math.max(0, start - 60), start)
    let allowed: number[]
    if (PER_AREA.test(after)) allowed = facts.perArea
    else {
      allowed = [...facts.totals, ...estimateTotals(project, sentenceAround(lower, start, end))]
      if (RECURRING.test(after) || PROGRAM.test(before)) allowed.push(...facts.recurring)
    }
    add(
      m,
      'money',
      values.every((v) => v > 0 && near(allowed, v, dollarTolerance(v))),
    )
  }
  for (const m of lower.matchAll(PERCENT)) {
    const values = [Number(m[1].replace(/,/g, '')), ...(m[2] ? [Number(m[2].replace(/,/g, ''))] : [])]
    add(
      m,
      'percent',
      values.every((v) => near(facts.percents, v, () => 0.5)),
    )
  }
  for (const m of lower.matchAll(DURATION)) {
    const unit = hoursOf(m[3])
    const values = [toNumber(m[1]), ...(m[2] ? [toNumber(m[2])] : [])].map((v) => v * unit)
    add(
      m,
      'duration',
      values.every((v) => near(facts.durations, v, (a) => a * 0.001)),
    )
  }
  for (const re of WARRANTY_YEARS)
    for (const m of lower.matchAll(re)) add(m, 'warranty', facts.warrantyYears.includes(toNumber(m[1])))
  for (const m of lower.matchAll(WARRANTY_DAYS))
    add(m, 'warranty', facts.warrantyDays.includes(toNumber(m[1])))
  // "Lifetime" is a published reading of the warranty (business/readings.ts); nothing else is.
  return out.sort((a, b) => a.start - b.start)
}

/** The first claim reaching into `text[from, to)` that the facts do not support, if any. */
export function firstUnsupportedIn(
  text: string,
  project: Project,
  from = 0,
  to = text.length,
): Claim | undefined {
  return checkClaims(text, project).find((c) => c.end > from && c.start < to && !c.supported)
}
