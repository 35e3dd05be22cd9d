// /contact: its document title, meta description and headline (decision 035).
export const contactPage = {
  path: '/contact',
  title: 'Contact | Refined Resin',
  description:
    'Call, text or email Refined Resin, or send a message. We answer in under 2 hours on business days.',
  headline: "Let's Talk Floors",
} as const
