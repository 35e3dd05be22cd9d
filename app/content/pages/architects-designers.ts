// /architects-designers: its document title, meta description and headline (decision 035).
export const architectsDesignersPage = {
  path: '/architects-designers',
  title: 'Architect & Designer Program | Refined Resin',
  description:
    'Specification support, finish samples within 5 business days, and spec sheets for resin floors.',
  headline: 'Architect & Designer Program',
} as const
