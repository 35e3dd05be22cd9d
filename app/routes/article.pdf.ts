import { data } from 'react-router'
import { company } from '~/content/business'
import { siteUrl } from '~/env.server'
import { articlePdfFor } from '~/features/knowledge/article-pdf-for.server'
import type { Route } from './+types/article.pdf'

export async function loader({ params }: Route.LoaderArgs) {
  const pdf = await articlePdfFor(params.slug, siteUrl())
  if (!pdf) throw data({ error: 'No article has that address.' }, { status: 404 })
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.slug}.pdf"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'none'",
      Link: `<${siteUrl()}/article/${pdf.slug}>; rel="canonical"`,
      'X-Generator': company.name,
    },
  })
}
