import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../app/db/client.server'
import { logger } from '../app/features/logging/logger.server'
import { buildDir } from '../tests/support/built-app'
import { freePort } from '../tests/support/free-port'
import {
  expectHashesMatch,
  NEW_PHONE,
  OLD_PHONE,
  pageShowing,
  publishPhone,
} from '../tests/support/published-pages'
import { waitFor } from '../tests/support/wait-for'

// PostgreSQL only (`*.pg.server.test.ts`: vitest.config.ts leaves these out without TEST_DATABASE_URL).

/**
 * Two production servers on one PostgreSQL (a PGlite folder is locked by one server): a publish
 * made anywhere reaches the other server's pages.
 */
describe('two server processes on one PostgreSQL', () => {
  const host = path.join(buildDir, 'host.js')
  const children: ChildProcess[] = []
  let dbName = ''
  let handle: DatabaseHandle | null = null

  afterEach(async () => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL')
    await handle?.close()
    handle = null
    if (dbName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    }
  })

  async function startHost(databaseUrl: string) {
    const port = await freePort()
    const child = spawn(process.execPath, [host], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rr-store-proc-')),
        PORT: String(port),
        BUILD_DIR: buildDir,
        VITEST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    child.stdout?.on('data', (d) => {
      out += d
    })
    child.stderr?.on('data', (d) => {
      out += d
    })
    const base = `http://127.0.0.1:${port}`
    await waitFor(async () => (await fetch(`${base}/healthz`)).status === 200, {
      timeout: 90_000,
      message: () => `${base}/healthz to answer 200\n${out}`,
    })
    return { base, output: () => out }
  }

  it('a publish through a connection of its own reaches both server processes on /', async () => {
    expect(existsSync(host), 'run npm run build first').toBe(true)
    dbName = `test_${randomUUID().replace(/-/g, '')}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${dbName}`

    const a = await startHost(url.toString())
    const b = await startHost(url.toString())
    for (const s of [a, b]) expect(await (await fetch(`${s.base}/`)).text()).toContain(OLD_PHONE)

    handle = await openDatabase({ kind: 'postgres', url: url.toString(), log: logger })
    await publishPhone(handle.db, NEW_PHONE)
    // Neither server made the publish: each learns of it from the version row, in its own time.
    for (const s of [a, b]) await pageShowing(`${s.base}/`, NEW_PHONE, s.output)
    for (const s of [a, b]) {
      const res = await fetch(`${s.base}/`)
      const html = await res.text()
      expect(html.includes(OLD_PHONE), `${s.base}/ still shows the old phone`).toBe(false)
      expectHashesMatch(html, res.headers.get('content-security-policy'))
      expect(s.output()).toMatch(/public pages swapped for content version 2/)
    }
  }, 480_000)
})
