// /spec-sheet: its document title, meta description and headline (decision 035).
export const specSheetPage = {
  path: '/spec-sheet',
  title: 'Technical Spec Sheet | Refined Resin',
  description: 'Mix ratios, pot life, cure times and service temperatures for our epoxy floor systems.',
  headline: 'Technical Spec Sheet',
} as const
