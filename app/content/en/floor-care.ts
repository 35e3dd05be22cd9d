/**
 * The Floor Care Club page, in English (decision 039): ICU messages; the figures are placeholders
 * its loader fills from the published facts, in the page's language.
 */
export const floorCare = {
  title: 'Floor Care Club | Refined Resin',
  description:
    'Quarterly inspections, {discount} off and a warranty extended to {yearsWith} years: {priceLaunch}/year launch special.',
  headline: 'Floor Care Club',
  lead: 'Keep your floor looking like reveal day: regular inspections, member pricing and a longer warranty.',
  membership: {
    title: 'Membership',
    badge: 'Launch special',
    price: '{priceLaunch}',
    perPeriod: '/year',
    regularLabel: 'Regular price',
    regularPrice: '{priceRegular}/year',
    whoCanJoin: 'Who can join:',
    joinWindow: 'at install or within the first year.',
    join: 'Join',
  },
  details: [
    {
      title: 'Quarterly inspections',
      text: 'A technician checks your floor four times a year for wear, lifting or stains.',
    },
    {
      title: '{discount} discount',
      text: '{discount} off repairs, recoats and extra spaces while you are a member.',
    },
    {
      title: 'Warranty extended to {yearsWith} years',
      text: 'Your finish warranty runs {yearsWith} years instead of {yearsWithout} while the membership is active.',
    },
    {
      title: 'Minor reseal',
      text: 'High-traffic lanes and scuffs get a light reseal at an inspection when they need it.',
    },
    {
      title: 'Priority service',
      text: 'Members go to the front of the line for claims, repairs and new work.',
    },
    {
      title: 'Renewal reminder',
      text: 'We email you {reminderDays} days before your membership renews, so you are never charged by surprise.',
    },
  ],
  faqTitle: 'Club Questions',
  faq: [
    {
      value: 'when',
      question: 'When can I join?',
      answer: 'At install or within the first year. After that, ask us about a one-time inspection first.',
    },
    {
      value: 'price',
      question: 'What does it cost after the launch special?',
      answer:
        'The launch special is {priceLaunch} a year; the regular price is {priceRegular} a year. Members who join at the launch price keep it while they renew without a gap.',
    },
    {
      value: 'cancel',
      question: 'Can I cancel?',
      answer:
        'Yes, any time before your renewal date. Your extended warranty lasts as long as the membership does; the standard warranty stays in force either way.',
    },
  ],
}

export type FloorCareCopy = typeof floorCare
