import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { fileURLToPath, pathToFileURL } from 'node:url'

export type PacedRequest = {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export type PacedResult = {
  sent: number
  p50: number
  p99: number
  statuses: Record<number, number>
  errors: number
}

/**
 * Open-loop load at `rate` requests a second for `seconds`: arrivals are a
 * Poisson process (random gaps with the rate as their mean), as independent
 * visitors arrive, and each request goes out at its scheduled moment whatever
 * the earlier ones are doing. Latency runs from that moment, so a stalled
 * server is charged for the queue it builds (no coordinated omission).
 *
 * autocannon's `overallRate` instead fires each connection's whole share at
 * the start of every second and then waits: 500 req/s arrive as bursts of 50
 * at once, and its p99 measures the burst's queue rather than the offered rate.
 */
export async function paced(
  baseUrl: string,
  { rate, seconds, next }: { rate: number; seconds: number; next: (i: number) => PacedRequest },
): Promise<PacedResult> {
  const requests = Array.from({ length: Math.round(rate * seconds) }, (_, i) => next(i))
  return inOwnProcess({ baseUrl, rate, requests })
}

type PacedJob = { baseUrl: string; rate: number; requests: PacedRequest[] }

/**
 * The load comes from a Node process of its own: the bench's process carries every case's heap,
 * and a garbage collection there (pauses of 20–50 ms after the in-process cases) would stop the
 * arrivals and be charged to the server (decision 033, amended 2026-11-30).
 */
async function inOwnProcess(job: PacedJob): Promise<PacedResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
  child.stdin.end(JSON.stringify(job))
  let out = ''
  for await (const chunk of child.stdout) out += chunk
  const code = await closed
  if (code !== 0) throw new Error(`the paced client exited with ${code}`)
  return JSON.parse(out) as PacedResult
}

async function load({ baseUrl, rate, requests }: PacedJob): Promise<PacedResult> {
  const url = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  const total = requests.length
  const start = performance.now()
  let due = start
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    due += -Math.log(1 - Math.random()) * (1000 / rate)
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const scheduled = due
    const r = requests[i] as PacedRequest
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = request(
          { host: url.hostname, port: url.port, path: r.path, method: r.method, headers: r.headers, agent },
          (res) => {
            res.resume()
            res.on('end', () => {
              latencies.push(performance.now() - scheduled)
              statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1
              resolve()
            })
          },
        )
        req.on('error', () => {
          errors++
          resolve()
        })
        req.end(r.body)
      }),
    )
  }
  await Promise.all(inFlight)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return { sent: total, p50: at(0.5), p99: at(0.99), statuses, errors }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let job = ''
  for await (const chunk of process.stdin) job += chunk
  process.stdout.write(JSON.stringify(await load(JSON.parse(job) as PacedJob)))
}
