import { z } from 'zod'

export const personEmailSchema = z
  .string({ error: 'Enter the email address the person wrote to us from.' })
  .trim()
  .min(1, 'Enter the email address the person wrote to us from.')
  .max(254, 'That is longer than any email address.')
  .pipe(z.email('Enter a whole email address, like name@example.com.'))

export const eraseSchema = z.object({
  intent: z.literal('erase'),
  email: personEmailSchema,
  confirm: z.literal('yes', { error: 'Tick the box to confirm the person asked for this.' }),
})
