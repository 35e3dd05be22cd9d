import { sharedWords } from './words'

/** The article's own English words (see `sharedWords` in words.ts; decision 034). */
const article = {
  tags: 'Tags',
  by: 'By',
  updated: 'Updated',
  share: 'Share',
  pdf: 'Download PDF',
  showSummary: 'Show AI Summary',
  hideSummary: 'Hide AI Summary',
  science: 'The Science',
  proTips: 'Pro Tips',
  fieldExperience: 'Field Experience',
  faqs: 'Frequently Asked Questions',
  sources: 'Sources',
  /** After each source's name: a Spanish page says the source is in English. */
  sourceNote: '',
  cite: 'Cite this article',
  copyCitation: 'Copy {style} citation',
  citationCopied: '{style} citation copied',
  citationNotCopied: 'Could not copy the {style} citation',
  linkCopied: 'Link copied',
  linkNotCopied: 'Could not copy the link',
  articlesOne: '{count} article',
  articlesOther: '{count} articles',
  expertise: 'Expertise: {list}',
  related: 'Related topics',
}

export const articleWords = { ...sharedWords, article }
export type ArticleWords = typeof articleWords
