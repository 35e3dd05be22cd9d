import { describe, expect, it } from 'vitest'
import { clientKey } from './client-key.server'

describe('clientKey', () => {
  it('keeps an IPv4 address as it is, mapped or not', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups every address of one IPv6 /64 under one key', () => {
    const a = clientKey('2001:db8:1:2::1')
    expect(a).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a)
    expect(clientKey('2001:db8:1:2:abcd::7')).toBe(a)
  })

  it('keeps different /64s apart', () => {
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'))
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('gives a key for a missing address', () => {
    expect(clientKey('')).toBe('unknown')
    expect(clientKey(undefined)).toBe('unknown')
  })
})
