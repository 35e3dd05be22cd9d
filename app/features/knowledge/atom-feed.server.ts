import { Feed } from 'feed'
import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { knowledgeEs, knowledgeFeedEs } from '~/content/es/knowledge'
import { fill } from '~/i18n/fill'
import { type Lang, localeOf, pathIn } from '~/i18n/lang'
import { articleFiles } from './article-files.server'
import { articleWords } from './article-words'
import { articleIn, authorPath } from './catalog.server'
import { atomFeedPath } from './feed'

/**
 * The published articles as an Atom feed, newest first (decision 033): what a feed reader, or a
 * newsletter tool, follows. Bodies are the same sanitised HTML the article pages show. In Spanish
 * (decision 034): the articles with a Spanish version, in Spanish, linking the Spanish pages.
 */
export function articlesAtomFeed(siteUrl: string, now = new Date(), lang: Lang = 'en'): string {
  const files = [...articleFiles(now)]
    .flatMap((f) => {
      const shown = articleIn(f, lang)
      return shown ? [shown] : []
    })
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || b.id.localeCompare(a.id))
  const latest =
    files
      .map((f) => f.dateModified)
      .sort()
      .at(-1) ?? '1970-01-01'
  const hub = `${siteUrl}${pathIn(lang, '/knowledge')}`
  const feed = new Feed({
    id: hub,
    title: fill(lang === 'es' ? knowledgeEs.feedTitle : articleWords.feedTitle, { company: company.name }),
    description:
      lang === 'es'
        ? knowledgeFeedEs.description
        : 'Guides, case studies and specifications on epoxy and metallic resin floors in Metro Atlanta.',
    link: hub,
    language: localeOf(lang).hreflang,
    updated: new Date(`${latest}T12:00:00Z`),
    generator: false,
    feedLinks: { atom: `${siteUrl}${pathIn(lang, atomFeedPath)}` },
    copyright: `© ${company.legalName}`,
    author: { name: company.name, email: company.email, link: siteUrl },
  })
  for (const f of files) {
    const url = `${siteUrl}${pathIn(lang, `/article/${f.slug}`)}`
    const author = authors.find((a) => a.slug === f.author)
    // An author's page in the feed's language, where they have one; otherwise their English page.
    const authorLink = author
      ? `${siteUrl}${authorPath(author.slug, lang === 'es' && !author.es ? 'en' : lang)}`
      : siteUrl
    feed.addItem({
      title: f.title,
      id: url,
      link: url,
      description: f.summary,
      content: f.bodyHtml,
      author: [{ name: author?.name ?? company.name, link: authorLink }],
      date: new Date(`${f.dateModified}T12:00:00Z`),
      published: new Date(`${f.datePublished}T12:00:00Z`),
      category: f.tags.map((t) => ({ name: t })),
    })
  }
  return feed.atom1()
}
