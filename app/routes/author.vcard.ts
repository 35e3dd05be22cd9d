import { data } from 'react-router'
import { contentImageJpegBase64 } from '~/features/content/images.server'
import { authorProfile } from '~/features/knowledge/catalog.server'
import { authorVCard, buildVCard } from '~/features/knowledge/vcard'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/author.vcard'

/**
 * The author's contact card as a download (the page's link, with or without JavaScript). A photo
 * the owner uploaded (decision 033) goes in as a JPEG made from the stored picture.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // The Spanish author page's card has the role and bio in Spanish (decision 034).
  const author = authorProfile(params.slug, langOfPath(new URL(request.url).pathname))
  if (!author) throw data('Author not found', { status: 404 })
  const photo = author.photo ? await contentImageJpegBase64(context.db, author.photo) : null
  return new Response(buildVCard(authorVCard(author, photo ?? undefined)), {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${author.slug}.vcf"`,
      // Short: the owner may change the card in the console, and it should follow within minutes.
      'Cache-Control': 'public, max-age=300',
      'X-Robots-Tag': 'noindex',
    },
  })
}
