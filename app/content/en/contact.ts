/**
 * The contact page, in English (decision 039): ICU messages its loader formats with the business's
 * published facts. Every language's catalog has this shape (app/content/es/contact.ts).
 */
export const contact = {
  title: 'Contact | Refined Resin',
  description:
    'Call, text or email Refined Resin, or send a message. We answer in under 2 hours on business days.',
  headline: "Let's Talk Floors",
  lead: 'Call, text, email or send a message. We answer in under 2 hours on business days.',
  channels: [
    { kind: 'call', label: 'Call us', detail: '{phone}', href: '{phoneHref}' },
    { kind: 'text', label: 'Text us', detail: '{phone}', href: '{smsHref}' },
    { kind: 'email', label: 'Email us', detail: '{email}', href: '{emailHref}' },
  ],
  formTitle: 'Send a message',
  formIntro: 'Tell us about your floor. Fields marked * are required.',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    optional: 'Optional',
    interest: 'Service interest',
    interestPlaceholder: 'Choose a service (optional)',
    interests: [
      { value: 'residential', label: 'Residential Garage Floor' },
      { value: 'commercial', label: 'Commercial Project' },
      { value: 'metallic', label: 'Metallic Epoxy' },
      { value: 'maintenance', label: 'Maintenance/Repair' },
      { value: 'partnership', label: 'Partnership Inquiry' },
      { value: 'other', label: 'Other' },
    ],
    message: 'Message',
    messagePlaceholder: 'Your space, its size, the finish you like and when you would like it done.',
  },
  photos: {
    label: 'Photos of the floor (optional)',
    hint: 'Up to {photos} photos of the floor: JPEG, PNG, WebP or AVIF, {mb} MB each. We remove location data from them.',
  },
  honeypot: 'Leave this field empty',
  submit: 'Send Message',
  sending: 'Sending...',
  success: {
    title: "Got it — we'll reach out today.",
    description: 'Thanks for contacting {company}. Check your email shortly.',
  },
  outcome: { rateLimited: 'Too many submissions', invalid: 'Not sent yet', failed: 'Not sent' },
  serviceArea: {
    title: 'Service area',
    intro:
      'Based in {city}, {state}, we install across {region} within {radius} miles, expanding toward {expansion}.',
    county: '{county} County',
    countiesTitle: 'Counties',
    citiesTitle: 'Main cities',
    responseTime: 'Response time: under 2 hours on business days.',
  },
}

export type ContactCopy = typeof contact
