import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { z } from 'zod'
// Relative, not `~/`: react-router.config.ts reaches this file (through public-paths) without Vite's aliases.
import { authors } from '../../content/authors'
import { contentGeneration } from '../../content/live'
import { recordRead, trackedList } from '../../content/reads'
import { inOrderOf } from '../../content/seed-order'
import type { Versions } from '../../i18n/content'
import { defaultLang, isLang, langs } from '../../i18n/locales'
import { categoryIds } from './categories'
import { markdownToSafeHtml } from './markdown.server'

const isoDate = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const s = v instanceof Date ? v.toISOString().slice(0, 10) : v
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) ctx.addIssue({ code: 'custom', message: 'must be YYYY-MM-DD' })
  return s
})

const frontMatterSchema = z.object({
  id: z.coerce.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  metaDescription: z.string().min(1).max(160),
  summary: z.string().min(1),
  aiSummary: z.string().min(1),
  author: z.string().refine((s) => authors.some((a) => a.slug === s), { message: 'unknown author slug' }),
  datePublished: isoDate,
  dateModified: isoDate,
  category: z.enum(categoryIds),
  tags: z.array(z.string()).min(1),
  keywords: z.array(z.string()).min(1),
  readCount: z.number().int().nonnegative(),
  relatedArticles: z.array(z.coerce.string()),
  image: z.string().min(1),
  /** The picture's alt text; absent for a finish's artwork, which has its own. */
  imageAlt: z.string().optional(),
  // The sections below are optional for an article written in the console (decision 033): the page
  // leaves out a section that has nothing in it rather than show an empty heading.
  hook: z.string().default(''),
  science: z.array(z.string()).default([]),
  proTips: z.array(z.string()).default([]),
  fieldExperience: z.string().default(''),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).default([]),
  /** Where the article's facts come from: links listed under the body. */
  sources: z.array(z.object({ title: z.string().min(1), url: z.string().min(1) })).default([]),
  /** Slugs the article had before (decision 033): each answers 301 to the current one. */
  previousSlugs: z.array(z.string()).default([]),
  /** Shown from this moment (ISO date-time); absent: as soon as it is published. */
  publishAt: z.string().nullish(),
})

type FrontMatter = z.infer<typeof frontMatterSchema>

/**
 * An article's Spanish version (decision 034): every text a visitor reads, in Spanish. The rest (slug,
 * author, dates, category, picture, sources, related articles) is the English article's. Written in a
 * file of its own in the repository (`articles/es/<slug>.md`: these as front matter, then the body),
 * and in the console beside the English; an article without it is not on any Spanish page.
 */
const spanishFrontMatterSchema = z.object({
  title: z.string().min(1),
  metaDescription: z.string().min(1).max(160),
  summary: z.string().min(1),
  aiSummary: z.string().min(1),
  tags: z.array(z.string()).min(1),
  keywords: z.array(z.string()).min(1),
  /** The picture's description in Spanish: a finish's artwork has English words of its own. */
  imageAlt: z.string().min(1),
  hook: z.string().default(''),
  science: z.array(z.string()).default([]),
  proTips: z.array(z.string()).default([]),
  fieldExperience: z.string().default(''),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).default([]),
})

/** An article's version in another language as stored: its words and its Markdown body. */
export type ArticleSourceVersion = z.infer<typeof spanishFrontMatterSchema> & { bodyMarkdown: string }

/**
 * An article as stored: its front matter and Markdown body (the content item's data), and a version
 * per other language under its code (`es`).
 */
export type ArticleSource = FrontMatter & { bodyMarkdown: string } & Versions<ArticleSourceVersion>

/** A body ready to show: as written, as safe HTML, as text, and how long it takes to read. */
type ArticleBody = {
  /** The Markdown body as written (for the PDF, which lays out its own blocks). */
  bodyMarkdown: string
  /** The Markdown body as HTML (raw HTML in the source is escaped, never passed through). */
  bodyHtml: string
  /** The body as plain text, for search and the chat assistant. */
  bodyText: string
  wordCount: number
  /** Minutes at 230 words a minute, at least 1. */
  readingTime: number
}

/** A version in another language ready to show. */
type ArticleFileVersion = z.infer<typeof spanishFrontMatterSchema> & ArticleBody

export type ArticleFile = z.infer<typeof frontMatterSchema> & ArticleBody & Versions<ArticleFileVersion>

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The folder of the repository's article files, the seed of the published articles (decision 033):
 * the source tree, or the copy the build carries (build/content/articles).
 */
export function articlesDir(): string {
  const candidates = [
    path.resolve(here, 'content/articles'),
    path.resolve(here, '../content/articles'),
    path.resolve('app/content/articles'),
  ]
  return candidates.find((c) => existsSync(c)) ?? path.resolve('app/content/articles')
}

/** A repository article file (front matter between --- lines, then Markdown) as stored. */
function readArticleSource(source: string, fileName = 'article'): ArticleSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`)
  const parsed = frontMatterSchema.safeParse(YAML.parse(match[1]))
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`${fileName}: invalid front matter: ${issues}`)
  }
  return { ...parsed.data, bodyMarkdown: match[2].trim() }
}

export function parseArticleFile(source: string, fileName = 'article'): ArticleFile {
  return articleFromSource(readArticleSource(source, fileName))
}

/** A Markdown body as sanitised HTML and as text, with its length. */
function bodyOf(body: string): ArticleBody {
  const bodyHtml = markdownToSafeHtml(body)
  const bodyText = body
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const wordCount = bodyText.split(' ').filter(Boolean).length
  return {
    bodyMarkdown: body,
    bodyHtml,
    bodyText,
    wordCount,
    readingTime: Math.max(1, Math.round(wordCount / 230)),
  }
}

/**
 * An article ready to show: its body, and the body of each version in another language (stored under
 * the language's code, decision 034), as sanitised HTML and as text.
 */
export function articleFromSource(source: ArticleSource): ArticleFile {
  const { bodyMarkdown: body, ...rest } = source
  return Object.fromEntries([
    ...Object.entries(rest).map(([key, value]) => {
      if (!isLang(key) || !value) return [key, value]
      const version = value as ArticleSourceVersion
      return [key, { ...version, ...bodyOf(version.bodyMarkdown) }]
    }),
    ...Object.entries(bodyOf(body)),
  ]) as ArticleFile
}

/** A repository file of an article's version in another language (`articles/es/<slug>.md`) as stored. */
function readVersionSource(source: string, fileName = 'article'): ArticleSourceVersion {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`)
  const parsed = spanishFrontMatterSchema.safeParse(YAML.parse(match[1]))
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`${fileName}: invalid front matter: ${issues}`)
  }
  const bodyMarkdown = match[2].trim()
  if (!bodyMarkdown) throw new Error(`${fileName}: no body`)
  return { ...parsed.data, bodyMarkdown }
}

/**
 * The repository's article files, as stored: the first published version. An article's version in
 * another language is the file of its slug under that language's code (`es/<slug>.md`), where there is
 * one (decision 034).
 */
export function seedArticleSources(): ArticleSource[] {
  const dir = articlesDir()
  const otherLangs = langs.filter((lang) => lang !== defaultLang)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const article = readArticleSource(readFileSync(path.join(dir, f), 'utf8'), f)
      const versions = otherLangs.flatMap((lang) => {
        const file = path.join(dir, lang, `${article.slug}.md`)
        return existsSync(file)
          ? [[lang, readVersionSource(readFileSync(file, 'utf8'), `${lang}/${article.slug}.md`)]]
          : []
      })
      return { ...article, ...Object.fromEntries(versions) } as ArticleSource
    })
    .sort((a, b) => Number(a.id) - Number(b.id))
}

let published: ArticleSource[] | null = null
let cache: { key: string; files: ArticleFile[] } | null = null

/** The seed's articles by id, read once: the order of keys published ones are written in. */
let seedOrder: Map<string, ArticleSource> | undefined

/** Puts the published articles in place (the content sync, decision 033). */
export function setPublishedArticles(sources: ArticleSource[]): void {
  // As the seed writes them, read back from jsonb: a page rendered from them equals the build's (decision 042).
  seedOrder ??= new Map(seedArticleSources().map((s) => [s.id, s]))
  const seeds = seedOrder
  const first = seeds.values().next().value
  published = sources.map((s) => inOrderOf(s, seeds.get(s.id) ?? first))
  cache = null
}

/** The published articles as stored, the seed until a sync. A page that reads them depends on them all (decision 042). */
export function publishedArticleSources(): ArticleSource[] {
  published ??= seedArticleSources()
  recordRead('article:each')
  return published
}

/**
 * Every article shown now, parsed once per content change, ordered by id: the published ones whose
 * time has come (an article published for a set time appears at that time).
 */
export function articleFiles(now = new Date()): ArticleFile[] {
  const due = dueSources(now)
  const key = `${contentGeneration()} ${due.map((s) => s.id).join(',')}`
  if (cache?.key !== key) {
    cache = {
      key,
      // Its reads are noted while a page renders (decision 042): which articles a page read, and what of them.
      files: trackedList('article', due.map(articleFromSource), (a) => a.id, ['author']),
    }
  }
  return cache.files
}

/** The published sources shown at `now`, in articleFiles' order (by id). */
function dueSources(now: Date): ArticleSource[] {
  // Not through publishedArticleSources: that notes a read of every article (decision 042).
  published ??= seedArticleSources()
  return published
    .filter((s) => !s.publishAt || Date.parse(s.publishAt) <= now.getTime())
    .sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id))
}

/** The ids of `articleFiles(now)`, without rendering any article. */
export function dueArticleIds(now = new Date()): string[] {
  return dueSources(now).map((s) => s.id)
}

/** The next moment a scheduled article appears, if any (the watcher renders its pages then). */
export function nextScheduledArticle(now = new Date()): Date | null {
  const times = publishedArticleSources()
    .map((s) => (s.publishAt ? Date.parse(s.publishAt) : Number.NaN))
    .filter((t) => t > now.getTime())
  return times.length ? new Date(Math.min(...times)) : null
}
