import { describe, expect, it } from 'vitest'
import { authors } from '~/content/authors'
import {
  articleFiles,
  dueArticleIds,
  parseArticleFile,
  publishedArticleSources,
  setPublishedArticles,
} from './article-files.server'

describe('article files', () => {
  const articles = articleFiles()

  it('holds the written articles, ids 1-8, each with a unique slug', () => {
    expect(articles.map((a) => a.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length)
  })

  it('writes at least two Trends articles, each naming its sources with checkable links', () => {
    const trends = articles.filter((a) => a.category === 'trends')
    expect(trends.length).toBeGreaterThanOrEqual(2)
    for (const a of trends) {
      const sources = a.bodyMarkdown.split(/^## Sources$/m)[1]
      expect(sources, a.slug).toBeDefined()
      expect(sources.match(/^- /gm)?.length ?? 0, a.slug).toBeGreaterThanOrEqual(4)
      expect(sources, a.slug).toMatch(/\]\(https:\/\/www\.[a-z.]+\.gov\//)
      // Links to our own pages: the estimate or a service page, and a related article.
      expect(a.bodyMarkdown, a.slug).toMatch(/\]\(\/(estimator|commercial-facilities|schedule|contact)\)/)
      expect(a.bodyMarkdown, a.slug).toMatch(/\]\(\/article\/[a-z0-9-]+\)/)
    }
  })

  it('links internal pages by their canonical paths only', () => {
    const slugs = new Set(articles.map((a) => a.slug))
    for (const a of articles) {
      for (const [, href] of a.bodyMarkdown.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const article = /^\/article\/(.+)$/.exec(href)
        if (article) expect(slugs.has(article[1]), `${a.slug} -> ${href}`).toBe(true)
        expect(href, `${a.slug} -> ${href}`).not.toMatch(/\/$|\?/)
      }
    }
  })

  it('gives each article 800-1,500 words and every part of the article page', () => {
    for (const a of articles) {
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(800)
      expect(a.wordCount, a.slug).toBeLessThanOrEqual(1500)
      expect(a.faqs.length).toBeGreaterThanOrEqual(3)
      expect(a.science.length).toBeGreaterThan(0)
      expect(a.proTips.length).toBeGreaterThan(0)
      expect(a.dateModified >= a.datePublished).toBe(true)
    }
  })

  it('links related articles and authors that exist', () => {
    const ids = new Set(articles.map((a) => a.id))
    for (const a of articles) {
      for (const r of a.relatedArticles) expect(ids.has(r) && r !== a.id, `${a.slug} -> ${r}`).toBe(true)
      expect(authors.some((au) => au.slug === a.author)).toBe(true)
    }
  })

  it('escapes raw HTML in a body instead of passing it through', () => {
    const source = articleFiles()[0]
    const file = `---\n${[
      'id: "9"',
      'slug: x',
      'title: X',
      'metaDescription: d',
      'summary: s',
      'aiSummary: a',
      `author: ${source.author}`,
      'datePublished: 2025-08-01',
      'dateModified: 2025-08-02',
      'category: trends',
      'tags: [a]',
      'keywords: [a]',
      'readCount: 1',
      'relatedArticles: []',
      'image: storm-grey',
      'hook: h',
      'science: [s]',
      'proTips: [p]',
      'fieldExperience: f',
      'faqs:\n  - question: q\n    answer: a',
    ].join('\n')}\n---\nHello <script>alert(1)</script> **world**\n`
    const parsed = parseArticleFile(file)
    expect(parsed.bodyHtml).not.toContain('<script>')
    expect(parsed.bodyHtml).toContain('&lt;script&gt;')
    expect(parsed.bodyHtml).toContain('<strong>world</strong>')
  })

  it('names the file and the field when front matter is wrong', () => {
    expect(() => parseArticleFile('---\nid: "1"\n---\nbody', 'bad.md')).toThrow(
      /bad\.md: invalid front matter: slug/,
    )
    expect(() => parseArticleFile('no front matter', 'none.md')).toThrow(/none\.md/)
  })

  it('names the articles shown at a moment as articleFiles does, a scheduled one from its time on', () => {
    const seed = publishedArticleSources()
    const later = { ...seed[0], id: '10', slug: 'scheduled-later', publishAt: '2030-01-01T12:00:00.000Z' }
    // Out of order, as a snapshot may hold them.
    setPublishedArticles([later, ...[...seed].reverse()])
    try {
      for (const now of [new Date('2029-12-31T00:00:00Z'), new Date('2030-01-02T00:00:00Z')]) {
        expect(dueArticleIds(now)).toEqual(articleFiles(now).map((a) => a.id))
      }
      expect(dueArticleIds(new Date('2030-01-02T00:00:00Z'))).toContain('10')
      expect(dueArticleIds(new Date('2029-12-31T00:00:00Z'))).not.toContain('10')
    } finally {
      setPublishedArticles(seed)
    }
  })
})
