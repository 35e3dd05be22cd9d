import { z } from 'zod'

/**
 * What the `source` column of leads, bookings and chats holds: where a visitor came from, for their
 * first and their latest visit from outside. The shape belongs to the stored rows, so it is declared
 * here; features/attribution reads it from the cookie and writes it (schema.ts imports nothing from
 * features/: decision 031).
 */

/** The longest campaign tag or referring domain kept. */
export const touchFieldMax = 100
/** The longest landing path kept. */
export const landingMax = 200

const touchSchema = z.object({
  utm_source: z.string().max(touchFieldMax).optional(),
  utm_medium: z.string().max(touchFieldMax).optional(),
  utm_campaign: z.string().max(touchFieldMax).optional(),
  utm_term: z.string().max(touchFieldMax).optional(),
  utm_content: z.string().max(touchFieldMax).optional(),
  /** The referring site's domain (no path, no query: those may carry someone's search). */
  referrer: z.string().max(touchFieldMax).optional(),
  /** The path of the page they landed on, without its query. */
  landing: z.string().max(landingMax),
  /** The day of the visit, yyyy-MM-dd (UTC). */
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})

export type Touch = z.infer<typeof touchSchema>

export const visitSourceSchema = z.object({ first: touchSchema, last: touchSchema })
export type VisitSource = z.infer<typeof visitSourceSchema>
