/**
 * The estimator in English (decision 039): ICU messages its loader formats with the live facts
 * (`estimatorValues`). `messages` are the words around figures only the browser knows (the step,
 * the slider's area, the counting range): sent as templates with `{name}` marks that the browser
 * fills (app/i18n/fill.ts), `days` by the language's plural rule, so it needs no message runtime.
 * `pricingLink` is the page a language sends pricing questions to.
 */
export const estimator = {
  page: {
    title: 'Instant Epoxy Floor Estimate | Refined Resin',
    description:
      'Get an instant price range for your epoxy or metallic floor in under {minutes} minutes: space, size, finish and timing.',
    headline: 'Know Before You Pour',
  },
  copy: {
    heroEyebrow: 'Instant estimate',
    heroLead:
      'An instant price range for your floor in under {minutes} minutes: four questions, no email, no card.',
    heroFigures: [
      { figure: '{heroDays} days', label: 'average install' },
      { figure: '{rateLow}–{rateHigh}', label: 'per sq ft' },
      { figure: '{warrantyYears}-year', label: 'warranty included' },
    ],
    start: 'Start My Estimate',
    learnPricing: 'Learn How Pricing Works',
    sqftHint: 'Standard 2-car garage ≈ 400 sq ft',
    zipLabel: 'Project zipcode',
    zipPlaceholder: '12345',
    timelineLabel: 'When do you want it done?',
    timelinePlaceholder: 'Select a timeline',
    next: 'Next',
    back: 'Back',
    submit: 'Get My Estimate',
    resultsTitle: 'Your Estimated Project Range',
    resultsNote: 'Price may vary by prep condition and design complexity',
    priceLockBanner:
      'Book now and lock current material pricing for {priceLockDays, plural, one {# day} other {# days}}',
    lockSlot: 'Lock My Slot',
    downloadPdf: 'Download Quote PDF',
    noCard: 'No card required to book a consult',
    toast: 'Estimate calculated successfully!',
    editAnswers: 'Edit My Answers',
    pricingFactorsTitle: 'What Moves the Price',
    didYouKnowTitle: 'Did You Know?',
    bookWeekend: 'Book My Weekend Slot',
    dialogTitle: "We've Locked Your Details",
    dialogText: 'Expect a call from our team within {callbackHours} hours to confirm your slot.',
    dialogEmailNote: 'Check your email for a detailed quote PDF after our call, or download yours now.',
    dialogOptIn: 'Get garage design tips + project discounts',
    dialogClose: 'View Scheduling Calendar',
    incompleteLink: 'This estimate link is missing some details. Pick up where it left off below.',
  },
  steps: [
    { step: 1, title: 'What type of space?' },
    { step: 2, title: 'How much square footage?' },
    { step: 3, title: 'Choose your finish style' },
    { step: 4, title: 'Final details' },
  ],
  spaceOptions: [
    {
      value: 'garage',
      label: 'Garage',
      tooltip: 'One- to four-car garages: hot-tire resistant, oil and salt proof.',
    },
    {
      value: 'patio',
      label: 'Patio',
      tooltip: 'Outdoor slabs and porches: UV-stable topcoat and a slip-resistant texture.',
    },
    {
      value: 'basement',
      label: 'Basement',
      tooltip: 'Below-grade floors: we test for moisture first and seal the slab.',
    },
    {
      value: 'commercial',
      label: 'Commercial Suite',
      tooltip: 'Showrooms, offices, salons and taprooms: built for foot traffic and cleaning.',
    },
    {
      value: 'warehouse',
      label: 'Warehouse',
      tooltip: 'Forklift and pallet-jack traffic, line striping and chemical resistance.',
    },
  ],
  finishOptions: [
    { value: 'metallic-copper', label: 'Metallic Copper', blurb: 'Hand-swirled copper and bronze veining.' },
    {
      value: 'gunmetal-flake',
      label: 'Gunmetal Flake',
      blurb: 'Dense charcoal flake that hides dust and wear.',
    },
    {
      value: 'storm-grey',
      label: 'Storm Grey Solid',
      blurb: 'A clean satin solid colour, the most economical.',
    },
    { value: 'custom', label: 'Custom Blend', blurb: 'Your colours and pattern, designed with our team.' },
  ],
  timelineOptions: [
    { value: 'this-month', label: 'This Month' },
    { value: 'next-month', label: 'Next Month' },
    { value: 'later', label: 'Later' },
  ],
  pricingFactors: [
    {
      value: 'surface',
      title: 'Surface Condition',
      text: 'Cracks, spalling, old coatings or oil stains need extra grinding and repair: damage adds {surfaceDamage}.',
    },
    {
      value: 'design',
      title: 'Design Complexity',
      text: 'Metallic pours are layered and hand-worked by our artisans: metallic adds {metallicDesign}.',
    },
    {
      value: 'climate',
      title: 'Climate & Humidity Timing',
      text: "Epoxy cures best at {cureTemperature}; Georgia's hottest and most humid weeks carry a slight seasonal premium.",
    },
    {
      value: 'crew',
      title: 'Crew Availability',
      text: 'Book {bookAhead} ahead. Rush jobs may incur {rushFee} urgency fees; off-season discounts are possible.',
    },
  ],
  didYouKnow: [
    'About {under72} of our installs finish in under 72 hours.',
    '{zeroRepairs} of our floors need zero repairs in their first 3 years.',
    'Every floor gets a free maintenance check {checkMonths, plural, one {# month} other {# months}} after install.',
    "Our {warrantyYears}-year finish warranty is transferable, so it adds to your home's resale value.",
  ],
  labels: {
    progress: 'Estimate progress',
    loading: 'Loading…',
    close: 'Close',
    answers: { space: 'Space', size: 'Size', finish: 'Finish', zipcode: 'Zipcode', timeline: 'Timeline' },
    breakdownTitle: 'Cost breakdown',
    breakdown: {
      materialAndPrep: 'Material & Prep',
      labor: 'Labor',
      finishMultiplier: 'Finish Type Multiplier',
      estimatedTimeline: 'Estimated Timeline',
    },
  },
  pricingLink: { path: '/pricing' },
  messages: {
    stepOf: 'Step {step} of {total}',
    sqft: '{area} sq ft',
    sqftSpoken: '{area} square feet',
    range: '{min} – {max}',
    days: { one: '{days} day', other: '{days} days' },
    inArea: '{zip} is in {city}, {county} County, inside our service area.',
    areaLink: 'Epoxy flooring in {city}',
    outsideArea:
      '{zip} is outside our usual Metro Atlanta service area. Your estimate still stands: our team will confirm whether we can take your project when we call.',
  },
}

export type EstimatorCopy = typeof estimator
