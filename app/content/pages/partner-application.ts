// /partner-application: its document title, meta description and headline (decision 035).
export const partnerApplicationPage = {
  path: '/partner-application',
  title: 'Partner Application | Refined Resin',
  description:
    'Apply to the Refined Resin partner program. We review every application within 2 business days.',
  headline: 'Partner Application',
} as const
