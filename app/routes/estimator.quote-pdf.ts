import { siteUrl } from '~/env.server'
import { quoteFromSearch, quotePdfPolicy } from '~/features/estimator/quote-pdf.server'
import { tooManyRequests } from '~/features/security/rate-limit.server'
import type { Route } from './+types/estimator.quote-pdf'

/** GET /estimator/quote.pdf?space=…&sqft=…&finish=…&zip=…&timeline=…: the estimate as a one-page PDF. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const limit = await context.rateLimit(quotePdfPolicy, context.ip)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)

  const outcome = await quoteFromSearch(new URL(request.url).searchParams, {
    now: new Date(),
    siteUrl: siteUrl(),
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
