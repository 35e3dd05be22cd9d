import { chat, company } from '../../app/content/business'
import { chatWidget as enWidget } from '../../app/content/en/chat-widget'
import { remyWords as en } from '../../app/content/en/remy'
import { chatWidget as esWidget } from '../../app/content/es/chat-widget'
import { remyWords as es } from '../../app/content/es/remy'
import { factIn } from '../../app/i18n/facts.server'
import { formatCopy, formatMessage } from '../../app/i18n/format-copy.server'

/**
 * What Remy says in a hand-off, in English or Spanish, from the catalogs the server formats
 * (decision 039), for the journeys to expect word for word. Relative imports: Playwright reads
 * these files without the app's `~/` alias.
 */
export function handoffSays(lang: 'en' | 'es') {
  const w = (lang === 'es' ? es : en).handoff
  const facts = {
    phone: company.phone,
    hours: factIn(lang, 'hours'),
    callbackHours: chat.handoffCallbackHours,
  }
  const say = (message: string, values: Record<string, string> = {}) =>
    formatMessage(lang, message, { ...facts, ...values })
  return {
    askDetails: say(w.askDetails),
    askContact: (name: string) => say(w.askContact, { name }),
    confirm: (name: string, contact: string) => say(w.confirm, { name, contact }),
    done: (name: string, contact: string, byPhone: boolean) =>
      say(w.done, { name, contact, byPhone: byPhone ? 'yes' : 'no' }),
  }
}

/** Remy's panel in English or Spanish, as the server formats it for `/chat-words.json`. */
export function widgetWords(lang: 'en' | 'es') {
  return formatCopy(lang, lang === 'es' ? esWidget : enWidget, { assistant: company.assistantName })
}
