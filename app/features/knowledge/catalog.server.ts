import { type Author, authors } from '~/content/authors'
import { company } from '~/content/business'
import { contentGeneration } from '~/content/live'
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

function fromFile(f: ArticleFile): KnowledgeArticle {
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
    path: `/article/${f.slug}`,
    href: `/article/${f.slug}`,
  }
}

// Built again when the published articles change (articleFiles answers a new list then) or any other
// content does (the service areas give the hub one article each), decision 033.
let catalog: { files: ArticleFile[]; generation: number; articles: KnowledgeArticle[] } | null = null

/** Every article of the hub: the written ones, then one per service ZIP. */
export function knowledgeArticles(): KnowledgeArticle[] {
  const files = articleFiles()
  const generation = contentGeneration()
  if (catalog?.files !== files || catalog.generation !== generation)
    catalog = { files, generation, articles: [...files.map(fromFile), ...serviceArticles()] }
  return catalog.articles
}

/** What the hub ships to the browser for each card. */
export function hubCards(): HubCard[] {
  return knowledgeArticles().map((a) => ({
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
 * Resolves an article link, which may use an id or a slug.
 * `page`: the slug is canonical; `redirect`: send the visitor to the canonical URL.
 */
export function resolveArticle(
  idOrSlug: string,
): { kind: 'page'; file: ArticleFile } | { kind: 'redirect'; to: string } | { kind: 'missing' } {
  const files = articleFiles()
  const bySlug = files.find((f) => f.slug === idOrSlug)
  if (bySlug) return { kind: 'page', file: bySlug }
  // An id, or a slug the article had before it was renamed (decision 033), leads to the current one.
  const byId = files.find((f) => f.id === idOrSlug || f.previousSlugs.includes(idOrSlug))
  if (byId) return { kind: 'redirect', to: `/article/${byId.slug}` }
  const zip = zipOfServiceArticle(idOrSlug)
  if (zip && knowledgeArticles().some((a) => a.id === idOrSlug)) {
    return { kind: 'redirect', to: `/service-area/${zip}` }
  }
  return { kind: 'missing' }
}

function authorStats(author: Author) {
  const written = articleFiles().filter((f) => f.author === author.slug)
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

/** Everything the article page shows. */
export function articlePage(file: ArticleFile, siteUrl: string) {
  const author = authorBySlug(file.author)
  if (!author) throw new Error(`article ${file.id}: unknown author ${file.author}`)
  const stats = authorStats(author)
  const files = articleFiles()
  const url = `${siteUrl}/article/${file.slug}`
  const source = {
    title: file.title,
    author: author.name,
    datePublished: file.datePublished,
    siteName: company.name,
    url,
  }
  const { bodyText: _text, bodyMarkdown: _markdown, ...article } = file
  return {
    article,
    url,
    author: {
      slug: author.slug,
      name: author.name,
      role: author.role,
      bio: author.bio,
      avatarInitials: author.avatarInitials,
      photo: author.photo,
      expertise: author.expertise,
      articlesCount: stats.written.length,
    },
    relatedArticles: file.relatedArticles
      .map((id) => files.find((f) => f.id === id))
      .filter((f): f is ArticleFile => Boolean(f))
      .map((f) => ({ id: f.id, slug: f.slug, title: f.title, summary: f.summary })),
    citations: { mla: mlaCitation(source, true), apa: apaCitation(source, true) },
  }
}

/** Everything the author page shows, or undefined for an unknown slug. */
export function authorProfile(slug: string) {
  const author = authorBySlug(slug)
  if (!author) return undefined
  const stats = authorStats(author)
  return {
    ...author,
    articlesCount: stats.written.length,
    totalViews: stats.totalViews,
    expertiseScore: stats.expertiseScore,
    articles: [...stats.written]
      .sort((a, b) => b.datePublished.localeCompare(a.datePublished))
      .map((f) => ({
        id: f.id,
        slug: f.slug,
        title: f.title,
        summary: f.summary,
        category: f.category,
        datePublished: f.datePublished,
        views: f.readCount,
      })),
  }
}

let search: { articles: KnowledgeArticle[]; find: (query: string) => Set<string> } | null = null

/** Ids of the articles matching a hub search, on the server (for shared links and visitors without JavaScript). */
export function searchArticles(query: string): string[] {
  const articles = knowledgeArticles()
  if (search?.articles !== articles) search = { articles, find: createSearch(hubCards()) }
  return [...search.find(query)]
}
