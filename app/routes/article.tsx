import { data, redirect } from 'react-router'
import { seo, siteUrlFrom } from '~/components/site/seo'
import { pictureFile } from '~/components/ui/finish-image'
import { company } from '~/content/business'
import { siteUrl } from '~/env.server'
import { ArticleView } from '~/features/knowledge/article-view'
import { type ArticleWords, articleWords } from '~/features/knowledge/article-words'
import { articlePage, resolveArticle } from '~/features/knowledge/catalog.server'
import { atomFeedLink } from '~/features/knowledge/feed'
import { knowledgeWordsEs } from '~/features/knowledge/words-es.server'
import { langOfPath } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/article'

// `/es/article/<slug>` is the article's Spanish version, at the English slug; an article without one
// is the Spanish 404 there (decision 034).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const found = resolveArticle(params.slug, lang)
  // Links may use an id; the slug URL is the one canonical page.
  if (found.kind === 'redirect') throw redirect(found.to, 301)
  if (found.kind === 'missing') throw data('Article not found', { status: 404 })
  return {
    ...articlePage(found.file, siteUrl(), lang),
    words: lang === 'es' ? knowledgeWordsEs('article') : null,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const { article, lang } = loaderData
  return [
    ...seo(matches, {
      title: `${article.title} | ${company.name}`,
      description: article.metaDescription,
      path: `/article/${article.slug}`,
      keywords: article.keywords,
      image: pictureFile(article.image, 960),
      type: 'article',
    }),
    atomFeedLink(lang, readWords<ArticleWords>(loaderData.words) ?? articleWords),
  ]
}

export default function Article({ loaderData, matches }: Route.ComponentProps) {
  const words = readWords<ArticleWords>(loaderData.words) ?? articleWords
  return <ArticleView page={loaderData} siteUrl={siteUrlFrom(matches)} words={words} />
}
