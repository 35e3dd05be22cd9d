import { describe, expect, it } from 'vitest'
import { isCalendarDate, monthRange, shiftMonth, todayInBusinessZone, weekendBlocks } from './weekend-blocks'

describe('weekendBlocks', () => {
  it('starts every block on a Friday and ends it on the Sunday', () => {
    expect(weekendBlocks('2026-05-01', '2026-05-31')).toEqual([
      { startDate: '2026-05-01', endDate: '2026-05-03' },
      { startDate: '2026-05-08', endDate: '2026-05-10' },
      { startDate: '2026-05-15', endDate: '2026-05-17' },
      { startDate: '2026-05-22', endDate: '2026-05-24' },
      { startDate: '2026-05-29', endDate: '2026-05-31' },
    ])
  })

  it('starts from the first Friday on or after the range start and crosses month ends', () => {
    expect(weekendBlocks('2026-05-30', '2026-06-05')).toEqual([
      { startDate: '2026-06-05', endDate: '2026-06-07' },
    ])
    expect(weekendBlocks('2026-05-02', '2026-05-07')).toEqual([])
  })
})

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('../../etc')).toBe(false)
  })

  it('knows month bounds and neighbours', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthRange('2026-13')).toBeNull()
    expect(monthRange('May')).toBeNull()
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
  })

  it('reads today in Atlanta, not UTC', () => {
    // 02:00 UTC on May 2 is still the evening of May 1 in Atlanta.
    expect(todayInBusinessZone(new Date('2026-05-02T02:00:00Z'))).toBe('2026-05-01')
  })
})
