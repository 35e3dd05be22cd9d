import { describe, expect, it } from 'vitest'
import { spanWords } from '~/content/en/span-words'
import { isSpan, type Span, type SpanStyle, wordSpan } from './spans'
import { spanIn } from './spans.server'

const spans: Span[] = [
  { min: 2, max: 3, unit: 'day' },
  { min: 1, max: 1, unit: 'day' },
  { min: 24, max: 48, unit: 'hour' },
  { min: 1, max: 1, unit: 'hour' },
  { min: 2, max: 3, unit: 'week' },
  { min: 1, max: 1, unit: 'week' },
  { min: 10, max: 15, unit: 'percent' },
]
const styles: SpanStyle[] = ['plain', 'title', 'adjective', 'increase']

describe('a span worded by each language (decision 039)', () => {
  it('says the English facts exactly as the spec writes them', () => {
    expect(spanIn('en', { min: 2, max: 3, unit: 'day' })).toBe('2-3 days')
    expect(spanIn('en', { min: 2, max: 3, unit: 'day' }, 'title')).toBe('2-3 Days')
    expect(spanIn('en', { min: 24, max: 48, unit: 'hour' })).toBe('24-48 hours')
    expect(spanIn('en', { min: 24, max: 48, unit: 'hour' }, 'adjective')).toBe('24-48 hour')
    expect(spanIn('en', { min: 2, max: 3, unit: 'week' })).toBe('2-3 weeks')
    expect(spanIn('en', { min: 1, max: 1, unit: 'week' })).toBe('1 week')
    expect(spanIn('en', { min: 10, max: 15, unit: 'percent' }, 'increase')).toBe('+10-15%')
    expect(spanIn('en', { min: 20, max: 40, unit: 'percent' })).toBe('20-40%')
  })

  it('says them in Spanish from the same values, with Spanish plural rules', () => {
    expect(spanIn('es', { min: 2, max: 3, unit: 'day' })).toBe('2 a 3 días')
    expect(spanIn('es', { min: 1, max: 1, unit: 'day' })).toBe('1 día')
    expect(spanIn('es', { min: 24, max: 48, unit: 'hour' })).toBe('24 a 48 horas')
    expect(spanIn('es', { min: 1, max: 1, unit: 'week' })).toBe('1 semana')
    expect(spanIn('es', { min: 10, max: 15, unit: 'percent' }, 'increase')).toBe('+10 a 15%')
  })

  it('words English in the browser as the English catalog does, without an ICU compiler', () => {
    for (const span of spans)
      for (const style of styles) expect(wordSpan(spanWords, span, style)).toBe(spanIn('en', span, style))
  })

  it('knows a span from text a snapshot stored before', () => {
    expect(isSpan({ min: 2, max: 3, unit: 'day' })).toBe(true)
    expect(isSpan('2-3 days')).toBe(false)
    expect(isSpan({ min: 3, max: 2, unit: 'day' })).toBe(false)
    expect(isSpan({ min: 2, max: 3, unit: 'fortnight' })).toBe(false)
  })
})
