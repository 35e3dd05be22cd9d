import { siteUrl } from '~/env.server'
import { articlesAtomFeed } from '~/features/knowledge/atom-feed.server'

/** GET /knowledge/feed.xml: the articles as Atom. */
export function loader() {
  return new Response(articlesAtomFeed(siteUrl()), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
