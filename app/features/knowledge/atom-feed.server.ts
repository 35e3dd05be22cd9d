import { Feed } from 'feed'
import { authors } from '~/content/authors'
import { company } from '~/content/business'
import { defaultLang, type Lang, localeOf, pathIn } from '~/i18n/lang'
import { articleFiles } from './article-files.server'
import { articleIn, authorHasPageIn, authorPath } from './catalog.server'
import { atomFeedPath } from './feed'
import { knowledgeCopy } from './words.server'

/**
 * The published articles as an Atom feed, newest first (decision 033): what a feed reader, or a
 * newsletter tool, follows. Bodies are the same sanitised HTML the article pages show. In another
 * language (decision 034): the articles shown in it, linking its pages; the feed's own words are its
 * catalog's (decision 039).
 */
export function articlesAtomFeed(siteUrl: string, now = new Date(), lang: Lang = defaultLang): string {
  const words = knowledgeCopy(lang)
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
    title: words.feedTitle,
    description: words.feedDescription,
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
      ? `${siteUrl}${authorPath(author.slug, authorHasPageIn(author, lang) ? lang : defaultLang)}`
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
