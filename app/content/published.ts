/**
 * The content the owner edits, as one published snapshot (decision 033). The repository's values
 * are the seed, imported as the first published version; from then on the database holds the
 * content, and `applyPublished` puts a snapshot in place of the exported objects, so every page,
 * mail, PDF and Remy's answers read the published figures. No imports from features/.
 */
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
import { factsEs, spanishFactOf } from './es/facts'
import { jobRolesEs } from './es/job-roles'
import { projectTitlesEs } from './es/projects'
import {
  type BusinessFacts,
  type ClientContent,
  type PriceBook,
  placeFactsAndPrices,
  type SpanishFactKey,
} from './facts-and-prices'
import { allJobRoles, type JobRole } from './job-roles'
import { contentChanged } from './live'
import { type PortfolioProject, portfolioProjects } from './projects'
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
  spaceKeys,
} from './facts-and-prices'

export type PublishedContent = Omit<ClientContent, 'facts'> & {
  /** With the facts Spanish pages say in their own words (the `…Es` facts). */
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
    ...spanishFacts(),
  }
}

function spanishFacts(): Pick<BusinessFacts, SpanishFactKey> {
  const words = Object.entries(spanishFactOf).map(([es, key]) => [key, factsEs[es as keyof typeof factsEs]])
  return Object.fromEntries(words) as Pick<BusinessFacts, SpanishFactKey>
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
  jobRoles: clone(allJobRoles),
  projects: clone(portfolioProjects),
  testimonials: testimonials.map((t) => ({ ...t, key: testimonialKey(t) })),
  serviceAreas: clone(serviceAreas),
  retiredServiceAreas: [],
  authors: clone(authors),
}

export function seedContent(): PublishedContent {
  return clone(seed)
}

let applied: PublishedContent = seedContent()

/** What is in place now (the seed until a snapshot is applied). */
export function publishedContent(): PublishedContent {
  return applied
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

/** Puts a published snapshot in place of the exported content, in place, then tells `live` copy. */
export function applyPublished(published: PublishedContent): void {
  const next = { ...published, facts: withInstallTimes(published.facts) }
  placeFactsAndPrices(next)
  // Facts published before the Spanish pages have no Spanish wording: the seed's stay.
  for (const [es, key] of Object.entries(spanishFactOf))
    factsEs[es as keyof typeof factsEs] = next.facts[key] ?? factsEs[es as keyof typeof factsEs]
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
  const english = Object.fromEntries(
    Object.entries(facts).filter(([key]) => !(Object.values(spanishFactOf) as string[]).includes(key)),
  ) as ClientContent['facts']
  return { facts: english, priceBook, priceBookVersion }
}
