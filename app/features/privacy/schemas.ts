import { z } from 'zod'

/** The address erased records carry in place of the person's (erasure.server.ts). */
const erasedMark = '@erased.invalid'

export const personEmailSchema = z
  .string({ error: 'Enter the email address the person wrote to us from.' })
  .trim()
  .min(1, 'Enter the email address the person wrote to us from.')
  .max(254, 'That is longer than any email address.')
  .pipe(z.email('Enter a whole email address, like name@example.com.'))
  .refine((email) => !email.toLowerCase().endsWith(erasedMark), 'That is the mark erased records carry.')

export const eraseSchema = z.object({
  intent: z.literal('erase'),
  email: personEmailSchema,
  /** The digest of the records the owner was shown (decision 018). */
  digest: z
    .string({ error: 'Look the person up again, then confirm what is listed.' })
    .regex(/^[0-9a-f]{64}$/, 'Look the person up again, then confirm what is listed.'),
  confirm: z.literal('yes', { error: 'Tick the box to confirm the person asked for this.' }),
})
