/**
 * `npm run bench`: autocannon against the production build, on the embedded
 * database and, when BENCH_DATABASE_URL is set, on PostgreSQL too. Each file
 * in scripts/bench/ that exports a BenchCase adds its rows. Run `npm run build` first.
 * `BENCH_ONLY=publishToLive,chat npm run bench` runs only the cases named (their export names).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startServer } from './bench/server'
import type { BenchCase, BenchRow } from './bench/types'

/** DESIGN.md: the production server idles at ≤ 350 MB resident on the embedded database. */
const IDLE_RSS_BUDGET_MB = 350

const skip = new Set(['server.ts', 'types.ts', 'paced.ts'])
const dir = path.resolve('scripts/bench')
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const cases: [string, BenchCase][] = []
for (const file of readdirSync(dir).filter(
  (f) => f.endsWith('.ts') && !skip.has(f) && !f.endsWith('.test.ts'),
)) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>
  for (const [name, fn] of Object.entries(mod))
    if (typeof fn === 'function' && (!only?.length || only.includes(name)))
      cases.push([name, fn as BenchCase])
}
const unknown = only?.filter((name) => !cases.some(([n]) => n === name)) ?? []
if (unknown.length) {
  console.error(`BENCH_ONLY names no case: ${unknown.join(', ')}`)
  process.exit(2)
}

const targets: { database: 'pglite' | 'postgres'; url?: string }[] = [{ database: 'pglite' }]
if (process.env.BENCH_DATABASE_URL)
  targets.push({ database: 'postgres', url: process.env.BENCH_DATABASE_URL })

let failed = false
for (const [i, target] of targets.entries()) {
  const server = await startServer({ port: 3900 + i, databaseUrl: target.url })
  console.log(`\n## ${target.database}`)
  const rows: BenchRow[] = []
  try {
    // Idle memory once start-up work (migrations, seeding, jobs due) has settled.
    await new Promise((r) => setTimeout(r, 5_000))
    const idle = server.rssMb()
    rows.push({
      name: 'memory: resident after start, idle',
      budget:
        target.database === 'pglite' ? `≤ ${IDLE_RSS_BUDGET_MB} MB on the embedded database` : undefined,
      pass: target.database === 'pglite' ? idle <= IDLE_RSS_BUDGET_MB : undefined,
      note: `${idle} MB`,
    })
    for (const [name, run] of cases) {
      for (const row of await run({
        baseUrl: server.baseUrl,
        database: target.database,
        databaseUrl: target.url,
      })) {
        rows.push({ ...row, name: `${name}: ${row.name}` })
      }
    }
    rows.push({ name: 'memory: resident after every case above', note: `${server.rssMb()} MB` })
  } finally {
    await server.stop()
  }
  console.table(
    rows.map((r) => ({
      case: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      budget: r.budget ?? '',
      result: r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
      note: r.note ?? '',
    })),
  )
  if (rows.some((r) => r.pass === false)) failed = true
}
process.exit(failed ? 1 : 0)
