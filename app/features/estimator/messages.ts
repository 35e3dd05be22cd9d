import { estimator } from '~/content/business'
import { type RefusalWords, refusal, wordRefusalIn } from '~/features/forms/refusal'

/** Kept apart from schema.ts so the browser can show them without shipping Zod. */
export const ZIPCODE_PATTERN = /^\d{5}$/

/** What the schema refuses each field with: a code each language words (decision 039). */
export const fieldRefusals = {
  spaceType: refusal('estimate.spaceType'),
  squareFootage: refusal('estimate.squareFootage', { min: estimator.sqft.min, max: estimator.sqft.max }),
  finishStyle: refusal('estimate.finishStyle'),
  zipcode: refusal('estimate.zipcode'),
  timeline: refusal('estimate.timeline'),
} as const

/** The field refusals worded from a language's `estimate` messages, for the estimator's words. */
export function fieldMessagesIn(
  words: RefusalWords,
  intl: string,
): Record<keyof typeof fieldRefusals, string> {
  return Object.fromEntries(
    Object.entries(fieldRefusals).map(([field, code]) => [field, wordRefusalIn(words, intl, code)]),
  ) as Record<keyof typeof fieldRefusals, string>
}
