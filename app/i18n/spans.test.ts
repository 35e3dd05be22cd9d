import { describe, expect, it } from 'vitest'
import { spanWords as en } from '~/content/en/spans'
import { spanWords as es } from '~/content/es/spans'
import { isSpan, wordSpan } from './spans'

describe('a span worded by each language (decision 039)', () => {
  it('says the English facts exactly as the spec writes them', () => {
    expect(wordSpan(en, { min: 2, max: 3, unit: 'day' })).toBe('2-3 days')
    expect(wordSpan(en, { min: 2, max: 3, unit: 'day' }, 'title')).toBe('2-3 Days')
    expect(wordSpan(en, { min: 24, max: 48, unit: 'hour' })).toBe('24-48 hours')
    expect(wordSpan(en, { min: 24, max: 48, unit: 'hour' }, 'adjective')).toBe('24-48 hour')
    expect(wordSpan(en, { min: 2, max: 3, unit: 'week' })).toBe('2-3 weeks')
    expect(wordSpan(en, { min: 1, max: 1, unit: 'week' })).toBe('1 week')
    expect(wordSpan(en, { min: 10, max: 15, unit: 'percent' }, 'increase')).toBe('+10-15%')
    expect(wordSpan(en, { min: 20, max: 40, unit: 'percent' })).toBe('20-40%')
  })

  it('says them in Spanish from the same values, with Spanish plural rules', () => {
    expect(wordSpan(es, { min: 2, max: 3, unit: 'day' })).toBe('2 a 3 días')
    expect(wordSpan(es, { min: 1, max: 1, unit: 'day' })).toBe('1 día')
    expect(wordSpan(es, { min: 24, max: 48, unit: 'hour' })).toBe('24 a 48 horas')
    expect(wordSpan(es, { min: 1, max: 1, unit: 'week' })).toBe('1 semana')
    expect(wordSpan(es, { min: 10, max: 15, unit: 'percent' }, 'increase')).toBe('+10 a 15%')
  })

  it('knows a span from text a snapshot stored before', () => {
    expect(isSpan({ min: 2, max: 3, unit: 'day' })).toBe(true)
    expect(isSpan('2-3 days')).toBe(false)
    expect(isSpan({ min: 3, max: 2, unit: 'day' })).toBe(false)
    expect(isSpan({ min: 2, max: 3, unit: 'fortnight' })).toBe(false)
  })

  it('has the same keys in every language', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v).map((s) => `${k}.${s}`) : [k],
      )
    expect(keys(es).filter((k) => !k.includes('Units.') && !k.startsWith('units.'))).toEqual(
      keys(en).filter((k) => !k.includes('Units.') && !k.startsWith('units.')),
    )
  })
})
