// /builders-contractors: its document title, meta description and headline (decision 035).
export const buildersContractorsPage = {
  path: '/builders-contractors',
  title: 'Builder & Contractor Program | Refined Resin',
  description: 'Tiered builder discounts up to 15%, net-30 terms, 24-hour quotes and insurance certificates.',
  headline: 'Builder & Contractor Program',
} as const
