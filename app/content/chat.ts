import { chat, company } from './business'
import { live } from './live'

/**
 * The chat widget's own words, as the browser shows them on English pages: they reach it through
 * `siteCopy.chat`, and Spanish pages get the same shape from `es/site.ts` (decision 034).
 */
export const chatWords = live(
  () =>
    ({
      title: company.assistantName,
      subtitle: 'Your Floor Expert',
      greeting: `Hey! I'm ${company.assistantName} — your floor expert. Ask me anything about epoxy flooring, pricing, or installation.`,
      placeholder: 'Ask about finishes, pricing...',
      openLabel: `Chat with ${company.assistantName}, your floor expert`,
      closeLabel: 'Close chat',
      sendLabel: 'Send',
      inputLabel: `Message ${company.assistantName}`,
      typing: `${company.assistantName} is typing`,
      chips: [
        { label: 'Finishes', question: 'What finishes do you offer?' },
        { label: 'Pricing', question: 'How much does epoxy cost?' },
        { label: 'Timeline', question: 'How long does installation take?' },
      ],
      /** Shown once the conversation holds more than `linksAfterMessages` messages. */
      links: [
        { to: '/estimator', label: 'Get Estimate' },
        { to: '/schedule', label: 'Book Slot' },
        { to: '/portfolio', label: 'Portfolio' },
      ],
      linksAfterMessages: 2,
      /** Said once, under the greeting (decision 022). */
      notice: `${company.assistantName} is an automated assistant. Estimates are not binding quotes: the team confirms every price.`,
      errors: {
        tooManyRequests: 'Too many requests. Please wait a moment.',
        unavailable: 'Service temporarily unavailable.',
        failed: 'Failed to get response. Please try again.',
      },
      opening: 'Opening chat…',
      conversation: 'Conversation',
      messages: 'Messages',
      nextSteps: 'Next steps',
      you: 'You: ',
    }) as const,
)

/** The chat's copy: the widget's words and what the server says (hand-off, a cut figure). */
export const chatCopy = live(
  () =>
    ({
      ...chatWords,
      /** Ends a model's reply in place of a figure the facts do not support (decision 022). */
      figureCut: `I can't confirm that figure. For a price you can rely on, use the [instant estimator](/estimator) or call ${company.phone}: the team confirms every quote.`,
      /** Hand-off to a person. `contact` is "(470) 555-0199" or "jane@example.com". */
      handoff: {
        askDetails: `I can have someone from the team get back to you. What's your name, and a phone number or email where they can reach you?`,
        askName: 'Thanks! What name should the team ask for?',
        askContact: (name: string) =>
          `Thanks, ${name}. What's a phone number or email where the team can reach you?`,
        invalid: (problem: string) => `${problem} Or send an email address instead.`,
        confirm: (name: string, contact: string) =>
          `Thanks, ${name}. I'll ask the team to reach you at ${contact}. Shall I pass this on? Reply yes to confirm, or tell me what to change.`,
        confirmAgain: 'Reply yes to pass your details to the team, or tell me what to change.',
        restart: "No problem. What's your name, and a phone number or email where the team can reach you?",
        cancelled: "No problem, I won't pass anything on. Ask me anything else about your floor.",
        done: (name: string, contact: string, byPhone: boolean) =>
          `Done, ${name}: I've passed this conversation to the team. Expect ${byPhone ? 'a call' : 'a reply'} at ${contact} within ${chat.handoffCallbackHours} hours (${company.hours}). If it's urgent, call us at ${company.phone}.`,
        already: (contact: string) =>
          `The team already has your details and will reach you at ${contact} within ${chat.handoffCallbackHours} hours. If it's urgent, call us at ${company.phone}.`,
        /** Where the staff notification says the lead came from. */
        source: `chat with ${company.assistantName}`,
      },
    }) as const,
)
