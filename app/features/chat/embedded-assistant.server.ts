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
import type { ChatTopicWords } from '~/content/en/chat-topics'
import type { remyWords as enWords } from '~/content/en/remy'
import { finishes } from '~/content/finishes'
import { estimate } from '~/features/estimator/estimate'
import { findByCity, findByZip, insideRadius, milesFromBase } from '~/features/service-area/lookup'
import { pathsIn } from '~/features/site/public-paths.server'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatMessage, type Values } from '~/i18n/format-copy.server'
import { listFormat, numberFormat } from '~/i18n/intl-formats'
import { defaultLang, intlOf, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'
import { knowledgeHit } from './knowledge.server'
import { type Question, type Reply, type Responder, replyWith } from './reply-flow.server'
import { topicWordsOf } from './topic-words'

/**
 * Remy without a model (decisions 007 and 039): one responder in every language. It answers from the
 * site's own facts (content/business/, the articles, the service-area list, the estimate engine) and
 * never invents a figure; what it cannot ground it says it does not know. Each language brings only
 * data: the words that name a topic (`content/<lang>/chat-topics.ts`) and its catalog of ICU messages
 * (`content/<lang>/remy.ts`). So every language gives the same topics, the same figures and the same
 * links, each to the page in the reply's language where it exists. Replies are plain text with
 * Markdown links to same-site paths, and end with one next step.
 */

type Words = typeof enWords

/** A language's replies (its catalog) and the words that name its topics. */
const wordsOf = (lang: Lang): { words: Words; topics: ChatTopicWords } => ({
  words: catalogs[lang].remy,
  topics: topicWordsOf(lang),
})

/**
 * What a language's facts say that the published content words per language: the owner's own
 * wording of the hours and the warranty, and the lists the warranty page shows (decision 034).
 */
type WordedFacts = {
  hours: string
  warrantyLabel: string
  firstYear: string
  covered: readonly string[]
  exclusions: readonly string[]
  surchargeLabels: readonly string[]
}

/**
 * The facts as the owner and the catalogs word them in `lang`: the owner's prose (hours, the
 * warranty's name) where the owner wrote it in that language, else the default language's (`factIn`).
 */
function factsWordedIn(lang: Lang): WordedFacts {
  const words = catalogs[lang]
  return {
    hours: factIn(lang, 'hours'),
    // Said mid-sentence in every language ("a 5-year finish warranty").
    warrantyLabel: lowerFirst(factIn(lang, 'warrantyLabel'), lang),
    firstYear: words.remy.warranty.firstYear,
    covered: words.warranty.covered,
    exclusions: words.warranty.exclusions,
    surchargeLabels: words.pricing.surchargeLabels,
  }
}

/** One language's way of saying figures, links and lists, and its messages. */
function speaker(lang: Lang) {
  const { words } = wordsOf(lang)
  const locale = intlOf(lang)
  const dollars = numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  })
  const grouped = numberFormat(locale, { maximumFractionDigits: 3 })
  const wholePercent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const and = listFormat(locale, { type: 'conjunction' })
  const say = (message: string, values: Values = {}) => formatMessage(lang, message, values)
  const pages = new Set(pathsIn(lang))
  /**
   * A link to a page of the site, given by its English path: to the page in the reply's language
   * where it exists, otherwise to the English page, said so before the visitor follows it.
   */
  const link = (label: string, englishPath: string) => {
    const there = pathIn(lang, englishPath)
    if (lang === defaultLang || pages.has(there)) return `[${label}](${there})`
    return say(words.links.otherLanguage, { link: `[${label}](${englishPath})` })
  }
  return {
    lang,
    words,
    say,
    link,
    /** Cents only when there are any: 2512.5 → "$2,512.50", 2700 → "$2,700". */
    money: (n: number) => {
      const s = dollars.format(n)
      return s.endsWith('.00') ? s.slice(0, -3) : s
    },
    number: (n: number) => grouped.format(n),
    percent: (rate: number) => wholePercent.format(rate),
    size: (n: number) => say(words.size, { size: grouped.format(n) }),
    and: (items: readonly string[]) => and.format(items),
    span: (span: Parameters<typeof spanIn>[1]) => spanIn(lang, span),
    estimatorLink: () => link(words.links.estimator, '/estimator'),
    scheduleLink: () => link(words.links.schedule, '/schedule'),
    messageLink: () => link(words.links.message, '/contact'),
    facts: factsWordedIn(lang),
  }
}

type Speaker = ReturnType<typeof speaker>

function serviceAreaByZip(s: Speaker, zip: string): Reply {
  const w = s.words.zip
  const base = company.base.city
  const area = findByZip(zip)
  if (!area) {
    return {
      lines: [
        s.say(w.unknown, {
          zip,
          counties: company.counties.join(', '),
          base,
          radius: company.serviceRadiusMiles,
          expansion: s.and(company.expansion),
        }),
        s.say(w.justOutside, { phone: company.phone }),
      ],
      next: s.say(w.unknownNext, { areas: s.link(s.words.links.areas, '/knowledge'), phone: company.phone }),
    }
  }
  const miles = milesFromBase(area)
  const where = miles < 1 ? s.say(w.atBase, { base }) : s.say(w.fromBase, { miles: s.number(miles), base })
  return {
    lines: [
      s.say(w.served, { zip, city: area.city, county: area.county, where }),
      insideRadius(area)
        ? s.say(w.inside, { radius: company.serviceRadiusMiles, reply: s.span(responseTimes.serviceArea) })
        : s.say(w.outside, { radius: company.serviceRadiusMiles }),
    ],
    next: s.say(w.next, {
      areaPage: s.link(s.say(s.words.links.areaPage, { city: area.city, zip }), `/service-area/${zip}`),
      estimator: s.estimatorLink(),
    }),
  }
}

function serviceAreaByCity(s: Speaker, city: string): Reply {
  const w = s.words.city
  const areas = findByCity(city)
  const first = areas[0]
  const zips = areas.map((a) => a.zip)
  const listed =
    zips.length === 1
      ? s.say(w.oneZip, { zip: zips[0] })
      : s.say(zips.length > 6 ? w.moreZips : w.zips, { zips: zips.slice(0, 6).join(', ') })
  return {
    lines: [
      s.say(w.served, {
        city: first.city,
        county: first.county,
        zips: listed,
        miles: s.number(milesFromBase(first)),
        base: company.base.city,
      }),
    ],
    next: s.say(s.words.zip.next, {
      areaPage: s.link(s.say(s.words.links.cityPage, { city: first.city }), `/service-area/${first.zip}`),
      estimator: s.estimatorLink(),
    }),
  }
}

function pricedAnswer(s: Speaker, q: Question & { sqft: number }): Reply {
  const w = s.words.priced
  const { min, max } = estimator.sqft
  if (q.sqft < min || q.sqft > max) {
    return {
      lines: [
        s.say(w.outOfRange, {
          min: s.number(min),
          max: s.number(max),
          size: s.size(q.sqft),
          low: s.money(estimator.baseRateLow),
          high: s.money(estimator.baseRateHigh),
        }),
        w.teamConfirms,
      ],
      next: s.say(w.outOfRangeNext, { phone: company.phone, message: s.messageLink() }),
    }
  }
  const space = q.space ?? 'garage'
  const spaceName = s.words.spaces[space]
  const size = s.size(q.sqft)
  if (q.finish) {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: q.finish })
    return {
      lines: [
        s.say(w.oneFinish, {
          size,
          space: spaceName,
          finish: s.words.finishes[q.finish],
          min: s.money(r.minTotal),
          max: s.money(r.maxTotal),
          total: s.money(r.total),
          days: r.estimatedDays,
          guess: q.space ? '' : w.guessOne,
        }),
        w.notBinding,
      ],
      next: s.say(w.oneFinishNext, {
        estimator: s.estimatorLink(),
        lockDays: estimator.priceLockDays,
        schedule: s.scheduleLink(),
      }),
    }
  }
  const rows = (['storm-grey', 'gunmetal-flake', 'metallic-copper', 'custom'] as const).map((finish) => {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: finish })
    return s.say(w.row, {
      finish: s.words.finishes[finish],
      min: s.money(r.minTotal),
      max: s.money(r.maxTotal),
    })
  })
  const days = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: 'storm-grey' }).estimatedDays
  return {
    lines: [
      s.say(w.byFinish, { size, space: spaceName, guess: q.space ? '' : w.guessMany }),
      ...rows,
      s.say(w.planOn, { days }),
    ],
    next: s.say(w.byFinishNext, { estimator: s.estimatorLink() }),
  }
}

function pricingAnswer(s: Speaker): Reply {
  const w = s.words.pricing
  const size = estimator.sqft.default
  const solid = estimate({ spaceType: 'garage', squareFootage: size, finishStyle: 'storm-grey' })
  const metal = estimate({ spaceType: 'garage', squareFootage: size, finishStyle: 'metallic-copper' })
  const f = estimator.finishMultipliers
  const surcharges = pricingGuide.surcharges.map((charge, i) =>
    s.say(w.surcharge, {
      label: s.facts.surchargeLabels[i].toLocaleLowerCase(intlOf(s.lang)),
      range: spanIn(s.lang, charge.range, 'increase'),
    }),
  )
  return {
    lines: [
      s.say(w.rates, {
        low: s.money(estimator.baseRateLow),
        high: s.money(estimator.baseRateHigh),
        patio: s.number(estimator.spaceFactors.patio),
        commercial: s.number(estimator.spaceFactors.commercial),
        solid: s.number(f['storm-grey']),
        flake: s.number(f['gunmetal-flake']),
        metallic: s.number(f['metallic-copper']),
        custom: s.number(f.custom),
      }),
      s.say(w.example, {
        size: s.number(size),
        solidMin: s.money(solid.minTotal),
        solidMax: s.money(solid.maxTotal),
        metalMin: s.money(metal.minTotal),
        metalMax: s.money(metal.maxTotal),
      }),
      s.say(w.moves, { surcharges: surcharges.join(', ') }),
    ],
    next: s.say(w.next, { estimator: s.estimatorLink(), minutes: claims.estimateMinutes }),
  }
}

function finishesAnswer(s: Speaker): Reply {
  const w = s.words.finishFamilies
  const { metallic, flake, solid } = pricingGuide.articleRanges
  const range = (r: readonly number[]) => ({ low: s.money(r[0]), high: s.money(r[1]) })
  return {
    lines: [
      w.intro,
      s.say(w.metallic, range(metallic)),
      s.say(w.flake, range(flake)),
      s.say(w.solid, range(solid)),
      w.custom,
      s.say(w.materials, { count: finishes.length }),
    ],
    next: s.say(w.next, {
      portfolio: s.link(s.words.links.portfolio, '/portfolio'),
      estimator: s.estimatorLink(),
    }),
  }
}

function timelineAnswer(s: Speaker): Reply {
  const w = s.words.timeline
  const [a, b, c] = estimator.dayThresholds
  return {
    lines: [
      s.say(w.bySize, {
        average: s.span(installDuration.average),
        a: s.number(a.below),
        aDays: a.days,
        b: s.number(b.below),
        bDays: b.days,
        c: s.number(c.below),
        cDays: c.days,
        maxDays: estimator.maxDays,
      }),
      s.say(w.residential, {
        residential: s.span(installDuration.residential),
        cure: s.span(installDuration.residentialCure),
        fullCure: specSheet.fullCureDays,
        blockDays: booking.blockDays,
        leadTime: s.span(pricingGuide.standardLeadTime),
      }),
    ],
    next: s.say(w.next, { schedule: s.scheduleLink() }),
  }
}

function warrantyAnswer(s: Speaker): Reply {
  const w = s.words.warranty
  const lower = (list: readonly string[]) => list.map((c) => c.toLocaleLowerCase(intlOf(s.lang))).join(', ')
  return {
    lines: [
      s.say(w.term, { label: s.facts.warrantyLabel, firstYear: s.facts.firstYear }),
      s.say(w.covers, {
        covered: lower(s.facts.covered),
        exclusions: lower(s.facts.exclusions),
        reviewHours: warranty.handling.claimReviewHours,
        repairDays: warranty.handling.repairWithinDaysOfApproval,
      }),
      s.say(w.club, { years: floorCareClub.warrantyYearsWithMembership }),
    ],
    next: s.say(w.next, { warranty: s.link(s.words.links.warranty, '/warranty') }),
  }
}

function floorCareAnswer(s: Speaker): Reply {
  const w = s.words.floorCare
  const plans = commercialPlans.plans.map((p) =>
    p.pricePerMonth
      ? s.say(w.plan, { name: p.name, price: s.money(p.pricePerMonth) })
      : s.say(w.customPlan, { name: p.name }),
  )
  return {
    lines: [
      s.say(w.club, {
        launch: s.money(floorCareClub.priceLaunch),
        regular: s.money(floorCareClub.priceRegular),
        discount: s.percent(floorCareClub.discount),
        from: floorCareClub.warrantyYearsWithout,
        to: floorCareClub.warrantyYearsWithMembership,
      }),
      s.say(w.plans, { plans: plans.join(', ') }),
    ],
    next: s.say(w.next, { club: s.link(s.words.links.floorCare, '/floor-care') }),
  }
}

function partnerAnswer(s: Speaker): Reply {
  const w = s.words.partners
  const tiers = partners.builderTiers.map((t) =>
    s.say(w.tier, { name: t.name, projects: t.projectsPerYear, discount: s.percent(t.discount) }),
  )
  return {
    lines: [
      s.say(w.programs, { commission: s.percent(partners.referralCommissionRate), tiers: tiers.join(', ') }),
      s.say(w.review, { days: partners.applicationReviewBusinessDays }),
    ],
    next: s.say(w.next, {
      partners: s.link(s.words.links.partners, '/partnerships'),
      apply: s.link(s.words.links.apply, '/partner-application'),
    }),
  }
}

function contactAnswer(s: Speaker): Reply {
  const w = s.words.contact
  return {
    lines: [
      s.say(w.reach, {
        phone: company.phone,
        email: company.email,
        hours: s.facts.hours,
        answer: s.say(w.answer, { span: s.span(responseTimes.contact) }),
      }),
    ],
    next: s.say(w.next, { message: s.messageLink() }),
  }
}

function specAnswer(s: Speaker): Reply {
  const w = s.words.spec
  return {
    lines: [
      s.say(w.system, {
        baseMix: specSheet.baseCoatMixRatio,
        topMix: specSheet.topcoatMixRatio,
        potLife: specSheet.baseCoatPotLifeMinutes,
        fullCure: specSheet.fullCureDays,
        min: specSheet.serviceTemperatureF.min,
        max: specSheet.serviceTemperatureF.max,
      }),
    ],
    next: s.say(w.next, { specSheet: s.link(s.words.links.specSheet, '/spec-sheet') }),
  }
}

function areaAnswer(s: Speaker): Reply {
  const w = s.words.area
  return {
    lines: [
      s.say(w.where, {
        city: company.base.city,
        state: company.base.state,
        region: company.base.region,
        counties: company.counties.join(', '),
        radius: company.serviceRadiusMiles,
        expansion: s.and(company.expansion),
      }),
      w.askZip,
    ],
    next: s.say(w.next, { phone: company.phone }),
  }
}

function careersAnswer(s: Speaker): Reply {
  const w = s.words.careers
  return {
    lines: [s.say(w.roles, { region: company.base.region })],
    next: s.say(w.next, { roles: s.link(s.words.links.roles, '/careers') }),
  }
}

function companyAnswer(s: Speaker): Reply {
  const w = s.words.company
  return {
    lines: [
      s.say(w.story, {
        name: company.name,
        season: company.founded.season,
        year: String(company.founded.year),
        city: company.base.city,
        clients: claims.clientsServed,
        sqft: claims.sqftPoured,
        onTime: claims.onTimeRate,
      }),
    ],
    next: s.say(w.next, {
      process: s.link(s.words.links.process, '/process'),
      portfolio: s.link(s.words.links.portfolio, '/portfolio'),
    }),
  }
}

/** The best passage of the language's articles for the question, when one clearly matches. */
function knowledgeAnswer(s: Speaker, message: string): Reply | null {
  const hit = knowledgeHit(s.lang, message)
  if (!hit) return null
  return { lines: [hit.text], next: s.say(s.words.knowledge.next, { link: s.link(hit.source, hit.href) }) }
}

/** The topics in the order they are tried; each language's words for them are its data. */
const topicTable: [keyof ChatTopicWords['topics'], (s: Speaker) => Reply][] = [
  ['warranty', warrantyAnswer],
  ['floorCare', floorCareAnswer],
  ['partners', partnerAnswer],
  ['careers', careersAnswer],
  ['pricing', pricingAnswer],
  ['finishes', finishesAnswer],
  ['timeline', timelineAnswer],
  ['spec', specAnswer],
  ['contact', contactAnswer],
  ['area', areaAnswer],
  ['company', companyAnswer],
]

/** The topics a question is about, in the table's order: what tests compare across languages. */
export function topicsOf(lang: Lang, message: string): string[] {
  const text = message.toLowerCase().replace(/\s+/g, ' ').trim()
  const words = topicWordsOf(lang).topics
  return topicTable.filter(([topic]) => words[topic].test(text)).map(([topic]) => topic)
}

function responder(lang: Lang): Responder {
  const s = speaker(lang)
  const { words } = s
  const topics = topicWordsOf(lang)
  return {
    lang,
    byZip: (zip) => serviceAreaByZip(s, zip),
    byCity: (city) => serviceAreaByCity(s, city),
    priced: (q) => pricedAnswer(s, q),
    topics: topicTable.map(([topic, answer]) => [topics.topics[topic], () => answer(s)]),
    knowledge: (message) => knowledgeAnswer(s, message),
    howTo: topics.howTo,
    greeting: {
      when: topics.greeting,
      reply: () => s.say(words.greeting, { estimator: s.estimatorLink(), minutes: claims.estimateMinutes }),
    },
    thanks: { when: topics.thanks, reply: () => s.say(words.thanks, { schedule: s.scheduleLink() }) },
    fallback: (afterRefusal) => ({
      lines: [afterRefusal ? words.askAbout : words.unknown],
      next: s.say(words.fallbackNext, { phone: company.phone, message: s.messageLink() }),
    }),
  }
}

/**
 * Remy's whole reply to `message` in `lang` (reply-flow.server.ts puts it together). `earlier` holds
 * the visitor's previous messages: a follow-up such as "and for 800 sq ft?" keeps the space and
 * finish named before.
 */
export function embeddedReply(lang: Lang, message: string, earlier: readonly string[] = []): string {
  return replyWith(responder(lang), message, earlier)
}

function lowerFirst(s: string, lang: Lang) {
  return s.charAt(0).toLocaleLowerCase(intlOf(lang)) + s.slice(1)
}
