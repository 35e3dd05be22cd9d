import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

export type OwnServer = {
  baseURL: string
  port: number
  dataDir: string
  databaseUrl: string | null
  close: () => Promise<void>
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and its URL. */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomUUID().replace(/-/g, '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/**
 * The production server (`node build/host.js`) on its own port and data: for journeys that change
 * what every page shows (published content), so the shared server's other journeys never see it.
 * On PostgreSQL when `databaseUrl` is given.
 */
export async function startOwnServer(
  options: {
    databaseUrl?: string | null
    /** More variables; a function gets the server's own address (for SITE_URL). */
    env?: Record<string, string> | ((baseURL: string) => Record<string, string>)
  } = {},
): Promise<OwnServer> {
  const port = await freePort()
  const extraEnv =
    typeof options.env === 'function' ? options.env(`http://localhost:${port}`) : (options.env ?? {})
  const dataDir = mkdtempSync(path.join(tmpdir(), 'refined-resin-own-'))
  const buildDir = process.env.BUILD_DIR ?? 'build'
  const child: ChildProcess = spawn(process.execPath, [path.join(buildDir, 'host.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026',
      SMTP_URL: process.env.E2E_SMTP_PORT ? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` : '',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString()
  })
  const baseURL = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`)
    const ok = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s: ${stderr}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    baseURL,
    port,
    dataDir,
    databaseUrl: options.databaseUrl ?? null,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
