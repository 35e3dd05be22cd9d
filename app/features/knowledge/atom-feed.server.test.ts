import { parseFeed } from '@rowanmanning/feed-parser'
import { afterEach, describe, expect, it } from 'vitest'
import { type ArticleSource, seedArticleSources, setPublishedArticles } from './article-files.server'
import { articlesAtomFeed } from './atom-feed.server'

afterEach(() => setPublishedArticles(seedArticleSources()))

describe('the articles Atom feed, read by a feed parser', () => {
  it('lists every published article, newest first, with its link, author, dates and sanitised body', () => {
    const feed = parseFeed(articlesAtomFeed('https://refinedresin.example'))
    expect(feed.meta.type).toBe('atom')
    expect(feed.title).toBe('Refined Resin knowledge hub')
    const seeds = seedArticleSources()
    expect(feed.items).toHaveLength(seeds.length)
    const newest = [...seeds].sort((a, b) => b.datePublished.localeCompare(a.datePublished))[0]
    expect(feed.items[0].url).toBe(`https://refinedresin.example/article/${newest.slug}`)
    expect(feed.items[0].authors[0].name).toBeTruthy()
    expect(feed.items[0].published?.toISOString().slice(0, 10)).toBe(newest.datePublished)
    expect(feed.items[0].content).toContain('<p>')
  })

  it('shows an article set for a later time only once its time has come, and never its script', () => {
    const later: ArticleSource = {
      ...seedArticleSources()[0],
      id: '901',
      slug: 'fresh-pour-notes',
      title: 'Fresh pour notes',
      datePublished: '2026-11-30',
      dateModified: '2026-11-30',
      publishAt: '2026-11-30T14:00:00Z',
      bodyMarkdown: 'Hello <script>alert(1)</script> [click](javascript:alert(1))',
    }
    setPublishedArticles([...seedArticleSources(), later])
    const before = parseFeed(articlesAtomFeed('https://x.example', new Date('2026-11-30T13:59:00Z')))
    expect(before.items.map((i) => i.title)).not.toContain('Fresh pour notes')
    const xml = articlesAtomFeed('https://x.example', new Date('2026-11-30T14:00:01Z'))
    const item = parseFeed(xml).items.find((i) => i.title === 'Fresh pour notes')
    expect(item?.url).toBe('https://x.example/article/fresh-pour-notes')
    expect(item?.content).toContain('Hello')
    // The body travels as escaped HTML: the script is text, the link lost its javascript: target.
    expect(xml).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; <a>click</a></p>')
    expect(xml).not.toMatch(/<script|javascript:/)
  })
})
