/**
 * The site's frame in English (decision 039): navigation, footer and the not-found page. Links are
 * named by the page's path in the default language; the frame lists, in each language, the pages that
 * exist in it and that its catalog names (app/content/navigation.ts says which and in what order).
 */
export const site = {
  mainNav: {
    '/': 'Home',
    '/portfolio': 'Portfolio',
    '/process': 'Process',
    '/partnerships': 'Partners',
    '/knowledge': 'Knowledge',
    '/careers': 'Careers',
    '/contact': 'Contact',
    '/estimator': 'Estimator',
  } as Record<string, string>,
  footerLinks: {
    '/portfolio': 'Portfolio',
    '/process': 'Our Process',
    '/why-epoxy': 'Why Epoxy',
    '/careers': 'Careers',
    '/partnerships': 'Partnerships',
    '/contact': 'Contact',
    '/estimator': 'Instant Estimate',
    '/schedule': 'Book an Install',
    '/pricing': 'Pricing Guide',
    '/warranty': 'Warranty',
    '/floor-care': 'Floor Care Club',
    '/spec-sheet': 'Spec Sheet',
    '/knowledge': 'Knowledge Hub',
    '/privacy': 'Privacy',
    '/terms': 'Terms',
    '/accessibility': 'Accessibility',
  } as Record<string, string>,
  estimate: 'Get Estimate',
  navLabel: 'Main',
  breadcrumbLabel: 'Breadcrumb',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skip: 'Skip to content',
  footer: {
    company: 'Company',
    resources: 'Resources',
    about:
      'Artisan metallic and epoxy floors, poured by hand in {region}. Est. {year}, licensed and insured.',
    contact: 'Contact',
    serving: 'serving',
    message: 'Send us a message',
    newTab: ' (opens in a new tab)',
    aiIndex: 'AI content index (JSON)',
  },
  /** The notifications that come and go (a booking sent): their region, with its shortcut, and close button. */
  toasts: { region: 'Notifications {hotkey}', close: 'Close toast' },
  notFound: {
    title: 'Page not found | Refined Resin',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
  },
}

export type SiteWords = typeof site
