import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  aiScore,
  defaultQuery,
  filterByTopic,
  hubSearch,
  hubStatus,
  pageSize,
  parseHubQuery,
  runHub,
  sortArticles,
} from './hub'
import type { HubCard } from './types'
import type { HubWords } from './words'
import { knowledgeWords } from './words.server'

const hubWords = JSON.parse(knowledgeWords('en', 'hubPage')) as HubWords

const card = (
  id: string,
  datePublished: string,
  readCount: number,
  category: HubCard['category'],
): HubCard => ({
  id,
  title: `Article ${id}`,
  summary: '',
  keywords: [],
  tags: [],
  category,
  author: 'A',
  datePublished,
  readCount,
  readingTime: 5,
  href: `/article/${id}`,
})

const cards = [
  card('1', '2025-07-08', 1000, 'residential-tips'),
  card('2', '2025-07-22', 100, 'chemistry-breakdowns'),
  card('3', '2025-08-12', 2000, 'commercial-specs'),
  card('service-30518', '2025-01-20', 599, 'local-service'),
  card('service-30519', '2025-01-20', 599, 'local-service'),
]

describe('AI-Recommended score', () => {
  it('is readCount × 0.7 plus the publish time in ms ÷ 1,000,000', () => {
    const ms = Date.UTC(2025, 0, 20)
    expect(aiScore({ readCount: 250, datePublished: '2025-01-20' })).toBeCloseTo(
      250 * 0.7 + ms / 1_000_000,
      9,
    )
  })

  it('lets a day of recency outweigh about 123 reads', () => {
    const older = aiScore({ readCount: 223, datePublished: '2025-03-01' })
    const newer = aiScore({ readCount: 100, datePublished: '2025-03-02' })
    expect(newer).toBeGreaterThan(older)
  })
})

describe('sorts', () => {
  it('orders by newest, most read and AI score, breaking ties by id', () => {
    expect(sortArticles(cards, 'newest').map((c) => c.id)).toEqual([
      '3',
      '2',
      '1',
      'service-30518',
      'service-30519',
    ])
    expect(sortArticles(cards, 'most-read').map((c) => c.id)).toEqual([
      '3',
      '1',
      'service-30518',
      'service-30519',
      '2',
    ])
    const ai = sortArticles(cards, 'ai')
    for (let i = 1; i < ai.length; i++) expect(aiScore(ai[i - 1])).toBeGreaterThanOrEqual(aiScore(ai[i]))
    expect(ai.map((c) => c.id).slice(-2)).toEqual(['service-30518', 'service-30519'])
  })

  it('never changes its input and always returns a permutation in order', () => {
    const arb = fc.array(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        readCount: fc.integer({ min: 0, max: 5000 }),
        day: fc.integer({ min: 0, max: 900 }),
      }),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(arb, fc.constantFrom('ai', 'newest', 'most-read' as const), (rows, sort) => {
        const list = rows.map((r) =>
          card(
            r.id,
            new Date(Date.UTC(2024, 0, 1) + r.day * 86_400_000).toISOString().slice(0, 10),
            r.readCount,
            'trends',
          ),
        )
        const before = list.map((c) => c.id)
        const sorted = sortArticles(list, sort)
        expect(list.map((c) => c.id)).toEqual(before)
        expect([...sorted.map((c) => c.id)].sort()).toEqual([...before].sort())
        expect(sortArticles([...list].reverse(), sort).map((c) => c.id)).toEqual(sorted.map((c) => c.id))
      }),
    )
  })
})

describe('search, then filter, then sort', () => {
  it('keeps only search matches, then the topic, then sorts them', () => {
    const matches = new Set(['1', '3', 'service-30518'])
    const out = runHub(cards, { q: 'floor', topic: 'all', sort: 'most-read' }, matches)
    expect(out.map((c) => c.id)).toEqual(['3', '1', 'service-30518'])
    const local = runHub(cards, { q: 'floor', topic: 'local-service', sort: 'ai' }, matches)
    expect(local.map((c) => c.id)).toEqual(['service-30518'])
  })

  it('ignores the match set when the query is empty and filters by topic', () => {
    expect(runHub(cards, { q: '  ', topic: 'all', sort: 'ai' }, new Set()).length).toBe(cards.length)
    expect(filterByTopic(cards, 'local-service').map((c) => c.id)).toEqual(['service-30518', 'service-30519'])
  })

  it('returns nothing when the search found nothing', () => {
    expect(runHub(cards, { q: 'zzqx', topic: 'all', sort: 'ai' }, new Set())).toEqual([])
  })

  it('has no list, and says it is searching, until the search has run (its index may still be loading)', () => {
    expect(runHub(cards, { q: 'qqxyzzyplugh', topic: 'all', sort: 'ai' }, undefined)).toBeNull()
    expect(hubStatus(null, { q: 'qqxyzzyplugh', topic: 'all' }, hubWords)).toBe('Searching…')
    expect(hubStatus([], { q: 'qqxyzzyplugh', topic: 'all' }, hubWords)).toBe('0 articles for “qqxyzzyplugh”')
    const es = JSON.parse(knowledgeWords('es', 'hubPage')) as HubWords
    expect(hubStatus(null, { q: 'qqxyzzyplugh', topic: 'all' }, es)).toBe('Buscando…')
    expect(hubStatus(filterByTopic(cards, 'local-service'), { q: '', topic: 'local-service' }, es)).toBe(
      '2 artículos en Servicio local',
    )
  })
})

describe('the hub query in the URL', () => {
  it('defaults to all topics, AI-Recommended and the first batch', () => {
    expect(parseHubQuery(new URLSearchParams())).toEqual(defaultQuery)
  })

  it('falls back to defaults for unknown or hostile values and trims the search', () => {
    const q = parseHubQuery(
      new URLSearchParams({
        q: `  <script>alert(1)</script>   ${'x'.repeat(300)}`,
        topic: '../etc',
        sort: "1' OR 1=1",
      }),
    )
    expect(q.topic).toBe('all')
    expect(q.sort).toBe('ai')
    expect(q.q.startsWith('<script>alert(1)</script> x')).toBe(true)
    expect(q.q.length).toBe(100)
    expect(parseHubQuery(new URLSearchParams({ show: '-5' })).show).toBe(pageSize)
    expect(parseHubQuery(new URLSearchParams({ show: '30' })).show).toBe(pageSize * 2)
  })

  it('round-trips through its query string, leaving defaults out', () => {
    expect(hubSearch(defaultQuery)).toBe('')
    const query = { q: 'garage prep', topic: 'residential-tips' as const, sort: 'newest' as const, show: 48 }
    const s = hubSearch(query)
    expect(s).toBe('?q=garage+prep&topic=residential-tips&sort=newest&show=48')
    expect(parseHubQuery(new URLSearchParams(s))).toEqual(query)
  })
})
