import { company } from './business'
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

/** The chat's copy: the widget's words, and where staff are told a hand-off came from. */
export const chatCopy = live(
  () =>
    ({
      ...chatWords,
      /** Hand-off to a person: its words are Remy's catalog's (decision 039); staff read this. */
      handoff: {
        /** Where the staff notification says the lead came from. */
        source: `chat with ${company.assistantName}`,
      },
    }) as const,
)
