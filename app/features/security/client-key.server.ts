import { isIPv6 } from 'node:net'

/**
 * The key a client's address is counted under by rate limits, lockouts and budgets.
 * An IPv4 address is its own key. An IPv6 address is grouped by its /64: one
 * subscriber is routinely given a whole /64, so counting single addresses would
 * hand an attacker 2^64 fresh keys.
 */
export function clientKey(address: string | undefined | null): string {
  if (!address) return 'unknown'
  let ip = address.trim()
  // IPv4 mapped into IPv6 (::ffff:203.0.113.7) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1] as string
  if (!isIPv6(ip)) return ip
  ip = ip.split('%')[0] as string
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':') : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const width = (g: string[]) => g.reduce((n, x) => n + (x.includes('.') ? 2 : 1), 0)
  const zeros = tail === undefined ? [] : Array(8 - width(left) - width(right)).fill('0')
  return [...left, ...zeros, ...right].map((g) => (g.includes('.') ? g : Number.parseInt(g, 16).toString(16)))
}
