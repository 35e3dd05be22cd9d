import { claims, company, installDuration } from '~/content/business'
import { usdEs } from '~/content/es/format'
import { compassEs, serviceAreaEs } from '~/content/es/service-area'
import { serviceAreaFacts } from '~/content/service-area-copy'
import { factIn } from '~/i18n/facts.server'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { spanIn } from '~/i18n/spans.server'
import { serviceAreaPage } from './page'

/** "Garantía de por vida" in the middle of a sentence. */
const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase('es') + s.slice(1)

/**
 * Everything the Spanish service-area page shows, or undefined for a ZIP we do not serve. An area has
 * no free text of the owner's, so every served area has a Spanish page, worded here from the Spanish
 * template with the same facts as the English page (`serviceAreaPage`): the same place, distance,
 * direction, neighbours and prices.
 */
export function serviceAreaPageEs(zip: string) {
  const page = serviceAreaPage(zip)
  if (!page) return undefined
  const { area, neighbours } = page
  const [low, high] = serviceAreaFacts.priceRange
  const base = company.base.city
  const values = {
    company: company.name,
    city: area.city,
    zip: area.zip,
    county: area.county,
    state: area.state,
    phone: company.phone,
    base,
    miles: Math.round(page.miles),
    direction: page.direction ? (compassEs[page.direction] ?? page.direction) : '',
    radius: serviceAreaFacts.radiusMiles,
    reply: spanIn('es', serviceAreaFacts.responseTime),
    bookAhead: spanIn('es', serviceAreaFacts.bookAhead),
    expansion: company.expansion.join(' y '),
    install: spanIn('es', installDuration.residential),
    cure: spanIn('es', installDuration.residentialCure),
    commercial: spanIn('es', installDuration.largerCommercial),
    average: spanIn('es', installDuration.average),
    // The published Spanish wording of the lifetime reading (decision 034), as a title and in a sentence.
    lifetimeTitle: factIn('es', 'lifetimeWarrantyLabel'),
    lifetime: lowerFirst(factIn('es', 'lifetimeWarrantyLabel')),
    low: usdEs(low),
    high: usdEs(high),
    minutes: claims.estimateMinutes,
    checkMonths: claims.freeMaintenanceCheckMonths,
    others: neighbours.map((n) => n.city).join(', '),
  }
  const where = page.direction
    ? formatMessage('es', serviceAreaEs.whereAway, values)
    : formatMessage('es', serviceAreaEs.whereAt, values)
  const { local, faqs, whereAway: _a, whereAt: _b, ...rest } = serviceAreaEs
  const at = { ...values, where }
  const words = formatCopy('es', rest, at)
  const [howLong, cost, county, guarantee] = faqs
  const answer = (message: string) => formatMessage('es', message, at)
  return {
    ...page,
    local: [local.intro, page.inside ? local.inside : local.outside, local.prep].map(answer),
    faqs: [
      { question: answer(howLong.question), answer: answer(howLong.answer ?? '') },
      { question: answer(cost.question), answer: answer(cost.answer ?? '') },
      {
        question: answer(county.question),
        answer: answer((neighbours.length ? county.answerOthers : county.answerAlone) ?? ''),
      },
      { question: answer(guarantee.question), answer: answer(guarantee.answer ?? '') },
    ],
    words: { ...words, distance: `${page.miles} millas` },
  }
}

export type ServiceAreaWordsEs = NonNullable<ReturnType<typeof serviceAreaPageEs>>['words']
