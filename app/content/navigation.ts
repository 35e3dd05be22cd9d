import { claims, company } from './business'
import type { chatWords } from './chat'

/** The sticky navigation's links, in the spec's order (shared navigation). */
export const mainNav = [
  { to: '/', label: 'Home' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/process', label: 'Process' },
  { to: '/partnerships', label: 'Partners' },
  { to: '/knowledge', label: 'Knowledge' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
  { to: '/estimator', label: 'Estimator' },
] as const

export const footerNav = {
  company: [
    { to: '/portfolio', label: 'Portfolio' },
    { to: '/process', label: 'Our Process' },
    { to: '/why-epoxy', label: 'Why Epoxy' },
    { to: '/careers', label: 'Careers' },
    { to: '/partnerships', label: 'Partnerships' },
    { to: '/contact', label: 'Contact' },
  ],
  resources: [
    { to: '/estimator', label: 'Instant Estimate' },
    { to: '/schedule', label: 'Book an Install' },
    { to: '/pricing', label: 'Pricing Guide' },
    { to: '/warranty', label: 'Warranty' },
    { to: '/floor-care', label: 'Floor Care Club' },
    { to: '/spec-sheet', label: 'Spec Sheet' },
    { to: '/knowledge', label: 'Knowledge Hub' },
  ],
  legal: [
    { to: '/privacy', label: 'Privacy' },
    { to: '/terms', label: 'Terms' },
    { to: '/accessibility', label: 'Accessibility' },
  ],
  social: company.social,
  aiIndex: { href: '/api/resin-intel/ai-index', label: 'AI content index (JSON)' },
} as const

/**
 * The words of the site's frame (navigation, footer, not-found page) on English pages. Spanish pages
 * get the same shape from `es/site.ts`, formatted on the server (decision 034).
 */
export const siteCopy = {
  home: '/',
  mainNav: mainNav as readonly { to: string; label: string }[],
  estimate: { to: '/estimator', label: 'Get Estimate' },
  navLabel: 'Main',
  breadcrumbLabel: 'Breadcrumb',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skip: 'Skip to content',
  footer: {
    company: { title: 'Company', links: footerNav.company as readonly { to: string; label: string }[] },
    resources: { title: 'Resources', links: footerNav.resources as readonly { to: string; label: string }[] },
    legal: footerNav.legal as readonly { to: string; label: string }[],
    about: `${company.tagline}. ${claims.established}, licensed and insured.`,
    contact: 'Contact',
    /** English pages show the published hours (`company.hours`) as they change. */
    hours: null as string | null,
    serving: 'serving',
    message: { to: '/contact', label: 'Send us a message' },
    newTab: ' (opens in a new tab)',
    aiIndex: footerNav.aiIndex.label,
  },
  notFound: {
    title: 'Page not found | Refined Resin',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
  },
}

/** Plain strings in the widget words' shape, so the Spanish ones formatted on the server fit it. */
type Words<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Words<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T
export type ChatWords = Words<typeof chatWords>

export type SiteCopy = typeof siteCopy
