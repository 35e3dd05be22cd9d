import { knowledgeEs } from '~/content/es/knowledge'
import { formatCopy } from '~/i18n/format-copy.server'
import type { KnowledgePage, KnowledgeWords } from './words'

/** The values the page fills itself: they pass through formatting as marks (decision 034). */
const marks = Object.fromEntries(
  [
    'count',
    'query',
    'topic',
    'shown',
    'total',
    'minutes',
    'day',
    'month',
    'year',
    'style',
    'list',
    'role',
    'company',
    'firstSentence',
  ].map((k) => [k, `{${k}}`]),
)

let formatted: KnowledgeWords | null = null
const json = new Map<KnowledgePage, string>()

/** Every word of the knowledge pages in Spanish, formatted once: they name no published fact. */
export function knowledgeEsFormatted(): KnowledgeWords {
  formatted ??= formatCopy('es', knowledgeEs, marks) satisfies KnowledgeWords
  return formatted
}

/**
 * A knowledge page's words in Spanish: the shared ones and its own, sent as one JSON string, which the
 * page reads with `readWords` (decision 034, "Bytes").
 */
export function knowledgeWordsEs(page: KnowledgePage): string {
  let words = json.get(page)
  if (!words) {
    const { hubPage: _h, article: _a, authorPage: _p, ...shared } = knowledgeEsFormatted()
    words = JSON.stringify({ ...shared, [page]: knowledgeEsFormatted()[page] })
    json.set(page, words)
  }
  return words
}
