import { aiIndex } from '~/features/site/ai-index'
import { siteUrl } from '~/features/site/site-url.server'

export function loader() {
  return Response.json(aiIndex(siteUrl()), {
    headers: { 'Cache-Control': 'public, max-age=3600' },
  })
}
