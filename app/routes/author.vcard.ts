import { data } from 'react-router'
import { authorProfile } from '~/features/knowledge/catalog.server'
import { authorVCard, buildVCard } from '~/features/knowledge/vcard'
import type { Route } from './+types/author.vcard'

/** The author's contact card as a download (the page's link, with or without JavaScript). */
export function loader({ params }: Route.LoaderArgs) {
  const author = authorProfile(params.slug)
  if (!author) throw data('Author not found', { status: 404 })
  return new Response(buildVCard(authorVCard(author)), {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${author.slug}.vcf"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Robots-Tag': 'noindex',
    },
  })
}
