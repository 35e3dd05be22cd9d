import { chatPanelWords } from '~/features/chat/widget-words.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/chat-words'

/**
 * The chat panel's words in the page's language, fetched when a visitor reaches for Remy rather than
 * sent with the page (in the home's document they cost its first round trip) or bundled: every
 * language's are served here, the same way (decision 039).
 */
export function loader({ request }: Route.LoaderArgs) {
  const words = chatPanelWords(langOfPath(new URL(request.url).pathname))
  return Response.json(words, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
