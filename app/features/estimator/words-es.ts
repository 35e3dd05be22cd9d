import type { estimatorMessagesEs } from '~/content/es/estimator'
import { numberEs, usdEs } from '~/content/es/format'
import { fill } from '~/i18n/fill'
import type { EstimatorFormat, EstimatorText, EstimatorWords } from './words'

/** What a Spanish estimator page receives from its loader (page-es.server.ts). */
export type EstimatorEs = {
  text: EstimatorText
  /** The words around figures only the browser knows, as templates with `{name}` marks. */
  messages: typeof estimatorMessagesEs
  page: { title: string; description: string; headline: string }
}

// One set of formats per page data: a render builds no formatters of its own.
const made = new WeakMap<EstimatorEs, EstimatorWords>()

/**
 * The Spanish estimator's words. Loaded only by a Spanish estimator page (a chunk of its own), so
 * English pages carry none of these bytes; the server formats every ICU message, so the browser
 * fills templates and needs no message runtime (decision 034, "Bytes").
 */
export function spanishWords(es: EstimatorEs): EstimatorWords {
  const known = made.get(es)
  if (known) return known
  const m = es.messages
  const plural = new Intl.PluralRules('es-US')
  const format: EstimatorFormat = {
    stepOf: (step, total) => fill(m.stepOf, { step, total }),
    sqft: (area) => fill(m.sqft, { area: numberEs(area) }),
    sqftSpoken: (area) => fill(m.sqftSpoken, { area: numberEs(area) }),
    usd: (amount) => usdEs(amount),
    range: (min, max) => fill(m.range, { min: usdEs(min), max: usdEs(max) }),
    multiplier: (factor) => `×${factor.toFixed(2)}`,
    days: (days) => fill(plural.select(days) === 'one' ? m.days.one : m.days.other, { days: numberEs(days) }),
    inArea: (a) => fill(m.inArea, a),
    areaLink: (city) => fill(m.areaLink, { city }),
    outsideArea: (zip) => fill(m.outsideArea, { zip }),
  }
  const words: EstimatorWords = { lang: 'es', text: es.text, format }
  made.set(es, words)
  return words
}
