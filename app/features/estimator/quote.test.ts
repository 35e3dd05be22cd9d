import { describe, expect, it } from 'vitest'
import { longDateLabel, todayInBusinessZone } from '~/features/schedule/calendar'
import { quoteDates, quoteReference } from './quote'

const request = {
  spaceType: 'patio',
  squareFootage: 1250,
  finishStyle: 'custom',
  zipcode: '30518',
  timeline: 'next-month',
} as const

describe('quote dates', () => {
  it('dates the quote by the calendar in Atlanta, not UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Atlanta.
    expect(todayInBusinessZone(new Date('2025-03-01T02:30:00Z'))).toBe('2025-02-28')
    expect(todayInBusinessZone(new Date('2025-03-01T05:30:00Z'))).toBe('2025-03-01')
  })

  it('holds the price for 30 days, across a month end and a leap day', () => {
    expect(quoteDates(new Date('2024-02-10T15:00:00Z'))).toEqual({
      issued: '2024-02-10',
      validUntil: '2024-03-11',
    })
    expect(quoteDates(new Date('2025-12-15T15:00:00Z'))).toEqual({
      issued: '2025-12-15',
      validUntil: '2026-01-14',
    })
  })

  it('writes dates as a person reads them', () => {
    expect(longDateLabel('2025-07-04')).toBe('July 4, 2025')
  })
})

describe('quoteReference', () => {
  it('is stable for the same answers on the same day', () => {
    expect(quoteReference(request, '2025-07-04')).toBe(quoteReference({ ...request }, '2025-07-04'))
    expect(quoteReference(request, '2025-07-04')).toMatch(/^RR-20250704-[0-9A-Z]{5}$/)
  })

  it('differs when the answers or the day differ', () => {
    const base = quoteReference(request, '2025-07-04')
    expect(quoteReference({ ...request, squareFootage: 1300 }, '2025-07-04')).not.toBe(base)
    expect(quoteReference(request, '2025-07-05').slice(-5)).not.toBe(base.slice(-5))
  })
})
