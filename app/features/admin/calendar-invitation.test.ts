import { describe, expect, it } from 'vitest'
import { calendarInvitation, icsEndDate } from './calendar-invitation'

const base = {
  bookingId: '7b3f5f0e-8a4c-4d11-9f0e-2d1c1b0a9e88',
  customerName: 'Dana Ruiz',
  customerEmail: 'dana@example.com',
  projectAddress: '12 Main St, Buford, GA',
  startDate: '2026-05-01',
  endDate: '2026-05-03',
}

const line = (ics: string, name: string) => ics.split(/\r?\n/).find((l) => l.startsWith(name))

describe('calendarInvitation', () => {
  it('is an all-day REQUEST over the three days of the block', () => {
    const ics = calendarInvitation({ ...base, method: 'REQUEST' })
    expect(line(ics, 'METHOD')).toBe('METHOD:REQUEST')
    expect(line(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20260501')
    expect(line(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20260504')
    expect(line(ics, 'UID')).toBe(`UID:booking-${base.bookingId}@refinedresin.example`)
    expect(line(ics, 'SEQUENCE')).toBe('SEQUENCE:0')
  })

  it('cancels with the same UID and a higher SEQUENCE', () => {
    const request = calendarInvitation({ ...base, method: 'REQUEST' })
    const cancel = calendarInvitation({ ...base, method: 'CANCEL' })
    expect(line(cancel, 'METHOD')).toBe('METHOD:CANCEL')
    expect(line(cancel, 'UID')).toBe(line(request, 'UID'))
    expect(Number(line(cancel, 'SEQUENCE')?.split(':')[1])).toBeGreaterThan(
      Number(line(request, 'SEQUENCE')?.split(':')[1]),
    )
    expect(line(cancel, 'STATUS')).toBe('STATUS:CANCELLED')
  })

  it('rolls over month and year ends', () => {
    expect(icsEndDate('2026-01-31')).toEqual([2026, 2, 1])
    expect(icsEndDate('2026-12-31')).toEqual([2027, 1, 1])
    expect(icsEndDate('2028-02-28')).toEqual([2028, 2, 29])
  })
})
