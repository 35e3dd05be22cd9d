/**
 * The pricing guide (/pricing) in English: ICU messages its loader formats with the published rates
 * (decision 039). The band and surcharge labels follow the order of `pricingGuide` in
 * content/business; `bandSize` words a band's area.
 */
export const pricing = {
  title: 'Epoxy Floor Pricing Guide | Refined Resin',
  description:
    'What an epoxy floor costs in {region}: size bands, finish factors, surcharges and what every install includes.',
  headline: 'Pricing Guide',
  lead: 'What an epoxy floor costs in {region}, and why: most floors land between {low} and {high} per sq ft.',
  estimateCta: 'Get My Instant Estimate',
  estimateCtaNote: 'Four questions, under {minutes} minutes, no email or card.',
  factorsTitle: 'Four things that set your price',
  factors: [
    {
      title: 'Floor size and space',
      text: 'Larger floors spread setup, grinding and travel over more square feet, so the rate per sq ft falls as the area grows. The kind of space adds a factor of its own.',
      details: [
        { label: 'By size', text: '{bands}' },
        { label: 'Space factor', text: '{spaces}' },
      ],
    },
    {
      title: 'Finish and design',
      text: 'Solid colours cost least; flake adds a broadcast layer; metallic pours are hand-worked and add {metallic}.',
      details: [{ label: 'Finish multiplier', text: '{finishes}' }],
    },
    {
      title: 'Surface condition',
      text: 'Cracks, spalling, old coatings and oil need extra grinding and repair: damage adds {damage}.',
      details: [
        { label: 'Condition adjustment', text: '{damageIncrease} for a damaged or previously coated slab' },
        {
          label: 'In every quote',
          text: 'on-site measurement and moisture test of the slab · crack and spall repair with flexible epoxy filler',
        },
      ],
    },
    {
      title: 'Timing',
      text: 'Standard booking is {leadTime} out. Rush work costs more; off-season installs can cost less.',
      details: [{ label: 'Surcharges', text: '{surcharges}' }],
    },
  ],
  bandsTitle: 'Price per square foot, by size',
  bandsCaption: 'Typical installed price per square foot by floor size',
  columns: { floor: 'Floor', size: 'Size', perSqft: 'Per sq ft' },
  bandLabels: ['Small garages', 'Standard', 'Large'],
  bandSize: '{sqft} sq ft',
  soonerTitle: 'Need it sooner?',
  soonerText: 'Standard booking is {leadTime} out. Faster slots carry a surcharge on the whole project:',
  surchargeLabels: ['Priority (1 week)', 'Emergency (48-72 hours)'],
  includedTitle: 'Included in every install',
  included: [
    'On-site measurement and moisture test of the slab',
    'Diamond grinding to open the concrete for a mechanical bond',
    'Crack and spall repair with flexible epoxy filler',
    'Base coat, your finish layer and a UV-stable clear topcoat',
    'Cove or edge detailing, masking and full cleanup',
    '{warrantyLabel}, transferable; crack repair and touch-up included in the first year',
    'A free maintenance check {checkMonths} months after install',
    'Low-VOC, domestically made materials',
  ],
  termsTitle: 'Booking, deposit and cure',
  terms: [
    { label: 'Standard booking', text: '{leadTime} out' },
    { label: 'Deposit', text: 'Refundable up to {refundDays} days before install' },
    {
      label: 'Late cancellation',
      text: 'Within {refundDays} days of install, {forfeit} of the deposit is forfeited',
    },
    { label: 'Residential install', text: '{installDays}' },
    { label: 'Cure before use', text: '{cureHours}' },
    { label: 'Price lock', text: '{lockDays} days from your estimate when you book' },
  ],
  closingTitle: 'Your floor, your number',
}

export type PricingCopy = typeof pricing
