import { siteUrl } from '~/env.server'
import { pageLastModified } from '~/features/content/page-changes'
import { lastPublishedByKind } from '~/features/content/store.server'
import { publicPaths } from '~/features/site/public-paths.server'
import { sitemapXml } from '~/features/site/sitemap'
import type { Route } from './+types/sitemap.xml'

export async function loader({ context }: Route.LoaderArgs) {
  // Without a database (the build's prerender) the sitemap lists the pages without dates.
  const lastByKind = context?.db ? await lastPublishedByKind(context.db) : new Map()
  return new Response(
    sitemapXml(siteUrl(), publicPaths(), (p) => pageLastModified(p, lastByKind)),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    },
  )
}
