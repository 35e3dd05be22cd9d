import { siteUrl } from '~/env.server'
import { articlesAtomFeed } from '~/features/knowledge/atom-feed.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/knowledge.feed'

/** GET /knowledge/feed.xml: the articles as Atom; /es/knowledge/feed.xml: the Spanish ones, in Spanish. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(articlesAtomFeed(siteUrl(), new Date(), langOfPath(new URL(request.url).pathname)), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
