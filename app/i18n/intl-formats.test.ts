import { describe, expect, it } from 'vitest'
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl-formats'

describe('kept Intl formatters', () => {
  it('hand out one formatter per locale and options, and format as Intl does', () => {
    const percent = numberFormat('es-US', { style: 'percent', maximumFractionDigits: 0 })
    expect(numberFormat('es-US', { style: 'percent', maximumFractionDigits: 0 })).toBe(percent)
    expect(percent.format(0.15)).toBe(new Intl.NumberFormat('es-US', { style: 'percent' }).format(0.15))
    // Other options or another locale: another formatter, not the kept one.
    expect(numberFormat('es-US')).not.toBe(percent)
    expect(numberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 })).not.toBe(percent)
    expect(numberFormat('en-US').format(1234.5)).toBe('1,234.5')
  })

  it('keep lists, plural rules and dates apart by kind', () => {
    expect(listFormat('en-US', { type: 'conjunction' }).format(['Athens', 'Gainesville'])).toBe(
      'Athens and Gainesville',
    )
    expect(pluralRules('es-US').select(1)).toBe('one')
    expect(pluralRules('es-US').select(2)).toBe('other')
    const day = dateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' })
    expect(day.format(new Date(Date.UTC(2026, 0, 9, 12)))).toBe('January 9, 2026')
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' })).toBe(day)
  })
})
