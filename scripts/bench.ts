/**
 * `npm run bench`: autocannon against the production build, on the embedded
 * database and, when BENCH_DATABASE_URL is set, on PostgreSQL too. Each file
 * in scripts/bench/ that exports a BenchCase adds its rows. Run `npm run build` first.
 * `BENCH_ONLY=publishToLive,chat npm run bench` runs only the cases named (their export names);
 * `BENCH_PORT` moves the servers off 3900 (and 3920 for the baseline); `BENCH_SERVER_LOG=1` shows the
 * servers' own log (with `LOG_LEVEL=info`, each publish's render and its timings).
 *
 * Side by side: BENCH_BASELINE_BUILD=<another build folder> (with its node_modules beside
 * it, e.g. a worktree of an earlier commit) and optionally BENCH_BASELINE_NODE=<node binary>
 * start that build too, and each case runs on the baseline and then on this build, in
 * turn, so both see the same machine; the table gives both figures and their ratio.
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type RunningServer, startServer } from './bench/server'
import type { BenchCase, BenchRow } from './bench/types'

/** DESIGN.md: the production server idles at ≤ 350 MB resident on the embedded database. */
const IDLE_RSS_BUDGET_MB = 350
/** Starts: a fresh data folder answers /healthz within 5 s, a restart over an up-to-date page store within 2 s. */
const FRESH_START_BUDGET_MS = 5_000
const RESTART_BUDGET_MS = 2_000

const skip = new Set(['server.ts', 'types.ts', 'paced.ts', 'in-process-host.ts', 'fresh-database.ts'])
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

const baselineBuild = process.env.BENCH_BASELINE_BUILD
// Another worktree's bench on this machine may hold the default ports.
const basePort = Number(process.env.BENCH_PORT ?? 3900)

/** Every row of one server: its start, idle memory, then each case. */
async function* measure(
  server: RunningServer,
  database: 'pglite' | 'postgres',
  databaseUrl?: string,
): AsyncGenerator<BenchRow[]> {
  yield [
    {
      name: 'start: spawn to /healthz 200, fresh data folder',
      budget: `≤ ${FRESH_START_BUDGET_MS} ms`,
      pass: server.readyMs <= FRESH_START_BUDGET_MS,
      note: `${server.readyMs} ms`,
    },
  ]
  // Idle memory once start-up work (migrations, seeding, jobs due) has settled.
  await new Promise((r) => setTimeout(r, 5_000))
  const idle = server.rssMb()
  yield [
    {
      name: 'memory: resident after start, idle',
      budget: database === 'pglite' ? `≤ ${IDLE_RSS_BUDGET_MB} MB on the embedded database` : undefined,
      pass: database === 'pglite' ? idle <= IDLE_RSS_BUDGET_MB : undefined,
      note: `${idle} MB`,
    },
  ]
  for (const [name, run] of cases) {
    const rows = await run({ baseUrl: server.baseUrl, database, databaseUrl })
    yield rows.map((row) => ({ ...row, name: `${name}: ${row.name}` }))
  }
  yield [{ name: 'memory: resident after every case above', note: `${server.rssMb()} MB` }]
}

const ratio = (a?: number, b?: number) => (a && b ? Math.round((a / b) * 100) / 100 : '')

// Remy's turns call a model that streams on loopback, in this process, as a provider would answer
// (tests/support/fake-openai.ts): the servers' own work per turn is what the chat case measures.
const { startFakeOpenAi } = await import('../tests/support/fake-openai')
const model = await startFakeOpenAi(
  'Our floors carry a 5-year finish warranty. See the [instant estimator](/estimator).',
)
const modelEnv = { LLM_BASE_URL: model.baseURL, LLM_API_KEY: 'sk-bench', LLM_MODEL: 'stream' }

let failed = false
/**
 * Node's compile cache (decision 044) as a machine that never ran the build has it: empty. The
 * fresh start fills it and the restart finds it, as on a host.
 */
const emptyCompileCache = () => ({
  NODE_COMPILE_CACHE: mkdtempSync(path.join(tmpdir(), 'refined-resin-compile-cache-')),
})

for (const [i, target] of targets.entries()) {
  const compileCache = emptyCompileCache()
  const server = await startServer({
    port: basePort + i,
    databaseUrl: target.url,
    env: { ...modelEnv, ...compileCache },
  })
  const baseline = baselineBuild
    ? await startServer({
        port: basePort + 20 + i,
        // A second PostgreSQL database would be fairer; on PGlite each has its own folder.
        databaseUrl: target.url,
        buildDir: baselineBuild,
        node: process.env.BENCH_BASELINE_NODE,
        env: { ...modelEnv, ...emptyCompileCache() },
      })
    : null
  console.log(
    `\n## ${target.database}: this build on Node ${server.nodeVersion}` +
      (baseline ? `, baseline ${baselineBuild} on Node ${baseline.nodeVersion}` : ''),
  )
  const rows: (BenchRow & { before?: BenchRow })[] = []
  try {
    const ours = measure(server, target.database, target.url)
    const theirs = baseline ? measure(baseline, target.database, target.url) : null
    while (true) {
      // The baseline first, then this build: each case sees the machine as the other did.
      const before = theirs ? await theirs.next() : null
      const after = await ours.next()
      if (after.done) break
      // By name: a case may give another number of rows on each (the chat's ladder stops where it fails).
      const previous: BenchRow[] = before && !before.done ? before.value : []
      for (const row of after.value) rows.push({ ...row, before: previous.find((r) => r.name === row.name) })
    }
  } finally {
    await Promise.all([server.stop(), baseline?.stop()])
  }
  // The same data folder and database again, its page store up to date for the published content
  // (after the cases' publishes on PostgreSQL; the build's own pages on the embedded database).
  const again = await startServer({
    port: basePort + i,
    databaseUrl: target.url,
    env: { ...modelEnv, ...compileCache },
    dataDir: server.dataDir,
  })
  await again.stop()
  rows.push({
    name: 'start: restart on the same data, page store up to date',
    budget: `≤ ${RESTART_BUDGET_MS} ms`,
    pass: again.readyMs <= RESTART_BUDGET_MS,
    note: `${again.readyMs} ms`,
  })
  console.table(
    rows.map((r) => ({
      case: r.name,
      ...(baseline
        ? {
            'req/s before': r.before?.rps,
            'req/s': r.rps,
            'req/s ratio': ratio(r.rps, r.before?.rps),
            'p99 ms before': r.before?.p99,
            'p99 ms': r.p99,
            'note before': r.before?.note ?? '',
          }
        : { 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99 }),
      errors: r.errors,
      budget: r.budget ?? '',
      result: r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
      note: r.note ?? '',
    })),
  )
  if (rows.some((r) => r.pass === false)) failed = true
}
process.exit(failed ? 1 : 0)
