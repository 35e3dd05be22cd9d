import { company, floorCareClub } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { formatMessage } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang } from '~/i18n/lang'
import { allTopicWords } from './topic-words'

/**
 * Requests Remy refuses whoever answers (decision 022): attempts to change its rules (OWASP LLM01),
 * discounts, and promises of a price. They are caught on the visitor's words before any model is
 * called, in any language's words (a visitor may ask in either language on any page), and answered
 * by the built-in assistant with the prefaces of the reply's language (decision 039).
 */
export type Refusal = 'injection' | 'discount' | 'promise'

const asked = (refusal: Refusal, text: string) => allTopicWords.some((w) => w.refusals[refusal].test(text))

/** What in the visitor's message Remy must refuse, in the order the prefaces are said. */
export function refusalsIn(message: string): Refusal[] {
  const text = message.toLowerCase().replace(/\s+/g, ' ')
  const found: Refusal[] = []
  if (asked('injection', text)) found.push('injection')
  if (asked('discount', text)) found.push('discount')
  // The injection preface already says Remy makes no commitments.
  if (!found.includes('injection') && asked('promise', text)) found.push('promise')
  return found
}

/** The sentences that open a reply to a refused request, in the reply's language. */
export function refusalPrefaces(message: string, lang: Lang = 'en'): string[] {
  const discount = numberFormat(intlOf(lang), { style: 'percent', maximumFractionDigits: 0 })
  return refusalsIn(message).map((r) =>
    formatMessage(lang, catalogs[lang].remy.refusals[r], {
      company: company.name,
      discount: discount.format(floorCareClub.discount),
    }),
  )
}
