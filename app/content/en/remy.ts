/**
 * Remy's embedded replies in English (decision 039): ICU messages that the one responder
 * (app/features/chat/embedded-assistant.server.ts) formats with the published facts. Every other
 * language's catalog has these keys; values are formatted figures, links and lists, `{days}`-like
 * counts that a language may pluralise.
 */
export const remyWords = {
  links: {
    estimator: 'instant estimator',
    schedule: 'open weekend slots',
    message: 'send us a message',
    areas: 'see the areas we serve',
    areaPage: '{city} {zip} service page',
    cityPage: '{city} service page',
    warranty: 'warranty',
    floorCare: 'Floor Care Club',
    partners: 'partner programs',
    apply: 'apply',
    specSheet: 'spec sheet',
    roles: 'open roles and pay',
    process: 'process',
    portfolio: 'portfolio',
    /** A page that is not in the reply's language: said before the visitor follows it. */
    otherLanguage: '{link}',
  },
  size: '{size} sq ft',
  spaces: {
    garage: 'garage',
    patio: 'patio',
    basement: 'basement',
    commercial: 'commercial space',
    warehouse: 'warehouse',
  },
  finishes: {
    'metallic-copper': 'Metallic Copper',
    'gunmetal-flake': 'Gunmetal Flake',
    'storm-grey': 'Storm Grey solid',
    custom: 'Custom Blend',
  },
  zip: {
    unknown:
      "{zip} isn't on our service list. We cover {counties} counties from our {base} base, about {radius} miles out, and we're expanding toward {expansion}.",
    justOutside:
      "If you're just outside, call {phone} and the team will tell you honestly whether we can make the trip.",
    unknownNext: 'Next step: {areas} or call {phone}.',
    served: 'Yes, we serve {zip}: {city}, {county} County, {where}.',
    atBase: 'right by our {base} base',
    fromBase: 'about {miles} miles from our {base} base',
    inside:
      "That's inside our standard {radius}-mile radius, and we respond to local requests within {reply}.",
    outside:
      "It's past our standard {radius}-mile radius but on our county list, so the team confirms travel when they call you back.",
    next: 'Next step: {areaPage}, or price your floor in the {estimator}.',
  },
  city: {
    served: 'Yes, we serve {city} ({county} County): {zips}, about {miles} miles from our {base} base.',
    oneZip: 'ZIP {zip}',
    zips: 'ZIPs {zips}',
    moreZips: 'ZIPs {zips} and more',
  },
  priced: {
    outOfRange:
      'Our instant estimates cover {min} to {max} sq ft. For {size} the team prices it after a site visit, starting from our base rates of {low}-{high} per sq ft before space and finish factors.',
    teamConfirms: 'The team confirms every quote.',
    outOfRangeNext: 'Next step: call {phone} or {message}.',
    oneFinish:
      'For a {size} {space} in {finish}, our estimator gives {min}-{max} (about {total}), usually {days} days to install.{guess}',
    guessOne: ' I priced it as a garage; tell me if it is another space.',
    notBinding:
      'That is an estimate, not a binding price: the team confirms every quote after seeing the slab.',
    oneFinishNext:
      'Next step: refine it in the {estimator} (price lock {lockDays} days), then grab one of the {schedule}.',
    byFinish: 'For a {size} {space}, our estimator gives these ranges by finish:{guess}',
    guessMany: ' (priced as a garage; tell me if it is another space)',
    row: '- {finish}: {min}-{max}',
    planOn:
      'Plan on about {days} days to install. These are estimates, not binding prices: the team confirms every quote.',
    byFinishNext: 'Next step: the {estimator} narrows it to your finish and timing.',
  },
  pricing: {
    rates:
      'Our estimates start from {low}-{high} per sq ft, adjusted for the space (patios ×{patio}, commercial ×{commercial}) and the finish (solid ×{solid}, flake ×{flake}, metallic ×{metallic}, custom ×{custom}).',
    example:
      'For example, a {size} sq ft garage runs {solidMin}-{solidMax} in a solid colour and {metalMin}-{metalMax} in Metallic Copper.',
    surcharge: '{label} {range}',
    moves:
      'Surface damage, rush scheduling ({surcharges}) and design work move it; the team confirms every quote.',
    next: "Next step: the {estimator} gives your own range in under {minutes} minutes. Tell me your square footage and I'll run it too.",
  },
  finishFamilies: {
    intro: 'We pour four finish families:',
    metallic:
      '- Metallic (Metallic Copper, Metallic Blue, Electric Green, White Marble Metallic, Black and Silver Metallic): hand-swirled depth, typically {low}-{high}/sq ft',
    flake:
      '- Flake (Gunmetal Flake, Granite Speckle): textured, hides dust and grips well, typically {low}-{high}/sq ft',
    solid: '- Solid (Storm Grey): clean and the most budget-friendly, typically {low}-{high}/sq ft',
    custom: '- Custom Blend: your colours mixed to order',
    materials: 'All {count} looks use low-VOC, domestically made materials.',
    next: 'Next step: see them on real floors in our {portfolio}, then price yours in the {estimator}.',
  },
  timeline: {
    bySize:
      'Most installs take {average}. By size: under {a} sq ft about {aDays} days, under {b} about {bDays}, under {c} about {cDays}, larger about {maxDays}.',
    residential:
      'Residential floors take {residential}, with foot traffic after {cure} and full cure in {fullCure} days. We book {blockDays}-day install blocks; standard booking is {leadTime} out.',
    next: 'Next step: lock one of the {schedule}.',
  },
  warranty: {
    firstYear: 'crack repair and touch-up',
    term: 'Our floors carry a {label}, transferable if you sell, with {firstYear} included in the first year.',
    covers:
      'It covers {covered}; it excludes {exclusions}. Claims are reviewed within {reviewHours} hours and repairs typically happen within {repairDays} days of approval.',
    club: 'Floor Care Club members get it extended to {years} years.',
    next: 'Next step: read the full {warranty}.',
  },
  floorCare: {
    club: "The Floor Care Club is {launch}/year at launch (regular {regular}): quarterly inspections, {discount} off, and your warranty extended from {from} to {to} years while you're a member. Join at install or within the first year.",
    plans: 'Businesses can pick a maintenance plan: {plans}.',
    plan: '{name} {price}/mo',
    customPlan: '{name} (custom price)',
    next: 'Next step: see the {club}.',
  },
  partners: {
    programs:
      'We partner with builders, architects and facility managers. Referral partners earn {commission} commission; builders get tiered pricing ({tiers}).',
    tier: '{name} {projects} projects a year: {discount}',
    review: 'Applications are reviewed within {days} business days.',
    next: 'Next step: {partners} or {apply}.',
  },
  contact: {
    reach: 'Call or text {phone}, email {email}, {hours}. Contact messages get an answer {answer}.',
    answer: 'under {span} on business days',
    next: 'Next step: {message}.',
  },
  spec: {
    system:
      'Our system: base coat mixed {baseMix}, topcoat {topMix}, base coat pot life {potLife} minutes, full cure in {fullCure} days, service temperature {min}°F to {max}°F.',
    next: 'Next step: the {specSheet}.',
  },
  area: {
    where:
      "We're based in {city}, {state} and serve {region}: {counties} counties, about {radius} miles out, expanding toward {expansion}.",
    askZip: 'Tell me your ZIP code and I will check it.',
    next: 'Next step: send me your ZIP, or call {phone}.',
  },
  careers: {
    roles: 'We hire installers, lead installers, an estimator and a content creator around {region}.',
    next: 'Next step: {roles}.',
  },
  company: {
    story:
      '{name} launched in {season} {year} in {city}: {clients} clients served, {sqft} sq ft poured, {onTime} on time, licensed and insured.',
    next: 'Next step: see our {process} and {portfolio}.',
  },
  knowledge: {
    next: 'Next step: read more in {link}.',
  },
  greeting:
    'Hey! Ask me about finishes, prices, install time, our warranty or whether we serve your ZIP.\n\nNext step: try the {estimator} for a price in under {minutes} minutes.',
  thanks: "Happy to help! When you're ready, grab one of the {schedule}.",
  askAbout: 'Ask me about finishes, prices, install time, our warranty or your ZIP code.',
  unknown: "I don't know that one for sure, and I'd rather not guess. The team can answer it directly.",
  fallbackNext: 'Next step: call {phone} or {message}.',
  refusals: {
    injection:
      "I only share {company}'s published facts and figures, and I can't change prices, promise discounts or make commitments for the team.",
    discount:
      "I can't offer discounts or binding prices: the team confirms every quote. The published savings are the Floor Care Club ({discount} off for members) and our builder partner tiers.",
    promise:
      "I can't promise, confirm or guarantee a price here: estimates are not binding quotes, and the team confirms every quote after seeing the floor.",
  },
  /** Ends a model's reply in place of a figure the facts do not support (decision 022). */
  figureCut:
    "I can't confirm that figure. For a price you can rely on, use the [instant estimator]({estimator}) or call {phone}: the team confirms every quote.",
  /**
   * Hand-off to a person, which the server answers itself (no model sees a phone or email).
   * `{contact}` is "(470) 555-0199", "jane@example.com" or both joined by `either`.
   */
  handoff: {
    askDetails:
      "I can have someone from the team get back to you. What's your name, and a phone number or email where they can reach you?",
    askName: 'Thanks! What name should the team ask for?',
    askContact: "Thanks, {name}. What's a phone number or email where the team can reach you?",
    invalid: '{problem} Or send an email address instead.',
    confirm:
      "Thanks, {name}. I'll ask the team to reach you at {contact}. Shall I pass this on? Reply yes to confirm, or tell me what to change.",
    confirmAgain: 'Reply yes to pass your details to the team, or tell me what to change.',
    restart: "No problem. What's your name, and a phone number or email where the team can reach you?",
    cancelled: "No problem, I won't pass anything on. Ask me anything else about your floor.",
    done: "Done, {name}: I've passed this conversation to the team. Expect {byPhone, select, yes {a call} other {a reply}} at {contact} within {callbackHours} hours ({hours}). If it's urgent, call us at {phone}.",
    already:
      "The team already has your details and will reach you at {contact} within {callbackHours} hours. If it's urgent, call us at {phone}.",
    either: '{first} or {second}',
  },
}
