// /schedule: its document title, meta description and headline (decision 035).
export const schedulePage = {
  path: '/schedule',
  title: 'Book an Installation Block | Refined Resin',
  description: 'Pick an available 3-day weekend install block and request it. We confirm within 24 hours.',
  headline: 'Lock Your Weekend Slot',
} as const
