/**
 * The warranty page in English (decision 039): ICU messages its loader formats with the published
 * terms. `action.to` names the default language's path; the page goes to it in its own language.
 */
export const warrantyWords = {
  title: 'Warranty | Refined Resin',
  description:
    'Our {years}-year transferable finish warranty: what it covers, what it excludes, and how to file a claim.',
  headline: 'Our Warranty',
  lead: 'A {years}-year finish warranty, transferable, on every floor we pour.',
  action: { to: '/estimator', label: 'Start Your Project' },
  termsTitle: 'Warranty Terms',
  terms: [
    { label: 'Finish warranty', text: '{years, plural, one {# year} other {# years}}' },
    { label: 'Transferable', text: '{transferable, select, yes {Yes, to the next owner} other {No}}' },
    { label: 'Service', text: 'Priority service for warranty claims' },
    { label: 'Typical response', text: 'About {priorityHours} hours' },
    { label: 'Claim review', text: 'Within {reviewHours} hours' },
    {
      label: 'Repair work',
      text: 'Most within {repairWeeks, plural, one {# week} other {# weeks}} of approval',
    },
  ],
  coverageLabel: 'Coverage',
  coveredTitle: "What's Covered",
  covered: [
    'Finish delamination',
    'Coating failure',
    'Substrate cracking',
    'Material defects',
    'Color inconsistency',
    'Workmanship issues',
  ],
  notCoveredTitle: "What's Not Covered",
  exclusions: [
    'Normal wear',
    'Chemical damage',
    'Impact damage',
    'Improper maintenance',
    'Structural issues',
  ],
  claimTitle: 'How to File a Claim',
  /** Read before each step's number by screen readers: "Step 1: Contact". */
  stepLabel: 'Step',
  claimSteps: [
    {
      title: 'Contact',
      text: 'Call {phone} or email {email} with your address, install date and a few photos of the problem. Priority response in about {priorityHours} hours.',
    },
    {
      title: 'Assessment',
      text: 'We review every claim within {reviewHours} hours, and visit if the photos do not tell the whole story, to find the cause.',
    },
    {
      title: 'Resolution',
      text: 'Covered repairs are scheduled at no cost to you; most are finished within {repairWeeks, plural, one {# week} other {# weeks}} of approval.',
    },
  ],
  faqTitle: 'Warranty Questions',
  faq: [
    {
      value: 'first-year',
      question: 'What is included in the first year?',
      answer:
        'Crack repair and touch-ups are included in the first year, on top of the {years}-year finish warranty.',
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
      answer:
        'Floor Care Club members keep the finish warranty extended from {yearsWithout} to {yearsWith} years while their membership is active.',
    },
    {
      value: 'void',
      question: 'What could void it?',
      answer:
        'Damage from the exclusions listed above, such as harsh chemicals left standing, heavy impacts or skipped maintenance. Repairs by another installer on a covered area also end coverage for that area.',
    },
  ],
}

export type WarrantyWords = typeof warrantyWords
