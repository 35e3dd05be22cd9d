import { company, responseTimes } from './business'
import { live } from './live'

/** The contact form's service interests, value then label. */
export const serviceInterests = [
  { value: 'residential', label: 'Residential Garage Floor' },
  { value: 'commercial', label: 'Commercial Project' },
  { value: 'metallic', label: 'Metallic Epoxy' },
  { value: 'maintenance', label: 'Maintenance/Repair' },
  { value: 'partnership', label: 'Partnership Inquiry' },
  { value: 'other', label: 'Other' },
] as const

export type ServiceInterest = (typeof serviceInterests)[number]['value']

export const contactCopy = live(
  () =>
    ({
      lead: `Call, text, email or send a message. We answer in ${responseTimes.contact}.`,
      channels: [
        { kind: 'call', label: 'Call us', detail: company.phone, href: company.phoneHref },
        { kind: 'text', label: 'Text us', detail: company.phone, href: company.smsHref },
        { kind: 'email', label: 'Email us', detail: company.email, href: company.emailHref },
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
        interests: serviceInterests as readonly { value: string; label: string }[],
        message: 'Message',
        messagePlaceholder: 'Your space, its size, the finish you like and when you would like it done.',
      },
      submit: 'Send Message',
      sending: 'Sending...',
      success: {
        title: "Got it — we'll reach out today.",
        description: `Thanks for contacting ${company.name}. Check your email shortly.`,
      },
      serviceArea: {
        title: 'Service area',
        intro: `Based in ${company.base.city}, ${company.base.state}, we install across ${company.base.region} within ${company.serviceRadiusMiles} miles, expanding toward ${company.expansion.join(' and ')}.`,
        counties: company.counties.map((c) => `${c} County`),
        mainCities: [
          'Buford',
          'Atlanta',
          'Lawrenceville',
          'Duluth',
          'Suwanee',
          'Alpharetta',
          'Marietta',
          'Cumming',
          'Gainesville',
          'Athens',
        ],
        countiesTitle: 'Counties',
        citiesTitle: 'Main cities',
        responseTime: `Response time: ${responseTimes.contact}.`,
        hours: company.hours,
      },
    }) as const,
)
