import { data } from 'react-router'
import { siteUrlFrom } from '~/components/site/seo'
import { siteUrl } from '~/env.server'
import { adminHeaders } from '~/features/admin/guard.server'
import { requireContentEditor } from '~/features/content/access.server'
import { articlePreview } from '~/features/content/articles.server'
import { ArticleView } from '~/features/knowledge/article-view'
import type { ArticleWords } from '~/features/knowledge/words'
import { knowledgeWords } from '~/features/knowledge/words.server'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/admin.content-article-preview'

// The draft as visitors would see it (decision 033): outside the console's shell so it looks like the
// public page, for content editors only, never indexed, cached or listed in the sitemap. `?lang=es`
// shows its Spanish version as the Spanish page will (decision 034).
export const headers = () => ({ ...adminHeaders, 'X-Robots-Tag': 'noindex, nofollow' })

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Preview: ${data?.article.title ?? 'Article'} | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const lang = new URL(request.url).searchParams.get('lang') === 'es' ? 'es' : 'en'
  const page = await articlePreview(context.db, params.id, siteUrl(), lang)
  if (!page) {
    throw data('This draft has no Spanish version yet.', { status: 404, headers: adminHeaders })
  }
  // The preview has no twin of its own: the frame offers no language link to an /es address (decision 034).
  return { ...page, twin: false, words: knowledgeWords(lang, 'article') }
}

export default function ArticlePreviewPage({ loaderData, matches }: Route.ComponentProps) {
  const words = readWords<ArticleWords>(loaderData.words) as ArticleWords
  return (
    <>
      <p role="note" className="container-page mt-4 rounded-lg border border-amber-400/40 p-3 text-amber-100">
        Preview of the saved draft{loaderData.lang === 'es' ? ', in Spanish' : ''}: visitors do not see this
        page.{' '}
        <a
          href={`/admin/content/articles/${encodeURIComponent(loaderData.article.id)}`}
          className="underline"
        >
          Back to the editor
        </a>
      </p>
      <ArticleView page={loaderData} siteUrl={siteUrlFrom(matches)} words={words} />
    </>
  )
}
