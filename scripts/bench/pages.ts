import autocannon from 'autocannon'
import type { BenchCase } from './types'

/**
 * The dynamic path against the prerendered page, side by side in one run:
 * absolute figures drift on a shared machine, ratios hold. Budgets (DESIGN.md):
 * /api/slots ≥ 0.5× and a server-rendered page with a query ≥ 0.25× the prerendered page.
 */
export const pages: BenchCase = async ({ baseUrl }) => {
  const month = new Date(Date.now() + 31 * 86400_000).toISOString().slice(0, 7)
  const cases: Array<{ label: string; path: string; budget?: number; notFound?: boolean }> = [
    { label: 'prerendered /', path: '/' },
    { label: 'prerendered / with utm_* (served the file)', path: '/?utm_source=nextdoor&utm_medium=social' },
    { label: '/healthz (one select 1)', path: '/healthz' },
    { label: '/robots.txt (resource route, no database)', path: '/robots.txt' },
    { label: `/api/slots?month=${month}`, path: `/api/slots?month=${month}`, budget: 0.5 },
    {
      label: 'server-rendered /estimator?space=garage&sqft=500&finish=metallic',
      path: '/estimator?space=garage&sqft=500&finish=metallic',
      budget: 0.25,
    },
    { label: 'server-rendered /knowledge?q=garage', path: '/knowledge?q=garage', budget: 0.25 },
    { label: 'server-rendered 404', path: '/no-such-page', notFound: true },
  ]
  const rows = []
  let base = 0
  for (const c of cases) {
    const r = await autocannon({ url: `${baseUrl}${c.path}`, connections: 20, duration: 5 })
    const rps = Math.round(r.requests.average)
    if (!base) base = rps
    const ratio = Math.round((rps / base) * 100) / 100
    rows.push({
      name: c.label,
      rps,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + (c.notFound ? 0 : r.non2xx),
      note: `${ratio.toFixed(2)}× prerendered`,
      ...(c.budget ? { budget: `≥ ${c.budget}× prerendered`, pass: ratio >= c.budget } : {}),
    })
  }
  return rows
}
