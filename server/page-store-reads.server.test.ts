import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../app/db/client.server'
import type { ServiceAreaItem } from '../app/features/content/keys'
import { contentItem, itemsOfKind, publishItem } from '../app/features/content/store.server'
import type { ArticleSource } from '../app/features/knowledge/article-files.server'
import { georgiaZips } from '../app/features/service-area/georgia-zips.server'
import { createTestContext } from '../tests/support/app-context'
import { buildDir, loadBuild } from '../tests/support/built-app'
import {
  publishPhone,
  publishTestimonialWords as publishTestimonialWordsIn,
} from '../tests/support/published-pages'
import { contentEntry, type PageStore, pageStore, type Refreshed } from './page-store'

/**
 * A publish renders the pages that show what it changed, and only those (decision 042): each page's
 * reads of the content are noted as it renders, and the next publish renders the pages whose reads it
 * touched. A missed read would leave a page showing the old content, so after each publish every page
 * of the store is compared, byte for byte, with a store rendered whole from the same content. Needs
 * `npm run build`.
 */

const AUTHOR = 'test@example.com'
const nonAreaPages = (pages: string[]) => pages.filter((p) => !p.includes('/service-area/'))
const inSpanish = (pages: string[]) => pages.filter((p) => p === '/es' || p.startsWith('/es/'))

describe('a publish renders what it changed', () => {
  let build: ServerBuild
  let close: () => Promise<void>
  let db: DatabaseHandle['db']
  let store: PageStore
  let services: Parameters<typeof pageStore>[0]['services']
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-reads-'))
  const clientDir = path.join(buildDir, 'client')

  /** Every page of the store served now equals the page rendered whole from the same content. */
  async function expectSameAsWholeRender() {
    const wholeDir = mkdtempSync(path.join(tmpdir(), 'rr-reads-whole-'))
    try {
      // A second store on its own folder, from a build folder that holds the build's hashes and none
      // of its pages or reads: nothing to carry over, so it renders every page, on this thread (the
      // store under test renders a publish of many pages in its render worker: decision 046).
      const bare = path.join(wholeDir, 'client')
      mkdirSync(bare)
      copyFileSync(path.join(clientDir, 'csp-manifest.json'), path.join(bare, 'csp-manifest.json'))
      const whole = pageStore({
        build,
        db,
        services,
        clientDir: bare,
        dataDir: path.join(wholeDir, 'data'),
        workers: false,
      })
      const result = await whole.refresh()
      expect(result).toMatchObject({ carried: 0, inWorkers: 0 })
      const served = store.served.current().dir
      const fresh = whole.served.current().dir
      const differ = contentEntry(build)
        .prerenderPaths()
        .flatMap((page) => {
          const data = page === '/' ? '/_root.data' : `${page}.data`
          return [path.join(page, 'index.html'), data].filter(
            (file) => !readFileSync(path.join(served, file)).equals(readFileSync(path.join(fresh, file))),
          )
        })
      expect(differ, 'pages that show older content than a whole render').toEqual([])
    } finally {
      rmSync(wholeDir, { recursive: true, force: true })
    }
  }

  /** Publishes new words for the first testimonial, then refreshes the store. */
  async function publishTestimonialWords(text: string): Promise<Refreshed> {
    await publishTestimonialWordsIn(db, text)
    return store.refresh()
  }

  beforeAll(async () => {
    build = await loadBuild()
    const t = await createTestContext()
    close = t.close
    db = t.context.db
    services = { db, mailer: t.context.mailer, rateLimit: t.context.rateLimit }
    // Render workers without their warm-up (its optimised code is the benches' concern, decision 046).
    store = pageStore({
      build,
      db,
      services,
      clientDir,
      dataDir,
      workers: { size: 2, idleMs: 60_000, warmUp: false },
    })
    await store.refresh()
  }, 180_000)

  afterAll(async () => {
    await store?.close()
    await close?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a testimonial edit, the first publish after a deploy, renders the pages that show it and carries the others from the build', async () => {
    // The build noted what its pages read (postbuild), so its pages that do not show it are carried.
    expect(store.served.current().dir).toBe(clientDir)
    const result = await publishTestimonialWords('Changed words of a happy customer.')
    expect(result.renderedPages).toContain('/')
    expect(result.renderedPages).not.toContain('/warranty')
    expect(result.renderedPages.filter((p) => p.includes('/service-area/'))).toEqual([])
    expect(result.carried).toBeGreaterThan(result.rendered)
    await expectSameAsWholeRender()
  }, 180_000)

  it('a phone number change renders every page, in the render worker, as this thread renders them', async () => {
    // As the content console starts them when staff open it (decision 046).
    await store.warm()
    await publishPhone(db, '(404) 555-0102')
    const result = await store.refresh()
    expect(result.carried).toBe(0)
    expect(result.rendered).toBe(contentEntry(build).prerenderPaths().length)
    expect(result.inWorkers).toBe(result.rendered)
    await expectSameAsWholeRender()
  }, 180_000)

  it('a new article renders its page, its author’s and the hubs, in each language, and no service area', async () => {
    const [model] = await itemsOfKind(db, 'article')
    const source = model.data as ArticleSource
    const article: ArticleSource = {
      ...source,
      id: '9001',
      slug: 'a-new-article-on-floors',
      title: 'A new article on floors',
      previousSlugs: [],
      relatedArticles: [],
      ...(source.es ? { es: { ...source.es, title: 'Un artículo nuevo sobre pisos' } } : {}),
    }
    const outcome = await publishItem(db, {
      kind: 'article',
      key: article.id,
      data: article,
      baseRevision: null,
      author: AUTHOR,
    })
    expect(outcome.ok).toBe(true)
    const result: Refreshed = await store.refresh()
    const pages = result.renderedPages
    expect(pages).toEqual(
      expect.arrayContaining([
        `/article/${article.slug}`,
        `/author/${article.author}`,
        '/knowledge',
        ...(source.es ? [`/es/article/${article.slug}`, '/es/knowledge'] : []),
      ]),
    )
    expect(pages.filter((p) => p.includes('/service-area/'))).toEqual([])
    expect(pages).not.toContain('/')
    expect(pages).not.toContain('/warranty')
    expect(nonAreaPages(pages).length - inSpanish(pages).length).toBeLessThanOrEqual(12)
    expect(inSpanish(pages).length).toBeLessThanOrEqual(12)
    await expectSameAsWholeRender()
  }, 180_000)

  it('a new service area renders the pages that list the areas, and not the others', async () => {
    const served = new Set((await itemsOfKind(db, 'service-area')).map((i) => i.key))
    const row = georgiaZips.find(([zip]) => !served.has(zip))
    if (!row) throw new Error('no Georgia ZIP left to add')
    const [zip, city, county, latitude, longitude] = row
    const area: ServiceAreaItem = { zip, city, county, state: 'GA', latitude, longitude }
    const outcome = await publishItem(db, {
      kind: 'service-area',
      key: zip,
      data: area,
      baseRevision: (await contentItem(db, 'service-area', zip))?.revision ?? null,
      author: AUTHOR,
    })
    expect(outcome.ok).toBe(true)
    const result = await store.refresh()
    expect(result.renderedPages).toContain(`/service-area/${zip}`)
    expect(result.renderedPages).toContain('/knowledge')
    expect(result.renderedPages).not.toContain('/warranty')
    // The areas of other counties and cities list none of its neighbours: they are carried over.
    expect(result.carried).toBeGreaterThan(0)
    await expectSameAsWholeRender()
  }, 180_000)

  it('a project’s title renders the portfolio, not the Spanish pages that only offer it', async () => {
    const projects = await itemsOfKind(db, 'project')
    const item = projects.at(-1)
    if (!item) throw new Error('no project')
    const outcome = await publishItem(db, {
      kind: 'project',
      key: item.key,
      data: { ...(item.data as object), title: 'A renamed garage floor' },
      baseRevision: item.revision,
      author: AUTHOR,
    })
    expect(outcome.ok).toBe(true)
    const result = await store.refresh()
    expect(result.renderedPages).toContain('/portfolio')
    expect(result.renderedPages.filter((p) => p.includes('/service-area/'))).toEqual([])
    await expectSameAsWholeRender()
  }, 180_000)

  it('an unrelated change renders no page that does not show it: a testimonial leaves the articles alone', async () => {
    const articles = contentEntry(build)
      .prerenderPaths()
      .filter((p) => p.startsWith('/article/'))
    const result = await publishTestimonialWords('Other words of a happy customer.')
    expect(result.renderedPages.filter((p) => articles.includes(p))).toEqual([])
    expect(result.carried).toBeGreaterThan(0)
  }, 120_000)
})
