/**
 * The content the owner edits, as one published snapshot (decision 033). The repository's values
 * below are the seed, imported as the first published version; from then on the database holds the
 * content, and `applyPublished` puts a snapshot in place of the exported objects, so every page,
 * mail, PDF and Remy's answers read the published figures. No imports from features/.
 */
import { commercialPlans, company, estimator, floorCareClub, installDuration, warranty } from './business'
import { allJobRoles, type JobRole } from './job-roles'
import { contentChanged } from './live'
import { type PortfolioProject, portfolioProjects } from './projects'
import { type Testimonial, testimonialKey, testimonials } from './testimonials'

/** The facts of the business that every page, mail and answer shows. */
export type BusinessFacts = {
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
  installAverage: string
  installResidential: string
  installLargerCommercial: string
  installProcess: string
}

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

export type PublishedContent = {
  facts: BusinessFacts
  priceBook: PriceBook
  /** The published price book's number, which estimates, quotes and bookings record. */
  priceBookVersion: number
  jobRoles: JobRole[]
  /** The portfolio's published projects, in the owner's order (unpublished ones are left out). */
  projects: PortfolioProject[]
  /** The published testimonials, in order, each with its key. */
  testimonials: (Testimonial & { key: string })[]
}

const clone = <T>(v: T): T => structuredClone(v) as T

function readFacts(): BusinessFacts {
  return {
    phone: company.phone,
    email: company.email,
    hours: company.hours,
    city: company.base.city,
    state: company.base.state,
    region: company.base.region,
    serviceRadiusMiles: company.serviceRadiusMiles,
    counties: [...company.counties],
    social: company.social.map((s) => ({ ...s })),
    warrantyYears: warranty.standard.years,
    warrantyLabel: warranty.standard.label,
    lifetimeWarrantyLabel: warranty.lifetime.label,
    installAverage: installDuration.average,
    installResidential: installDuration.residential,
    installLargerCommercial: installDuration.largerCommercial,
    installProcess: installDuration.processDescription,
  }
}

function readPriceBook(): PriceBook {
  return {
    baseRateLow: estimator.baseRateLow,
    baseRateHigh: estimator.baseRateHigh,
    spaceFactors: { ...estimator.spaceFactors },
    finishMultipliers: { ...estimator.finishMultipliers },
    dayThresholds: estimator.dayThresholds.map((t) => ({ ...t })),
    maxDays: estimator.maxDays,
    floorCare: { priceLaunch: floorCareClub.priceLaunch, priceRegular: floorCareClub.priceRegular },
    commercialPlanPrices: {
      essential: commercialPlans.plans[0].pricePerMonth as number,
      professional: commercialPlans.plans[1].pricePerMonth as number,
    },
  }
}

/** The repository's content, read once before anything is replaced: the first published version. */
const seed: PublishedContent = {
  facts: readFacts(),
  priceBook: readPriceBook(),
  priceBookVersion: 1,
  jobRoles: clone(allJobRoles),
  projects: clone(portfolioProjects),
  testimonials: testimonials.map((t) => ({ ...t, key: testimonialKey(t) })),
}

export function seedContent(): PublishedContent {
  return clone(seed)
}

let applied: PublishedContent = seedContent()

/** What is in place now (the seed until a snapshot is applied). */
export function publishedContent(): PublishedContent {
  return applied
}

/** `tel:` and `sms:` links for a US number written any way: its ten digits after +1. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return `+1${digits}`
}

/** Puts a published snapshot in place of the exported content, in place, then tells `live` copy. */
export function applyPublished(next: PublishedContent): void {
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
  d.average = facts.installAverage
  d.residential = facts.installResidential
  d.largerCommercial = facts.installLargerCommercial
  d.processDescription = facts.installProcess

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

  allJobRoles.splice(0, allJobRoles.length, ...clone(next.jobRoles))
  portfolioProjects.splice(0, portfolioProjects.length, ...clone(next.projects))
  testimonials.splice(0, testimonials.length, ...next.testimonials.map(({ key: _k, ...t }) => clone(t)))
  applied = clone(next)
  contentChanged()
}

/** What the browser needs to render a page exactly as the server did (root loader data). */
export type ClientContent = Pick<PublishedContent, 'facts' | 'priceBook' | 'priceBookVersion'>

export function clientContent(): ClientContent {
  const { facts, priceBook, priceBookVersion } = applied
  return { facts, priceBook, priceBookVersion }
}

/** In the browser: takes the content its page was rendered with, once, before anything renders it. */
export function adoptClientContent(content: ClientContent | undefined): void {
  if (!content || (content.priceBookVersion === applied.priceBookVersion && sameFacts(content))) return
  applyPublished({ ...applied, ...content })
}

function sameFacts(content: ClientContent) {
  return (
    JSON.stringify(content.facts) === JSON.stringify(applied.facts) &&
    JSON.stringify(content.priceBook) === JSON.stringify(applied.priceBook)
  )
}
