// /pricing: its document title, meta description and headline (decision 035).
export const pricingPage = {
  path: '/pricing',
  title: 'Epoxy Floor Pricing Guide | Refined Resin',
  description:
    'What an epoxy floor costs in Metro Atlanta: size bands, finish factors, surcharges and what every install includes.',
  headline: 'Pricing Guide',
} as const
