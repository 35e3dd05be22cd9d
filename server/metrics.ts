import { createHash, timingSafeEqual } from 'node:crypto'
import type express from 'express'
import type { NextFunction, Request, Response } from 'express'
import type pg from 'pg'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { ServerBuild } from 'react-router'
import type { Database } from '../app/db/client.server'
import { registerBusinessGauges } from '../app/features/metrics/business-gauges.server'
import type { RateLimit } from '../app/features/security/rate-limit.server'
import { routeLabeller } from './route-label'

export type Metrics = ReturnType<typeof createMetrics>

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The process's Prometheus metrics (decision 021), in a registry of its own so
 * two apps in one process (tests) never share a series. HTTP traffic and
 * rate-limit refusals are counted as they happen; business figures and the
 * database pool are read at scrape time.
 */
export function createMetrics({
  db,
  pool,
  driver,
  token,
  dailyReplyBudget,
}: {
  db: Database
  pool?: pg.Pool
  driver: 'pglite' | 'postgres'
  /** METRICS_TOKEN: without it /metrics is not served at all. */
  token?: string
  dailyReplyBudget?: number
}) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'rr_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const errors = new Counter({
    name: 'rr_http_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status, by route pattern and class.',
    labelNames: ['route', 'class'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'rr_http_request_duration_seconds',
    help: 'Time from request to the end of the response (a chat reply: to the end of its stream), by route pattern.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'rr_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by policy name.',
    labelNames: ['policy'] as const,
    registers: [registry],
  })

  new Gauge({
    name: 'rr_database_info',
    help: 'The database the app runs on: pglite (embedded, one process) or postgres.',
    labelNames: ['driver'] as const,
    registers: [registry],
  }).set({ driver }, 1)
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool))
        },
      })
    poolGauge('rr_db_pool_connections', 'Connections the PostgreSQL pool holds open.', (p) => p.totalCount)
    poolGauge('rr_db_pool_idle_connections', 'Open connections not in use.', (p) => p.idleCount)
    poolGauge('rr_db_pool_waiting_requests', 'Queries waiting for a free connection.', (p) => p.waitingCount)
    poolGauge('rr_db_pool_max_connections', "The pool's size limit.", (p) => p.options.max ?? 10)
  }
  registerBusinessGauges(registry, db, { dailyReplyBudget })

  return {
    registry,

    /** The rate-limit service with every refusal counted under its policy name (names are fixed in code). */
    countRefusals(rateLimit: RateLimit): RateLimit {
      return async (policy, key) => {
        const result = await rateLimit(policy, key)
        if (!result.ok) refusals.inc({ policy: policy.name })
        return result
      }
    },

    /** Times and counts every response once it has been sent (or the client has gone). */
    traffic(label: (pathname: string) => string) {
      return (req: Request, res: Response, next: NextFunction) => {
        const end = latency.startTimer()
        let done = false
        const record = () => {
          if (done) return
          done = true
          const route = label(req.path)
          const method = METHODS.has(req.method) ? req.method : 'OTHER'
          const status = res.statusCode
          end({ route, method })
          requests.inc({ route, method, status: String(status) })
          if (status >= 400) errors.inc({ route, class: status >= 500 ? '5xx' : '4xx' })
        }
        res.once('finish', record)
        res.once('close', record)
        next()
      }
    },

    /**
     * GET /metrics with `Authorization: Bearer <METRICS_TOKEN>`. Anything else,
     * or no token configured, falls through to the site's ordinary 404 page,
     * so the endpoint is not advertised.
     */
    async endpoint(req: Request, res: Response, next: NextFunction) {
      if (!token || !bearerMatches(req.get('authorization'), token)) return next()
      try {
        const body = await registry.metrics()
        res.setHeader('Content-Type', registry.contentType)
        res.setHeader('Cache-Control', 'no-store')
        res.send(body)
      } catch (error) {
        next(error)
      }
    },
  }
}

/** Mounts the traffic counter and GET /metrics on the host (before every other handler but headers). */
export function mountMetrics(
  app: express.Express,
  metrics: Metrics | undefined,
  build: ServerBuild | (() => Promise<ServerBuild>),
) {
  if (!metrics) return
  let label: ((pathname: string) => string) | undefined
  const labelOf = (pathname: string) => label?.(pathname) ?? 'unmatched'
  if (typeof build === 'function') {
    // Development: the build is loaded on demand; label with the first one loaded.
    app.use(async (_req, _res, next) => {
      if (!label) label = routeLabeller((await build()).routes)
      next()
    })
  } else {
    label = routeLabeller(build.routes)
  }
  app.use(metrics.traffic(labelOf))
  app.get('/metrics', metrics.endpoint)
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  if (!match) return false
  // Compare digests: equal length, and no timing difference that reveals the token.
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(match[1]), digest(token))
}
