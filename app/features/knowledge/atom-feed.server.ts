import { Feed } from 'feed'
import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { articleFiles } from './article-files.server'
import { atomFeedPath } from './feed'

/**
 * The published articles as an Atom feed, newest first (decision 033): what a feed reader, or a
 * newsletter tool, follows. Bodies are the same sanitised HTML the article pages show.
 */
export function articlesAtomFeed(siteUrl: string, now = new Date()): string {
  const files = [...articleFiles(now)].sort(
    (a, b) => b.datePublished.localeCompare(a.datePublished) || b.id.localeCompare(a.id),
  )
  const latest =
    files
      .map((f) => f.dateModified)
      .sort()
      .at(-1) ?? '1970-01-01'
  const feed = new Feed({
    id: `${siteUrl}/knowledge`,
    title: `${company.name} knowledge hub`,
    description:
      'Guides, case studies and specifications on epoxy and metallic resin floors in Metro Atlanta.',
    link: `${siteUrl}/knowledge`,
    language: 'en-US',
    updated: new Date(`${latest}T12:00:00Z`),
    generator: false,
    feedLinks: { atom: `${siteUrl}${atomFeedPath}` },
    copyright: `© ${company.legalName}`,
    author: { name: company.name, email: company.email, link: siteUrl },
  })
  for (const f of files) {
    const url = `${siteUrl}/article/${f.slug}`
    const author = authors.find((a) => a.slug === f.author)
    feed.addItem({
      title: f.title,
      id: url,
      link: url,
      description: f.summary,
      content: f.bodyHtml,
      author: [
        { name: author?.name ?? company.name, link: author ? `${siteUrl}/author/${author.slug}` : siteUrl },
      ],
      date: new Date(`${f.dateModified}T12:00:00Z`),
      published: new Date(`${f.datePublished}T12:00:00Z`),
      category: f.tags.map((t) => ({ name: t })),
    })
  }
  return feed.atom1()
}
