import { sharedWords } from './words'

/** The author page's own English words (see `sharedWords` in words.ts; decision 034). */
const authorPage = {
  roleAt: '{role}, {company}',
  description: '{firstSentence}. Articles, certifications and contact details.',
  articles: 'Articles',
  views: 'Total views',
  score: 'Expertise score',
  scoreNote:
    'The expertise score weighs certifications, areas of expertise, published articles and reader views.',
  email: 'Email',
  newTab: ' (opens in a new tab)',
  vcard: 'Download vCard',
  published: 'Published articles',
  none: 'No published articles yet.',
  viewsCount: '{count} views',
  expertise: 'Expertise',
  certifications: 'Certifications',
}

export const authorWords = { ...sharedWords, authorPage }
export type AuthorWords = typeof authorWords
