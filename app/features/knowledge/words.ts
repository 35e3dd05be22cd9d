// Relative imports only, as the rest of this folder's shared modules.

import type { KnowledgeCatalog } from '../../content/en/knowledge'
import { fill } from '../../i18n/fill'
import { pluralRules } from '../../i18n/intl-formats'

/**
 * The words of the knowledge hub, the article page and the author page, as the server formats them
 * from the page's language's catalog (`words.server.ts`, decision 039) and sends them: no page bundles
 * any language's words. `{…}` marks a value the page fills (`fill`): a count the browser computes, a
 * date, a role. `intl` is the language's `Intl` locale, for its plural rules.
 */
export type KnowledgeWords = KnowledgeCatalog & { intl: string }

type Shared = Omit<
  KnowledgeWords,
  'hubPage' | 'article' | 'authorPage' | 'meta' | 'feedDescription' | 'pdfPage' | 'citation'
>
export type HubWords = Shared & Pick<KnowledgeWords, 'hubPage' | 'meta'>
export type ArticleWords = Shared & Pick<KnowledgeWords, 'article'>
export type AuthorWords = Shared & Pick<KnowledgeWords, 'authorPage'>

/** The page a loader sends words for: each gets the shared words and its own. */
export type KnowledgePage = 'hubPage' | 'article' | 'authorPage'

/** A count as the pages write it: 1,476. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** "1 article" / "12 articles" from a pair of words with `{count}`, by the language's plural rules. */
export function counted(n: number, one: string, other: string, intl: string): string {
  return fill(pluralRules(intl).select(n) === 'one' ? one : other, { count: grouped(n) })
}

/** An ISO date (YYYY-MM-DD) in the words' language: "Jul 8, 2025", "8 de julio de 2025". */
export function dateIn(words: KnowledgeWords['date'], iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return fill(words.format, { year, month: words.months[month - 1] ?? '', day })
}
