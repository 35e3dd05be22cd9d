import { siteUrl } from '~/env.server'
import { publicPaths } from '~/features/site/public-paths.server'
import { sitemapXml } from '~/features/site/sitemap'

export function loader() {
  return new Response(sitemapXml(siteUrl(), publicPaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
