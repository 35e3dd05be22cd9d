import { company, floorCareClub, warranty } from './business'
import { live } from './live'

const { handling, standard } = warranty

/**
 * Every word of the warranty page, in the order the page shows them. Spanish pages get the same shape
 * from `es/warranty.ts`, formatted on the server (decision 034).
 */
export const warrantyCopy = live(() => ({
  lead: `A ${standard.label}, transferable, on every floor we pour.`,
  action: { to: '/estimator', label: 'Start Your Project' },
  termsTitle: 'Warranty Terms',
  /** The warranty's terms, as the warranty page states them. */
  terms: [
    { label: 'Finish warranty', value: `${standard.years} years` },
    { label: 'Transferable', value: standard.transferable ? 'Yes, to the next owner' : 'No' },
    { label: 'Service', value: 'Priority service for warranty claims' },
    { label: 'Typical response', value: `About ${handling.priorityResponseHours} hours` },
    { label: 'Claim review', value: `Within ${handling.claimReviewHours} hours` },
    { label: 'Repair work', value: `Most within 1 week of approval` },
  ],
  coverageLabel: 'Coverage',
  coveredTitle: "What's Covered",
  covered: [...warranty.covered],
  notCoveredTitle: "What's Not Covered",
  exclusions: [...warranty.exclusions],
  claimTitle: 'How to File a Claim',
  /** Read before each step's number by screen readers: "Step 1: Contact". */
  stepLabel: 'Step',
  /** The three-step claim guide. */
  claimSteps: [
    {
      title: 'Contact',
      text: `Call ${company.phone} or email ${company.email} with your address, install date and a few photos of the problem. Priority response in about ${handling.priorityResponseHours} hours.`,
    },
    {
      title: 'Assessment',
      text: `We review every claim within ${handling.claimReviewHours} hours, and visit if the photos do not tell the whole story, to find the cause.`,
    },
    {
      title: 'Resolution',
      text: `Covered repairs are scheduled at no cost to you; most are finished within ${handling.repairWithinDaysOfApproval / 7} week of approval.`,
    },
  ],
  faqTitle: 'Warranty Questions',
  faq: [
    {
      value: 'first-year',
      question: 'What is included in the first year?',
      answer: `Crack repair and touch-ups are included in the first year, on top of the ${standard.label}.`,
    },
    {
      value: 'transfer',
      question: 'Does the warranty transfer if I sell my home?',
      answer:
        'Yes. The warranty follows the floor, not the owner. Give the buyer your install date and address, and they can file a claim just as you would.',
    },
    {
      value: 'extend',
      question: 'Can I extend the warranty?',
      answer: `Floor Care Club members keep the finish warranty extended from ${floorCareClub.warrantyYearsWithout} to ${floorCareClub.warrantyYearsWithMembership} years while their membership is active.`,
    },
    {
      value: 'void',
      question: 'What could void it?',
      answer:
        'Damage from the exclusions listed above, such as harsh chemicals left standing, heavy impacts or skipped maintenance. Repairs by another installer on a covered area also end coverage for that area.',
    },
  ],
}))

export type WarrantyCopy = typeof warrantyCopy
