import { z } from 'zod'
import { booking, estimator } from '~/content/business'
import { finishStyles, spaceTypes, timelines } from '~/features/estimator/schema'
import { refusal } from '~/features/forms/refusal'
import { decimalFromText } from '~/features/security/decimal'
import { plainText, type TextKind } from '~/features/security/text'
import { preferredFinishes, projectTypes } from './options'

// PostgreSQL text cannot hold NUL: every text field refuses control characters
// with a message rather than fail on insert (decision 019).
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, refusal('booking.tooLong', { max }))
    .check(plainText())

/** Empty or missing optional text is stored as null. */
const optionalText = (max: number, kind: TextKind = 'single-line') =>
  z
    .string({ error: refusal('booking.textMissing') })
    .trim()
    .max(max, refusal('booking.tooLong', { max }))
    .check(plainText(kind))
    .nullish()
    .transform((v) => v || null)

/** The estimator's inputs a booking carries (the figures are recomputed on the server). */
export const estimateInputsSchema = z.object({
  space: z.enum(spaceTypes, { error: refusal('booking.spaceUnknown') }),
  sqft: z.preprocess(
    decimalFromText,
    z
      .number({ error: refusal('booking.estimateSqftMissing') })
      .int(refusal('booking.sqftWhole'))
      .min(estimator.sqft.min, refusal('booking.sqftAtLeast', { min: estimator.sqft.min }))
      .max(estimator.sqft.max, refusal('booking.sqftAtMost', { max: estimator.sqft.max })),
  ),
  finish: z.enum(finishStyles, { error: refusal('booking.finishStyleUnknown') }),
  zip: z
    .string()
    .trim()
    .check(plainText())
    .regex(/^\d{5}$/, refusal('booking.zipInvalid'))
    .optional(),
  timeline: z.enum(timelines, { error: refusal('booking.timelineUnknown') }).optional(),
})

export type EstimateInputs = z.infer<typeof estimateInputsSchema>

/**
 * The booking request, one schema for the dialog in the browser,
 * the route action and POST /api/bookings. Field names are the spec's.
 */
export const bookingRequestSchema = z.object({
  slot_id: z.uuid({ error: refusal('booking.blockMissing') }),
  customer_name: requiredText(refusal('booking.nameMissing'), 120),
  customer_email: z
    .string({ error: refusal('booking.emailMissing') })
    .trim()
    .toLowerCase()
    .max(254, refusal('booking.tooLong', { max: 254 }))
    .check(plainText())
    .pipe(z.email({ error: refusal('booking.emailInvalid') })),
  customer_phone: optionalText(40).refine((v) => v === null || /^[\d\s+().\-#extEXT]{7,40}$/.test(v), {
    message: refusal('booking.phoneInvalid'),
  }),
  project_address: requiredText(refusal('booking.addressMissing'), 300),
  project_size: z.preprocess(
    decimalFromText,
    z
      .number({ error: refusal('booking.sqftMissing') })
      .int(refusal('booking.sqftWhole'))
      .min(booking.minProjectSqft, refusal('booking.sqftAtLeast', { min: booking.minProjectSqft }))
      .max(1_000_000, refusal('booking.sqftAtMost', { max: 1_000_000 })),
  ),
  project_type: z
    .enum([...projectTypes, ''], { error: refusal('booking.projectTypeUnknown') })
    .nullish()
    .transform((v) => v || 'residential'),
  preferred_finish: z
    .enum([...preferredFinishes, ''], { error: refusal('booking.finishUnknown') })
    .nullish()
    .transform((v) => v || null),
  notes: optionalText(2000, 'multi-line'),
  /** Honeypot: people never see it; bots fill it. */
  website: z
    .string({ error: refusal('booking.honeypot') })
    .max(2000)
    .nullish(),
  estimate: estimateInputsSchema.nullish().transform((v) => v ?? null),
})

export type BookingRequest = z.output<typeof bookingRequestSchema>
