// /privacy: its document title, meta description and headline (decision 035).
export const privacyPage = {
  path: '/privacy',
  title: 'Privacy Policy | Refined Resin',
  description: 'What Refined Resin stores when you use this site, why, and how to have it removed.',
  headline: 'Privacy Policy',
} as const
