import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  calendarDateIn,
  dateRangeLabel,
  dayLabel,
  fullDateLabel,
  longDateLabel,
  monthBounds,
  monthLabel,
  monthName,
  parseIsoDate,
  parseMonth,
  shortDateLabel,
  todayInBusinessZone,
  weekendBlocks,
} from './calendar'

describe('calendar dates in America/New_York', () => {
  it('takes today from Atlanta, not UTC', () => {
    // 03:30 UTC on 1 March is still 28 February in Atlanta (UTC-5).
    expect(todayInBusinessZone(new Date('2026-03-01T03:30:00Z'))).toBe('2026-02-28')
    expect(todayInBusinessZone(new Date('2026-03-01T05:30:00Z'))).toBe('2026-03-01')
    // Summer time (UTC-4).
    expect(todayInBusinessZone(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    // 02:00 UTC on May 2 is still the evening of May 1 in Atlanta.
    expect(todayInBusinessZone(new Date('2026-05-02T02:00:00Z'))).toBe('2026-05-01')
    expect(calendarDateIn(new Date('2026-05-02T02:00:00Z'), 'UTC')).toBe('2026-05-02')
  })

  it('knows month bounds, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' })
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' })
  })

  it('steps months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-05', 14)).toBe('2027-07')
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('accepts only well-formed months and real dates', () => {
    expect(parseMonth('2026-03')).toBe('2026-03')
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-3',
      '26-03',
      '2026-03-01',
      '',
      ' 2026-03',
      '1999-12',
      null,
    ]) {
      expect(parseMonth(bad)).toBeNull()
    }
    expect(parseIsoDate('2026-02-29')).toBeNull()
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29')
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseIsoDate('../../etc')).toBeNull()
  })

  it('opens the months from 2000 through 2100, for the schedule and the console alike', () => {
    expect(parseMonth('2000-01')).toBe('2000-01')
    expect(parseMonth('2100-12')).toBe('2100-12')
    expect(parseMonth('2101-01')).toBeNull()
    expect(parseMonth('May')).toBeNull()
  })

  it('makes Friday-to-Sunday blocks', () => {
    const blocks = weekendBlocks('2026-01-01', '2026-01-31', 3)
    expect(blocks).toEqual([
      { startDate: '2026-01-02', endDate: '2026-01-04' },
      { startDate: '2026-01-09', endDate: '2026-01-11' },
      { startDate: '2026-01-16', endDate: '2026-01-18' },
      { startDate: '2026-01-23', endDate: '2026-01-25' },
      { startDate: '2026-01-30', endDate: '2026-02-01' },
    ])
    // Starting on a Friday includes that Friday.
    expect(weekendBlocks('2026-01-09', '2026-01-09', 3)).toHaveLength(1)
  })

  it('makes blocks of the business’s length by default, crossing month ends', () => {
    expect(weekendBlocks('2026-05-01', '2026-05-31')).toEqual([
      { startDate: '2026-05-01', endDate: '2026-05-03' },
      { startDate: '2026-05-08', endDate: '2026-05-10' },
      { startDate: '2026-05-15', endDate: '2026-05-17' },
      { startDate: '2026-05-22', endDate: '2026-05-24' },
      { startDate: '2026-05-29', endDate: '2026-05-31' },
    ])
    expect(weekendBlocks('2026-05-30', '2026-06-05')).toEqual([
      { startDate: '2026-06-05', endDate: '2026-06-07' },
    ])
    expect(weekendBlocks('2026-05-02', '2026-05-07')).toEqual([])
  })

  it('labels months and ranges the same on server and browser', () => {
    expect(monthLabel('2026-03')).toBe('March 2026')
    expect(longDateLabel('2026-12-21')).toBe('December 21, 2026')
    expect(dateRangeLabel('2026-01-09', '2026-01-11')).toBe('Fri, Jan 9 – Sun, Jan 11, 2026')
    expect(dateRangeLabel('2027-12-31', '2028-01-02')).toBe('Fri, Dec 31, 2027 – Sun, Jan 2, 2028')
    expect(dateRangeLabel('2026-01-09', '2026-01-09')).toBe('Fri, Jan 9, 2026')
  })

  it('writes a date every way the site shows one', () => {
    expect(monthName(9)).toBe('September')
    expect(dayLabel('2026-05-01')).toBe('Fri, May 1, 2026')
    expect(shortDateLabel('2025-01-20')).toBe('Jan 20, 2025')
    expect(shortDateLabel('2026-09-14')).toBe('Sep 14, 2026')
    expect(fullDateLabel('2026-05-01')).toBe('Friday, May 1, 2026')
    expect(longDateLabel('2025-07-04')).toBe('July 4, 2025')
  })
})
