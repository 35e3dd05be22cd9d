import { estimator } from '~/content/business'

/** Kept apart from schema.ts so the browser can show them without shipping Zod. */
export const ZIPCODE_MESSAGE = 'Must be a valid 5-digit zipcode'
export const ZIPCODE_PATTERN = /^\d{5}$/

/** What a visitor reads under a field that fails; the zipcode's is the spec's own. */
export const fieldMessages = {
  spaceType: 'Choose the type of space.',
  squareFootage: `Square footage must be a whole number from ${estimator.sqft.min} to ${estimator.sqft.max.toLocaleString('en-US')}.`,
  finishStyle: 'Choose a finish style.',
  zipcode: ZIPCODE_MESSAGE,
  timeline: 'Choose when you want it done.',
} as const
