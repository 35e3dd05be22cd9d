import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Starts `server/index.ts` as `npm start` would, with the given environment. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => out, exited }
}

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

describe('the server process', () => {
  it('refuses to start with a bad variable and names it', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rr-env-')) })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('PORT')
  })

  it('creates DATA_DIR, logs JSON, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'rr-proc-')), 'nested', 'data')
    const server = start({ DATA_DIR: dataDir })
    const listening = await waitFor(() => server.output().includes('listening on'), 60_000)
    expect(listening, server.output()).toBe(true)
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('listening on'))!
    expect(JSON.parse(line)).toMatchObject({ level: 'info', database: 'pglite', dataDir })
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 90_000)
})
