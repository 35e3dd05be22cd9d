import { z } from 'zod'
import { chat } from '~/content/business'
import { CONTROL_CHARACTERS_IN_ENGLISH, plainText } from '~/features/security/text'

/** The body of POST /api/chat (DESIGN.md public API): the conversation and its messages, the new one last. */
export const chatRequestSchema = z.object({
  conversationId: z.uuid({ message: 'conversationId must be the id from POST /api/chat/conversations.' }),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant'], { message: "role must be 'user' or 'assistant'." }),
        // Earlier replies may be long; only the new message is held to the input limit below.
        content: z
          .string({ message: 'content must be text.' })
          .max(20_000, 'A message is too long.')
          .check(plainText('multi-line', CONTROL_CHARACTERS_IN_ENGLISH)),
      }),
      { message: 'messages must be a list of { role, content }.' },
    )
    .min(1, 'messages must hold the new message.')
    .max(200, 'Too many messages in one request.')
    .superRefine((messages, ctx) => {
      const last = messages[messages.length - 1]
      if (last?.role !== 'user') {
        ctx.addIssue({ code: 'custom', message: 'The last message must be the visitor’s (role user).' })
        return
      }
      const text = last.content.trim()
      if (!text) ctx.addIssue({ code: 'custom', message: 'Type a message first.' })
      else if (text.length > chat.maxMessageLength) {
        ctx.addIssue({
          code: 'custom',
          message: `Please keep a message under ${chat.maxMessageLength.toLocaleString('en-US')} characters.`,
        })
      }
    }),
})
