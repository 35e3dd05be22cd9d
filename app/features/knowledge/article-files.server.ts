import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Marked } from 'marked'
import YAML from 'yaml'
import { z } from 'zod'
// Relative, not `~/`: react-router.config.ts reaches this file (through public-paths) without Vite's aliases.
import { authors } from '../../content/authors'
import { categoryIds } from './categories'

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
  hook: z.string().min(1),
  science: z.array(z.string()).min(1),
  proTips: z.array(z.string()).min(1),
  fieldExperience: z.string().min(1),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
})

export type ArticleFile = z.infer<typeof frontMatterSchema> & {
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

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
  },
})

/** The folder of the article files; the server runs from the project root. */
export function articlesDir(): string {
  return path.resolve('app/content', 'articles')
}

export function parseArticleFile(source: string, fileName = 'article'): ArticleFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`)
  const parsed = frontMatterSchema.safeParse(YAML.parse(match[1]))
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`${fileName}: invalid front matter: ${issues}`)
  }
  const body = match[2].trim()
  const bodyHtml = marked.parse(body, { async: false }) as string
  const bodyText = body
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const wordCount = bodyText.split(' ').filter(Boolean).length
  return {
    ...parsed.data,
    bodyMarkdown: body,
    bodyHtml,
    bodyText,
    wordCount,
    readingTime: Math.max(1, Math.round(wordCount / 230)),
  }
}

let cache: ArticleFile[] | null = null

/** Every article file, parsed and checked once per process, ordered by id. */
export function articleFiles(): ArticleFile[] {
  if (!cache) {
    const dir = articlesDir()
    cache = readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => parseArticleFile(readFileSync(path.join(dir, f), 'utf8'), f))
      .sort((a, b) => Number(a.id) - Number(b.id))
  }
  return cache
}
