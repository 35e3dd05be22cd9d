import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { authors } from '~/content/authors'
import { articleFiles, seedArticleSources, setPublishedArticles } from './article-files.server'
import { articlePdfFor } from './article-pdf-for.server'
import { authorProfile, hubCards, knowledgeArticles, resolveArticle, searchArticles } from './catalog.server'
import { runHub, topicOptions } from './hub'

describe('the catalog', () => {
  it('holds the written articles and one per service ZIP, each id once', () => {
    const all = knowledgeArticles()
    expect(all.filter((a) => !a.id.startsWith('service-')).map((a) => a.id)).toEqual(
      articleFiles().map((f) => f.id),
    )
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length)
    expect(all.length).toBeGreaterThan(140)
  })

  it('links every card to its canonical page, never to a URL that redirects', () => {
    for (const a of knowledgeArticles()) {
      expect(a.href, a.id).toBe(a.path)
      expect(resolveArticle(a.href.replace('/article/', '')).kind, a.id).not.toBe('redirect')
    }
  })

  it('gives every topic filter of the hub at least one article', () => {
    for (const { id } of topicOptions) {
      const shown = runHub(hubCards(), { q: '', topic: id, sort: 'ai' }, new Set())
      expect(shown.length, id).toBeGreaterThan(0)
    }
  })

  it('resolves an article by slug, sends an id to its slug, and a service id to its ZIP page', () => {
    expect(resolveArticle('garage-floor-prep-guide')).toMatchObject({ kind: 'page', file: { id: '1' } })
    expect(resolveArticle('1')).toEqual({ kind: 'redirect', to: '/article/garage-floor-prep-guide' })
    expect(resolveArticle('service-30518')).toEqual({ kind: 'redirect', to: '/service-area/30518' })
    for (const bad of ['999', 'service-90210', '../etc/passwd', '<script>', "1' OR '1'='1", '']) {
      expect(resolveArticle(bad)).toEqual({ kind: 'missing' })
    }
  })

  it('answers a renamed article’s old slug with its new address, and the hub follows the new one', () => {
    const seed = seedArticleSources()
    const renamed = { ...seed[0], slug: 'garage-floor-prep', previousSlugs: ['garage-floor-prep-guide'] }
    setPublishedArticles([renamed, ...seed.slice(1)])
    try {
      expect(resolveArticle('garage-floor-prep-guide')).toEqual({
        kind: 'redirect',
        to: '/article/garage-floor-prep',
      })
      expect(resolveArticle('garage-floor-prep')).toMatchObject({ kind: 'page', file: { id: '1' } })
      expect(knowledgeArticles().find((a) => a.id === '1')?.href).toBe('/article/garage-floor-prep')
      expect(searchArticles('garage prep')).toContain('1')
    } finally {
      setPublishedArticles(seed)
    }
  })

  it('every related article id resolves', () => {
    const ids = new Set(articleFiles().map((f) => f.id))
    for (const f of articleFiles())
      for (const r of f.relatedArticles) expect(ids.has(r), `${f.id} → ${r}`).toBe(true)
  })
})

describe('hub search (MiniSearch)', () => {
  const titleOf = (id: string) => knowledgeArticles().find((a) => a.id === id)?.title
  const search = (q: string) =>
    runHub(hubCards(), { q, topic: 'all', sort: 'ai' }, new Set(searchArticles(q)))

  it('finds each suggestion’s article', () => {
    expect(search('garage prep')[0].id).toBe('1')
    expect(search('urethane vs epoxy')[0].id).toBe('2')
    expect(search('industrial coatings').map((a) => a.id)).toContain('3')
    expect(search('metallic finish care').map((a) => a.id)).toContain('4')
    expect(search('concrete moisture').map((a) => a.id)).toContain('5')
  })

  it('tolerates typos and matches prefixes', () => {
    expect(search('urethane vs epoxi')[0].id).toBe('2')
    expect(search('garge prep').map((a) => a.id)).toContain('1')
    expect(search('moist').map((a) => a.id)).toContain('5')
    expect(titleOf(search('Lawrencevile')[0].id)).toMatch(/Lawrenceville/)
  })

  it('matches a ZIP exactly, never a neighbouring one', () => {
    expect(search('30518').map((a) => a.id)).toEqual(['service-30518'])
  })

  it('finds nothing for gibberish or markup', () => {
    expect(search('zzqxv')).toEqual([])
    expect(search('<script>alert(1)</script>').length).toBeLessThan(3)
  })
})

describe('author profiles', () => {
  it('counts articles and views from the articles each author wrote', () => {
    for (const a of authors) {
      const p = authorProfile(a.slug)!
      const written = articleFiles().filter((f) => f.author === a.slug)
      expect(p.articlesCount).toBe(written.length)
      expect(p.totalViews).toBe(written.reduce((s, f) => s + f.readCount, 0))
      expect(p.expertiseScore).toBeGreaterThan(0)
      expect(p.expertiseScore).toBeLessThanOrEqual(100)
      expect(a.slug).toBe(a.name.toLowerCase().replace(/\s+/g, '-'))
    }
    expect(authorProfile('nobody')).toBeUndefined()
  })
})

describe('article PDF', () => {
  it('is a real PDF of the article, with its title and several pages', async () => {
    const pdf = await articlePdfFor('urethane-vs-epoxy-coatings', 'https://refinedresin.example')
    expect(pdf).not.toBeNull()
    const doc = await PDFDocument.load(pdf!.bytes)
    expect(doc.getTitle()).toBe(articleFiles()[1].title)
    expect(doc.getPageCount()).toBeGreaterThan(1)
    expect(Buffer.from(pdf!.bytes.slice(0, 5)).toString()).toBe('%PDF-')
    expect(await articlePdfFor('nope', 'https://refinedresin.example')).toBeNull()
  })
})
