/**
 * The service-area pages in English (decision 039): ICU messages the page's loader formats with the
 * area's facts. An area has no free text of the owner's (its city, county and centre come from the US
 * ZIP data), so every served area's page in a language is worded from that language's template.
 * Place names stay as they are; figures come from the published facts. `to` and `href` name the
 * default language's path; the page links to it in its own language when the page exists there.
 * A language may leave out the knowledge hub's crumbs (`hubLinks`) and the meta keywords.
 */
export const serviceArea = {
  meta: {
    title: 'Epoxy Flooring in {city}, {state} {zip} | {company}',
    description:
      'Garage, commercial and metallic epoxy floors in {city}, {county} County, {state} {zip}. Free estimates, installs in {average}, {lifetime}. Call {phone}.',
    keywords: [
      'epoxy flooring {city} {state}',
      'garage floor epoxy {zip}',
      'metallic epoxy {city}',
      '{county} County epoxy contractor',
      'epoxy floor installer',
    ],
  },
  hubLinks: [
    { href: '/knowledge', label: 'Knowledge Hub' },
    { href: '/knowledge?q={countyQuery}', label: '{county} County' },
  ],
  breadcrumb: '{city} {zip}',
  countyLine: '{county} County, {state}',
  headline: 'Epoxy Flooring in {city}, {state}',
  lead: 'Garage, commercial and industrial resin floors for {city} {zip}, {leadWhere}.',
  leadAway: '{miles} miles {direction} of our {base} base',
  leadAt: 'right at our {base} base',
  whereAway: 'about {miles} miles {direction} of our {base} base',
  whereAt: 'right at our {base} base',
  compass: {
    north: 'north',
    northeast: 'northeast',
    east: 'east',
    southeast: 'southeast',
    south: 'south',
    southwest: 'southwest',
    west: 'west',
    northwest: 'northwest',
  },
  links: [
    { to: '/estimator', label: 'Get Free Estimate' },
    { to: '/schedule', label: 'Book Consultation' },
  ],
  servicesTitle: 'Floors we install in {city}',
  serviceCards: [
    {
      title: 'Residential Garage Floors',
      text: 'Flake, solid and metallic systems over a diamond-ground slab, with a UV-stable topcoat that shrugs off hot tires, road salt and red clay.',
      href: '/estimator',
      cta: 'Price my garage',
    },
    {
      title: 'Commercial Flooring',
      text: 'Showrooms, taprooms, salons and offices: slip-resistant metallic and solid-colour floors phased around your opening hours.',
      href: '/commercial-facilities',
      cta: 'Commercial programs',
    },
    {
      title: 'Industrial Coatings',
      text: 'High-build epoxy and urethane cement for warehouses and shops, with forklift-ready joints and OSHA aisle marking.',
      href: '/spec-sheet',
      cta: 'See the spec sheet',
    },
  ],
  forCity: ' for {city}',
  typicalPrice: 'Typical installed price in {city}: {low}-{high} per sq ft.',
  localTitle: 'Your local floor crew in {city}',
  local: {
    intro:
      '{company} installs epoxy, flake and metallic resin floors in {city}, {state} {zip}, in {county} County, {where}.',
    inside:
      '{city} lies inside our {radius}-mile service radius, so it is on our standard schedule: weekend install blocks, an on-site estimate visit, and a reply to every request within {reply}.',
    outside:
      '{city} lies beyond our {radius}-mile service radius, part of our expansion toward {expansion}. We group installs here on planned dates, so book {bookAhead} ahead; we still reply to every request within {reply}.',
    prep: "From garages that take Georgia's summer heat and spring pollen to showrooms and shop floors, every {city} job starts with a moisture test and a diamond-ground slab, because that is what decides whether a coating lasts.",
  },
  facts: {
    distance: 'Distance from {base}',
    distanceValue: '{distance} miles',
    radius: '{radius}-mile service radius',
    inside: 'Inside: standard scheduling',
    outside: 'Outside: planned install dates',
    reply: 'Reply to requests',
    replyWithin: 'Within {reply}',
  },
  whyTitle: 'Why {city} homeowners and businesses choose {company}',
  reasons: [
    {
      title: 'Licensed and insured',
      text: 'Fully licensed and insured crews, with a certificate of insurance on request.',
    },
    {
      title: 'Diamond-ground prep',
      text: 'We grind every slab to a real surface profile and test moisture before we pour.',
    },
    {
      title: '{average} average install',
      text: 'Most homes are done in {install}, with foot traffic after {cure}.',
    },
    {
      title: '{lifetimeTitle}',
      text: 'Our service-area installs carry a {lifetime} on materials and workmanship.',
    },
    {
      title: 'Low-VOC materials',
      text: 'Low-VOC, domestically made resins that are safer to live with while they cure.',
    },
    {
      title: 'Straight pricing',
      text: 'Floors typically run {low}-{high} per sq ft, with an instant estimate online.',
    },
  ],
  faqTitle: '{city} epoxy floor questions',
  faqs: [
    {
      question: 'How long does an epoxy floor installation take in {city}?',
      answer:
        'Most {city} garages and basements take {install}, and you can walk on the floor after {cure}. Larger commercial floors take {commercial}.',
    },
    {
      question: 'How much does an epoxy floor cost in {city}, {state}?',
      answer:
        'Epoxy floors in {city} typically run {low}-{high} per square foot, depending on the finish, the size and the condition of the slab. Our online estimator gives you a range in under {minutes} minutes.',
    },
    {
      question: 'Do you serve all of {county} County?',
      answerOthers: 'Yes. Besides {city}, we install floors in {others} and the rest of {county} County.',
      answerAlone: 'Yes. We install floors across {county} County, including {city} ({zip}).',
    },
    {
      question: 'What warranty comes with a floor installed in {city}?',
      answer:
        'Every service-area install carries our {lifetime} on materials and workmanship, and a free maintenance check after {checkMonths} months.',
    },
  ],
  sameCityTitle: 'Other {city} ZIP codes',
  onlyZip: '{zip} is the only {city} ZIP code we list.',
  countyTitle: 'More of {county} County',
  onlyCity: '{city} is the only {county} County city we list so far.',
  callTitle: 'Ready for a new floor in {city}?',
  callText: 'Talk to a floor expert today. No obligation.',
  call: 'Call {phone}',
  jsonLd: {
    name: 'Epoxy flooring in {city}, {state}',
    serviceType: 'Epoxy and metallic resin floor installation',
    unitText: 'square foot',
    county: '{county} County, {state}',
  },
}

export type ServiceAreaCopy = typeof serviceArea
