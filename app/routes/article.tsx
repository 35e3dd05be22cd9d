import { data, redirect } from 'react-router'
import { seo, siteUrlFrom } from '~/components/site/seo'
import { pictureFile } from '~/components/ui/finish-image'
import { siteUrl } from '~/env.server'
import { ArticleView } from '~/features/knowledge/article-view'
import { articlePage, resolveArticle } from '~/features/knowledge/catalog.server'
import { atomFeedLink } from '~/features/knowledge/feed'
import type { ArticleWords } from '~/features/knowledge/words'
import { knowledgeWords } from '~/features/knowledge/words.server'
import { fill } from '~/i18n/fill'
import { langOfPath } from '~/i18n/lang'
import { readWords } from '~/i18n/words'
import type { Route } from './+types/article'

// `<prefix>/article/<slug>` is the article's version in that language, at the default language's slug;
// an article the owner has not written in it is that language's 404 (decision 034). The words around it are its language's catalog (decision 039).
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const found = resolveArticle(params.slug, lang)
  // Links may use an id; the slug URL is the one canonical page.
  if (found.kind === 'redirect') throw redirect(found.to, 301)
  if (found.kind === 'missing') throw data('Article not found', { status: 404 })
  return {
    ...articlePage(found.file, siteUrl(), lang),
    words: knowledgeWords(lang, 'article'),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const { article, lang } = loaderData
  const words = readWords<ArticleWords>(loaderData.words) as ArticleWords
  return [
    ...seo(matches, {
      title: fill(words.article.title, { title: article.title }),
      description: article.metaDescription,
      path: `/article/${article.slug}`,
      keywords: article.keywords,
      image: pictureFile(article.image, 960),
      type: 'article',
    }),
    atomFeedLink(lang, words),
  ]
}

export default function Article({ loaderData, matches }: Route.ComponentProps) {
  const words = readWords<ArticleWords>(loaderData.words) as ArticleWords
  return <ArticleView page={loaderData} siteUrl={siteUrlFrom(matches)} words={words} />
}
