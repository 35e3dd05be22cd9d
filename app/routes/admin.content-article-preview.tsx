import { data } from 'react-router'
import { siteUrlFrom } from '~/components/site/seo'
import { siteUrl } from '~/env.server'
import { adminHeaders } from '~/features/admin/guard.server'
import { requireContentEditor } from '~/features/content/access.server'
import { articlePreview } from '~/features/content/articles.server'
import { languageName, versionLangs } from '~/features/content/versions'
import { ArticleView } from '~/features/knowledge/article-view'
import type { ArticleWords } from '~/features/knowledge/words'
import { knowledgeWords } from '~/features/knowledge/words.server'
import { defaultLang } from '~/i18n/locales'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/admin.content-article-preview'

// The draft as visitors would see it (decision 033): outside the console's shell so it looks like the
// public page, for content editors only, never indexed, cached or listed in the sitemap.
// `?lang=<code>` shows its version in a language the owner writes in as that language's page will
// (decisions 034, 039); any other code is no page.
export const headers = () => ({ ...adminHeaders, 'X-Robots-Tag': 'noindex, nofollow' })

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Preview: ${data?.article.title ?? 'Article'} | Refined Resin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireContentEditor(request, context)
  const asked = new URL(request.url).searchParams.get('lang')
  const lang = asked === null ? defaultLang : versionLangs.find((l) => l === asked)
  if (!lang) throw data('The site has no such language.', { status: 404, headers: adminHeaders })
  const page = await articlePreview(context.db, params.id, siteUrl(), lang)
  if (!page) {
    throw data(`This draft has no ${languageName(lang)} version yet.`, { status: 404, headers: adminHeaders })
  }
  // The preview has no twin of its own: the frame offers no language link to an /es address (decision 034).
  return { ...page, twin: false, words: knowledgeWords(lang, 'article') }
}

export default function ArticlePreviewPage({ loaderData, matches }: Route.ComponentProps) {
  const words = readWords<ArticleWords>(loaderData.words) as ArticleWords
  return (
    <>
      <p role="note" className="container-page mt-4 rounded-lg border border-amber-400/40 p-3 text-amber-100">
        Preview of the saved draft
        {loaderData.lang === defaultLang ? '' : `, in ${languageName(loaderData.lang)}`}: visitors do not see
        this page.{' '}
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
