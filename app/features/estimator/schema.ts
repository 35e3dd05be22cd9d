import { z } from 'zod'
import { estimator } from '~/content/business'

export const spaceTypes = ['garage', 'patio', 'basement', 'commercial', 'warehouse'] as const
export const finishStyles = ['metallic-copper', 'gunmetal-flake', 'storm-grey', 'custom'] as const
export const timelines = ['this-month', 'next-month', 'later'] as const

export type SpaceType = (typeof spaceTypes)[number]
export type FinishStyle = (typeof finishStyles)[number]
export type Timeline = (typeof timelines)[number]

export const ZIPCODE_MESSAGE = 'Must be a valid 5-digit zipcode'

/** The estimate request (spec §5): one schema for the form, the URL and the server. */
export const estimateRequestSchema = z.object({
  spaceType: z.enum(spaceTypes),
  squareFootage: z.coerce.number().int().min(estimator.sqft.min).max(estimator.sqft.max),
  finishStyle: z.enum(finishStyles),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, ZIPCODE_MESSAGE),
  timeline: z.enum(timelines),
})

export type EstimateRequest = z.infer<typeof estimateRequestSchema>
