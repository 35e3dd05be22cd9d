import { describe, expect, it } from 'vitest'
import { dateRangeLabel, fullDateLabel, longDateLabel } from '~/features/schedule/calendar'
import { daysIn } from './dates'

describe('days as each language writes them (decision 039)', () => {
  it('writes English days as the pages do', () => {
    const en = daysIn('en')
    for (const [a, b] of [
      ['2026-01-09', '2026-01-11'],
      ['2027-12-31', '2028-01-02'],
      ['2026-05-01', '2026-05-01'],
    ]) {
      expect(en.range(a, b)).toBe(dateRangeLabel(a, b))
      expect(en.full(a)).toBe(fullDateLabel(a))
      expect(en.long(a)).toBe(longDateLabel(a))
    }
  })

  it('writes Spanish days with the same figures', () => {
    const es = daysIn('es')
    expect(es.range('2026-01-09', '2026-01-11')).toBe('vie, 9 de ene – dom, 11 de ene de 2026')
    expect(es.full('2026-01-09')).toBe('viernes, 9 de enero de 2026')
    expect(es.long('2026-12-21')).toBe('21 de diciembre de 2026')
  })
})
