import { domainToUnicode } from 'node:url'
import type { NextFunction, Request, Response } from 'express'
import type { ServerBuild } from 'react-router'
import { matchRoutes } from 'react-router'
import { isCrossSite } from '../app/features/security/cross-site.server'
import { pagePathOf, routeTree } from './route-label'

/**
 * What a request must look like before anything reads it: a method
 * the site answers, a Host a URL can be made of, a path that decodes. Anything
 * else is the client's mistake and gets a 4xx that says so, never a 500 from
 * deeper code that assumed better (the Fetch API refuses TRACE; `new URL`
 * refuses `Host: a b`).
 */

/** The methods the site answers. No route takes PUT, PATCH or DELETE. */
const ALLOWED = 'GET, HEAD, POST'
const METHODS = new Set(['GET', 'HEAD', 'POST'])

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,62})(?:\.[A-Za-z0-9_-]{1,63})*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/

/**
 * Whether a Host (or X-Forwarded-Host) value can name this site: its shape, a
 * port in range, and what the URL parser makes of it (`1.2.3.256`, `foo.123`
 * and `xn--a` have the shape of a name but are no host to it).
 */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false
  const m = HOST.exec(host)
  if (!m || (m[1] !== undefined && Number(m[1]) > 65_535)) return false
  return URL.canParse(`http://${host}/`) && !host.split(/[.:]/).some(undecodable)
}

/**
 * A label that says it is Punycode (`xn--`) but decodes to nothing. Node 20's URL parser
 * refused such a host; Node 24's (a newer Ada) passes it through unchanged, so the check
 * is made here, the same on either runtime (decision 036).
 */
function undecodable(label: string): boolean {
  if (!/^xn--/i.test(label)) return false
  const decoded = domainToUnicode(label)
  return decoded === '' || decoded.toLowerCase() === label.toLowerCase()
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).type('text/plain').send(message)
}

export function wellFormedRequest(req: Request, res: Response, next: NextFunction) {
  if (!METHODS.has(req.method)) {
    res.setHeader('Allow', ALLOWED)
    if (req.method === 'OPTIONS') return void res.status(204).end()
    return refuse(res, 405, `This site answers ${ALLOWED} requests only.`)
  }
  // One Host, well formed (RFC 9112 §3.2); `req.host` is a trusted proxy's X-Forwarded-Host
  // when it sent one, and it makes the page's URL too.
  const host = req.host
  const checked = isValidHost(req.headers.host) && (host === req.headers.host || isValidHost(host))
  if (hostHeaders(req.rawHeaders) !== 1 || !checked) {
    return refuse(res, 400, 'This request has no valid Host header.')
  }
  // `req.protocol` is a trusted proxy's X-Forwarded-Proto when it sent one.
  if (!/^https?$/i.test(req.protocol)) {
    return refuse(res, 400, 'This request names a protocol other than http or https (X-Forwarded-Proto).')
  }
  try {
    decodeURIComponent(req.path)
  } catch {
    // A path with a broken %-escape (`/%E0%A4%A`).
    return refuse(
      res,
      400,
      'This address is not valid: it contains a broken %-escape. Check the link and try again.',
    )
  }
  next()
}

function hostHeaders(raw: string[]): number {
  let n = 0
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === 'host') n++
  return n
}

/**
 * The origin the page's URL is made of (server/request-handler.ts), as the URL
 * parser writes it: lower case, no default port. Behind a proxy, its
 * X-Forwarded-Proto and X-Forwarded-Host with that header's own port.
 */
export function requestOrigin(req: Request): string {
  return new URL(`${req.protocol.toLowerCase()}://${req.host}`).origin
}

/**
 * A form post from another site: React Router aborts such an action with a bare
 * 400; answer it here with a 403 that says why, by the rule the JSON APIs use.
 */
export function sameSiteFormPosts(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'POST' || req.path.startsWith('/api/')) return next()
  const headers = { get: (name: string) => req.get(name) ?? null }
  if (!isCrossSite(headers, requestOrigin(req))) return next()
  refuse(
    res,
    403,
    'This form was sent from another website. Open the page on our own site and send it from there.',
  )
}

/**
 * A POST to a page no route of which has an action: 405 here, as React Router
 * would answer, but without the internal message (route ids, file names) it
 * puts in that page's data. Production only: in development the build reloads.
 */
export function postsOnlyWhereTaken(build: ServerBuild | (() => Promise<ServerBuild>)) {
  if (typeof build === 'function') return (_req: Request, _res: Response, next: NextFunction) => next()
  const tree = routeTree(build.routes)
  const known = new Map<string, boolean>()
  const takesPosts = (pathname: string) => {
    const path = pagePathOf(pathname)
    let taken = known.get(path)
    if (taken === undefined) {
      const matches = matchRoutes(tree, path) ?? []
      taken = matches.some((m) => Boolean(build.routes[m.route.id as string]?.module.action))
      if (known.size < 2_000) known.set(path, taken)
    }
    return taken
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || takesPosts(req.path)) return next()
    res.setHeader('Allow', 'GET, HEAD')
    refuse(res, 405, 'This page does not take form posts.')
  }
}
