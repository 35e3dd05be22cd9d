import MiniSearch from 'minisearch'
import type { HubCard } from './types'

/** A term lower-cased and without its accents: "Epóxico" → "epoxico", "ñ" → "n". */
function foldAccents(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/**
 * A typo-tolerant, prefix-matching search over the hub's cards (title,
 * summary, keywords, tags). Returns the ids of the articles that match the
 * most words of the query: every word when some article has them all, so
 * "metallic finish care" still finds the care guide although it never says
 * "finish". Loaded in the browser only once the visitor searches.
 */
export function createSearch(cards: readonly HubCard[]): (query: string) => Set<string> {
  const index = new MiniSearch<HubCard>({
    idField: 'id',
    fields: ['title', 'summary', 'keywords', 'tags'],
    extractField: (doc, field) => {
      const value = doc[field as keyof HubCard]
      return Array.isArray(value) ? value.join(' ') : String(value ?? '')
    },
    // Accents are optional for the searcher: "epoxico" finds "epóxico" (decision 034); English loses nothing.
    processTerm: foldAccents,
    searchOptions: {
      processTerm: foldAccents,
      prefix: true,
      // Numbers (ZIP codes) must match exactly or as a prefix, never one digit off.
      fuzzy: (term) => (/^\d+$/.test(term) ? false : 0.2),
      combineWith: 'OR',
      boost: { title: 3, keywords: 2, tags: 2 },
    },
  })
  index.addAll(cards as HubCard[])
  return (query) => {
    const results = index.search(query.trim())
    const best = Math.max(0, ...results.map((r) => r.queryTerms.length))
    return new Set(results.filter((r) => r.queryTerms.length === best).map((r) => String(r.id)))
  }
}
