import { company } from './business'

/** The chat widget's copy (spec §2 chat widget, §8 chat errors). */
export const chatCopy = {
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
  errors: {
    tooManyRequests: 'Too many requests. Please wait a moment.',
    unavailable: 'Service temporarily unavailable.',
    failed: 'Failed to get response. Please try again.',
  },
} as const
