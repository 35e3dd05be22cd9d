import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/** Paths the Express host answers itself, before React Router. */
const HOST_ROUTES = new Set(['/healthz', '/metrics', '/__manifest'])

/**
 * Turns a request path into a bounded label for metrics (decision 021): the
 * React Router route pattern it matches (`/es/article/:slug`, `/api/bookings`),
 * never the raw path, so a scanner trying a million URLs adds no series.
 * Hashed assets are one class; a path no route matches but the catch-all is
 * `/*` (the not-found page), or `static` when it names a file.
 */
export function routeLabeller(routes: ServerBuild['routes']) {
  const tree = routeTree(routes)
  // matchRoutes flattens and ranks the whole route table on every call (~1.5 ms for
  // ours, most of a static file's cost under load): remember recent paths' labels.
  const recent = new Map<string, string>()
  return (pathname: string): string => {
    const known = recent.get(pathname)
    if (known !== undefined) return known
    const label = labelFor(tree, pathname)
    if (pathname.length > 200) return label // a scanner's long junk is not worth a place
    if (recent.size >= LABELS_KEPT) recent.delete(recent.keys().next().value as string)
    recent.set(pathname, label)
    return label
  }
}

/** Distinct paths whose labels are kept: every page of the site, with room for data requests. */
const LABELS_KEPT = 2_000

/** The page a path loads: single-fetch data requests (`/x.data`, `/_root.data`) belong to their page. */
export function pagePathOf(pathname: string): string {
  return pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
}

function labelFor(tree: RouteObject[], pathname: string): string {
  if (HOST_ROUTES.has(pathname)) return pathname
  if (pathname.startsWith('/assets/')) return '/assets/*'
  const path = pagePathOf(pathname)
  let matches: ReturnType<typeof matchRoutes>
  try {
    // Bad percent-encoding is refused here, before React Router would log a warning for it.
    decodeURIComponent(path)
    matches = matchRoutes(tree, path)
  } catch {
    return 'malformed'
  }
  if (!matches?.length) return 'unmatched'
  const pattern = `/${matches
    .map((m) => m.route.path ?? '')
    .filter(Boolean)
    .join('/')}`.replace(/\/+/g, '/')
  if (pattern === '/*' && /\.[a-z0-9]+$/i.test(path)) return 'static'
  return pattern
}

export function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const r of Object.values(routes)) {
    if (!r) continue
    const node = (
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive }
    ) as RouteObject
    const list = children.get(r.parentId) ?? []
    list.push(node)
    children.set(r.parentId, list)
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((n) => {
      const kids = children.get(n.id)
      return kids && !n.index ? ({ ...n, children: attach(kids) } as RouteObject) : n
    })
  return attach(children.get(undefined) ?? [])
}
