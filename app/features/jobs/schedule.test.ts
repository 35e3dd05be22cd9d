import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { latestDue, nextDue, parseClock, type Schedule, scheduleProblem, wallClock } from './schedule'

const atlanta = 'America/New_York'
const daily = (at: string): Schedule => ({ kind: 'daily', at, timeZone: atlanta })
const iso = (d: Date) => d.toISOString()

describe('parseClock', () => {
  it('reads 24-hour times and refuses anything else', () => {
    expect(parseClock('03:00')).toBe(180)
    expect(parseClock('23:59')).toBe(1439)
    expect(parseClock('00:00')).toBe(0)
    for (const bad of ['3:00', '24:00', '12:60', '0300', 'noon', '']) expect(parseClock(bad)).toBeNull()
  })
})

describe('daily schedules in Atlanta', () => {
  it('come due at 03:00 local time: 08:00 UTC in winter, 07:00 UTC in summer', () => {
    expect(iso(latestDue(daily('03:00'), new Date('2026-01-15T12:00:00Z')))).toBe('2026-01-15T08:00:00.000Z')
    expect(iso(latestDue(daily('03:00'), new Date('2026-07-15T12:00:00Z')))).toBe('2026-07-15T07:00:00.000Z')
  })

  it('before today’s time, the latest run due is yesterday’s', () => {
    expect(iso(latestDue(daily('03:00'), new Date('2026-01-15T07:59:59Z')))).toBe('2026-01-14T08:00:00.000Z')
    expect(iso(nextDue(daily('03:00'), new Date('2026-01-15T07:59:59Z')))).toBe('2026-01-15T08:00:00.000Z')
  })

  it('a run is due at exactly its time, and the next one is a day later', () => {
    const at = new Date('2026-01-15T08:00:00Z')
    expect(iso(latestDue(daily('03:00'), at))).toBe(iso(at))
    expect(iso(nextDue(daily('03:00'), at))).toBe('2026-01-16T08:00:00.000Z')
  })

  it('late in the evening in Atlanta is already the next day in UTC', () => {
    // 23:30 on 15 January in Atlanta is 04:30 UTC on the 16th.
    expect(iso(latestDue(daily('23:30'), new Date('2026-01-16T05:00:00Z')))).toBe('2026-01-16T04:30:00.000Z')
    expect(iso(latestDue(daily('23:30'), new Date('2026-01-16T04:00:00Z')))).toBe('2026-01-15T04:30:00.000Z')
  })

  it('on the spring-forward Sunday, 03:00 happens at 07:00 UTC and a skipped 02:30 runs at 03:30', () => {
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT (07:00 UTC).
    expect(iso(nextDue(daily('03:00'), new Date('2026-03-08T00:00:00Z')))).toBe('2026-03-08T07:00:00.000Z')
    expect(iso(nextDue(daily('02:30'), new Date('2026-03-08T00:00:00Z')))).toBe('2026-03-08T07:30:00.000Z')
  })

  it('on the fall-back Sunday, 01:30 (which happens twice) runs once, the first time', () => {
    // 1 November 2026: clocks go from 02:00 EDT back to 01:00 EST (06:00 UTC).
    const first = nextDue(daily('01:30'), new Date('2026-11-01T00:00:00Z'))
    expect(iso(first)).toBe('2026-11-01T05:30:00.000Z')
    expect(iso(nextDue(daily('01:30'), first))).toBe('2026-11-02T06:30:00.000Z')
    expect(iso(latestDue(daily('01:30'), new Date('2026-11-01T06:45:00Z')))).toBe(iso(first))
  })

  it('for any instant: latest ≤ now < next, at the wall time asked, about a day apart', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (now, h, m) => {
          const at = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
          const s = daily(at)
          const latest = latestDue(s, now)
          const next = nextDue(s, now)
          expect(latest.getTime()).toBeLessThanOrEqual(now.getTime())
          expect(next.getTime()).toBeGreaterThan(now.getTime())
          // 23 to 25 hours apart (daylight saving), and nothing due between them.
          const gap = (next.getTime() - latest.getTime()) / 3600_000
          expect(gap).toBeGreaterThanOrEqual(23)
          expect(gap).toBeLessThanOrEqual(25)
          expect(nextDue(s, latest).getTime()).toBe(next.getTime())
          // Outside the skipped hour of spring, the run is at the wall time asked.
          if (h !== 2) {
            const wall = wallClock(latest, atlanta)
            expect([wall.hour, wall.minute]).toEqual([h, m])
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('every-N-minutes schedules', () => {
  it('are aligned to the hour', () => {
    const s: Schedule = { kind: 'every', minutes: 15 }
    expect(iso(latestDue(s, new Date('2026-01-15T10:44:59Z')))).toBe('2026-01-15T10:30:00.000Z')
    expect(iso(nextDue(s, new Date('2026-01-15T10:44:59Z')))).toBe('2026-01-15T10:45:00.000Z')
    expect(iso(latestDue(s, new Date('2026-01-15T10:45:00Z')))).toBe('2026-01-15T10:45:00.000Z')
  })
})

describe('scheduleProblem', () => {
  it('names what is wrong with a schedule', () => {
    expect(scheduleProblem(daily('03:00'))).toBeNull()
    expect(scheduleProblem(daily('3am'))).toMatch(/HH:MM/)
    expect(scheduleProblem({ kind: 'daily', at: '03:00', timeZone: 'Mars/Olympus' })).toMatch(/time zone/)
    expect(scheduleProblem({ kind: 'every', minutes: 7 })).toMatch(/divides a day/)
    expect(scheduleProblem({ kind: 'every', minutes: 60 })).toBeNull()
  })
})
