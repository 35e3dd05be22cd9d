import { sharedWords } from './words'

/** The hub's own English words (see `sharedWords` in words.ts; decision 034). */
const hubPage = {
  lead: 'Straight answers on epoxy chemistry, prep, care and cost, from the people who pour it, plus a local page for every ZIP we serve.',
  searchLabel: 'Search articles',
  placeholder: 'Search guides, topics or your city',
  search: 'Search',
  try: 'Try:',
  /** The search box's suggestions (five of them). */
  suggestions: [
    'garage prep',
    'urethane vs epoxy',
    'industrial coatings',
    'metallic finish care',
    'concrete moisture',
  ],
  topics: 'Topics',
  allTopics: 'All Topics',
  sortLabel: 'Sort articles',
  sort: 'Sort:',
  sorts: { ai: 'AI-Recommended', newest: 'Newest', 'most-read': 'Most Read' },
  countOne: '{count} article',
  countOther: '{count} articles',
  /** In place of the count while a query has not been searched yet. */
  searching: 'Searching…',
  forQuery: ' for “{query}”',
  inTopic: ' in {topic}',
  empty: 'No articles found matching your criteria. Try adjusting your filters or search query.',
  showing: 'Showing {shown} of {total}',
  more: 'Show more',
  readsOne: '{count} read',
  readsOther: '{count} reads',
}

export const hubWords = { ...sharedWords, hubPage }
export type HubWords = typeof hubWords
