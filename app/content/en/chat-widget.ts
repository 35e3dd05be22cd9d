/**
 * Remy's widget in English (decision 039): the button's words travel with the page, the panel's are
 * fetched when a visitor reaches for it (`/chat-words.json` in each language). Links name the default
 * language's path and go to the page in the panel's language; a language lists the pages it has.
 */
export const chatWidget = {
  title: '{assistant}',
  subtitle: 'Your Floor Expert',
  greeting:
    "Hey! I'm {assistant} — your floor expert. Ask me anything about epoxy flooring, pricing, or installation.",
  placeholder: 'Ask about finishes, pricing...',
  openLabel: 'Chat with {assistant}, your floor expert',
  closeLabel: 'Close chat',
  sendLabel: 'Send',
  inputLabel: 'Message {assistant}',
  typing: '{assistant} is typing',
  chips: [
    { label: 'Finishes', question: 'What finishes do you offer?' },
    { label: 'Pricing', question: 'How much does epoxy cost?' },
    { label: 'Timeline', question: 'How long does installation take?' },
  ],
  links: [
    { to: '/estimator', label: 'Get Estimate' },
    { to: '/schedule', label: 'Book Slot' },
    { to: '/portfolio', label: 'Portfolio' },
  ],
  linksAfterMessages: 2,
  notice:
    '{assistant} is an automated assistant. Estimates are not binding quotes: the team confirms every price.',
  errors: {
    tooManyRequests: 'Too many requests. Please wait a moment.',
    unavailable: 'Service temporarily unavailable.',
    failed: 'Failed to get response. Please try again.',
  },
  opening: 'Opening chat…',
  conversation: 'Conversation',
  messages: 'Messages',
  nextSteps: 'Next steps',
  assistantSays: '{assistant}: ',
  you: 'You: ',
}

export type ChatWidgetCopy = typeof chatWidget
