// /estimator: its document title, meta description and headline (decision 035).
export const estimatorPage = {
  path: '/estimator',
  title: 'Instant Epoxy Floor Estimate | Refined Resin',
  description:
    'Get an instant price range for your epoxy or metallic floor in under 3 minutes: space, size, finish and timing.',
  headline: 'Know Before You Pour',
} as const
