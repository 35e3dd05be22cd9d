import {
  booking,
  claims,
  commercialPlans,
  company,
  estimator,
  floorCareClub,
  installDuration,
  partners,
  pricingGuide,
  responseTimes,
  specSheet,
  warranty,
} from '~/content/business'
import { finishes } from '~/content/finishes'
import { percent, sqft, usd } from '~/content/format'
import { estimate } from '~/features/estimator/estimate'
import type { FinishStyle, SpaceType } from '~/features/estimator/schema'
import { findByCity, findByZip, insideRadius, milesFromBase } from '~/features/service-area/lookup'
import { searchKnowledge } from './knowledge.server'
import { type Question, type Reply, type Responder, replyWith } from './reply-flow.server'

/**
 * Remy without a model: answers from the site's own facts (content/business/, the
 * articles, the service-area list, the estimate engine). It never invents a
 * figure; what it cannot ground it says it does not know. Replies are plain
 * text with Markdown links to same-site paths, and end with one next step.
 */

const money = (n: number) => usd(n, { cents: 'when-any' })
const link = (label: string, href: string) => `[${label}](${href})`

const ESTIMATOR = link('instant estimator', '/estimator')
const SCHEDULE = link('open weekend slots', '/schedule')

const spaceLabel: Record<SpaceType, string> = {
  garage: 'garage',
  patio: 'patio',
  basement: 'basement',
  commercial: 'commercial space',
  warehouse: 'warehouse',
}

const finishLabel: Record<FinishStyle, string> = {
  'metallic-copper': 'Metallic Copper',
  'gunmetal-flake': 'Gunmetal Flake',
  'storm-grey': 'Storm Grey solid',
  custom: 'Custom Blend',
}

function serviceAreaByZip(zip: string): Reply {
  const area = findByZip(zip)
  if (!area) {
    return {
      lines: [
        `${zip} isn't on our service list. We cover ${company.counties.join(', ')} counties from our ${company.base.city} base, about ${company.serviceRadiusMiles} miles out, and we're expanding toward ${company.expansion.join(' and ')}.`,
        `If you're just outside, call ${company.phone} and the team will tell you honestly whether we can make the trip.`,
      ],
      next: `Next step: ${link('see the areas we serve', '/knowledge')} or call ${company.phone}.`,
    }
  }
  const miles = milesFromBase(area)
  const inside = insideRadius(area)
  return {
    lines: [
      `Yes, we serve ${zip}: ${area.city}, ${area.county} County, ${miles < 1 ? `right by our ${company.base.city} base` : `about ${miles} miles from our ${company.base.city} base`}.`,
      inside
        ? `That's inside our standard ${company.serviceRadiusMiles}-mile radius, and we respond to local requests within ${responseTimes.serviceArea}.`
        : `It's past our standard ${company.serviceRadiusMiles}-mile radius but on our county list, so the team confirms travel when they call you back.`,
    ],
    next: `Next step: ${link(`${area.city} ${zip} service page`, `/service-area/${zip}`)}, or price your floor in the ${ESTIMATOR}.`,
  }
}

function serviceAreaByCity(city: string): Reply {
  const areas = findByCity(city)
  const first = areas[0]
  const zips = areas.map((a) => a.zip)
  return {
    lines: [
      `Yes, we serve ${first.city} (${first.county} County): ${zips.length === 1 ? `ZIP ${zips[0]}` : `ZIPs ${zips.slice(0, 6).join(', ')}${zips.length > 6 ? ' and more' : ''}`}, about ${milesFromBase(first)} miles from our ${company.base.city} base.`,
    ],
    next: `Next step: ${link(`${first.city} service page`, `/service-area/${first.zip}`)}, or price your floor in the ${ESTIMATOR}.`,
  }
}

function pricedAnswer(q: Question & { sqft: number }): Reply {
  const { min, max } = estimator.sqft
  if (q.sqft < min || q.sqft > max) {
    return {
      lines: [
        `Our instant estimates cover ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} sq ft. For ${sqft(q.sqft)} the team prices it after a site visit, starting from our base rates of ${money(estimator.baseRateLow)}-${money(estimator.baseRateHigh)} per sq ft before space and finish factors.`,
        'The team confirms every quote.',
      ],
      next: `Next step: call ${company.phone} or ${link('send us the details', '/contact')}.`,
    }
  }
  const space = q.space ?? 'garage'
  const sqftText = sqft(q.sqft)
  if (q.finish) {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: q.finish })
    return {
      lines: [
        `For a ${sqftText} ${spaceLabel[space]} in ${finishLabel[q.finish]}, our estimator gives ${money(r.minTotal)}-${money(r.maxTotal)} (about ${money(r.total)}), usually ${r.estimatedDays} days to install.${q.space ? '' : ' I priced it as a garage; tell me if it is another space.'}`,
        'That is an estimate, not a binding price: the team confirms every quote after seeing the slab.',
      ],
      next: `Next step: refine it in the ${ESTIMATOR} (price lock ${estimator.priceLockDays} days), then grab one of the ${SCHEDULE}.`,
    }
  }
  const rows = (['storm-grey', 'gunmetal-flake', 'metallic-copper', 'custom'] as const).map((finish) => {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: finish })
    return `- ${finishLabel[finish]}: ${money(r.minTotal)}-${money(r.maxTotal)}`
  })
  return {
    lines: [
      `For a ${sqftText} ${spaceLabel[space]}, our estimator gives these ranges by finish:${q.space ? '' : ' (priced as a garage; tell me if it is another space)'}`,
      ...rows,
      `Plan on about ${estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: 'storm-grey' }).estimatedDays} days to install. These are estimates, not binding prices: the team confirms every quote.`,
    ],
    next: `Next step: the ${ESTIMATOR} narrows it to your finish and timing.`,
  }
}

function pricingAnswer(): Reply {
  const example = estimate({
    spaceType: 'garage',
    squareFootage: estimator.sqft.default,
    finishStyle: 'metallic-copper',
  })
  const solid = estimate({
    spaceType: 'garage',
    squareFootage: estimator.sqft.default,
    finishStyle: 'storm-grey',
  })
  return {
    lines: [
      `Our estimates start from ${money(estimator.baseRateLow)}-${money(estimator.baseRateHigh)} per sq ft, adjusted for the space (patios ×${estimator.spaceFactors.patio}, commercial ×${estimator.spaceFactors.commercial}) and the finish (solid ×${estimator.finishMultipliers['storm-grey']}, flake ×${estimator.finishMultipliers['gunmetal-flake']}, metallic ×${estimator.finishMultipliers['metallic-copper']}, custom ×${estimator.finishMultipliers.custom}).`,
      `For example, a ${estimator.sqft.default} sq ft garage runs ${money(solid.minTotal)}-${money(solid.maxTotal)} in a solid colour and ${money(example.minTotal)}-${money(example.maxTotal)} in Metallic Copper.`,
      `Surface damage, rush scheduling (${pricingGuide.surcharges.map((s) => `${s.label.toLowerCase()} ${s.range}`).join(', ')}) and design work move it; the team confirms every quote.`,
    ],
    next: `Next step: the ${ESTIMATOR} gives your own range in under ${claims.estimateMinutes} minutes. Tell me your square footage and I'll run it too.`,
  }
}

function finishesAnswer(): Reply {
  const [metal, flake, solid] = [
    pricingGuide.articleRanges.metallic,
    pricingGuide.articleRanges.flake,
    pricingGuide.articleRanges.solid,
  ]
  return {
    lines: [
      'We pour four finish families:',
      `- Metallic (Metallic Copper, Metallic Blue, Electric Green, White Marble Metallic, Black and Silver Metallic): hand-swirled depth, typically ${money(metal[0])}-${money(metal[1])}/sq ft`,
      `- Flake (Gunmetal Flake, Granite Speckle): textured, hides dust and grips well, typically ${money(flake[0])}-${money(flake[1])}/sq ft`,
      `- Solid (Storm Grey): clean and the most budget-friendly, typically ${money(solid[0])}-${money(solid[1])}/sq ft`,
      '- Custom Blend: your colours mixed to order',
      `All ${finishes.length} looks use ${lowerFirst(claims.materials)}.`,
    ],
    next: `Next step: see them on real floors in our ${link('portfolio', '/portfolio')}, then price yours in the ${ESTIMATOR}.`,
  }
}

function timelineAnswer(): Reply {
  const [a, b, c] = estimator.dayThresholds
  return {
    lines: [
      `Most installs take ${installDuration.average}. By size: under ${a.below.toLocaleString('en-US')} sq ft about ${a.days} days, under ${b.below.toLocaleString('en-US')} about ${b.days}, under ${c.below.toLocaleString('en-US')} about ${c.days}, larger about ${estimator.maxDays}.`,
      `Residential floors take ${installDuration.residential}, with foot traffic after ${installDuration.residentialCure} and full cure in ${specSheet.fullCureDays} days. We book ${booking.blockDays}-day install blocks; standard booking is ${pricingGuide.standardLeadTime} out.`,
    ],
    next: `Next step: lock one of the ${SCHEDULE}.`,
  }
}

function warrantyAnswer(): Reply {
  return {
    lines: [
      `Our floors carry a ${warranty.standard.label}, transferable if you sell, with ${warranty.standard.firstYearIncludes.join(' and ')} included in the first year.`,
      `It covers ${warranty.covered.map((c) => c.toLowerCase()).join(', ')}; it excludes ${warranty.exclusions.map((c) => c.toLowerCase()).join(', ')}. Claims are reviewed within ${warranty.handling.claimReviewHours} hours and repairs typically happen within ${warranty.handling.repairWithinDaysOfApproval} days of approval.`,
      `Floor Care Club members get it extended to ${floorCareClub.warrantyYearsWithMembership} years.`,
    ],
    next: `Next step: read the full ${link('warranty', '/warranty')}.`,
  }
}

function floorCareAnswer(): Reply {
  return {
    lines: [
      `The Floor Care Club is ${money(floorCareClub.priceLaunch)}/${floorCareClub.period} at launch (regular ${money(floorCareClub.priceRegular)}): ${floorCareClub.inspections.toLowerCase()}, ${percent(floorCareClub.discount)} off, and your warranty extended from ${floorCareClub.warrantyYearsWithout} to ${floorCareClub.warrantyYearsWithMembership} years while you're a member. Join ${floorCareClub.joinWindow.toLowerCase()}.`,
      `Businesses can pick a maintenance plan: ${commercialPlans.plans.map((p) => `${p.name} ${p.pricePerMonth ? `${money(p.pricePerMonth)}/mo` : '(custom price)'}`).join(', ')}.`,
    ],
    next: `Next step: see the ${link('Floor Care Club', '/floor-care')}.`,
  }
}

function partnerAnswer(): Reply {
  return {
    lines: [
      `We partner with builders, architects and facility managers. Referral partners earn ${percent(partners.referralCommissionRate)} commission; builders get tiered pricing (${partners.builderTiers.map((t) => `${t.name} ${t.projectsPerYear} projects a year: ${percent(t.discount)}`).join(', ')}).`,
      `Applications are reviewed within ${partners.applicationReviewBusinessDays} business days.`,
    ],
    next: `Next step: ${link('partner programs', '/partnerships')} or ${link('apply', '/partner-application')}.`,
  }
}

function contactAnswer(): Reply {
  return {
    lines: [
      `Call or text ${company.phone}, email ${company.email}, ${company.hours}. Contact messages get an answer ${responseTimes.contact}.`,
    ],
    next: `Next step: ${link('send us a message', '/contact')}.`,
  }
}

function specAnswer(): Reply {
  return {
    lines: [
      `Our system: base coat mixed ${specSheet.baseCoatMixRatio}, topcoat ${specSheet.topcoatMixRatio}, base coat pot life ${specSheet.baseCoatPotLifeMinutes} minutes, full cure in ${specSheet.fullCureDays} days, service temperature ${specSheet.serviceTemperatureF.min}°F to ${specSheet.serviceTemperatureF.max}°F.`,
    ],
    next: `Next step: the ${link('spec sheet', '/spec-sheet')}.`,
  }
}

function areaAnswer(): Reply {
  return {
    lines: [
      `We're based in ${company.base.city}, ${company.base.state} and serve ${company.base.region}: ${company.counties.join(', ')} counties, about ${company.serviceRadiusMiles} miles out, expanding toward ${company.expansion.join(' and ')}.`,
      'Tell me your ZIP code and I will check it.',
    ],
    next: `Next step: send me your ZIP, or call ${company.phone}.`,
  }
}

function careersAnswer(): Reply {
  return {
    lines: ['We hire installers, lead installers, an estimator and a content creator around Metro Atlanta.'],
    next: `Next step: ${link('open roles and pay', '/careers')}.`,
  }
}

function companyAnswer(): Reply {
  return {
    lines: [
      `${company.name} launched in ${claims.launch.replace(' launch', '')} in ${company.base.city}: ${claims.clientsServed} clients served, ${claims.sqftPoured} sq ft poured, ${claims.onTimeRate} on time, licensed and insured.`,
    ],
    next: `Next step: see our ${link('process', '/process')} and ${link('portfolio', '/portfolio')}.`,
  }
}

/** The best FAQ, article or page passage for the question, when one clearly matches. */
function knowledgeAnswer(message: string): Reply | null {
  // Tips and facts ground the model; a direct answer quotes an FAQ, an article summary or a page.
  const hit = searchKnowledge(message, 6).find((h) => h.kind !== 'fact' && h.kind !== 'tips')
  if (!hit || hit.score < 8) return null
  return {
    lines: [hit.kind === 'faq' ? `${hit.title} ${hit.text}` : hit.text],
    next: `Next step: read more in ${link(hit.source, hit.href)}.`,
  }
}

const topics: [RegExp, () => Reply | null][] = [
  [/\bwarrant(y|ies)|guarantee/, warrantyAnswer],
  [/floor care|club|membership|maintenance plan|maintenance/, floorCareAnswer],
  [/\b(partner|builder|architect|designer|referr|commission|contractor)/, partnerAnswer],
  [/\b(job|jobs|career|hiring|hire|apply for|work for)/, careersAnswer],
  [/\b(cost|price|pricing|how much|expensive|cheap|afford|budget|per square|quote|\$)/, pricingAnswer],
  [/\b(finish|finishes|colou?rs?|styles?|looks?|options|metallic|flake|designs?)\b/, finishesAnswer],
  [/\b(how long|timeline|days?|take|cure|curing|when can|schedul|book|availab|weekend|slot)/, timelineAnswer],
  [/\b(mix ratio|pot life|temperature|spec|specification|chemical|psi)/, specAnswer],
  [/\b(phone|call|email|contact|hours|reach|talk to)/, contactAnswer],
  [/\b(where|area|serve|service area|county|counties|near me|travel)/, areaAnswer],
  [/\b(who are you|about you|licensed|insured|experience|company|established)/, companyAnswer],
]

const english: Responder = {
  lang: 'en',
  byZip: serviceAreaByZip,
  byCity: serviceAreaByCity,
  priced: pricedAnswer,
  topics,
  knowledge: knowledgeAnswer,
  howTo:
    /\b(clean|care|maintain|mop|scratch|stains?|peel|moisture|damp|prep|grind|etch|cracks?|oil|uv|yellow|slip|urethane|polyaspartic|chemical)/,
  greeting: {
    when: /^(hi|hello|hey|yo|good (morning|afternoon|evening))\b/,
    reply: () =>
      `Hey! Ask me about finishes, prices, install time, our warranty or whether we serve your ZIP.\n\nNext step: try the ${ESTIMATOR} for a price in under ${claims.estimateMinutes} minutes.`,
  },
  thanks: {
    when: /^(thanks|thank you|thx|great|ok|okay|cool)\b/,
    reply: () => `Happy to help! When you're ready, grab one of the ${SCHEDULE}.`,
  },
  fallback: (afterRefusal) => ({
    lines: [
      afterRefusal
        ? 'Ask me about finishes, prices, install time, our warranty or your ZIP code.'
        : "I don't know that one for sure, and I'd rather not guess. The team can answer it directly.",
    ],
    next: `Next step: call ${company.phone} or ${link('send us a message', '/contact')}.`,
  }),
}

/** Remy's whole reply to `message` in English (reply-flow.server.ts puts it together). */
export function embeddedReply(message: string, earlier: readonly string[] = []): string {
  return replyWith(english, message, earlier)
}

export function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1)
}
