import MiniSearch from 'minisearch'
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
  specSheet,
  warranty,
} from '~/content/business'
import { en } from '~/content/en/span-words'
import { finishes } from '~/content/finishes'
import { percent, usd } from '~/content/format'
import { onContentChange } from '~/content/live'
import { sitePages } from '~/content/site-pages'
import { articleFiles } from '~/features/knowledge/article-files.server'
import { versionOf } from '~/i18n/content'
import { defaultLang, type Lang } from '~/i18n/lang'
import { topicWordsByLang } from './topic-words'

/** One retrievable piece of the site's own knowledge, with the page that holds it. */
export type Passage = {
  id: string
  title: string
  text: string
  /** The name of the page that holds it, for a link. */
  source: string
  href: string
  kind: 'faq' | 'article' | 'tips' | 'page' | 'fact'
}

// The grounding facts write money as the replies do (9.5 → "$9.50", 199 → "$199"): the model repeats
// what it reads here (decision 031).
const money = (n: number) => usd(n, { cents: 'when-any' })

/**
 * The business's published facts as short sentences: the assistant's grounding
 * and the model's system prompt. Only what the site publishes; nothing secret.
 */
export function companyFacts(): string[] {
  return [
    `${company.name} installs epoxy and metallic resin floors for homes and businesses in ${company.base.region}, based in ${company.base.city}, ${company.base.state} (${claims.established}, ${claims.launch}), expanding toward ${company.expansion.join(' and ')}.`,
    `Counties served: ${company.counties.join(', ')}; standard service radius ${company.serviceRadiusMiles} miles from ${company.base.city}.`,
    `Phone ${company.phone}, email ${company.email}, hours ${company.hours}.`,
    `${claims.clientsServed} clients served, ${claims.sqftPoured} sq ft poured, ${claims.onTimeRate} on time, licensed and insured, ${claims.materials.toLowerCase()}, free maintenance check after ${claims.freeMaintenanceCheckMonths} months.`,
    `Estimator base rates: ${money(estimator.baseRateLow)}-${money(estimator.baseRateHigh)} per sq ft, times a space factor (${Object.entries(
      estimator.spaceFactors,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}) and a finish multiplier (${Object.entries(estimator.finishMultipliers)
      .map(([k, v]) => `${k} ${v}`)
      .join(
        ', ',
      )}). Estimates cover ${estimator.sqft.min}-${estimator.sqft.max} sq ft; price lock ${estimator.priceLockDays} days.`,
    `Pricing guide: ${pricingGuide.sizeBands.map((b) => `${b.label.toLowerCase()} ${b.sqft} sq ft ${money(b.low)}-${money(b.high)}/sq ft`).join('; ')}. ${pricingGuide.surcharges.map((s) => `${s.label} ${en(s.range, 'increase')}`).join('; ')}. Standard booking ${en(pricingGuide.standardLeadTime)} out. Deposits refundable up to ${pricingGuide.depositRefundableDaysBefore} days before install; later cancellation forfeits ${percent(pricingGuide.lateCancellationForfeit)}.`,
    `Install time: average ${en(installDuration.average)}; residential ${en(installDuration.residential)} with a ${en(installDuration.residentialCure)} cure; larger commercial ${en(installDuration.largerCommercial)}; full cure ${specSheet.fullCureDays} days. Installs are booked as ${booking.blockDays}-day blocks.`,
    `Warranty: ${warranty.standard.label}, transferable; ${warranty.standard.firstYearIncludes.join(' and ')} included in the first year. Claims reviewed within ${warranty.handling.claimReviewHours} hours, repair typically within ${warranty.handling.repairWithinDaysOfApproval} days of approval.`,
    `Floor Care Club: ${money(floorCareClub.priceLaunch)}/${floorCareClub.period} launch special (regular ${money(floorCareClub.priceRegular)}), ${floorCareClub.inspections.toLowerCase()}, ${percent(floorCareClub.discount)} discount, warranty extended from ${floorCareClub.warrantyYearsWithout} to ${floorCareClub.warrantyYearsWithMembership} years while active.`,
    `Commercial maintenance plans: ${commercialPlans.plans.map((p) => `${p.name} ${p.pricePerMonth ? `${money(p.pricePerMonth)}/mo` : 'custom price'}`).join(', ')}.`,
    `Partner programs for builders, architects and facilities: referral commission ${percent(partners.referralCommissionRate)} (up to ${partners.commissionUpTo}); builder tiers ${partners.builderTiers.map((t) => `${t.name} ${t.projectsPerYear} projects ${percent(t.discount)}`).join(', ')}.`,
    `Spec sheet: base coat mix ${specSheet.baseCoatMixRatio}, topcoat ${specSheet.topcoatMixRatio}, base coat pot life ${specSheet.baseCoatPotLifeMinutes} minutes, full cure ${specSheet.fullCureDays} days, service temperature ${specSheet.serviceTemperatureF.min}°F to ${specSheet.serviceTemperatureF.max}°F.`,
    `Finishes: ${finishes.map((f) => f.name).join(', ')}.`,
  ]
}

function buildPassages(): Passage[] {
  const passages: Passage[] = []
  for (const a of articleFiles()) {
    const href = `/article/${a.slug}`
    passages.push({
      id: `a-${a.id}`,
      title: a.title,
      source: a.title,
      text: `${a.summary} ${a.aiSummary}`,
      href,
      kind: 'article',
    })
    a.faqs.forEach((f, i) => {
      passages.push({
        id: `a-${a.id}-faq-${i}`,
        title: f.question,
        source: a.title,
        text: f.answer,
        href,
        kind: 'faq',
      })
    })
    // An article written in the console may have no tips (decision 033): no empty passage for it.
    if (a.proTips.length)
      passages.push({
        id: `a-${a.id}-tips`,
        title: `${a.title}: pro tips`,
        source: a.title,
        text: a.proTips.join(' '),
        href,
        kind: 'tips',
      })
  }
  for (const p of sitePages) {
    if (p.path === '/') continue
    passages.push({
      id: `p-${p.path}`,
      title: p.title,
      source: p.headline,
      text: p.description,
      href: p.path,
      kind: 'page',
    })
  }
  companyFacts().forEach((text, i) => {
    passages.push({ id: `f-${i}`, title: company.name, source: company.name, text, href: '/', kind: 'fact' })
  })
  return passages
}

let index: { articles: unknown; search: MiniSearch<Passage>; byId: Map<string, Passage> } | null = null
// Remy's knowledge is built from the published content, again after each publish and when an
// article set for a time appears (decision 033).
onContentChange(() => {
  index = null
})

function knowledge() {
  const articles = articleFiles()
  if (index?.articles !== articles) {
    const passages = buildPassages()
    const search = new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['id'],
      searchOptions: { boost: { title: 2 }, fuzzy: 0.15, prefix: true, combineWith: 'OR' },
    })
    search.addAll(passages)
    index = { articles, search, byId: new Map(passages.map((p) => [p.id, p])) }
  }
  return index
}

const STOP = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or our the to we what when where which who why will with you your'.split(
    ' ',
  ),
)

/** Builds the index now, if the articles changed since it was built: nothing else. */
export function warmKnowledge(): void {
  knowledge()
}

/** The passages that best match `query`, best first, with their scores. */
export function searchKnowledge(query: string, limit = 4): (Passage & { score: number })[] {
  const terms = query
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1 && !STOP.has(t))
  if (terms.length === 0) return []
  const { search, byId } = knowledge()
  return search
    .search(terms.join(' '))
    .slice(0, limit)
    .map((r) => ({ ...(byId.get(r.id as string) as Passage), score: r.score }))
}

/** A passage that answers a question, and the English path of its page (decision 039). */
export type KnowledgeHit = { text: string; source: string; href: string }

/** The best FAQ, article or page passage for an English question, when one clearly matches. */
function englishHit(message: string): KnowledgeHit | null {
  // Tips and facts ground the model; a direct answer quotes an FAQ, an article summary or a page.
  const hit = searchKnowledge(message, 6).find((h) => h.kind !== 'fact' && h.kind !== 'tips')
  if (!hit || hit.score < 8) return null
  return {
    text: hit.kind === 'faq' ? `${hit.title} ${hit.text}` : hit.text,
    source: hit.source,
    href: hit.href,
  }
}

/*
 * Remy's grounding in each language's articles (decisions 034 and 039): the default language searches
 * every passage (articles, FAQs, pages) with MiniSearch; another language compares the stems of a
 * question with the articles the owner wrote in it, words without accents ("epoxico" matches
 * "epóxico"), leaving out the words every question in it has (its `commonWords`).
 */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length

type ArticleVersion = {
  title: string
  summary: string
  tags: string[]
  keywords: string[]
  faqs: { question: string; answer: string }[]
}

/** The best passage of the articles written in `lang` for the question, or null when none clearly matches. */
function stemHit(lang: Lang, commonWords: string, message: string): KnowledgeHit | null {
  const common = new Set(commonWords.split(' '))
  /** A text's telling words, each cut to its first four letters: "cuido" and "cuidado" meet. */
  const wordsOf = (text: string) =>
    new Set((fold(text).match(/\p{L}{4,}/gu) ?? []).filter((w) => !common.has(w)).map((w) => w.slice(0, 4)))
  const asked = wordsOf(message)
  if (asked.size === 0) return null
  let best: { score: number; lines: string[]; title: string; slug: string } | null = null
  for (const file of articleFiles()) {
    const own = versionOf<ArticleVersion>(file, lang)
    if (!own) continue
    const about = wordsOf([own.title, own.summary, ...own.tags, ...own.keywords].join(' '))
    const articleScore = shared(asked, about)
    if (articleScore >= 2 && (!best || articleScore > best.score))
      best = { score: articleScore, lines: [own.summary], title: own.title, slug: file.slug }
    // A question the article's FAQ asks is answered in its own words.
    for (const faq of own.faqs) {
      const score = shared(asked, wordsOf(faq.question)) + 1
      if (score >= 3 && (!best || score > best.score))
        best = { score, lines: [`${faq.question} ${faq.answer}`], title: own.title, slug: file.slug }
    }
  }
  if (!best) return null
  return { text: best.lines[0], source: best.title, href: `/article/${best.slug}` }
}

/** The passage in a language's articles that clearly answers `message`, or null. */
export function knowledgeHit(lang: Lang, message: string): KnowledgeHit | null {
  // A language without articles or words of its own (the pseudo-locale) reads the default language's.
  const common = topicWordsByLang[lang]?.commonWords
  return lang === defaultLang || !common ? englishHit(message) : stemHit(lang, common, message)
}
