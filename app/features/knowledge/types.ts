import type { Lang } from '../../i18n/lang'
import type { ArticleCategory } from './categories'

/** A knowledge article as the hub, the sitemap and the AI index see it. */
export type KnowledgeArticle = {
  id: string
  slug: string
  title: string
  metaDescription: string
  summary: string
  aiSummary: string
  keywords: string[]
  tags: string[]
  category: ArticleCategory
  /** Display name of the author (a person, or the company for service articles). */
  author: string
  /** The author's profile slug; null when the company itself is the author. */
  authorSlug: string | null
  datePublished: string
  dateModified: string
  readCount: number
  readingTime: number
  /** A finish id from app/content/finishes.ts, used as the article's artwork. */
  image: string
  relatedArticles: string[]
  /** The article's canonical page: /article/{slug}, or /service-area/{zip} for a service article. */
  path: string
  /** Where the hub's card leads: the canonical page itself (/article/{id} would answer 301). */
  href: string
  /** The article's pages in the other languages offered, where the owner wrote it in them (decision 034). */
  translations: { lang: Lang; path: string }[]
}

/** The slice of an article a hub card needs, shipped to the browser. */
export type HubCard = Pick<
  KnowledgeArticle,
  | 'id'
  | 'title'
  | 'summary'
  | 'keywords'
  | 'tags'
  | 'category'
  | 'author'
  | 'datePublished'
  | 'readCount'
  | 'readingTime'
  | 'href'
>
