import { useContext } from 'react'
import {
  didYouKnow,
  estimatorCopy,
  estimatorLabels,
  estimatorSteps,
  finishOptions,
  pricingFactors,
  spaceOptions,
  timelineOptions,
} from '~/content/estimator'
import { count, multiplier, sqft, usd, usdRange } from '~/content/format'
import { englishFieldMessages } from './messages'
import { type EstimatorWords, EstimatorWordsContext } from './words'

/** Literal types widened to string, so the Spanish copy fits the English copy's shape. */
type Words<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Words<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Words<T[K]> }
        : T

const englishText = {
  copy: estimatorCopy,
  steps: estimatorSteps,
  spaceOptions,
  finishOptions,
  timelineOptions,
  pricingFactors,
  didYouKnow,
  labels: estimatorLabels,
  fieldMessages: englishFieldMessages,
  paths: { page: '/estimator', pricing: '/pricing' },
}

/** The estimator's fixed words in a language: the bundled English, or Spanish formatted by the server. */
export type EstimatorText = Words<typeof englishText>

export const englishWords: EstimatorWords = {
  lang: 'en',
  text: englishText,
  format: {
    stepOf: (step, total) => `Step ${step} of ${total}`,
    sqft,
    sqftSpoken: (area) => `${count(area)} square feet`,
    usd: (amount) => usd(amount),
    range: usdRange,
    multiplier,
    days: (days) => `${days} days`,
    inArea: (a) => `${a.zip} is in ${a.city}, ${a.county} County, inside our service area.`,
    areaLink: (city) => `Epoxy flooring in ${city}`,
    outsideArea: (zip) =>
      `${zip} is outside our usual Metro Atlanta service area. Your estimate still stands: our team will confirm whether we can take your project when we call.`,
  },
}

/** The estimator's words in the page's language: a Spanish page's, or the bundled English. */
export function useEstimatorWords(): EstimatorWords {
  return useContext(EstimatorWordsContext) ?? englishWords
}

export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}
