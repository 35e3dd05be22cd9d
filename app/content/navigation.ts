import { company } from './business'

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
