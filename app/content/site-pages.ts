import { accessibilityPage } from './pages/accessibility'
import { architectsDesignersPage } from './pages/architects-designers'
import { buildersContractorsPage } from './pages/builders-contractors'
import { careersPage } from './pages/careers'
import { commercialFacilitiesPage } from './pages/commercial-facilities'
import { contactPage } from './pages/contact'
import { estimatorPage } from './pages/estimator'
import { floorCarePage } from './pages/floor-care'
import { homePage } from './pages/home'
import { knowledgePage } from './pages/knowledge'
import { partnerApplicationPage } from './pages/partner-application'
import { partnershipsPage } from './pages/partnerships'
import { portfolioPage } from './pages/portfolio'
import { pricingPage } from './pages/pricing'
import { privacyPage } from './pages/privacy'
import { processPage } from './pages/process'
import { schedulePage } from './pages/schedule'
import { specSheetPage } from './pages/spec-sheet'
import { termsPage } from './pages/terms'
import { warrantyPage } from './pages/warranty'
import { whyEpoxyPage } from './pages/why-epoxy'
/**
 * The static public pages of the route table: path, document title,
 * meta description and the page's headline. The sitemap, the prerender list,
 * Remy's knowledge and the route tests read this list; a route module imports
 * its own page from pages/, so its script carries no other page's words.
 */
export type SitePage = {
  path: string
  title: string
  description: string
  headline: string
}

/** In the route table's order; each page's words live in pages/, one module per page (decision 035). */
export const sitePages = [
  homePage,
  portfolioPage,
  estimatorPage,
  processPage,
  partnershipsPage,
  knowledgePage,
  careersPage,
  contactPage,
  privacyPage,
  termsPage,
  accessibilityPage,
  pricingPage,
  warrantyPage,
  partnerApplicationPage,
  floorCarePage,
  specSheetPage,
  buildersContractorsPage,
  architectsDesignersPage,
  commercialFacilitiesPage,
  schedulePage,
  whyEpoxyPage,
] as const satisfies readonly SitePage[]

export type SitePath = (typeof sitePages)[number]['path']

export function sitePage(path: SitePath): SitePage {
  const page = sitePages.find((p) => p.path === path)
  if (!page) throw new Error(`Unknown site page ${path}`)
  return page
}
