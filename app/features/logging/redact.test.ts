import { describe, expect, it } from 'vitest'
import { REDACTED, redactText, redactValue } from './redact'

const token = 'q3V9l2m0yY7ZpX1cR8sT4uW6vA5bN0dE9fG2hJ3kL1o'

describe('redactText', () => {
  it.each([
    [`/booking/${token}`, `/booking/${REDACTED}`],
    [`/booking/${token}.data`, `/booking/${REDACTED}.data`],
    [`/booking/${token}?done=note`, `/booking/${REDACTED}?done=note`],
    // Stripe Checkout's return opens the booking page (decision 041).
    ['/es/deposit?session_id=cs_test_a1b2c3', `/es/deposit?session_id=${REDACTED}`],
    [`https://site.example/booking/${token}#photos`, `https://site.example/booking/${REDACTED}#photos`],
    [`No route matches URL "/booking/${token}/x"`, `No route matches URL "/booking/${REDACTED}/x"`],
    [`/admin/set-password?token=${token}`, `/admin/set-password?token=${REDACTED}`],
    [`/admin/calendar.ics?x=1&token=${token}&y=2`, `/admin/calendar.ics?x=1&token=${REDACTED}&y=2`],
    [`Authorization: Bearer ${token}`, `Authorization: Bearer ${REDACTED}`],
    [`cookie: __Host-rr_staff=${token}.sig; rr_src=x`, `cookie: __Host-rr_staff=${REDACTED}; rr_src=x`],
    ['postgres://app:s3cret@db:5432/rr', `postgres://app:${REDACTED}@db:5432/rr`],
  ])('masks %s', (input, expected) => {
    expect(redactText(input)).toBe(expected)
    expect(redactText(input)).not.toContain(token)
  })

  it('leaves ordinary paths and text alone', () => {
    for (const text of [
      '/booking',
      '/schedule?month=2026-12',
      '/article/garage-floor-prep-guide',
      'booking stored',
    ])
      expect(redactText(text)).toBe(text)
  })
})

describe('redactValue', () => {
  it('masks secret-named fields at any depth, any case', () => {
    const out = redactValue({
      req: { headers: { Cookie: 'a=b', Authorization: 'Bearer x', 'user-agent': 'curl' } },
      body: { password: 'hunter22hunter22', newPassword: 'x', email: 'ann@example.com' },
      list: [{ token }],
    }) as {
      req: { headers: Record<string, string> }
      body: Record<string, string>
      list: { token: string }[]
    }
    expect(out.req.headers.Cookie).toBe(REDACTED)
    expect(out.req.headers.Authorization).toBe(REDACTED)
    expect(out.req.headers['user-agent']).toBe('curl')
    expect(out.body.password).toBe(REDACTED)
    expect(out.body.newPassword).toBe(REDACTED)
    expect(out.list[0].token).toBe(REDACTED)
    expect(JSON.stringify(out)).not.toContain(token)
  })

  it('turns an error into its type, message and stack, each masked', () => {
    const error = new TypeError(`cannot load /booking/${token}`)
    const out = redactValue({ err: error }) as { err: { type: string; message: string; stack: string } }
    expect(out.err.type).toBe('TypeError')
    expect(out.err.message).toBe(`cannot load /booking/${REDACTED}`)
    expect(out.err.stack).toContain(`/booking/${REDACTED}`)
    expect(JSON.stringify(out)).not.toContain(token)
  })

  it('survives cycles', () => {
    const a: Record<string, unknown> = { path: `/booking/${token}` }
    a.self = a
    expect(JSON.stringify(redactValue(a))).not.toContain(token)
  })
})
