import { describe, expect, it } from 'vitest'
import { dayLabel, monthLabel } from '~/features/schedule/calendar'
import { formatMoment } from './format'

describe('format', () => {
  it('shows moments in Atlanta time', () => {
    expect(formatMoment('2026-05-02T02:05:00Z')).toBe('May 1, 2026 10:05 PM')
  })
  it('shows calendar dates without shifting them', () => {
    expect(dayLabel('2026-05-01')).toBe('Fri, May 1, 2026')
    expect(monthLabel('2026-12')).toBe('December 2026')
  })
})
