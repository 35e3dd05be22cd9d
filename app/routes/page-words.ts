import { data } from 'react-router'
import { keptWordsOf } from '~/features/site/kept-words.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/page-words'

/**
 * A page's kept words in the page's language, for a navigation in the browser: a document carries
 * them in its markup only (decision 039, "Words sent once"). They follow a publish at once.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const words = keptWordsOf(params.page, langOfPath(new URL(request.url).pathname))
  if (words === undefined) throw data('No page keeps words under this name', { status: 404 })
  return Response.json(words, { headers: { 'Cache-Control': 'no-cache' } })
}
