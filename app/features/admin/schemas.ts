import { z } from 'zod'
import { CONTROL_CHARACTERS_IN_ENGLISH, plainText } from '~/features/security/text'

/** Sign-in: only presence is checked here, so the form never hints at the password rules. */
export const signInSchema = z.object({
  email: z
    .string('Enter your email address.')
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'That email address is too long.')
    .check(plainText('single-line', CONTROL_CHARACTERS_IN_ENGLISH)),
  password: z
    .string('Enter your password.')
    .min(1, 'Enter your password.')
    .max(200, 'That password is too long.')
    .check(plainText('single-line', CONTROL_CHARACTERS_IN_ENGLISH)),
})

export const noteSchema = z.object({
  intent: z.literal('note'),
  body: z
    .string('Write a note first.')
    .trim()
    .min(1, 'Write a note first.')
    .max(5000, 'A note can be at most 5,000 characters.'),
})
