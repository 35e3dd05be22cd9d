import { fill } from '../../i18n/fill'
import { type ArticleCategory, categoryIds } from './categories'
import type { HubCard } from './types'
import { counted, type HubWords } from './words'

/** The hub's sort options; AI-Recommended is the default. Each language names them in its catalog. */
export const sortOptions = [{ id: 'ai' }, { id: 'newest' }, { id: 'most-read' }] as const
export type SortId = (typeof sortOptions)[number]['id']

/** The hub's topic filters: All Topics, then the categories. */
export const topicOptions = [{ id: 'all' }, ...categoryIds.map((id) => ({ id }))] as const
export type TopicId = 'all' | ArticleCategory

/** Cards rendered at first and added by each 'Show more'. */
export const pageSize = 24
export const maxQueryLength = 100

export type HubQuery = { q: string; topic: TopicId; sort: SortId; show: number }
export const defaultQuery: HubQuery = { q: '', topic: 'all', sort: 'ai', show: pageSize }

const publishedMs = (a: Pick<HubCard, 'datePublished'>) => Date.parse(`${a.datePublished}T00:00:00Z`)

/** ReadCount × 0.7 + publish time in ms ÷ 1,000,000. */
export function aiScore(a: Pick<HubCard, 'readCount' | 'datePublished'>): number {
  return a.readCount * 0.7 + publishedMs(a) / 1_000_000
}

const byId = (a: HubCard, b: HubCard) => a.id.localeCompare(b.id, 'en', { numeric: true })

const comparators: Record<SortId, (a: HubCard, b: HubCard) => number> = {
  ai: (a, b) => aiScore(b) - aiScore(a) || byId(a, b),
  newest: (a, b) => publishedMs(b) - publishedMs(a) || byId(a, b),
  'most-read': (a, b) => b.readCount - a.readCount || byId(a, b),
}

/** A new array in the chosen order; ties fall back to the id, so the order is stable everywhere. */
export function sortArticles<T extends HubCard>(articles: readonly T[], sort: SortId): T[] {
  return [...articles].sort(comparators[sort])
}

export function filterByTopic<T extends HubCard>(articles: readonly T[], topic: TopicId): T[] {
  return topic === 'all' ? [...articles] : articles.filter((a) => a.category === topic)
}

/**
 * Search, then the topic filter, then the sort. `matches` is the set of ids the search found for
 * `query.q` (ignored when the query is empty). Null while there is a query and no search has run yet
 * (the search index loads with the page's scripts): every article is not an answer to it.
 */
export function runHub<T extends HubCard>(
  articles: readonly T[],
  query: Pick<HubQuery, 'q' | 'topic' | 'sort'>,
  matches: ReadonlySet<string>,
): T[]
export function runHub<T extends HubCard>(
  articles: readonly T[],
  query: Pick<HubQuery, 'q' | 'topic' | 'sort'>,
  matches?: ReadonlySet<string>,
): T[] | null
export function runHub<T extends HubCard>(
  articles: readonly T[],
  query: Pick<HubQuery, 'q' | 'topic' | 'sort'>,
  matches?: ReadonlySet<string>,
): T[] | null {
  if (!query.q.trim()) return sortArticles(filterByTopic(articles, query.topic), query.sort)
  if (!matches) return null
  return sortArticles(
    filterByTopic(
      articles.filter((a) => matches.has(a.id)),
      query.topic,
    ),
    query.sort,
  )
}

/** The line above the list: how many articles, for which query and topic, or that it is still searching. */
export function hubStatus(
  results: readonly HubCard[] | null,
  query: Pick<HubQuery, 'q' | 'topic'>,
  words: HubWords,
): string {
  const hub = words.hubPage
  if (!results) return hub.searching
  return [
    counted(results.length, hub.countOne, hub.countOther, words.intl),
    query.q ? fill(hub.forQuery, { query: query.q }) : '',
    query.topic !== 'all' ? fill(hub.inTopic, { topic: words.categories[query.topic] }) : '',
  ].join('')
}

const isSort = (v: string | null): v is SortId => sortOptions.some((s) => s.id === v)
const isTopic = (v: string | null): v is TopicId => topicOptions.some((t) => t.id === v)

/** Reads the hub's state from a URL query; anything unknown falls back to the default. */
export function parseHubQuery(params: URLSearchParams): HubQuery {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength)
  const topic = params.get('topic')
  const sort = params.get('sort')
  const show = Number.parseInt(params.get('show') ?? '', 10)
  return {
    q,
    topic: isTopic(topic) ? topic : 'all',
    sort: isSort(sort) ? sort : 'ai',
    show: Number.isFinite(show) && show > pageSize ? Math.ceil(show / pageSize) * pageSize : pageSize,
  }
}

/** The query string of a hub state, leaving out defaults so URLs stay short and shareable. */
export function hubSearch(query: HubQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.topic !== 'all') params.set('topic', query.topic)
  if (query.sort !== 'ai') params.set('sort', query.sort)
  if (query.show > pageSize) params.set('show', String(query.show))
  const s = params.toString()
  return s ? `?${s}` : ''
}
