import { claims, company, installDuration } from '~/content/business'
import { serviceAreaFacts } from '~/content/service-area-copy'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { listFormat, numberFormat } from '~/i18n/intl-formats'
import { intlOf, isTranslated, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'
import { serviceAreaFactsOf } from './page'

/**
 * Where a link of the page goes in a language: the page in that language when it has it, otherwise
 * the default language's (an English-only page such as the spec sheet), as Remy's links do.
 */
function linkIn(lang: Lang, path: string): string {
  const base = path.split('?')[0] ?? path
  return isTranslated(base) || base.startsWith('/service-area/') ? pathIn(lang, path) : path
}

/**
 * Everything a service-area page shows in a language, or undefined for a ZIP we do not serve
 * (decision 039): one implementation, the same facts (place, distance, direction, neighbours and
 * prices) worded from the language's template. An area has no free text of the owner's, so every
 * served area has a page in every language.
 */
export function serviceAreaPageIn(lang: Lang, zip: string) {
  const page = serviceAreaFactsOf(zip)
  if (!page) return undefined
  const { area, neighbours } = page
  const intl = intlOf(lang)
  const dollars = numberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const [low, high] = serviceAreaFacts.priceRange
  const { local, faqs, compass, whereAway, whereAt, leadAway, leadAt, ...words } = catalogs[lang].serviceArea
  const lifetime = factIn(lang, 'lifetimeWarrantyLabel')
  const values = {
    company: company.name,
    city: area.city,
    zip: area.zip,
    county: area.county,
    countyQuery: encodeURIComponent(area.county),
    state: area.state,
    phone: company.phone,
    base: company.base.city,
    miles: Math.round(page.miles),
    distance: String(page.miles),
    direction: page.direction ? formatMessage(lang, compass[page.direction]) : '',
    radius: serviceAreaFacts.radiusMiles,
    reply: spanIn(lang, serviceAreaFacts.responseTime),
    bookAhead: spanIn(lang, serviceAreaFacts.bookAhead),
    expansion: listFormat(intl, { type: 'conjunction' }).format(company.expansion),
    install: spanIn(lang, installDuration.residential),
    cure: spanIn(lang, installDuration.residentialCure),
    commercial: spanIn(lang, installDuration.largerCommercial),
    average: spanIn(lang, installDuration.average),
    // The owner's wording of the lifetime reading in the language, as a title and in a sentence.
    lifetimeTitle: lifetime,
    lifetime: lifetime.toLocaleLowerCase(intl),
    low: dollars.format(low),
    high: dollars.format(high),
    minutes: claims.estimateMinutes,
    checkMonths: claims.freeMaintenanceCheckMonths,
    others: neighbours.map((n) => n.city).join(', '),
  }
  const at = {
    ...values,
    where: formatMessage(lang, page.direction ? whereAway : whereAt, values),
    leadWhere: formatMessage(lang, page.direction ? leadAway : leadAt, values),
  }
  const copy = formatCopy(lang, words, at)
  const [howLong, cost, county, guarantee] = faqs.map((f) => formatCopy(lang, f, at))
  return {
    ...page,
    local: formatCopy(lang, [local.intro, page.inside ? local.inside : local.outside, local.prep], at),
    faqs: [
      { question: howLong?.question ?? '', answer: howLong?.answer ?? '' },
      { question: cost?.question ?? '', answer: cost?.answer ?? '' },
      {
        question: county?.question ?? '',
        answer: (neighbours.length ? county?.answerOthers : county?.answerAlone) ?? '',
      },
      { question: guarantee?.question ?? '', answer: guarantee?.answer ?? '' },
    ],
    words: {
      ...copy,
      hubLinks: copy.hubLinks.map((l) => ({ ...l, href: linkIn(lang, l.href) })),
      links: copy.links.map((l) => ({ ...l, to: linkIn(lang, l.to) })),
      serviceCards: copy.serviceCards.map((c) => ({ ...c, href: linkIn(lang, c.href) })),
      areaPath: pathIn(lang, `/service-area/${area.zip}`),
    },
  }
}

type ServiceAreaPage = NonNullable<ReturnType<typeof serviceAreaPageIn>>
export type ServiceAreaWords = ServiceAreaPage['words']
