import { describe, expect, it } from 'vitest'
import { serviceAreas } from '~/content/service-areas'
import { serviceArticle, serviceArticles, zipOfServiceArticle } from './service-articles'

describe('service articles', () => {
  it('has one per ZIP with id service-{zip}, the fixed dates and a link to the ZIP page', () => {
    const all = serviceArticles()
    expect(all.length).toBe(serviceAreas.length)
    for (const [i, a] of all.entries()) {
      const zip = serviceAreas[i].zip
      expect(a.id).toBe(`service-${zip}`)
      expect(a.href).toBe(`/service-area/${zip}`)
      expect(a.category).toBe('local-service')
      expect([a.datePublished, a.dateModified]).toEqual(['2025-01-20', '2025-01-22'])
      expect(a.title).toContain(serviceAreas[i].city)
      expect(zipOfServiceArticle(a.id)).toBe(zip)
    }
  })

  it('draws read counts between 100 and 599, the same every time for a ZIP', () => {
    const counts = serviceArticles().map((a) => a.readCount)
    for (const c of counts) {
      expect(Number.isInteger(c)).toBe(true)
      expect(c).toBeGreaterThanOrEqual(100)
      expect(c).toBeLessThanOrEqual(599)
    }
    expect(new Set(counts).size).toBeGreaterThan(50)
    // Pinned: the server, the prerendered page and the browser must all show these figures, build after build.
    const byZip = new Map(serviceArticles().map((a) => [zipOfServiceArticle(a.id), a.readCount]))
    expect([byZip.get('30518'), byZip.get('30003'), byZip.get('30043')]).toEqual([186, 226, 157])
    expect(serviceArticle(serviceAreas[0]).readCount).toBe(226)
  })

  it('reads no id that is not a five-digit service id', () => {
    for (const id of ['1', 'service-', 'service-3051', 'service-30518x', 'service-../x']) {
      expect(zipOfServiceArticle(id)).toBeNull()
    }
  })
})
