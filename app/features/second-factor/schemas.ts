import { z } from 'zod'

/**
 * The second-factor forms (decision 038), told apart by their intent. A code's own format is
 * checked by the service, which words the refusal (and never counts a malformed code as a guess).
 */
const code = z.string('Enter the code.').min(1, 'Enter the code.').max(40, 'That code is too long.')
const passkeyResponse = z.string().min(1).max(64_000)

const reauthSchema = z.object({
  intent: z.literal('reauth'),
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(200),
  code: code.optional(),
  passkey: passkeyResponse.optional(),
})

export const factorActionSchema = z.discriminatedUnion(
  'intent',
  [
    reauthSchema,
    z.object({ intent: z.literal('totp-start') }),
    z.object({ intent: z.literal('totp-confirm'), code }),
    z.object({ intent: z.literal('totp-remove') }),
    z.object({
      intent: z.literal('passkey-add'),
      name: z
        .string('Name the passkey.')
        .trim()
        .min(1, 'Name the passkey (the device or app that holds it).')
        .max(60, 'Keep the name under 60 characters.'),
      response: passkeyResponse,
    }),
    z.object({ intent: z.literal('passkey-remove'), passkeyId: z.uuid('Unknown passkey.') }),
    z.object({ intent: z.literal('recovery-regenerate') }),
    z.object({ intent: z.literal('sessions-end') }),
  ],
  { error: 'Unknown action.' },
)

export const factorIntents = [
  'reauth',
  'totp-start',
  'totp-confirm',
  'totp-remove',
  'passkey-add',
  'passkey-remove',
  'recovery-regenerate',
  'sessions-end',
] as const

/** The second step of a sign-in: a code, or a passkey's answer. */
export const verifySchema = z.union([
  z.object({ intent: z.literal('code'), code }),
  z.object({ intent: z.literal('passkey'), passkey: passkeyResponse }),
])
