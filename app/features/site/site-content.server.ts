import { authors } from '~/content/authors'
import { serviceAreas } from '~/content/service-areas'
import { sitePages } from '~/content/site-pages'
import { knowledgeArticles } from '~/features/knowledge/catalog.server'
import type { AiIndexContent } from './ai-index'
import { publicPaths } from './public-paths.server'

/** The content the sitemap, the AI index and llms.txt are all built from. */
export function siteContent(): AiIndexContent {
  return { paths: publicPaths(), pages: sitePages, articles: knowledgeArticles(), authors, serviceAreas }
}
