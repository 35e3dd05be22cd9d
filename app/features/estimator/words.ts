import { createContext, useContext } from 'react'
import { estimatorCopy, estimatorLabels } from '~/content/estimator'
import type { Lang } from '~/i18n/lang'
import type { EstimatorText } from './english-words'

export type { EstimatorText }

/** Words around figures only the browser knows (the step, the slider, the counting range). */
export type EstimatorFormat = {
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

/**
 * A Spanish page's words; null on English pages, whose parts read the bundled English. The English
 * words of the form and the results live in their own chunks (english-words.ts), so the estimator's
 * first view carries no more of them than it shows (decision 034).
 */
export const EstimatorWordsContext = createContext<EstimatorWords | null>(null)
export const EstimatorWordsProvider = EstimatorWordsContext.Provider

const firstView = {
  copy: estimatorCopy,
  labels: estimatorLabels,
  paths: { page: '/estimator', pricing: '/pricing' },
}

/** What the hero and the flow say, in the page's language. */
export function useFirstViewText(): Pick<EstimatorText, 'copy' | 'labels' | 'paths'> {
  return useContext(EstimatorWordsContext)?.text ?? firstView
}
