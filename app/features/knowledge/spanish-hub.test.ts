import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterEach, describe, expect, it } from 'vitest'
import { authors } from '~/content/authors'
import { knowledge as knowledgeEs } from '~/content/es/knowledge'
import { siteFooter, siteFrame } from '~/features/site/frame.server'
import { prerenderPaths, publicPaths } from '~/features/site/public-paths.server'
import { translatedPaths } from '~/i18n/lang'
import { articleFiles, articlesDir, seedArticleSources, setPublishedArticles } from './article-files.server'
import { articlePdfFor } from './article-pdf-for.server'
import { articlesAtomFeed } from './atom-feed.server'
import {
  articlePage,
  authorProfile,
  hubCards,
  knowledgeArticles,
  resolveArticle,
  searchArticles,
} from './catalog.server'
import { apaCitation, mlaCitation } from './citations'
import { runHub } from './hub'
import { knowledgePathsIn } from './paths.server'
import { knowledgeWords } from './words.server'

const spanishKnowledgePaths = () => knowledgePathsIn('es')

const site = 'https://refinedresin.example'
const seed = seedArticleSources()
const spanishSlugs = ['concrete-moisture-testing', 'garage-floor-prep-guide', 'metallic-epoxy-floor-care']

afterEach(() => setPublishedArticles(seed))

/** The seed with one more article in Spanish: a short translation of one by an author without Spanish. */
function withSpanishFor(slug: string) {
  setPublishedArticles(
    seed.map((s) =>
      s.slug === slug
        ? {
            ...s,
            es: {
              title: 'Especificaciones de recubrimientos industriales',
              metaDescription: 'Qué pedir en la especificación de un piso industrial.',
              summary: 'Lo que debe decir una especificación de piso industrial.',
              aiSummary: 'Un resumen en español.',
              tags: ['Industrial'],
              keywords: ['especificación de piso industrial'],
              imageAlt: 'Un piso industrial',
              hook: '',
              science: ['La química en español.'],
              proTips: ['Un consejo en español.'],
              fieldExperience: 'Desde la obra, en español.',
              faqs: [{ question: '¿Una pregunta?', answer: 'Una respuesta.' }],
              bodyMarkdown: '## En español\n\nEl cuerpo del artículo.',
            },
          }
        : s,
    ),
  )
}

describe('the Spanish knowledge hub (decision 034)', () => {
  it('lists only the articles with a Spanish version, in Spanish, leading to their Spanish pages', () => {
    const cards = hubCards('es')
    expect(cards.map((c) => c.href).sort()).toEqual(spanishSlugs.map((s) => `/es/article/${s}`))
    const prep = cards.find((c) => c.id === '1')
    expect(prep?.title).toMatch(/^Preparación del piso del garaje/)
    expect(prep?.tags).toContain('Pulido con diamante')
    // The service areas' articles are English pages: none is on the Spanish hub.
    expect(cards.some((c) => c.category === 'local-service')).toBe(false)
    // The English hub is as it was, with no Spanish in it.
    expect(hubCards().length).toBe(knowledgeArticles().length)
    expect(JSON.stringify(hubCards())).not.toMatch(/Preparación|losa/)
  })

  it('searches the Spanish articles in Spanish, with or without accents', () => {
    const search = (q: string) =>
      runHub(hubCards('es'), { q, topic: 'all', sort: 'ai' }, new Set(searchArticles(q, 'es'))).map(
        (a) => a.id,
      )
    for (const suggestion of knowledgeEs.hubPage.suggestions)
      expect(search(suggestion), suggestion).not.toEqual([])
    expect(search('prueba de humedad')[0]).toBe('5')
    expect(search('preparación del garaje')[0]).toBe('1')
    expect(search('epoxico metalico')).toContain('4')
    expect(search('urethane')).toEqual([])
    expect(searchArticles('garage prep')).toContain('1')
  })

  it('answers /es/article/<slug> for a Spanish version only: an id leads to the Spanish slug, the rest is missing', () => {
    expect(resolveArticle('garage-floor-prep-guide', 'es')).toMatchObject({ kind: 'page', file: { id: '1' } })
    expect(resolveArticle('1', 'es')).toEqual({ kind: 'redirect', to: '/es/article/garage-floor-prep-guide' })
    expect(resolveArticle('urethane-vs-epoxy-coatings', 'es')).toEqual({ kind: 'missing' })
    expect(resolveArticle('2', 'es')).toEqual({ kind: 'missing' })
    expect(resolveArticle('service-30518', 'es')).toEqual({ kind: 'missing' })
  })

  it('shows the Spanish article with its author in Spanish, twin both ways, and no English words', () => {
    const file = articleFiles().find((f) => f.slug === 'garage-floor-prep-guide')
    if (!file) throw new Error('seed article missing')
    const es = articlePage(file, site, 'es')
    expect(es.twin).toBe(true)
    expect(es.url).toBe(`${site}/es/article/garage-floor-prep-guide`)
    expect(es.article.title).toMatch(/^Preparación/)
    expect(es.article.bodyHtml).toContain('href="/es/article/concrete-moisture-testing"')
    expect(es.author).toMatchObject({
      name: 'Caleb Ashford',
      href: '/es/author/caleb-ashford',
      role: 'Fundador e instalador principal',
    })
    // Related articles: only the Spanish ones, at their Spanish addresses.
    expect(es.relatedArticles.map((r) => r.href)).toEqual([
      '/es/article/concrete-moisture-testing',
      '/es/article/metallic-epoxy-floor-care',
    ])
    expect(es.citations.apa.text).toContain('(2025, 8 de julio)')
    const en = articlePage(file, site)
    expect(en.twin).toBe(true)
    expect(en.author.href).toBe('/author/caleb-ashford')
    // The English page's data carries no Spanish (decision 034).
    expect(JSON.stringify(en)).not.toMatch(/Preparación|Fundador|"es"/)
    const other = articleFiles().find((f) => f.slug === 'urethane-vs-epoxy-coatings')
    if (!other) throw new Error('seed article missing')
    expect(articlePage(other, site).twin).toBe(false)
  })

  it('names an author without Spanish on a Spanish article, with no link and none of their English', () => {
    withSpanishFor('industrial-floor-coating-specs')
    const file = articleFiles().find((f) => f.slug === 'industrial-floor-coating-specs')
    if (!file) throw new Error('seed article missing')
    const page = articlePage(file, site, 'es')
    expect(page.author).toMatchObject({
      name: 'Jordan Pruitt',
      href: null,
      role: null,
      bio: null,
      expertise: [],
    })
    expect(authorProfile('jordan-pruitt', 'es')).toBeUndefined()
    expect(spanishKnowledgePaths()).toContain('/es/article/industrial-floor-coating-specs')
    expect(spanishKnowledgePaths()).not.toContain('/es/author/jordan-pruitt')
  })

  it('gives a Spanish author page the Spanish words and only the Spanish articles; the figures are the person’s', () => {
    const es = authorProfile('caleb-ashford', 'es')
    const en = authorProfile('caleb-ashford')
    expect(es?.role).toBe('Fundador e instalador principal')
    expect(es?.articles.map((a) => a.href)).toEqual([
      '/es/article/metallic-epoxy-floor-care',
      '/es/article/garage-floor-prep-guide',
    ])
    expect(en?.articles.length).toBe(3)
    expect(es?.articlesCount).toBe(en?.articlesCount)
    expect(es?.twin).toBe(true)
    expect(en?.twin).toBe(true)
    expect(JSON.stringify(en)).not.toMatch(/Fundador/)
    expect(authorProfile('jordan-pruitt')?.twin).toBe(false)
  })

  it('lists the Spanish hub, articles and authors that exist among the public and prerendered paths', () => {
    const spanish = [
      '/es/knowledge',
      ...spanishSlugs.map((s) => `/es/article/${s}`),
      '/es/author/caleb-ashford',
      '/es/author/renee-okafor',
    ]
    expect(spanishKnowledgePaths().sort()).toEqual(spanish.sort())
    for (const p of spanish) {
      expect(publicPaths()).toContain(p)
      expect(prerenderPaths()).toContain(p)
    }
    // An article whose Spanish is taken away leaves the Spanish pages; the hub stays.
    setPublishedArticles(seed.map(({ es: _es, ...s }) => s))
    expect(spanishKnowledgePaths()).toEqual([
      '/es/knowledge',
      '/es/author/caleb-ashford',
      '/es/author/renee-okafor',
    ])
    expect(hubCards('es')).toEqual([])
  })

  it('links the Spanish hub from the Spanish navigation and footer, as the English ones link theirs', () => {
    expect(siteFrame('es').mainNav.map((l) => l.to)).toContain('/es/knowledge')
    expect(siteFooter('es').resources.links.map((l) => l.to)).toContain('/es/knowledge')
  })

  it('puts the Spanish articles in a Spanish feed and Spanish PDFs', async () => {
    const feed = articlesAtomFeed(site, new Date(), 'es')
    expect(feed).toContain('<title>Centro de conocimiento de Refined Resin</title>')
    expect(feed).toContain(`${site}/es/article/garage-floor-prep-guide`)
    expect(feed).not.toContain('/article/urethane-vs-epoxy-coatings')
    expect(articlesAtomFeed(site)).not.toContain('/es/')
    const pdf = await articlePdfFor('garage-floor-prep-guide', site, 'es')
    expect(pdf).not.toBeNull()
    const doc = await PDFDocument.load(pdf?.bytes ?? new Uint8Array())
    expect(doc.getTitle()).toMatch(/^Preparación del piso del garaje/)
    expect(doc.getAuthor()).toMatch(/^Por Caleb Ashford · 8 de julio de 2025 · \d+ min de lectura$/)
    expect(await articlePdfFor('urethane-vs-epoxy-coatings', site, 'es')).toBeNull()
  })
})

describe('the words of the knowledge pages', () => {
  it('send each page the shared words and its own only, in its language only', () => {
    const article = JSON.parse(knowledgeWords('es', 'article'))
    expect(Object.keys(article)).not.toContain('hubPage')
    expect(Object.keys(article)).not.toContain('authorPage')
    expect(article.article.related).toBe('Temas relacionados')
    const hub = JSON.parse(knowledgeWords('es', 'hubPage'))
    expect(hub.meta.headline).toBe('Lo que sabemos de la resina')
    expect(Object.keys(hub)).not.toContain('article')
    // The English page's words are English's catalog, and carry no Spanish.
    const english = knowledgeWords('en', 'hubPage')
    expect(JSON.parse(english).meta.title).toBe('Knowledge Hub | Refined Resin')
    expect(english).not.toMatch(/Centro de conocimiento|artículo/)
  })
})

describe('the seed articles in Spanish', () => {
  const spanishDir = path.join(articlesDir(), 'es')
  const files = readdirSync(spanishDir).filter((f) => f.endsWith('.md'))

  it('are each the Spanish of an article in the repository', () => {
    expect(files.sort()).toEqual(spanishSlugs.map((s) => `${s}.md`))
    for (const f of files) expect(existsSync(path.join(articlesDir(), f)), f).toBe(true)
  })

  it('have every section their English has, and as many questions', () => {
    for (const article of articleFiles().filter((f) => f.es)) {
      const es = article.es
      if (!es) continue
      expect(es.science.length, article.slug).toBe(article.science.length)
      expect(es.proTips.length, article.slug).toBe(article.proTips.length)
      expect(es.faqs.length, article.slug).toBe(article.faqs.length)
      expect(Boolean(es.hook), article.slug).toBe(Boolean(article.hook))
      expect(Boolean(es.fieldExperience), article.slug).toBe(Boolean(article.fieldExperience))
      // A whole translation: about as long as the English, never a summary of it.
      expect(es.wordCount / article.wordCount, article.slug).toBeGreaterThan(0.9)
      expect(es.metaDescription.length, article.slug).toBeLessThanOrEqual(160)
    }
  })

  it('link only pages that exist in Spanish: a Spanish page never leads into English', () => {
    const spanishPages = new Set([
      ...translatedPaths.map((p) => (p === '/' ? '/es' : `/es${p}`)),
      ...spanishKnowledgePaths(),
    ])
    for (const article of articleFiles().filter((f) => f.es)) {
      for (const [, href] of (article.es?.bodyMarkdown ?? '').matchAll(/\]\((\/[^)\s]*)\)/g)) {
        expect(spanishPages.has(href), `${article.slug} -> ${href}`).toBe(true)
      }
    }
  })

  it('cite in Spanish: the months of MLA and APA are Spanish', () => {
    const source = {
      title: 'Preparación del piso del garaje',
      author: 'Caleb Ashford',
      datePublished: '2025-09-23',
      siteName: 'Refined Resin',
      url: `${site}/es/article/garage-floor-prep-guide`,
    }
    expect(mlaCitation(source, true, 'es').text).toBe(
      'Ashford, Caleb. “Preparación del piso del garaje.” Refined Resin, 23 sept. 2025, refinedresin.example/es/article/garage-floor-prep-guide.',
    )
    expect(apaCitation(source, true, 'es').text).toBe(
      `Ashford, C. (2025, 23 de septiembre). Preparación del piso del garaje. Refined Resin. ${source.url}`,
    )
  })

  it('give the authors of the Spanish articles a Spanish version too', () => {
    const written = new Set(
      articleFiles()
        .filter((f) => f.es)
        .map((f) => f.author),
    )
    for (const slug of written) expect(authors.find((a) => a.slug === slug)?.es, slug).toBeDefined()
  })
})
