import type { MetaDescriptor } from 'react-router'
import { company } from '~/content/business'
import { fill } from '~/i18n/fill'
import { type Lang, pathIn } from '~/i18n/lang'

/** The path of the articles' Atom feed (app/routes/knowledge.feed.ts); the Spanish one is under /es. */
export const atomFeedPath = '/knowledge/feed.xml'

/**
 * The `<link>` that lets a feed reader find the feed of the page's language from the hub and each
 * article: in the page's meta, which knows the language (a route's `links` does not).
 */
export function atomFeedLink(lang: Lang, words: { feedTitle: string }): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    href: pathIn(lang, atomFeedPath),
    title: fill(words.feedTitle, { company: company.name }),
  }
}
