import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../app/db/data-dir-lock.server'
import { freePort } from '../tests/support/free-port'

/**
 * The production server as an owner runs it: `node build/host.js` (what `npm start`
 * runs), a real port and a real data folder. Needs `npm run build`.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const host = path.join(buildDir, 'host.js')
const children: ChildProcess[] = []

beforeAll(() => {
  if (!existsSync(host)) throw new Error('No build found: run `npm run build` first (npm test does).')
})

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL')
})

function run(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [file, ...args], {
    // The child logs as in production: the test runner's VITEST would silence it.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      BUILD_DIR: buildDir,
      VITEST: '',
      ...env,
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => out, exited }
}

const start = (env: Record<string, string>) => run(host, [], env)

async function waitFor(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

async function startServing(dataDir: string) {
  const port = await freePort()
  const server = start({ PORT: String(port), DATA_DIR: dataDir })
  const ready = await waitFor(() => server.output().includes('listening on'), 90_000)
  expect(ready, server.output()).toBe(true)
  return { ...server, port, base: `http://127.0.0.1:${port}` }
}

function fatalLine(output: string) {
  const line = output.split('\n').find((l) => l.includes('"fatal"'))
  expect(line, output).toBeTruthy()
  return JSON.parse(line as string) as { level: string; msg: string }
}

/** Books the first open block through the public API; returns the block id. */
async function storeABooking(base: string, name: string) {
  const now = new Date()
  for (let i = 1; i < 6; i++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)).toISOString().slice(0, 7)
    const slots = (await (await fetch(`${base}/api/slots?month=${month}`)).json()) as Array<{
      id: string
      status: string
    }>
    const open = slots.find((s) => s.status === 'available')
    if (!open) continue
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slot_id: open.id,
        customer_name: name,
        customer_email: 'owner-test@example.com',
        customer_phone: '(404) 555-0100',
        project_address: '1 Peachtree St, Atlanta, GA 30303',
        project_size: 500,
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return { id: open.id, month }
  }
  throw new Error('no open block')
}

async function blockStatus(base: string, block: { id: string; month: string }) {
  const slots = (await (await fetch(`${base}/api/slots?month=${block.month}`)).json()) as Array<{
    id: string
    status: string
  }>
  return slots.find((s) => s.id === block.id)?.status
}

describe('the server process', () => {
  it('refuses to start with a bad variable, in one line that names it', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rr-env-')) })
    expect(await server.exited).toBe(1)
    expect(fatalLine(server.output()).msg).toMatch(/cannot start: .*PORT/)
  })

  it('creates DATA_DIR, answers 503 until it is ready, logs JSON, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'rr-proc-')), 'nested', 'data')
    const port = await freePort()
    const server = start({ PORT: String(port), DATA_DIR: dataDir })
    const statuses: number[] = []
    const healthy = await waitFor(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`)
        statuses.push(res.status)
        return res.status === 200
      } catch {
        return false
      }
    }, 90_000)
    expect(healthy, server.output()).toBe(true)
    // The port is held before the database opens; until migrations and start-up tasks are done it says so.
    expect(statuses[0]).toBe(503)
    expect(server.output()).toContain('listening on')
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('listening on')) as string
    expect(JSON.parse(line)).toMatchObject({ level: 'info', database: 'pglite', dataDir })
    // Started with the SITE_URL it was built for: no warning about it.
    expect(server.output()).not.toContain('the pages were built for')
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // A clean stop releases the folder.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  }, 120_000)

  it('warns at start when SITE_URL is not the address the pages were built for', async () => {
    const port = await freePort()
    const server = start({
      PORT: String(port),
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'rr-proc-')), 'data'),
      SITE_URL: 'https://www.refinedresin.example',
      SESSION_SECRET: 'a session secret of at least thirty-two characters',
    })
    expect(await waitFor(() => server.output().includes('listening on'), 90_000), server.output()).toBe(true)
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('the pages were built for'))
    expect(JSON.parse(line as string)).toMatchObject({
      level: 'warn',
      msg: 'SITE_URL is https://www.refinedresin.example but the pages were built for http://localhost:3000',
    })
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)

  it('keeps one process per data folder: a second start, on the same or another port, and a data script are refused; the first keeps its leads', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-lock-'))
    const first = await startServing(dataDir)
    const block = await storeABooking(first.base, 'First Server Customer')

    // Same port: refused, before any data is touched. The exit itself is awaited: a start that waited
    // on the port instead would run into the test's timeout (decision 037).
    const samePort = start({ PORT: String(first.port), DATA_DIR: dataDir })
    expect(await samePort.exited).toBe(1)
    expect(fatalLine(samePort.output()).msg).toMatch(new RegExp(`port ${first.port} is already in use`))
    expect(samePort.output()).not.toContain('listening on')

    // Another port, the same folder: refused, naming the holder and what to do.
    const otherPort = start({ PORT: String(await freePort()), DATA_DIR: dataDir })
    expect(await otherPort.exited).toBe(1)
    const refusal = fatalLine(otherPort.output()).msg
    expect(refusal).toContain(`in use by another process: the Refined Resin server on port ${first.port}`)
    expect(refusal).toContain(`pid ${first.child.pid}`)
    expect(refusal).toMatch(/Stop that process first/)

    // A data script beside the running server: refused too.
    const script = run(path.join(buildDir, 'scripts/staff-add.js'), ['late@example.com'], {
      DATA_DIR: dataDir,
      STAFF_PASSWORD: 'a long enough password 2026',
    })
    expect(await script.exited).not.toBe(0)
    expect(script.output()).toContain('in use by another process')

    // The first server still serves, with its booking.
    expect(await blockStatus(first.base, block)).toBe('pending')
    const holder = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))
    expect(holder.pid).toBe(first.child.pid)
  }, 180_000)

  it('after a kill -9 the next start takes the stale lock and keeps every stored lead', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rr-stale-'))
    const first = await startServing(dataDir)
    const block = await storeABooking(first.base, 'Killed Server Customer')
    first.child.kill('SIGKILL')
    await first.exited
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true)

    const second = await startServing(dataDir)
    expect(await blockStatus(second.base, block)).toBe('pending')
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 180_000)
})
