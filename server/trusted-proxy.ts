/**
 * Whose `X-Forwarded-For` the host believes: a proxy on this machine, loopback (README). Express's
 * `'loopback'` setting parses each address with ipaddr.js on every read of `req.ip` and
 * `req.protocol`, several a request: in bursts of Remy's turns that was 2% of the host's time
 * (decision 048). The same rule for the addresses a socket reports, by pattern; an `X-Forwarded-For`
 * entry in another spelling of loopback is simply not believed.
 */
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const LOOPBACK = new RegExp(`^(?:(?:::ffff:)?127(?:\\.${octet}){3}|::1)$`, 'i')

export const isLoopback = (address: string): boolean => LOOPBACK.test(address)
