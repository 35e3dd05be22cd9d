import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type RunningServer = {
  baseUrl: string
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb: () => number
  stop: () => Promise<void>
}

/**
 * Starts the production build on a free port with a fresh embedded database,
 * or on the PostgreSQL server at `databaseUrl`. Used by perf and bench.
 */
export async function startServer({
  port,
  databaseUrl,
}: {
  port: number
  databaseUrl?: string
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'refined-resin-bench-'))
  // What `npm start` runs: the bundled host on plain node.
  const buildDir = process.env.BUILD_DIR ?? 'build'
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, 'host.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops everything it started.
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/healthz`)
      if (res.ok) break
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
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
