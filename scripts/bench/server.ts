import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type RunningServer = {
  baseUrl: string
  /** From spawning the process to the first /healthz 200, on a fresh data folder (ms). */
  readyMs: number
  /** The Node.js version the server runs on. */
  nodeVersion: string
  /** Its data folder, which a restart reuses. */
  dataDir: string
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb: () => number
  /** Resident memory of the server and every process it started (its render workers), in MB. */
  groupRssMb: () => number
  stop: () => Promise<void>
}

/**
 * Starts the production build on a free port with a fresh embedded database,
 * or on the PostgreSQL server at `databaseUrl`. Used by perf and bench.
 */
export async function startServer({
  port,
  databaseUrl,
  buildDir = process.env.BUILD_DIR ?? 'build',
  node = process.execPath,
  env = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'refined-resin-bench-')),
}: {
  port: number
  /** A data folder to start on (a restart); a fresh one by default. */
  dataDir?: string
  databaseUrl?: string
  /** Another build to serve, e.g. an earlier commit's, for a side-by-side run. */
  buildDir?: string
  /** The Node.js binary to serve it with (this process's by default). */
  node?: string
  /** More environment for the server (the loopback model Remy's turns call). */
  env?: Record<string, string>
}): Promise<RunningServer> {
  const started = performance.now()
  // What `npm start` runs: the bundled host on plain node, its young generation at 16 MB (decision 036),
  // two malloc arenas and no source maps (decision 047).
  // BENCH_CPU_PROF=<folder>: each server writes a CPU profile there when it stops (where its time went).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=500']
    : []
  const child: ChildProcess = spawn(
    node,
    [...profile, '--max-semi-space-size=16', path.join(buildDir, 'host.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MALLOC_ARENA_MAX: '2',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
      // Its own process group, so stopping it stops everything it started.
      detached: true,
    },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  let readyMs = Number.NaN
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/healthz`)
      if (res.ok) {
        readyMs = Math.round(performance.now() - started)
        break
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    baseUrl,
    readyMs,
    dataDir,
    nodeVersion: execFileSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).trim(),
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
    },
    groupRssMb: () => {
      const out = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' })
      return Math.round(out.split('\n').reduce((sum, kb) => sum + (Number(kb) || 0), 0) / 1024)
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        try {
          if (child.pid) process.kill(-child.pid, 'SIGTERM')
        } catch {
          resolve() // already gone
        }
      }),
  }
}
