import { z } from 'zod'
import { estimator } from '~/content/business'
import { decimalFromText } from '~/features/security/decimal'
import { plainText } from '~/features/security/text'
import { fieldRefusals as fieldMessages, ZIPCODE_PATTERN } from './messages'

export const spaceTypes = ['garage', 'patio', 'basement', 'commercial', 'warehouse'] as const
export const finishStyles = ['metallic-copper', 'gunmetal-flake', 'storm-grey', 'custom'] as const
export const timelines = ['this-month', 'next-month', 'later'] as const

export type SpaceType = (typeof spaceTypes)[number]
export type FinishStyle = (typeof finishStyles)[number]

const sqft = z
  .number({ error: fieldMessages.squareFootage })
  .int({ error: fieldMessages.squareFootage })
  .min(estimator.sqft.min, { error: fieldMessages.squareFootage })
  .max(estimator.sqft.max, { error: fieldMessages.squareFootage })

/** The estimate request: one schema for the form, the URL, the quote PDF and the server. */
export const estimateRequestSchema = z.object({
  spaceType: z.enum(spaceTypes, { error: fieldMessages.spaceType }),
  // Form and URL values arrive as text: plain digits, and a blank one is missing, not zero.
  squareFootage: z.preprocess(decimalFromText, sqft),
  finishStyle: z.enum(finishStyles, { error: fieldMessages.finishStyle }),
  // A control character is named as such (decision 019), not as a bad zipcode.
  zipcode: z
    .string({ error: fieldMessages.zipcode })
    .trim()
    .check(plainText())
    .regex(ZIPCODE_PATTERN, fieldMessages.zipcode),
  timeline: z.enum(timelines, { error: fieldMessages.timeline }),
})

export type EstimateRequest = z.infer<typeof estimateRequestSchema>
export type EstimateField = keyof EstimateRequest
