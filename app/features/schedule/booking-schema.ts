import { z } from 'zod'
import { booking, estimator } from '~/content/business'
import { finishStyles, spaceTypes, timelines } from '~/features/estimator/schema'
import { decimalFromText } from '~/features/security/decimal'
import { plainText, type TextKind } from '~/features/security/text'
import { preferredFinishes, projectTypes } from './options'

export { BLOCK_TAKEN_MESSAGE } from './messages'

// PostgreSQL text cannot hold NUL: every text field refuses control characters
// with a message rather than fail on insert (decision 019).
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Keep this under ${max} characters`)
    .check(plainText())

/** Empty or missing optional text is stored as null. */
const optionalText = (max: number, kind: TextKind = 'single-line') =>
  z
    .string({ error: 'Enter text here' })
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .check(plainText(kind))
    .nullish()
    .transform((v) => v || null)

/** The estimator's inputs a booking carries (the figures are recomputed on the server). */
export const estimateInputsSchema = z.object({
  space: z.enum(spaceTypes, { error: 'Unknown space type' }),
  sqft: z.preprocess(
    decimalFromText,
    z
      .number({ error: 'Enter the estimate’s square footage' })
      .int('Square footage must be a whole number')
      .min(estimator.sqft.min, `Square footage must be at least ${estimator.sqft.min}`)
      .max(estimator.sqft.max, `Square footage must be at most ${estimator.sqft.max}`),
  ),
  finish: z.enum(finishStyles, { error: 'Unknown finish style' }),
  zip: z
    .string()
    .trim()
    .check(plainText())
    .regex(/^\d{5}$/, 'Must be a valid 5-digit zipcode')
    .optional(),
  timeline: z.enum(timelines, { error: 'Unknown timeline' }).optional(),
})

export type EstimateInputs = z.infer<typeof estimateInputsSchema>

/**
 * The booking request, one schema for the dialog in the browser,
 * the route action and POST /api/bookings. Field names are the spec's.
 */
export const bookingRequestSchema = z.object({
  slot_id: z.uuid({ error: 'Choose an available block from the calendar' }),
  customer_name: requiredText('Enter your full name', 120),
  customer_email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Keep this under 254 characters')
    .check(plainText())
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' })),
  customer_phone: optionalText(40).refine((v) => v === null || /^[\d\s+().\-#extEXT]{7,40}$/.test(v), {
    message: 'Enter a valid phone number, like (470) 555-0142',
  }),
  project_address: requiredText('Enter the project address', 300),
  project_size: z.preprocess(
    decimalFromText,
    z
      .number({ error: 'Enter the square footage' })
      .int('Square footage must be a whole number')
      .min(booking.minProjectSqft, `Square footage must be at least ${booking.minProjectSqft}`)
      .max(1_000_000, 'Square footage must be at most 1,000,000'),
  ),
  project_type: z
    .enum([...projectTypes, ''], { error: 'Choose residential, commercial or industrial' })
    .nullish()
    .transform((v) => v || 'residential'),
  preferred_finish: z
    .enum([...preferredFinishes, ''], { error: 'Choose metallic, flake, solid or custom' })
    .nullish()
    .transform((v) => v || null),
  notes: optionalText(2000, 'multi-line'),
  /** Honeypot: people never see it; bots fill it. */
  website: z.string({ error: 'Leave this field empty' }).max(2000).nullish(),
  estimate: estimateInputsSchema.nullish().transform((v) => v ?? null),
})

export type BookingRequest = z.output<typeof bookingRequestSchema>
