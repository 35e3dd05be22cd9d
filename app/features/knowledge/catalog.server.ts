import { type Author, authors } from '~/content/authors'
import { company } from '~/content/business'
import { contentGeneration } from '~/content/live'
import { captureReads, isRecording, itemsWhere, replayReads } from '~/content/reads'
import { catalogs as languageCatalogs } from '~/i18n/catalogs.server'
import { itemIn, type WithoutVersions } from '~/i18n/content'
import { formatMessage } from '~/i18n/format-copy.server'
import { defaultLang, type Lang, pathIn, servedLangs } from '~/i18n/lang'
import { type ArticleFile, articleFiles } from './article-files.server'
import { apaCitation, mlaCitation } from './citations'
import { expertiseScore } from './expertise'
import { createSearch } from './search'
import { serviceArticles, zipOfServiceArticle } from './service-articles'
import type { HubCard, KnowledgeArticle } from './types'

/**
 * Looked up on each use, never kept in a map made at import: `authors` holds the published authors
 * and changes in place with every publish (decision 033).
 */
const authorBySlug = (slug: string): Author | undefined => authors.find((a) => a.slug === slug)

/** Where an article is in a language: `/article/<slug>` or `/es/article/<slug>` (decision 034). */
const articlePath = (slug: string, lang: Lang = defaultLang) => pathIn(lang, `/article/${slug}`)
export const authorPath = (slug: string, lang: Lang = defaultLang) => pathIn(lang, `/author/${slug}`)

/** An article's words in one language, without its versions in others. */
export type ShownArticle = WithoutVersions<ArticleFile>

/**
 * An article as a page in `lang` shows it: as written, or the owner's version in `lang` over it (slug,
 * author, dates, picture and sources stay), or null when it has none there (`itemIn`, decision 039).
 */
export function articleIn(file: ArticleFile, lang: Lang): ShownArticle | null {
  return itemIn(file, lang)
}

/** An author's words in a language, or null where the owner has not written them in it. */
function authorIn(author: Author, lang: Lang): WithoutVersions<Author> | null {
  return itemIn(author, lang)
}

/** What a finish's artwork shows, in a language's words; empty for a picture that is not an artwork. */
function finishAltIn(lang: Lang, image: string): string {
  const alt = languageCatalogs[lang].finishAlts[image]
  return alt ? formatMessage(lang, alt) : ''
}

/** Whether an author has a page in a language (their words are written in it). */
export function authorHasPageIn(author: Author, lang: Lang): boolean {
  return authorIn(author, lang) !== null
}

/** Whether an item's page exists in the languages offered besides `lang` (`twin`, decision 034). */
const inOtherLanguages = (shownIn: (lang: Lang) => boolean, lang: Lang) =>
  servedLangs.some((other) => other !== lang && shownIn(other))

function fromFile(f: ShownArticle, lang: Lang): KnowledgeArticle {
  const path = articlePath(f.slug, lang)
  return {
    id: f.id,
    slug: f.slug,
    title: f.title,
    metaDescription: f.metaDescription,
    summary: f.summary,
    aiSummary: f.aiSummary,
    keywords: f.keywords,
    tags: f.tags,
    category: f.category,
    author: authorBySlug(f.author)?.name ?? company.name,
    authorSlug: f.author,
    datePublished: f.datePublished,
    dateModified: f.dateModified,
    readCount: f.readCount,
    readingTime: f.readingTime,
    image: f.image,
    relatedArticles: f.relatedArticles,
    path,
    href: path,
    translations: [],
  }
}

// Built again when the published articles change (articleFiles answers a new list then) or any other
// content does (the service areas give the hub one article each), decision 033.
// What making it read is noted again for every page that uses it (decision 042).
type Catalog = {
  files: ArticleFile[]
  generation: number
  articles: KnowledgeArticle[]
  reads: string[] | null
}
const catalogs = new Map<Lang, Catalog>()

function catalogOf(lang: Lang, make: (files: ArticleFile[]) => KnowledgeArticle[]): KnowledgeArticle[] {
  const files = articleFiles()
  const generation = contentGeneration()
  const catalog = catalogs.get(lang)
  const recording = isRecording()
  if (catalog?.files === files && catalog.generation === generation && (catalog.reads || !recording)) {
    if (catalog.reads) replayReads(catalog.reads)
    return catalog.articles
  }
  const made = captureReads(() => make(files))
  catalogs.set(lang, { files, generation, articles: made.value, reads: recording ? made.reads : null })
  return made.value
}

/** Every article of the hub: the written ones (with their Spanish page, if any), then one per service ZIP. */
export function knowledgeArticles(): KnowledgeArticle[] {
  return catalogOf(defaultLang, (files) => [
    ...files.map((f) => ({
      ...fromFile(articleIn(f, defaultLang) as ShownArticle, defaultLang),
      translations: servedLangs
        .filter((lang) => lang !== defaultLang && articleIn(f, lang))
        .map((lang) => ({ lang, path: articlePath(f.slug, lang) })),
    })),
    ...serviceArticles(),
  ])
}

/**
 * The hub's articles in a language (decision 034): in another than the default, the written ones shown
 * in it, in its words. The service areas' articles are default-language pages only, so they are not
 * among them.
 */
function knowledgeArticlesIn(lang: Lang): KnowledgeArticle[] {
  if (lang === defaultLang) return knowledgeArticles()
  return catalogOf(lang, (files) =>
    files.flatMap((f) => {
      const shown = articleIn(f, lang)
      return shown ? [fromFile(shown, lang)] : []
    }),
  )
}

/** What the hub ships to the browser for each card, in the hub's language. */
export function hubCards(lang: Lang = defaultLang): HubCard[] {
  return knowledgeArticlesIn(lang).map((a) => ({
    id: a.id,
    title: a.title,
    summary: a.summary,
    keywords: a.keywords,
    tags: a.tags,
    category: a.category,
    author: a.author,
    datePublished: a.datePublished,
    readCount: a.readCount,
    readingTime: a.readingTime,
    href: a.href,
  }))
}

/**
 * Resolves an article link, which may use an id or a slug, in the page's language.
 * `page`: the slug is canonical; `redirect`: send the visitor to the canonical URL. In another
 * language, an article not shown in it is missing (that language's 404), whatever its English page.
 */
export function resolveArticle(
  idOrSlug: string,
  lang: Lang = defaultLang,
): { kind: 'page'; file: ArticleFile } | { kind: 'redirect'; to: string } | { kind: 'missing' } {
  // The article by its slug first, read alone (decision 042): a page depends on its own article, not on
  // every other article's words, which filtering the list by language would read.
  const bySlug = articleFiles().find((f) => f.slug === idOrSlug)
  if (bySlug && articleIn(bySlug, lang)) return { kind: 'page', file: bySlug }
  const files = articleFiles().filter((f) => articleIn(f, lang))
  // An id, or a slug the article had before it was renamed (decision 033), leads to the current one.
  const byId = files.find((f) => f.id === idOrSlug || f.previousSlugs.includes(idOrSlug))
  if (byId) return { kind: 'redirect', to: articlePath(byId.slug, lang) }
  const zip = zipOfServiceArticle(idOrSlug)
  if (lang === defaultLang && zip && knowledgeArticles().some((a) => a.id === idOrSlug)) {
    return { kind: 'redirect', to: `/service-area/${zip}` }
  }
  return { kind: 'missing' }
}

function authorStats(author: Author) {
  // The author's articles only (decision 042): another author's new article changes no page of theirs.
  const written = itemsWhere(articleFiles(), 'author', author.slug)
  const totalViews = written.reduce((sum, f) => sum + f.readCount, 0)
  return {
    written,
    totalViews,
    expertiseScore: expertiseScore({
      certifications: author.certifications.length,
      expertiseAreas: author.expertise.length,
      articles: written.length,
      totalViews,
    }),
  }
}

/**
 * Everything the article page shows, in `lang` (the caller has checked that the article is in it).
 * On a Spanish page the author speaks Spanish where they have a Spanish version; without one, only
 * their name is shown, with no link (their page is English), never their English words.
 */
export function articlePage(file: ArticleFile, siteUrl: string, lang: Lang = defaultLang) {
  const article = articleIn(file, lang)
  if (!article) throw new Error(`article ${file.id}: no ${lang} version`)
  const author = authorBySlug(file.author)
  if (!author) throw new Error(`article ${file.id}: unknown author ${file.author}`)
  const words = authorIn(author, lang)
  const stats = authorStats(author)
  const files = articleFiles()
  const url = `${siteUrl}${articlePath(file.slug, lang)}`
  const source = {
    title: article.title,
    author: author.name,
    datePublished: article.datePublished,
    siteName: company.name,
    url,
  }
  const { bodyText: _text, bodyMarkdown: _markdown, ...shown } = article
  return {
    lang,
    // A picture the owner described in none of their words is the finish's artwork, as the language words it.
    article: { ...shown, imageAlt: shown.imageAlt || finishAltIn(lang, shown.image) },
    url,
    author: {
      slug: author.slug,
      name: author.name,
      /** The author's page in this language; null when there is none (a Spanish page, an English author). */
      href: words ? authorPath(author.slug, lang) : null,
      role: words?.role ?? null,
      bio: words?.bio ?? null,
      avatarInitials: author.avatarInitials,
      photo: author.photo,
      expertise: words?.expertise ?? [],
      articlesCount: stats.written.length,
    },
    relatedArticles: file.relatedArticles
      .map((id) => files.find((f) => f.id === id))
      .flatMap((f) => {
        const related = f ? articleIn(f, lang) : null
        return related
          ? [
              {
                id: related.id,
                href: articlePath(related.slug, lang),
                title: related.title,
                summary: related.summary,
              },
            ]
          : []
      }),
    citations: { mla: mlaCitation(source, true, lang), apa: apaCitation(source, true, lang) },
    /** Whether the page exists in the other language (decision 034): the language link and hreflang follow. */
    twin: inOtherLanguages((other) => articleIn(file, other) !== null, lang),
  }
}

/**
 * Everything the author page shows in `lang`, or undefined for an unknown slug or, in Spanish, an
 * author without a Spanish version. The figures are the person's (every article they wrote); the
 * list is what a reader of the page can read: in Spanish, their Spanish articles only.
 */
export function authorProfile(slug: string, lang: Lang = defaultLang) {
  const author = authorBySlug(slug)
  if (!author) return undefined
  const words = authorIn(author, lang)
  if (!words) return undefined
  const stats = authorStats(author)
  return {
    ...words,
    articlesCount: stats.written.length,
    totalViews: stats.totalViews,
    expertiseScore: stats.expertiseScore,
    articles: [...stats.written]
      .sort((a, b) => b.datePublished.localeCompare(a.datePublished))
      .flatMap((f) => {
        const shown = articleIn(f, lang)
        return shown
          ? [
              {
                id: shown.id,
                href: articlePath(shown.slug, lang),
                title: shown.title,
                summary: shown.summary,
                category: shown.category,
                datePublished: shown.datePublished,
                views: shown.readCount,
              },
            ]
          : []
      }),
    twin: inOtherLanguages((other) => authorHasPageIn(author, other), lang),
  }
}

const searches = new Map<Lang, { articles: KnowledgeArticle[]; find: (query: string) => Set<string> }>()

/**
 * Ids of the articles matching a hub search in a language, on the server (for shared links and
 * visitors without JavaScript).
 */
export function searchArticles(query: string, lang: Lang = defaultLang): string[] {
  const articles = knowledgeArticlesIn(lang)
  let search = searches.get(lang)
  if (search?.articles !== articles) {
    search = { articles, find: createSearch(hubCards(lang)) }
    searches.set(lang, search)
  }
  return [...search.find(query)]
}
