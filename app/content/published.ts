/**
 * The content the owner edits, as one published snapshot (decision 033). The repository's values
 * are the seed, imported as the first published version; from then on the database holds the
 * content, and `applyPublished` puts a snapshot in place of the exported objects, so every page,
 * mail, PDF and Remy's answers read the published figures. No imports from features/.
 */
import { isLang, type Lang } from '../i18n/locales'
import { isSpan } from '../i18n/spans'
import { type Author, authors } from './authors'
import {
  commercialPlans,
  company,
  depositDefault,
  estimator,
  floorCareClub,
  installDuration,
  warranty,
} from './business'
import { authorsEs } from './es/authors'
import { factsEs } from './es/facts'
import { jobRolesEs } from './es/job-roles'
import { projectTitlesEs } from './es/projects'
import {
  type BusinessFacts,
  type ClientContent,
  type PriceBook,
  type ProseFacts,
  placeFactsAndPrices,
} from './facts-and-prices'
import { allJobRoles, type JobRole } from './job-roles'
import { contentChanged } from './live'
import { type PortfolioProject, portfolioProjects } from './projects'
import { plainItems, recordRead } from './reads'
import { inOrderOf } from './seed-order'
import { type ServiceArea, serviceAreas } from './service-areas'
import { type Testimonial, testimonialKey, testimonials } from './testimonials'

export {
  adoptClientContent,
  type BusinessFacts,
  type ClientContent,
  type DepositRule,
  dialable,
  finishKeys,
  type PriceBook,
  type ProseFacts,
  spaceKeys,
} from './facts-and-prices'

export type PublishedContent = Omit<ClientContent, 'facts'> & {
  /** With the owner's prose facts in each language they write it in (`facts.es`, decision 039). */
  facts: BusinessFacts
  jobRoles: JobRole[]
  /** The portfolio's published projects, in the owner's order (unpublished ones are left out). */
  projects: PortfolioProject[]
  /** The published testimonials, in order, each with its key. */
  testimonials: (Testimonial & { key: string })[]
  /** The ZIPs served, in ZIP order (retired ones are left out). */
  serviceAreas: ServiceArea[]
  /** Retired ZIPs and the area each one's page now sends visitors to (a 301). */
  retiredServiceAreas: RetiredServiceArea[]
  /** The published authors, in the console's order, each keyed by slug (unpublished ones left out). */
  authors: Author[]
}

/** A ZIP the owner no longer serves: its page answers 301 to the nearest area still served. */
export type RetiredServiceArea = { zip: string; redirectTo: string; latitude: number; longitude: number }

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
    installAverage: { ...installDuration.average },
    installResidential: { ...installDuration.residential },
    installLargerCommercial: { ...installDuration.largerCommercial },
    installProcess: { ...installDuration.processDescription },
    deposit: { ...depositDefault },
    es: { ...factsEs },
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

// The seed roles' Spanish joins them here, on the server: the roles' module reaches the browser with
// the application form's checks and stays free of Spanish (decision 034).
for (const role of allJobRoles) if (jobRolesEs[role.id]) role.es ??= jobRolesEs[role.id]
// The seed projects' Spanish likewise: the portfolio's module reaches the browser (its case study).
for (const p of portfolioProjects) {
  const title = projectTitlesEs[p.id]
  if (title) p.es ??= { title, location: p.location }
}
// The same for the authors of the knowledge hub: the module reaches the console's browser code.
for (const author of authors) if (authorsEs[author.slug]) author.es ??= authorsEs[author.slug]

/** The repository's content, read once before anything is replaced: the first published version. */
const seed: PublishedContent = {
  facts: readFacts(),
  priceBook: readPriceBook(),
  priceBookVersion: 1,
  jobRoles: clone(plainItems(allJobRoles)),
  projects: clone(plainItems(portfolioProjects)),
  testimonials: testimonials.map((t) => ({ ...t, key: testimonialKey(t) })),
  serviceAreas: clone(plainItems(serviceAreas)),
  retiredServiceAreas: [],
  authors: clone(plainItems(authors)),
}

/**
 * The languages the seed's prose facts are written in besides the default: the console requires them,
 * since facts are read over the seed's and an emptied version would bring the seed's back.
 */
export const factsSeededIn: readonly Lang[] = Object.keys(seed.facts).filter(isLang)

export function seedContent(): PublishedContent {
  return clone(seed)
}

let applied: PublishedContent = seedContent()

/** The read each section of the snapshot counts as, for a page that reads it whole (decision 042). */
const sectionReads: Record<keyof PublishedContent, string> = {
  facts: 'facts',
  priceBook: 'prices',
  priceBookVersion: 'prices',
  jobRoles: 'job-role:each',
  projects: 'project:each',
  testimonials: 'testimonial:each',
  serviceAreas: 'service-area:each',
  retiredServiceAreas: 'retired',
  authors: 'author:each',
}

const sections = new Proxy({} as PublishedContent, {
  get: (_t, prop) => {
    if (typeof prop === 'string' && prop in sectionReads)
      recordRead(sectionReads[prop as keyof PublishedContent])
    return Reflect.get(applied, prop)
  },
  has: (_t, prop) => Reflect.has(applied, prop),
  ownKeys: () => {
    for (const read of new Set(Object.values(sectionReads))) recordRead(read)
    return Reflect.ownKeys(applied)
  },
  getOwnPropertyDescriptor: (_t, prop) => {
    const d = Reflect.getOwnPropertyDescriptor(applied, prop)
    return d && { ...d, configurable: true }
  },
})

/**
 * What is in place now (the seed until a snapshot is applied). A page that reads a section of it
 * depends on that section whole (decision 042).
 */
export function publishedContent(): PublishedContent {
  return sections
}

const installTimes = [
  'installAverage',
  'installResidential',
  'installLargerCommercial',
  'installProcess',
] as const

/**
 * The facts with every install time a value: a snapshot published before install times were values
 * holds English text there, which is never read; the seed's value stands in (decision 039).
 */
function withInstallTimes(facts: BusinessFacts): BusinessFacts {
  const out = { ...facts }
  for (const key of installTimes) if (!isSpan(out[key])) out[key] = { ...seed.facts[key] }
  return out
}

/** The names facts stored before decision 039's versions gave each Spanish wording. */
const olderSpanishFacts = {
  hours: 'hoursEs',
  warrantyLabel: 'warrantyLabelEs',
  lifetimeWarrantyLabel: 'lifetimeWarrantyLabelEs',
} as const satisfies Record<keyof ProseFacts, string>

type OlderSpanishFacts = Partial<Record<(typeof olderSpanishFacts)[keyof ProseFacts], string>>

/**
 * Facts as stored, read with their prose in each language as a version (decision 039). Every install
 * before it stored the Spanish wordings as `hoursEs`, `warrantyLabelEs` and `lifetimeWarrantyLabelEs`:
 * they read as the `es` version, so no stored snapshot or row needs rewriting. Facts published before
 * the Spanish pages have neither: the seed's Spanish stands, as it did.
 */
export function factsFromStored(stored: BusinessFacts & OlderSpanishFacts): BusinessFacts {
  const facts: BusinessFacts & OlderSpanishFacts = { ...stored }
  const older: Partial<ProseFacts> = {}
  for (const [name, key] of Object.entries(olderSpanishFacts) as [
    keyof ProseFacts,
    keyof OlderSpanishFacts,
  ][]) {
    if (typeof facts[key] === 'string') older[name] = facts[key]
    delete facts[key]
  }
  if (Object.keys(older).length > 0) facts.es = { ...(facts.es ?? seed.facts.es ?? factsEs), ...older }
  else if (!Object.keys(facts).some(isLang)) facts.es = { ...factsEs }
  return facts
}

/**
 * A testimonial as stored, its words in another language a version (decision 039): one stored before
 * it kept the Spanish words as `textEs`, read as `es.text`.
 */
export function testimonialFromStored<T extends Testimonial>(stored: T & { textEs?: string }): T {
  const { textEs, ...testimonial } = stored
  if (typeof textEs !== 'string' || testimonial.es) return testimonial as unknown as T
  return { ...testimonial, es: { text: textEs } } as unknown as T
}

/** Puts a published snapshot in place of the exported content, in place, then tells `live` copy. */
export function applyPublished(published: PublishedContent): void {
  const next = inOrderOf(
    {
      ...published,
      facts: withInstallTimes(factsFromStored(published.facts)),
      testimonials: published.testimonials.map(testimonialFromStored),
    },
    seed,
  )
  placeFactsAndPrices(next)
  allJobRoles.splice(0, allJobRoles.length, ...clone(next.jobRoles))
  portfolioProjects.splice(0, portfolioProjects.length, ...clone(next.projects))
  testimonials.splice(0, testimonials.length, ...next.testimonials.map(({ key: _k, ...t }) => clone(t)))
  serviceAreas.splice(0, serviceAreas.length, ...clone(next.serviceAreas))
  authors.splice(0, authors.length, ...clone(next.authors))
  applied = clone(next)
  contentChanged()
}

/** The facts and price book in place, for the browser (the root loader's data). */
export function clientContent(): ClientContent {
  const { facts, priceBook, priceBookVersion } = applied
  // Every page carries these in its root data: every page depends on them (decision 042).
  recordRead('facts')
  recordRead('prices')
  const english = Object.fromEntries(
    Object.entries(facts).filter(([key]) => !isLang(key)),
  ) as ClientContent['facts']
  return { facts: english, priceBook, priceBookVersion }
}
