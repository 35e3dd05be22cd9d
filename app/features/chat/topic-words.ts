import { type ChatTopicWords, chatTopics as en } from '~/content/en/chat-topics'
import { chatTopics as es } from '~/content/es/chat-topics'
import { defaultLang, type Lang } from '~/i18n/lang'

/**
 * The words that name Remy's topics and refusals in each language that has its own (decision 039):
 * data beside each language's catalog. A language without them (the pseudo-locale, made from English)
 * reads a question with the default language's.
 */
const topicWords: Partial<Record<Lang, ChatTopicWords>> = { en, es }

export function topicWordsOf(lang: Lang): ChatTopicWords {
  return topicWords[lang] ?? (topicWords[defaultLang] as ChatTopicWords)
}

/** Every language's words: a refusal is caught in any of them, whatever the reply's language. */
export const allTopicWords: readonly ChatTopicWords[] = Object.values(topicWords)
