import { company } from '~/content/business'
import type { ChatWords } from '~/content/navigation'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { type Lang, pathIn } from '~/i18n/lang'

/** Remy's panel in a language, formatted with its published name; its links stay in the language. */
export function chatPanelWords(lang: Lang): ChatWords {
  const words = formatCopy(lang, catalogs[lang].chatWidget, { assistant: company.assistantName })
  return { ...words, links: words.links.map((l) => ({ ...l, to: pathIn(lang, l.to) })) }
}

/** What the page carries for Remy's button: its words, and where the panel's are (decision 039). */
export function chatButtonWords(lang: Lang) {
  const { openLabel, opening } = chatPanelWords(lang)
  return { openLabel, opening, wordsUrl: pathIn(lang, '/chat-words.json') }
}
