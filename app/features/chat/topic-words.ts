import { type ChatTopicWords, chatTopics as en } from '~/content/en/chat-topics'
import { chatTopics as es } from '~/content/es/chat-topics'
import { defaultLang, type Lang } from '~/i18n/lang'

/**
 * The words that name Remy's topics and refusals in each language that has its own (decision 039):
 * data beside each language's catalog. A language without them (the pseudo-locale, made from English)
 * reads a question with the default language's.
 */
export const topicWordsByLang: Partial<Record<Lang, ChatTopicWords>> = { en, es }

export function topicWordsOf(lang: Lang): ChatTopicWords {
  return topicWordsByLang[lang] ?? (topicWordsByLang[defaultLang] as ChatTopicWords)
}

/** Every language's words: a refusal is caught in any of them, whatever the reply's language. */
export const allTopicWords: readonly ChatTopicWords[] = Object.values(topicWordsByLang)
