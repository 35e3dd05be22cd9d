import { floorCareClub } from './business'
import { percent, usd } from './format'
import { live } from './live'

/** Membership details of the Floor Care Club, in the order the page shows them. */
export const membershipDetails = live(
  () =>
    [
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
    ] as const,
)

export const floorCareFaq = live(
  () =>
    [
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
    ] as const,
)
