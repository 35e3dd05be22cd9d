// /careers: its document title, meta description and headline (decision 035).
export const careersPage = {
  path: '/careers',
  title: 'Careers | Refined Resin',
  description:
    'Join a craft-first epoxy flooring crew in Metro Atlanta: installer, lead installer, estimator and content roles.',
  headline: 'Build a Career in Craft',
} as const
