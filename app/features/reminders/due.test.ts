import { describe, expect, it } from 'vitest'
import { mailKey, reminderDueAt, tooLateReason } from './due'

const atlanta = 'America/New_York'
const block = (startDate: string, endDate: string) => ({ startDate, endDate })

describe('when reminder mails come due (09:00 in Atlanta)', () => {
  it('the checklist three days before the first day, in winter and in summer', () => {
    expect(reminderDueAt('prep', block('2026-12-04', '2026-12-06'), atlanta).toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    )
    expect(reminderDueAt('prep', block('2026-07-10', '2026-07-12'), atlanta).toISOString()).toBe(
      '2026-07-07T13:00:00.000Z',
    )
  })

  it('follows daylight saving on the day the clocks change', () => {
    // 8 March 2026: clocks spring forward at 02:00; 09:00 that day is EDT.
    expect(reminderDueAt('prep', block('2026-03-11', '2026-03-13'), atlanta).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    )
    expect(reminderDueAt('prep', block('2026-03-10', '2026-03-12'), atlanta).toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    )
  })

  it('the care mail seven days after the last day, across a month end', () => {
    expect(reminderDueAt('care', block('2026-10-23', '2026-10-25'), atlanta).toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    )
  })
})

describe('too late to send', () => {
  const b = block('2026-12-04', '2026-12-06')

  it('a checklist once the install has started (Atlanta’s date), not the evening before', () => {
    // 23:30 on 3 December in Atlanta is already 4 December in UTC.
    expect(tooLateReason('prep', b, new Date('2026-12-04T04:30:00Z'), atlanta)).toBeNull()
    expect(tooLateReason('prep', b, new Date('2026-12-04T05:00:00Z'), atlanta)).toBe(
      'the install had started',
    )
  })

  it('a care mail more than 30 days after the install', () => {
    expect(tooLateReason('care', b, new Date('2027-01-05T12:00:00Z'), atlanta)).toBeNull()
    expect(tooLateReason('care', b, new Date('2027-01-06T12:00:00Z'), atlanta)).toMatch(/more than 30 days/)
  })
})

it('each mail has its own key', () => {
  expect(mailKey.customer('prep', 'b1')).toBe('prep:b1')
  expect(mailKey.customer('care', 'b1')).toBe('care:b1')
  expect(mailKey.digest('2026-11-24')).toBe('digest:2026-11-24')
})
