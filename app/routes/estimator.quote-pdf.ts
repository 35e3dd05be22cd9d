import { siteUrl } from '~/env.server'
import { quotedPriceBook, quoteFromSearch, quotePdfPolicy } from '~/features/estimator/quote-pdf.server'
import { tooManyRequests } from '~/features/security/rate-limit.server'
import { langOfPath } from '~/i18n/lang'
import { wordRefusal } from '~/i18n/refusals.server'
import type { Route } from './+types/estimator.quote-pdf'

/**
 * GET /estimator/quote.pdf?space=…&sqft=…&finish=…&zip=…&timeline=…: the estimate as a one-page PDF.
 * From `/es/estimator/quote.pdf` the same quote in Spanish (decision 034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const limit = await context.rateLimit(quotePdfPolicy, context.ip)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)

  const { pathname, searchParams: search } = new URL(request.url)
  const lang = langOfPath(pathname)
  // The services refuse with codes; the link's language words them (decision 039).
  const rates = await quotedPriceBook(context.db, search)
  if (!rates.ok) return Response.json({ error: wordRefusal(lang, rates.error) }, { status: 400 })
  const outcome = await quoteFromSearch(search, {
    now: new Date(),
    siteUrl: siteUrl(),
    rates: rates.book,
    lang,
  })
  if (!outcome.ok) {
    return Response.json({ error: outcome.error, fieldErrors: outcome.fieldErrors }, { status: 400 })
  }
  return new Response(Buffer.from(outcome.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${outcome.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}
