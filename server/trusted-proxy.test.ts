import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { isLoopback } from './trusted-proxy'

describe('isLoopback, the proxy the host believes', () => {
  // Express's own rule for `'trust proxy': 'loopback'` (proxy-addr ships no types).
  const proxyaddr = createRequire(import.meta.url)('proxy-addr') as {
    compile: (trust: string) => (address: string, hop: number) => boolean
  }
  const express = proxyaddr.compile('loopback')

  it("trusts what Express's 'loopback' trusts, in the spellings a socket reports", () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.255',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.9',
    ]) {
      expect(express(address, 0), address).toBe(true)
      expect(isLoopback(address), address).toBe(true)
    }
  })

  it('believes no other address, nor anything that is not one', () => {
    for (const address of [
      '128.0.0.1',
      '10.0.0.1',
      '192.0.2.7',
      '::2',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '127.0.0.256',
      '127.0.0.1.evil',
      '127.evil',
      ' 127.0.0.1',
      '127.0.0.1\n',
      '',
    ]) {
      expect(isLoopback(address), JSON.stringify(address)).toBe(false)
      if (express(address, 0)) throw new Error(`Express trusts ${address}`)
    }
  })
})
