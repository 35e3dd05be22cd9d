import { data } from 'react-router'
import { company } from '~/content/business'
import { siteUrl } from '~/env.server'
import { articlePdfFor } from '~/features/knowledge/article-pdf-for.server'
import { langOfPath, pathIn } from '~/i18n/lang'
import type { Route } from './+types/article.pdf'

/** The article as a PDF; under /es, its Spanish version (decision 034). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const pdf = await articlePdfFor(params.slug, siteUrl(), lang)
  if (!pdf) throw data({ error: 'No article has that address.' }, { status: 404 })
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.slug}.pdf"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': "default-src 'none'",
      Link: `<${siteUrl()}${pathIn(lang, `/article/${pdf.slug}`)}>; rel="canonical"`,
      'X-Generator': company.name,
    },
  })
}
