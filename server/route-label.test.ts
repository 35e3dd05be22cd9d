import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeLabeller } from './route-label'

// The shape React Router's build gives: flat routes with their parent's id.
const r = (id: string, path: string | undefined, parentId = 'root', index = false) => ({
  id,
  path,
  parentId,
  index,
  caseSensitive: undefined,
  module: {},
})
const routes = {
  root: { ...r('root', ''), parentId: undefined },
  home: r('routes/home', undefined, 'root', true),
  article: r('routes/article', 'article/:slug'),
  bookings: r('routes/api.bookings', 'api/bookings'),
  admin: r('routes/admin', 'admin'),
  adminIndex: r('routes/admin.dashboard', undefined, 'routes/admin', true),
  lead: r('routes/admin.lead', 'leads/:kind/:id', 'routes/admin'),
  notFound: r('routes/not-found', '*'),
} as unknown as ServerBuild['routes']

describe('route labels for metrics', () => {
  const label = routeLabeller(routes)

  it('names the route pattern, never the raw path', () => {
    expect(label('/article/epoxy-vs-polyaspartic')).toBe('/article/:slug')
    expect(label('/article/anything-else')).toBe('/article/:slug')
    expect(label('/admin/leads/job/6f1c0e5e')).toBe('/admin/leads/:kind/:id')
    expect(label('/api/bookings')).toBe('/api/bookings')
    expect(label('/')).toBe('/')
    expect(label('/admin')).toBe('/admin')
  })

  it('counts single-fetch data requests with their page', () => {
    expect(label('/article/x.data')).toBe('/article/:slug')
    expect(label('/_root.data')).toBe('/')
  })

  it('puts every unknown path, assets and files into a few fixed classes', () => {
    expect(label('/wp-login.php')).toBe('static')
    expect(label('/no/such/page')).toBe('/*')
    expect(label('/%E0%A4%A')).toBe('malformed')
    expect(label('/assets/entry.client-abc123.js')).toBe('/assets/*')
    expect(label('/healthz')).toBe('/healthz')
    expect(label('/metrics')).toBe('/metrics')
  })
})
