// /accessibility: its document title, meta description and headline (decision 035).
export const accessibilityPage = {
  path: '/accessibility',
  title: 'Accessibility Statement | Refined Resin',
  description: 'Our accessibility target (WCAG 2.2 AA), known limits, and how to reach us about a barrier.',
  headline: 'Accessibility Statement',
} as const
