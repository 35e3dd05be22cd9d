import autocannon from 'autocannon'
import type { BusinessFacts } from '../../app/content/published'
import { openDatabase } from '../../app/db/client.server'
import { contentItem, publishItem, singleKey } from '../../app/features/content/store.server'
import { logger } from '../../app/features/logging/logger.server'
import type { BenchCase, BenchRow } from './types'

/**
 * Pages after a publish (decision 033), in the same run as the build-prerendered `/`: a page served
 * from the page store ≥ 0.9× the build's file, and the first requests for a changed page once its
 * swap is visible, p99 ≤ 100 ms (DESIGN.md budgets). A publish needs a connection of its own to the
 * database, so this runs on PostgreSQL only (the embedded database is locked by the server).
 */
export const store: BenchCase = async ({ baseUrl, databaseUrl }) => {
  if (!databaseUrl) return [{ name: 'skipped on the embedded database (a publish needs PostgreSQL)' }]
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, log: logger })
  const rows: BenchRow[] = []
  try {
    // Warmed first, as the store's run below is (a cold server's first seconds are slower).
    await autocannon({ url: `${baseUrl}/`, connections: 20, duration: 2 })
    const build = await autocannon({ url: `${baseUrl}/`, connections: 20, duration: 5 })
    const base = Math.round(build.requests.average)
    rows.push({
      name: 'build-prerendered / (before any publish)',
      rps: base,
      p50: build.latency.p50,
      p99: build.latency.p99,
    })

    // Each round publishes a new phone number, waits for `/` to show it, then asks for pages the
    // swap changed, 10 at a time, each one's first requests since the swap (read from disk, compressed).
    const latencies: number[] = []
    const swapMs: number[] = []
    for (let round = 0; round < 5; round++) {
      const phone = `(404) 555-01${String(60 + round)}`
      const item = await contentItem(handle.db, 'facts', singleKey.facts)
      if (!item) throw new Error('no facts item')
      const published = performance.now()
      await publishItem(handle.db, {
        kind: 'facts',
        key: singleKey.facts,
        baseRevision: item.revision,
        data: { ...(item.data as BusinessFacts), phone },
        author: 'bench@example.com',
      })
      while (!(await (await fetch(`${baseUrl}/contact.data`)).text()).includes(phone)) {
        if (performance.now() - published > 30_000) throw new Error('the publish never reached the pages')
        await new Promise((r) => setTimeout(r, 20))
      }
      swapMs.push(performance.now() - published)
      for (const page of ['/', '/contact', '/pricing', '/why-epoxy', '/estimator']) {
        await Promise.all(
          Array.from({ length: 10 }, async () => {
            const t = performance.now()
            const res = await fetch(`${baseUrl}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })
            await res.arrayBuffer()
            latencies.push(performance.now() - t)
          }),
        )
      }
    }
    latencies.sort((a, b) => a - b)
    const p99 = Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0)
    rows.push({
      name: 'first requests for a page after its publish (5 pages × 10 concurrent × 5 publishes)',
      p50: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      p99,
      budget: 'p99 ≤ 100 ms',
      pass: p99 <= 100,
      note: `publish → visible: ${swapMs.map((m) => Math.round(m)).join(', ')} ms`,
    })

    const after = await autocannon({ url: `${baseUrl}/`, connections: 20, duration: 5 })
    const rps = Math.round(after.requests.average)
    const ratio = Math.round((rps / base) * 100) / 100
    rows.push({
      name: '/ from the page store (after a publish)',
      rps,
      p50: after.latency.p50,
      p99: after.latency.p99,
      errors: after.errors + after.non2xx,
      budget: '≥ 0.9× build-prerendered /',
      pass: ratio >= 0.9,
      note: `${ratio.toFixed(2)}× build-prerendered`,
    })
  } finally {
    await handle.close()
  }
  return rows
}
