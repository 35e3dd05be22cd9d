import { data, redirect } from 'react-router'
import { seo, siteUrlFrom } from '~/components/site/seo'
import { pictureFile } from '~/components/ui/finish-image'
import { company } from '~/content/business'
import { siteUrl } from '~/env.server'
import { ArticleView } from '~/features/knowledge/article-view'
import { articlePage, resolveArticle } from '~/features/knowledge/catalog.server'
import { atomFeedLink } from '~/features/knowledge/feed'
import type { Route } from './+types/article'

export function loader({ params }: Route.LoaderArgs) {
  const found = resolveArticle(params.slug)
  // Links may use an id; the slug URL is the one canonical page.
  if (found.kind === 'redirect') throw redirect(found.to, 301)
  if (found.kind === 'missing') throw data('Article not found', { status: 404 })
  return articlePage(found.file, siteUrl())
}

export const links: Route.LinksFunction = () => [atomFeedLink]

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return []
  const { article } = loaderData
  return seo(matches, {
    title: `${article.title} | ${company.name}`,
    description: article.metaDescription,
    path: `/article/${article.slug}`,
    keywords: article.keywords,
    image: pictureFile(article.image, 960),
    type: 'article',
  })
}

export default function Article({ loaderData, matches }: Route.ComponentProps) {
  return <ArticleView page={loaderData} siteUrl={siteUrlFrom(matches)} />
}
