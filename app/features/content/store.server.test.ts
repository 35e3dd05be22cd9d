import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { company, type estimator } from '~/content/business'
import { factsEs } from '~/content/es/facts'
import { applyPublished, type BusinessFacts, seedContent } from '~/content/published'
import { type Testimonial, testimonials } from '~/content/testimonials'
import type { DatabaseHandle } from '~/db/client.server'
import { setPublishedArticles } from '~/features/knowledge/article-files.server'
import { factIn } from '~/i18n/facts.server'
import { openTestDatabase } from '../../../tests/support/test-database'
import {
  contentItem,
  contentVersion,
  importSeedContent,
  itemsOfKind,
  loadPublished,
  priceBookVersion,
  publishItem,
  revisionsOf,
} from './store.server'
import { contentDigest, syncContent } from './sync.server'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())
afterEach(() => applyPublished(seedContent()))

describe('content in the database', () => {
  it('imports the repository content once, as the first published version, however many ask at once', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => importSeedContent(handle.db)))
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1)
    const { version, content } = await loadPublished(handle.db)
    expect(version).toBe(1)
    expect(content).toEqual(seedContent())
    const seedDigest = contentDigest()
    applyPublished(content)
    setPublishedArticles((await loadPublished(handle.db)).articles)
    expect(contentDigest()).toBe(seedDigest)
    expect(await revisionsOf(handle.db, 'facts', 'business')).toMatchObject([
      { revision: 1, action: 'import' },
    ])
  })

  it('publishes a change that every reader of the content sees after a sync', async () => {
    const facts = (await contentItem(handle.db, 'facts', 'business'))!
    const before = await contentVersion(handle.db)
    const outcome = await publishItem(handle.db, {
      kind: 'facts',
      key: 'business',
      data: { ...(facts.data as object), phone: '(404) 555-0199' },
      baseRevision: facts.revision,
      author: 'owner@example.com',
    })
    expect(outcome).toEqual({ ok: true, revision: 2 })
    expect(await contentVersion(handle.db)).toBe(before + 1)
    expect((await syncContent(handle.db)).changed).toBe(true)
    expect(company.phone).toBe('(404) 555-0199')
    expect(company.phoneHref).toBe('tel:+14045550199')
  })

  it('refuses the second of two saves made from the same revision, keeping the first', async () => {
    const facts = (await contentItem(handle.db, 'facts', 'business'))!
    const save = (hours: string) =>
      publishItem(handle.db, {
        kind: 'facts',
        key: 'business',
        data: { ...(facts.data as object), hours },
        baseRevision: facts.revision,
        author: hours,
      })
    const [a, b] = await Promise.all([save('Mon–Fri 7am–5pm'), save('Mon–Sat 9am–5pm')])
    expect([a.ok, b.ok].sort()).toEqual([false, true])
    const loser = a.ok ? b : a
    const winner = a.ok ? 'Mon–Fri 7am–5pm' : 'Mon–Sat 9am–5pm'
    expect(loser.ok === false && (loser.conflict.current as { data: { hours: string } }).data.hours).toBe(
      winner,
    )
    expect(((await contentItem(handle.db, 'facts', 'business'))!.data as { hours: string }).hours).toBe(
      winner,
    )
  })

  it('keeps every price book version, so an old quote reproduces its figures', async () => {
    const book = (await contentItem(handle.db, 'price-book', 'current'))!
    const raised = { ...(book.data as typeof estimator), baseRateLow: 7.5 }
    const outcome = await publishItem(handle.db, {
      kind: 'price-book',
      key: 'current',
      data: raised,
      baseRevision: book.revision,
      author: 'owner@example.com',
    })
    expect(outcome.ok && outcome.revision).toBe(2)
    expect((await priceBookVersion(handle.db, 1))?.baseRateLow).toBe(6.75)
    expect((await priceBookVersion(handle.db, 2))?.baseRateLow).toBe(7.5)
    expect(await priceBookVersion(handle.db, 99)).toBeNull()
    const { content } = await loadPublished(handle.db)
    expect(content.priceBookVersion).toBe(2)
  })

  it('reads rows stored before the versions (`hoursEs`, `textEs`) as their Spanish versions (decision 039)', async () => {
    // As every install stored them: the Spanish prose as fields of the facts and of a testimonial.
    const facts = (await contentItem(handle.db, 'facts', 'business'))!
    const { es: _es, ...english } = facts.data as BusinessFacts
    await publishItem(handle.db, {
      kind: 'facts',
      key: 'business',
      data: {
        ...english,
        hoursEs: 'lun. a sáb. de 7 a. m. a 7 p. m.',
        warrantyLabelEs: 'Garantía de 7 años',
      },
      baseRevision: facts.revision,
      author: 'owner@example.com',
    })
    const [first] = await itemsOfKind(handle.db, 'testimonial')
    const { es: _t, ...older } = first!.data as Testimonial
    await publishItem(handle.db, {
      kind: 'testimonial',
      key: first!.key,
      data: { ...older, textEs: 'Quedó perfecto.' },
      baseRevision: first!.revision,
      author: 'owner@example.com',
    })
    await syncContent(handle.db)
    expect(factIn('es', 'hours')).toBe('lun. a sáb. de 7 a. m. a 7 p. m.')
    expect(factIn('es', 'warrantyLabel')).toBe('Garantía de 7 años')
    // A wording the row never had reads the seed's Spanish, as it did.
    expect(factIn('es', 'lifetimeWarrantyLabel')).toBe(factsEs.lifetimeWarrantyLabel)
    const shown = testimonials.find((t) => t.name === older.name)
    expect(shown?.es).toEqual({ text: 'Quedó perfecto.' })
    expect(shown).not.toHaveProperty('textEs')
  })
})
