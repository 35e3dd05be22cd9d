import { asc, eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { chat, company } from '~/content/business'
import { chatCopy } from '~/content/chat'
import { chatConversations, chatMessages } from '~/db/schema'
import { staffNotification } from '~/features/leads/notifications'
import { logger } from '~/features/logging/logger.server'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatMessage } from '~/i18n/format-copy.server'
import type { Lang } from '~/i18n/lang'
import { wordRefusal } from '~/i18n/refusals.server'
import { isCancel, isNo, isYes, readDetails, wantsPerson } from './handoff'

/**
 * Hand-off to a person, answered by the server itself whether or
 * not a model is configured, so a phone number or email never goes to a model.
 * The conversation remembers where the request stands (`handoff`): collecting
 * the name and a phone or email, confirming them, then requested: the
 * conversation is a lead under the visitor's name, and staff get the contact
 * form's notification mail.
 */

type Context = Pick<AppLoadContext, 'db' | 'mailer'>
type Conversation = Pick<
  typeof chatConversations.$inferSelect,
  'id' | 'handoff' | 'visitorName' | 'visitorEmail' | 'visitorPhone'
>

/**
 * The hand-off's words in `lang` (decision 039): its catalog's messages, formatted with the
 * published facts. Staff mails about the lead stay English.
 */
export function handoffWords(lang: Lang) {
  const w = catalogs[lang].remy.handoff
  const facts = {
    phone: company.phone,
    hours: factIn(lang, 'hours'),
    callbackHours: chat.handoffCallbackHours,
  }
  const say = (message: string, values: Record<string, string> = {}) =>
    formatMessage(lang, message, { ...facts, ...values })
  return {
    askDetails: say(w.askDetails),
    askName: say(w.askName),
    askContact: (name: string) => say(w.askContact, { name }),
    invalid: (problem: string) => say(w.invalid, { problem }),
    confirm: (name: string, contact: string) => say(w.confirm, { name, contact }),
    confirmAgain: say(w.confirmAgain),
    restart: say(w.restart),
    cancelled: say(w.cancelled),
    done: (name: string, contact: string, byPhone: boolean) =>
      say(w.done, { name, contact, byPhone: byPhone ? 'yes' : 'no' }),
    already: (contact: string) => say(w.already, { contact }),
    /** "(470) 555-0199", "jane@example.com", or both joined in the language's words. */
    contactOf: (c: Pick<Conversation, 'visitorPhone' | 'visitorEmail'>) => {
      const [first, second] = [c.visitorPhone, c.visitorEmail].filter((v): v is string => Boolean(v))
      return second ? say(w.either, { first: first as string, second }) : (first ?? '')
    },
  }
}

/** A question rather than an answer: the visitor moved on from the hand-off. */
const movedOn = (message: string) => /\?\s*$/.test(message) || message.trim().split(/\s+/).length > 12

/** Remy's reply when the message is part of a hand-off, or null to answer it as usual. */
export async function handoffReply(
  ctx: Context,
  conversation: Conversation,
  message: string,
  lang: Lang = 'en',
): Promise<string | null> {
  const copy = handoffWords(lang)
  const state = conversation.handoff
  const save = (set: Partial<typeof chatConversations.$inferInsert>) =>
    ctx.db
      .update(chatConversations)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(chatConversations.id, conversation.id))

  if (state === 'requested') return wantsPerson(message) ? copy.already(copy.contactOf(conversation)) : null
  if (!state && !wantsPerson(message)) return null

  if (state && isCancel(message)) {
    await save({ handoff: null })
    return copy.cancelled
  }

  if (state === 'confirming') {
    if (isYes(message)) return complete(ctx, conversation, lang)
    if (isNo(message)) {
      await save({ handoff: 'collecting', visitorName: null, visitorPhone: null, visitorEmail: null })
      return copy.restart
    }
  }

  // A bare name counts only as the answer to Remy asking for one.
  const details = readDetails(message, state !== null && !conversation.visitorName)
  const found = details.name || details.phone || details.email
  if (state && !found && !details.problems.length && movedOn(message)) {
    // A new question: answer it, and forget the half-given details.
    await save({ handoff: null })
    return null
  }
  const next = {
    visitorName: details.name ?? conversation.visitorName,
    visitorPhone: details.phone ?? conversation.visitorPhone,
    visitorEmail: details.email ?? conversation.visitorEmail,
  }
  const ready = Boolean(next.visitorName && (next.visitorPhone || next.visitorEmail))
  await save({ ...next, handoff: ready ? 'confirming' : 'collecting' })

  if (details.problems.length && !(next.visitorPhone || next.visitorEmail)) {
    const problem = details.problems[0]
    return copy.invalid(wordRefusal(lang, problem))
  }
  if (ready) return copy.confirm(next.visitorName as string, copy.contactOf(next))
  if (state === 'confirming' && !found) return copy.confirmAgain
  if (!state && !found) return copy.askDetails
  if (!next.visitorName) return copy.askName
  return copy.askContact(next.visitorName)
}

/** The visitor said yes: the conversation becomes a lead, and staff are told as for a contact message. */
async function complete(ctx: Context, conversation: Conversation, lang: Lang): Promise<string> {
  const name = conversation.visitorName ?? ''
  // The lead keeps the language it was asked in, so staff answer in it (decision 034).
  await ctx.db
    .update(chatConversations)
    .set({
      handoff: 'requested',
      handoffAt: sql`now()`,
      status: 'new',
      language: lang,
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, conversation.id))

  const transcript = await ctx.db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
  const message = transcript
    .slice(-30)
    .map((m) => `${m.role === 'user' ? 'Visitor' : chatCopy.title}: ${m.content.slice(0, 600)}`)
    .join('\n')
  const mail = staffNotification(
    {
      id: conversation.id,
      kind: 'contact',
      name,
      email: conversation.visitorEmail ?? '',
      sourcePage: chatCopy.handoff.source,
      language: lang,
      fields: {
        name,
        email: conversation.visitorEmail ?? undefined,
        phone: conversation.visitorPhone ?? undefined,
        message,
      },
    },
    ctx.mailer.staffEmail,
  )
  try {
    await ctx.mailer.send({ ...mail, related: { kind: 'chat', id: conversation.id } })
  } catch (error) {
    // The lead is stored and in the inbox; a lost mail is logged, never the visitor's problem.
    logger.error({ conversation: conversation.id, err: error }, 'chat hand-off mail failed')
  }
  const copy = handoffWords(lang)
  return copy.done(name, copy.contactOf(conversation), Boolean(conversation.visitorPhone))
}
