// /partnerships: its document title, meta description and headline (decision 035).
export const partnershipsPage = {
  path: '/partnerships',
  title: 'Partner Programs | Refined Resin',
  description:
    'Builder, architect and facility partnerships with referral commission of up to 15%, priority scheduling and spec support.',
  headline: 'Build Better Floors Together',
} as const
