import { z } from 'zod'

/** The rules every staff password follows (as for ADMIN_PASSWORD and `staff:add`). */
export const minStaffPasswordLength = 12

const newPassword = z
  .string('Choose a password.')
  .min(minStaffPasswordLength, `The password must be at least ${minStaffPasswordLength} characters.`)
  .max(200, 'The password must be at most 200 characters.')

export const inviteSchema = z.object({
  intent: z.literal('invite'),
  email: z
    .string('Enter the email address to invite.')
    .trim()
    .min(1, 'Enter the email address to invite.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address.'))
    .transform((v) => v.toLowerCase()),
})

/** Setting a password from an invitation or reset link. */
export const setPasswordSchema = z
  .object({
    token: z.string('This link is not valid.').min(1, 'This link is not valid.').max(200),
    password: newPassword,
    confirm: z.string('Type the password again.').min(1, 'Type the password again.').max(200),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords differ.' })

/** Changing one's own password: the current one first. */
export const changePasswordSchema = z
  .object({
    current: z.string('Enter your current password.').min(1, 'Enter your current password.').max(200),
    password: newPassword,
    confirm: z.string('Type the new password again.').min(1, 'Type the new password again.').max(200),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords differ.' })
  .refine((v) => v.password !== v.current, {
    path: ['password'],
    message: 'The new password must be different from the current one.',
  })

const memberActionSchema = z.object({
  intent: z.enum(['remove', 'reset', 'reset-factors']),
  staffId: z.uuid('Unknown staff member.'),
})

const revokeSchema = z.object({
  intent: z.literal('revoke'),
  inviteId: z.uuid('Unknown invitation.'),
})

/** The owner's "Can edit content" tick for one staff member (decision 033); unticked sends nothing. */
const contentEditorSchema = z.object({
  intent: z.literal('content-editor'),
  staffId: z.uuid('Unknown staff member.'),
  allow: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
})

/** The owner's "Require a second factor" tick (decision 038); unticked sends nothing. */
const requireSecondFactorSchema = z.object({
  intent: z.literal('require-second-factor'),
  required: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
})

/** Every form of the team page, told apart by its intent (one Conform schema, decision 003). */
export const teamActionSchema = z.discriminatedUnion(
  'intent',
  [inviteSchema, memberActionSchema, revokeSchema, contentEditorSchema, requireSecondFactorSchema],
  {
    error: 'Unknown action.',
  },
)

/** A new sign-in email for one's own account (decision 038: after re-authentication). */
export const changeEmailSchema = z.object({
  intent: z.literal('email'),
  email: z
    .string('Enter the new email address.')
    .trim()
    .min(1, 'Enter the new email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter a valid email address.'))
    .transform((v) => v.toLowerCase()),
})
