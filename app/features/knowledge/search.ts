import MiniSearch from 'minisearch'
import type { HubCard } from './types'

/**
 * A typo-tolerant, prefix-matching search over the hub's cards (title,
 * summary, keywords, tags). Returns the ids of the articles matching every
 * word of the query. Loaded in the browser only once the visitor searches.
 */
export function createSearch(cards: readonly HubCard[]): (query: string) => Set<string> {
  const index = new MiniSearch<HubCard>({
    idField: 'id',
    fields: ['title', 'summary', 'keywords', 'tags'],
    extractField: (doc, field) => {
      const value = doc[field as keyof HubCard]
      return Array.isArray(value) ? value.join(' ') : String(value ?? '')
    },
    searchOptions: {
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'AND',
      boost: { title: 3, keywords: 2, tags: 2 },
    },
  })
  index.addAll(cards as HubCard[])
  return (query) => new Set(index.search(query.trim()).map((r) => String(r.id)))
}
