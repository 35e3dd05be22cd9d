import { siteUrl } from '~/env.server'
import { aiIndex } from '~/features/site/ai-index'
import { siteContent } from '~/features/site/site-content.server'

export function loader() {
  return Response.json(aiIndex(siteUrl(), siteContent()), {
    headers: {
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
      Link: '</llms.txt>; rel="alternate"; type="text/markdown"',
    },
  })
}
