// /knowledge: its document title, meta description and headline (decision 035).
export const knowledgePage = {
  path: '/knowledge',
  title: 'Knowledge Hub | Refined Resin',
  description:
    'Guides on epoxy chemistry, garage prep, commercial specs, metallic finish care and local service in Metro Atlanta.',
  headline: 'Resin Intelligence',
} as const
