import type { Lang } from '~/i18n/lang'
import { topicWordsByLang } from './topic-words'

/**
 * The language of a visitor's message, when it is clear (decisions 034 and 039): Remy answers a
 * message plainly written in one language in that language, whatever page it came from. A short or
 * mixed message ("sí", a name, a phone number) says nothing, and the conversation keeps its language.
 * Each language's telling words are data beside its catalog (`content/<lang>/chat-topics.ts`).
 */

// Letters only as edges: `\b` treats "á" as a boundary, which would split "garantía".
const wordsPattern = (list: readonly string[]) =>
  new RegExp(`(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`, 'giu')

const detectors = Object.entries(topicWordsByLang).map(([lang, words]) => ({
  lang: lang as Lang,
  words: wordsPattern(words.language.words),
  marks: words.language.marks,
}))

/** The language a message is clearly written in (at least two telling signs, more than any other), or null. */
export function languageOf(message: string): Lang | null {
  const scores = detectors
    .map((d) => ({
      lang: d.lang,
      score: (message.match(d.words)?.length ?? 0) + (d.marks?.test(message) ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score)
  const [best, next] = scores
  if (!best || best.score < 2 || (next && next.score >= best.score)) return null
  return best.lang
}
