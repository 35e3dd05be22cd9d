// /portfolio: its document title, meta description and headline (decision 035).
export const portfolioPage = {
  path: '/portfolio',
  title: 'Portfolio | Refined Resin Epoxy Floors',
  description:
    'Residential, commercial and industrial epoxy, flake and metallic floors installed across Metro Atlanta.',
  headline: 'Proof in the Pour',
} as const
