import { floorCareClub } from './business'
import { percent, usd } from './format'
import { live } from './live'

/**
 * Every word of the Floor Care Club page, in the order the page shows them. Spanish pages get the
 * same shape from `es/floor-care.ts`, formatted on the server (decision 034).
 */
export const floorCareCopy = live(() => ({
  lead: 'Keep your floor looking like reveal day: regular inspections, member pricing and a longer warranty.',
  membership: {
    title: 'Membership',
    badge: 'Launch special',
    price: usd(floorCareClub.priceLaunch),
    perPeriod: `/${floorCareClub.period}`,
    regularLabel: 'Regular price',
    regularPrice: `${usd(floorCareClub.priceRegular)}/${floorCareClub.period}`,
    whoCanJoin: 'Who can join:',
    joinWindow: `${floorCareClub.joinWindow.toLowerCase()}.`,
    join: { to: '/contact?interest=maintenance', label: 'Join' },
  },
  /** Membership details of the Floor Care Club. */
  details: [
    {
      title: 'Quarterly inspections',
      text: 'A technician checks your floor four times a year for wear, lifting or stains.',
    },
    {
      title: `${percent(floorCareClub.discount)} discount`,
      text: `${percent(floorCareClub.discount)} off repairs, recoats and extra spaces while you are a member.`,
    },
    {
      title: `Warranty extended to ${floorCareClub.warrantyYearsWithMembership} years`,
      text: `Your finish warranty runs ${floorCareClub.warrantyYearsWithMembership} years instead of ${floorCareClub.warrantyYearsWithout} while the membership is active.`,
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
      text: `We email you ${floorCareClub.renewalReminderDays} days before your membership renews, so you are never charged by surprise.`,
    },
  ],
  faqTitle: 'Club Questions',
  faq: [
    {
      value: 'when',
      question: 'When can I join?',
      answer: `${floorCareClub.joinWindow}. After that, ask us about a one-time inspection first.`,
    },
    {
      value: 'price',
      question: 'What does it cost after the launch special?',
      answer: `The launch special is ${usd(floorCareClub.priceLaunch)} a ${floorCareClub.period}; the regular price is ${usd(floorCareClub.priceRegular)} a ${floorCareClub.period}. Members who join at the launch price keep it while they renew without a gap.`,
    },
    {
      value: 'cancel',
      question: 'Can I cancel?',
      answer:
        'Yes, any time before your renewal date. Your extended warranty lasts as long as the membership does; the standard warranty stays in force either way.',
    },
  ],
}))

export type FloorCareCopy = typeof floorCareCopy
