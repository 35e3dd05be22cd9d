import { siteUrl } from '~/env.server'
import { aiIndex } from '~/features/site/ai-index'
import { llmsTxt } from '~/features/site/llms-txt'
import { siteContent } from '~/features/site/site-content.server'

export function loader() {
  return new Response(llmsTxt(aiIndex(siteUrl(), siteContent())), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
