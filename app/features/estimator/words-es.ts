import { type Messages, setupI18n } from '@lingui/core'
import type { EstimatorFormat, EstimatorText, EstimatorWords } from './words'

/** What a Spanish estimator page receives from its loader (page-es.server.ts). */
export type EstimatorEs = {
  text: EstimatorText
  /**
   * `estimatorMessagesEs`, compiled on the server: Lingui formats them here without a compiler. Typed
   * loosely, as the page data's JSON is; they are `compileMessage`'s output.
   */
  messages: Record<string, unknown>
  page: { title: string; description: string; headline: string }
}

// One set of formats per page data: a render builds no Lingui instance of its own.
const made = new WeakMap<EstimatorEs, EstimatorWords>()

/**
 * The Spanish estimator's words. Loaded only by a Spanish estimator page (a chunk of its own), so
 * English pages carry neither Lingui nor these bytes (decision 034).
 */
export function spanishWords(es: EstimatorEs): EstimatorWords {
  const known = made.get(es)
  if (known) return known
  const i18n = setupI18n({ locale: 'es-US', messages: { 'es-US': es.messages as Messages } })
  const usd = new Intl.NumberFormat('es-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const number = new Intl.NumberFormat('es-US')
  const format: EstimatorFormat = {
    stepOf: (step, total) => i18n._('stepOf', { step, total }),
    sqft: (area) => i18n._('sqft', { area: number.format(area) }),
    sqftSpoken: (area) => i18n._('sqftSpoken', { area: number.format(area) }),
    usd: (amount) => usd.format(amount),
    range: (min, max) => i18n._('range', { min: usd.format(min), max: usd.format(max) }),
    multiplier: (factor) => `×${factor.toFixed(2)}`,
    days: (days) => i18n._('days', { days }),
    inArea: (a) => i18n._('inArea', a),
    areaLink: (city) => i18n._('areaLink', { city }),
    outsideArea: (zip) => i18n._('outsideArea', { zip }),
  }
  const words: EstimatorWords = {
    lang: 'es',
    text: es.text,
    format,
  }
  made.set(es, words)
  return words
}
