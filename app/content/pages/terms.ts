// /terms: its document title, meta description and headline (decision 035).
export const termsPage = {
  path: '/terms',
  title: 'Terms of Service | Refined Resin',
  description: 'Terms for estimates, bookings, deposits, cancellations and warranties at Refined Resin.',
  headline: 'Terms of Service',
} as const
