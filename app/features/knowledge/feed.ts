/** The path of the articles' Atom feed (app/routes/knowledge.feed.ts). */
export const atomFeedPath = '/knowledge/feed.xml'

/** The `<link>` that lets a feed reader find it from the hub and each article. */
export const atomFeedLink = {
  rel: 'alternate',
  type: 'application/atom+xml',
  href: atomFeedPath,
  title: 'Refined Resin knowledge hub',
} as const
