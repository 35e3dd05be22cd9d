import { createContext, useContext } from 'react'
import type { EstimatorCopy } from '~/content/en/estimator'
import { fill } from '~/i18n/fill'
import type { Formatted } from '~/i18n/format-copy.server'
import { numberFormat, pluralRules } from '~/i18n/intl-formats'
import type { Lang } from '~/i18n/lang'
import type { fieldRefusals } from './messages'

/** The estimator's fixed words in the page's language, formatted by its loader (decision 039). */
type EstimatorText = Formatted<Omit<EstimatorCopy, 'page' | 'messages' | 'pricingLink' | 'finishOptions'>> & {
  finishOptions: (Formatted<EstimatorCopy['finishOptions'][number]> & { artwork: string })[]
  fieldMessages: Record<keyof typeof fieldRefusals, string>
  paths: { page: string; pricing: string }
}

/** What an estimator page receives from its loader (page-words.server.ts): its own language only. */
export type EstimatorPageWords = {
  lang: Lang
  /** `Intl`'s locale of the language, for the figures the browser writes. */
  intl: string
  text: EstimatorText
  /** The words around figures only the browser knows, as templates with `{name}` marks. */
  messages: EstimatorCopy['messages']
  page: { title: string; description: string; headline: string }
}

/** Words around figures only the browser knows (the step, the slider, the counting range). */
type EstimatorFormat = {
  stepOf: (step: number, total: number) => string
  sqft: (area: number) => string
  sqftSpoken: (area: number) => string
  usd: (amount: number) => string
  range: (min: number, max: number) => string
  multiplier: (factor: number) => string
  days: (days: number) => string
  inArea: (area: { zip: string; city: string; county: string }) => string
  /** The link to the area's own page, in the page's language. */
  areaLink: (city: string) => string
  outsideArea: (zip: string) => string
}

export type EstimatorWords = {
  lang: Lang
  text: EstimatorText
  format: EstimatorFormat
}

// One set of formats per page data: a render builds no formatters of its own.
const made = new WeakMap<EstimatorPageWords, EstimatorWords>()

/**
 * The estimator's words, from its page data: one implementation for every language (decision 039).
 * The server formatted every ICU message, so the browser fills templates with `Intl`'s figures and
 * needs no message runtime.
 */
export function wordsOf(page: EstimatorPageWords): EstimatorWords {
  const known = made.get(page)
  if (known) return known
  const m = page.messages
  const plural = pluralRules(page.intl)
  const number = numberFormat(page.intl)
  const dollars = numberFormat(page.intl, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const format: EstimatorFormat = {
    stepOf: (step, total) => fill(m.stepOf, { step, total }),
    sqft: (area) => fill(m.sqft, { area: number.format(area) }),
    sqftSpoken: (area) => fill(m.sqftSpoken, { area: number.format(area) }),
    usd: (amount) => dollars.format(amount),
    range: (min, max) => fill(m.range, { min: dollars.format(min), max: dollars.format(max) }),
    multiplier: (factor) => `×${factor.toFixed(2)}`,
    days: (days) =>
      fill(plural.select(days) === 'one' ? m.days.one : m.days.other, { days: number.format(days) }),
    inArea: (a) => fill(m.inArea, a),
    areaLink: (city) => fill(m.areaLink, { city }),
    outsideArea: (zip) => fill(m.outsideArea, { zip }),
  }
  const words: EstimatorWords = { lang: page.lang, text: page.text, format }
  made.set(page, words)
  return words
}

const EstimatorWordsContext = createContext<EstimatorWords | null>(null)
export const EstimatorWordsProvider = EstimatorWordsContext.Provider

/** The estimator's words in the page's language, from the page's data. */
export function useEstimatorWords(): EstimatorWords {
  const words = useContext(EstimatorWordsContext)
  if (!words) throw new Error('The estimator renders inside EstimatorWordsProvider')
  return words
}

export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}
