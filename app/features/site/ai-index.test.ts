import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { articleFiles } from '~/features/knowledge/article-files.server'
import { aiIndex } from './ai-index'
import { aiIndexJsonSchema, aiIndexSchema } from './ai-index-schema'
import { llmsTxt } from './llms-txt'
import { siteContent } from './site-content.server'
import { sitemapXml } from './sitemap'

const site = 'https://refinedresin.example'
const index = aiIndex(site, siteContent())
const sitemapUrls = new Set(
  [...sitemapXml(site, siteContent().paths).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    m[1].replace(/\/$/, ''),
  ),
)

describe('AI index', () => {
  it('matches its documented schema', () => {
    expect(aiIndexSchema.safeParse(index).success).toBe(true)
    const documented = JSON.parse(readFileSync('docs/ai-index.schema.json', 'utf8'))
    expect(documented).toEqual(JSON.parse(JSON.stringify(aiIndexJsonSchema())))
  })

  it('lists exactly what the sitemap lists', () => {
    const urls = [
      ...index.pages.flatMap((p) => [p.url, ...p.translations.map((t) => t.url)]),
      ...index.articles
        .filter((a) => !a.url.startsWith(`${site}/service-area/`))
        .flatMap((a) => [a.url, ...a.translations.map((t) => t.url)]),
      ...index.authors.flatMap((a) => [a.url, ...a.translations.map((t) => t.url)]),
      ...index.serviceAreas.flatMap((a) => [a.url, ...a.translations.map((t) => t.url)]),
    ].map((u) => u.replace(/\/$/, ''))
    expect(new Set(urls)).toEqual(sitemapUrls)
    expect(urls.length).toBe(sitemapUrls.size)
  })

  it('names the Spanish twin of each page that has one, and llms.txt says so too', () => {
    const contact = index.pages.find((p) => p.url === `${site}/contact`)
    expect(contact?.translations.map((t) => t.url)).toEqual([`${site}/es/contact`])
    // The portfolio is in Spanish while some project has a Spanish version, as the seed's do.
    expect(index.pages.find((p) => p.url === `${site}/portfolio`)?.translations.map((t) => t.url)).toEqual([
      `${site}/es/portfolio`,
    ])
    expect(index.pages.find((p) => p.url === `${site}/process`)?.translations).toEqual([])
    expect(index.serviceAreas.find((a) => a.zip === '30518')?.translations.map((t) => t.url)).toEqual([
      `${site}/es/service-area/30518`,
    ])
    expect(llmsTxt(index)).toContain(`([In Spanish](${site}/es/contact))`)
  })

  it('names the Spanish version of each article and author that has one, and llms.txt links it', () => {
    const prep = index.articles.find((a) => a.slug === 'garage-floor-prep-guide')
    expect(prep?.translations.map((t) => t.url)).toEqual([`${site}/es/article/garage-floor-prep-guide`])
    // An article without Spanish, and the service areas' articles (English pages), have none.
    expect(index.articles.find((a) => a.slug === 'urethane-vs-epoxy-coatings')?.translations).toEqual([])
    expect(index.articles.find((a) => a.id === 'service-30518')?.translations).toEqual([])
    expect(index.authors.find((a) => a.slug === 'caleb-ashford')?.translations.map((t) => t.url)).toEqual([
      `${site}/es/author/caleb-ashford`,
    ])
    expect(index.authors.find((a) => a.slug === 'jordan-pruitt')?.translations).toEqual([])
    expect(index.pages.find((p) => p.url === `${site}/knowledge`)?.translations.map((t) => t.url)).toEqual([
      `${site}/es/knowledge`,
    ])
    const text = llmsTxt(index)
    expect(text).toContain(`([In Spanish](${site}/es/article/garage-floor-prep-guide))`)
    expect(text).toContain(`([In Spanish](${site}/es/author/caleb-ashford))`)
    expect(text).not.toContain('/es/article/urethane-vs-epoxy-coatings')
  })

  it('describes every article and service area with its own fields', () => {
    expect(index.articles.length).toBe(articleFiles().length + index.serviceAreas.length)
    const prep = index.articles.find((a) => a.id === '1')!
    expect(prep).toMatchObject({
      slug: 'garage-floor-prep-guide',
      url: `${site}/article/garage-floor-prep-guide`,
      author: { name: 'Caleb Ashford', url: `${site}/author/caleb-ashford` },
    })
    const buford = index.serviceAreas.find((a) => a.zip === '30518')!
    expect(buford).toEqual({
      zip: '30518',
      city: 'Buford',
      county: 'Gwinnett',
      state: 'GA',
      url: `${site}/service-area/30518`,
      translations: [{ hreflang: 'es-US', url: `${site}/es/service-area/30518` }],
    })
    expect(index.articles.find((a) => a.id === 'service-30518')?.url).toBe(buford.url)
  })

  it('publishes the business figures from content/business/, with every warranty reading', () => {
    expect(index.business.priceRanges[0]).toMatchObject({ low: 6.75, high: 9.5 })
    expect(index.business.warranty.map((w) => w.reading).join(' ')).toMatch(/5-year.*Lifetime.*Lifetime/s)
    expect(index.business.serviceArea.radiusMiles).toBe(25)
  })
})

describe('llms.txt', () => {
  const text = llmsTxt(index)
  it('follows the proposed format: H1, blockquote summary, H2 link lists', () => {
    const lines = text.split('\n')
    expect(lines[0]).toBe('# Refined Resin')
    expect(lines[2].startsWith('> ')).toBe(true)
    expect(lines.filter((l) => l.startsWith('## '))).toEqual([
      '## Pages',
      '## Articles',
      '## Authors',
      '## Optional',
    ])
    for (const l of lines.filter((x) => x.startsWith('- ')))
      expect(l).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)/)
  })

  it('lists every published article, whatever its category, and the generated area pages once, by what they are', () => {
    const content = siteContent()
    const written = content.articles.find((a) => a.path.startsWith('/article/'))
    if (!written) throw new Error('no written article in the seed')
    // An article written in the console under the Local Service topic.
    const local = {
      ...written,
      id: '9001',
      slug: 'epoxy-in-buford',
      path: '/article/epoxy-in-buford',
      category: 'local-service' as const,
    }
    const withLocal = aiIndex(site, {
      ...content,
      articles: [...content.articles, local],
      paths: [...content.paths, local.path],
    })
    const lines = llmsTxt(withLocal).split('\n')
    const section = (name: string) => {
      const start = lines.indexOf(`## ${name}`)
      const end = lines.findIndex((l, i) => i > start && l.startsWith('## '))
      return lines.slice(start, end < 0 ? undefined : end).filter((l) => l.startsWith('- '))
    }
    expect(section('Articles').some((l) => l.includes(`(${site}/article/epoxy-in-buford)`))).toBe(true)
    // The generated service-area pages are listed under Optional, never as articles.
    expect(section('Articles').filter((l) => l.includes('/service-area/'))).toEqual([])
    expect(section('Optional').length).toBe(content.serviceAreas.length)
  })

  it('links every URL of the sitemap', () => {
    const linked = new Set(
      [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1].replace(/\/$/, '')),
    )
    expect(linked).toEqual(sitemapUrls)
  })
})
