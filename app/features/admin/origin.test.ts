import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './origin'

const check = (h: Record<string, string>) =>
  isSameOriginRequest(new Headers(h), 'http://localhost:3000/admin/sign-in', 'https://refinedresin.example')

describe('isSameOriginRequest', () => {
  it('accepts the site itself by Sec-Fetch-Site or Origin', () => {
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true)
    expect(check({ origin: 'http://localhost:3000' })).toBe(true)
    expect(check({ origin: 'https://refinedresin.example' })).toBe(true)
  })

  it('refuses other sites, sibling subdomains, opaque origins and requests with no origin at all', () => {
    expect(check({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' })).toBe(false)
    expect(check({ 'sec-fetch-site': 'same-site' })).toBe(false)
    expect(check({ origin: 'https://evil.example' })).toBe(false)
    expect(check({ origin: 'http://localhost:3001' })).toBe(false)
    expect(check({ origin: 'null' })).toBe(false)
    expect(check({})).toBe(false)
  })
})
