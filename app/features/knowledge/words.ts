// Relative imports only: the topics' names are read here at build time (categories.ts, through the
// article files) without Vite's `~/` alias.
import { fill } from '../../i18n/fill'
import type { ArticleWords } from './article-words'
import type { AuthorWords } from './author-words'
import type { ArticleCategory } from './categories'
import type { HubWords } from './hub-words'

/**
 * The words of the knowledge hub, the article page and the author page, in English: bundled with the
 * pages as before. A Spanish page gets the same shape from `app/content/es/knowledge.ts`, formatted on
 * the server and sent as page data (decision 034), so English pages carry no Spanish. `{…}` marks a
 * value the page fills (`fill`): a count the browser computes, a date, a role.
 *
 * Here are the words the three pages share; each page's own are a module of their own
 * (`hub-words.ts`, `article-words.ts`, `author-words.ts`), so a page bundles no other page's words:
 * the article page's first-load JavaScript is within a few hundred bytes of its budget.
 */
export const sharedWords = {
  /** The hub's name in breadcrumbs and links back to it. */
  hub: 'Knowledge Hub',
  /** The breadcrumb trail's name and its first step. */
  /** The title of the articles' Atom feed, as feed readers list it. */
  feedTitle: '{company} knowledge hub',
  back: 'Back to the Knowledge Hub',
  /** The topics' names (categories.ts has their ids). */
  categories: {
    'local-service': 'Local Service',
    'residential-tips': 'Residential Tips',
    'commercial-specs': 'Commercial Specs',
    'chemistry-breakdowns': 'Chemistry Breakdowns',
    'case-studies': 'Case Studies',
    trends: 'Trends',
  } satisfies Record<ArticleCategory, string> as Record<ArticleCategory, string>,
  /** A date as the pages write it: "Jul 8, 2025". */
  date: {
    format: '{month} {day}, {year}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  minutes: '{minutes} min read',
}

/** Every word of the three pages: what `app/content/es/knowledge.ts` has in Spanish. */
export type KnowledgeWords = typeof sharedWords & {
  hubPage: HubWords['hubPage']
  article: ArticleWords['article']
  authorPage: AuthorWords['authorPage']
}

/** The page a loader sends Spanish words for: each gets the shared words and its own. */
export type KnowledgePage = 'hubPage' | 'article' | 'authorPage'

/** A count as the pages write it: 1,476. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** "1 article" / "12 articles" from a pair of words with `{count}`. */
export function counted(n: number, one: string, other: string): string {
  return fill(n === 1 ? one : other, { count: grouped(n) })
}

/** An ISO date (YYYY-MM-DD) in the words' language: "Jul 8, 2025", "8 jul 2025". */
export function dateIn(words: KnowledgeWords['date'], iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return fill(words.format, { year, month: words.months[month - 1] ?? '', day })
}
