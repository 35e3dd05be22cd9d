import { company } from '~/content/business'
import { chatWidgetEs } from '~/content/es/site'
import type { ChatWords } from '~/content/navigation'
import { formatCopy } from '~/i18n/format-copy.server'

/**
 * The chat panel's words in Spanish, fetched when a visitor opens Remy on a Spanish page rather than
 * sent with the page: in the home's document they cost 440 bytes and its first round trip (decision
 * 034, "Bytes"). Formatted with Remy's published name.
 */
export function loader() {
  const words = formatCopy('es', chatWidgetEs, { assistant: company.assistantName }) as ChatWords
  return Response.json(words, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
