/**
 * The published facts and price book, the part of the content the browser renders with (decision 033):
 * every page shows the phone, and the estimator prices in the browser. The server puts a publish in
 * place through published.ts; the browser adopts what its page was rendered with (the root loader's
 * data) before anything renders. No job roles, articles or other lists here: they reach the browser
 * through their own page's loader, and this module is in every page's JavaScript.
 */
import type { Versions } from '../i18n/content'
import type { Span } from '../i18n/spans'
import { commercialPlans, company, estimator, floorCareClub, installDuration, warranty } from './business'
import { contentChanged } from './live'

/**
 * The facts that are the owner's prose, as each language says them: the default language's are
 * fields of the facts, another language's are its version (decision 039).
 */
export type ProseFacts = { hours: string; warrantyLabel: string; lifetimeWarrantyLabel: string }

/**
 * The facts of the business that every page, mail and answer shows, with the owner's prose in each
 * language they write it in stored under the language's code (`facts.es = { hours, … }`, decision 039).
 */
export type BusinessFacts = FactsOfDefault & Versions<ProseFacts>

/** The facts without their versions in other languages: what the browser renders with. */
export type FactsOfDefault = {
  phone: string
  email: string
  hours: string
  city: string
  state: string
  region: string
  serviceRadiusMiles: number
  counties: string[]
  social: { label: string; href: string }[]
  warrantyYears: number
  warrantyLabel: string
  lifetimeWarrantyLabel: string
  // Install times are values each language words (decision 039): the owner edits the days once.
  installAverage: Span
  installResidential: Span
  installLargerCommercial: Span
  installProcess: Span
  /**
   * The deposit a booking takes when payments are configured (decision 041). Optional: facts
   * published before it existed read the seed's rule.
   */
  deposit?: DepositRule
}

/**
 * A booking's deposit, in whole cents (decision 041): a fixed amount, or a percentage of the
 * booking's estimate with a minimum (a booking without an estimate pays the minimum).
 */
export type DepositRule =
  | { kind: 'fixed'; amountCents: number }
  | { kind: 'percent'; percent: number; minimumCents: number }

export const spaceKeys = ['garage', 'patio', 'basement', 'commercial', 'warehouse'] as const
export const finishKeys = ['metallic-copper', 'gunmetal-flake', 'storm-grey', 'custom'] as const

/** Every figure an estimate or a published price uses. */
export type PriceBook = {
  baseRateLow: number
  baseRateHigh: number
  spaceFactors: Record<(typeof spaceKeys)[number], number>
  finishMultipliers: Record<(typeof finishKeys)[number], number>
  /** Install days: below each size, that many days; larger floors take `maxDays`. */
  dayThresholds: { below: number; days: number }[]
  maxDays: number
  floorCare: { priceLaunch: number; priceRegular: number }
  /** Monthly price of the commercial plans that have one (Essential, Professional). */
  commercialPlanPrices: { essential: number; professional: number }
}

/** `tel:` and `sms:` links for a US number written any way: its ten digits after +1. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return `+1${digits}`
}

/** What the browser needs to render a page exactly as the server did (root loader data). */
export type ClientContent = {
  // Another language's words reach the browser already formatted (decision 034).
  facts: FactsOfDefault
  priceBook: PriceBook
  priceBookVersion: number
}

let priceBookShown = 1

/** The version of the price book in place (the seed's is 1): quote links name it. */
export function priceBookVersionShown(): number {
  return priceBookShown
}

/** Puts facts and a price book in place of the exported objects, in place (no change signal). */
export function placeFactsAndPrices(next: ClientContent): void {
  const c = company
  const { facts } = next
  c.phone = facts.phone
  c.phoneHref = `tel:${dialable(facts.phone)}`
  c.smsHref = `sms:${dialable(facts.phone)}`
  c.email = facts.email
  c.emailHref = `mailto:${facts.email}`
  c.hours = facts.hours
  c.base.city = facts.city
  c.base.state = facts.state
  c.base.region = facts.region
  c.serviceRadiusMiles = facts.serviceRadiusMiles
  c.counties = [...facts.counties]
  c.social = facts.social.map((s) => ({ ...s }))

  const w = warranty
  w.standard.years = facts.warrantyYears
  w.standard.label = facts.warrantyLabel
  w.lifetime.label = facts.lifetimeWarrantyLabel
  const d = installDuration
  // Values already: the server puts the seed's in place of English text an older snapshot holds (published.ts).
  d.average = { ...facts.installAverage }
  d.residential = { ...facts.installResidential }
  d.largerCommercial = { ...facts.installLargerCommercial }
  d.processDescription = { ...facts.installProcess }

  const p = next.priceBook
  const e = estimator
  e.baseRateLow = p.baseRateLow
  e.baseRateHigh = p.baseRateHigh
  Object.assign(e.spaceFactors, p.spaceFactors)
  Object.assign(e.finishMultipliers, p.finishMultipliers)
  e.dayThresholds = p.dayThresholds.map((t) => ({ ...t }))
  e.maxDays = p.maxDays
  const f = floorCareClub
  f.priceLaunch = p.floorCare.priceLaunch
  f.priceRegular = p.floorCare.priceRegular
  // The plans keep their literal shape (one has no price); only the two prices change.
  const plans = commercialPlans.plans as unknown as { pricePerMonth: number | null }[]
  plans[0].pricePerMonth = p.commercialPlanPrices.essential
  plans[1].pricePerMonth = p.commercialPlanPrices.professional
  priceBookShown = next.priceBookVersion
}

let adopted = ''

/**
 * In the browser: takes the content its page was rendered with, before anything renders it (the
 * root layout calls it on every render; only a new snapshot is put in place).
 */
export function adoptClientContent(content: string | undefined): void {
  // Never on the server: there the sync puts content in place, and a render that started before a
  // publish would otherwise put the older facts back.
  if (typeof document === 'undefined') return
  if (!content || content === adopted) return
  adopted = content
  placeFactsAndPrices(JSON.parse(content) as ClientContent)
  contentChanged()
}
