import { Agent, request } from 'node:http'

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
  const url = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  const total = Math.round(rate * seconds)
  const start = performance.now()
  let due = start
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    due += -Math.log(1 - Math.random()) * (1000 / rate)
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const scheduled = due
    const r = next(i)
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
