import type { ChatWidgetCopy } from './en/chat-widget'

/** The sticky navigation's pages, in the spec's order; each language names them (decision 039). */
export const mainNavPaths = [
  '/',
  '/portfolio',
  '/process',
  '/partnerships',
  '/knowledge',
  '/careers',
  '/contact',
  '/estimator',
] as const

/** The footer's pages, by column. */
export const footerPaths = {
  company: ['/portfolio', '/process', '/why-epoxy', '/careers', '/partnerships', '/contact'],
  resources: ['/estimator', '/schedule', '/pricing', '/warranty', '/floor-care', '/spec-sheet', '/knowledge'],
  legal: ['/privacy', '/terms', '/accessibility'],
} as const

export const aiIndexHref = '/api/resin-intel/ai-index'

type NavLink = { to: string; label: string }

/**
 * The footer's words and links in a language. They are kept words (decision 039, "Words sent
 * once"): in the document's markup only, fetched by a navigation that changes the language.
 */
export type FooterWords = {
  company: { title: string; links: NavLink[] }
  resources: { title: string; links: NavLink[] }
  legal: NavLink[]
  about: string
  contact: string
  hours: string
  serving: string
  message: NavLink
  newTab: string
  aiIndex: string
}

/** The site's frame as a page receives it, in its language: words and the links that exist in it. */
export type SiteCopy = {
  home: string
  mainNav: NavLink[]
  estimate: NavLink
  navLabel: string
  breadcrumbLabel: string
  openMenu: string
  closeMenu: string
  skip: string
  notFound: { title: string; heading: string; home: string }
  /** The toaster's region and close button; absent in the console, whose frame stays English. */
  toasts?: { region: string; close: string }
}

/** Plain strings in the widget words' shape, so the Spanish ones formatted on the server fit it. */
type Words<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Words<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T
export type ChatWords = Words<ChatWidgetCopy>
