import { describe, expect, it } from 'vitest'
import { depositAmountCents, depositRuleOf, fullRefundUntil, isValidRule, refundFor } from './deposit'

describe('the deposit rule', () => {
  it('is $250.00 fixed when the facts have none', () => {
    expect(depositRuleOf({})).toEqual({ kind: 'fixed', amountCents: 25_000 })
    expect(depositAmountCents(depositRuleOf({}), 12_994)).toBe(25_000)
  })

  it('takes a percentage of the estimate with a minimum, and the minimum without an estimate', () => {
    const rule = { kind: 'percent', percent: 10, minimumCents: 20_000 } as const
    expect(depositAmountCents(rule, 12_994)).toBe(129_940)
    expect(depositAmountCents(rule, 1_500)).toBe(20_000)
    expect(depositAmountCents(rule, null)).toBe(20_000)
  })

  it('refuses rules Stripe could not charge or that make no sense, falling back to the default', () => {
    expect(isValidRule({ kind: 'fixed', amountCents: 49 })).toBe(false)
    expect(isValidRule({ kind: 'fixed', amountCents: 12.5 })).toBe(false)
    expect(isValidRule({ kind: 'percent', percent: 0, minimumCents: 100 })).toBe(false)
    expect(isValidRule({ kind: 'percent', percent: 101, minimumCents: 100 })).toBe(false)
    expect(depositRuleOf({ deposit: { kind: 'fixed', amountCents: -5 } })).toEqual({
      kind: 'fixed',
      amountCents: 25_000,
    })
  })
})

describe('refunds by the terms', () => {
  // An install starting Friday 2026-12-11: the full refund runs through Friday 2026-12-04, Atlanta time.
  const installStart = '2026-12-11'

  it('names the last day of the full refund', () => {
    expect(fullRefundUntil(installStart)).toBe('2026-12-04')
  })

  it('refunds in full up to the end of that day in Atlanta and half from midnight after it', () => {
    // 23:59 in Atlanta (EST, UTC−5) on the 4th is 04:59 UTC on the 5th: still in full.
    expect(refundFor(25_000, { installStart, at: new Date('2026-12-05T04:59:00Z'), by: 'customer' })).toEqual(
      {
        amountCents: 25_000,
        reason: 'cancelled-early',
      },
    )
    // 00:00 in Atlanta on the 5th: half.
    expect(refundFor(25_000, { installStart, at: new Date('2026-12-05T05:00:00Z'), by: 'customer' })).toEqual(
      {
        amountCents: 12_500,
        reason: 'cancelled-late',
      },
    )
  })

  it('draws the line on Atlanta’s clock across the change to daylight saving time', () => {
    // An install on Friday 2027-03-19; the full refund runs through 2027-03-12. Clocks spring forward
    // on 2027-03-14, so the line is at midnight EST (05:00 UTC), not at a fixed 168 hours.
    const start = '2027-03-19'
    expect(fullRefundUntil(start)).toBe('2027-03-12')
    expect(
      refundFor(10_000, { installStart: start, at: new Date('2027-03-13T04:59:59Z'), by: 'customer' }).reason,
    ).toBe('cancelled-early')
    expect(
      refundFor(10_000, { installStart: start, at: new Date('2027-03-13T05:00:00Z'), by: 'customer' }).reason,
    ).toBe('cancelled-late')
  })

  it('draws the line on Atlanta’s clock when daylight saving time ends in between', () => {
    // Clocks fall back on 2026-11-01: a line on 2026-10-30 (EDT, UTC−4) is at 04:00 UTC.
    const start = '2026-11-06'
    expect(
      refundFor(10_000, { installStart: start, at: new Date('2026-10-31T03:59:59Z'), by: 'customer' }).reason,
    ).toBe('cancelled-early')
    expect(
      refundFor(10_000, { installStart: start, at: new Date('2026-10-31T04:00:00Z'), by: 'customer' }).reason,
    ).toBe('cancelled-late')
  })

  it('refunds in full when staff decline, choose to, or the block was taken before the payment arrived', () => {
    const late = new Date('2026-12-10T15:00:00Z')
    expect(refundFor(25_000, { installStart, at: late, by: 'declined' })).toEqual({
      amountCents: 25_000,
      reason: 'declined',
    })
    expect(refundFor(25_000, { installStart, at: late, by: 'staff-full' })).toEqual({
      amountCents: 25_000,
      reason: 'staff-full',
    })
    expect(refundFor(25_000, { installStart, at: late, by: 'block-taken' }).amountCents).toBe(25_000)
  })
})
