import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import { sql } from 'drizzle-orm'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import type { Database } from '../app/db/client.server'
import { env } from '../app/env.server'
import { attributionCookie } from '../app/features/attribution/cookie.server'
import { logger } from '../app/features/logging/logger.server'
import type { Mailer } from '../app/features/mail/mailer.server'
import type { Payments } from '../app/features/payments/stripe.server'
import { clientKey } from '../app/features/security/client-key.server'
import type { RateLimit } from '../app/features/security/rate-limit.server'
import { boundedBody } from './body-limit'
import { bookingLinkFirst } from './booking-link-gate'
import { languageHome, pseudoLocaleGuard } from './language-home'
import { requestLog } from './log'
import { type Metrics, mountMetrics } from './metrics'
import { pageCache } from './page-cache'
import { assetFileOptions, precompressedAssets } from './precompressed'
import { loadCspManifest, type ServedPages, servedPages } from './prerendered'
import { createRequestHandler, directActions } from './request-handler'
import { postsOnlyWhereTaken, sameSiteFormPosts, wellFormedRequest } from './request-shape'
import { assetHeaders, baseSecurityHeaders, nonceCsp } from './security'
import { slotsCache } from './slots-cache'
import { isLoopback } from './trusted-proxy'

export type AppServices = {
  db: Database
  mailer: Mailer
  rateLimit: RateLimit
  metrics?: Metrics
  /** Stripe when configured (decision 041). */
  payments?: Payments | null
}

export type AppOptions = {
  services: AppServices
  /** The built server, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Folder of the built browser assets and prerendered pages; omitted in development. */
  clientDir?: string
  /** Extra middleware mounted before the React Router handler (Vite's, in development). */
  before?: express.RequestHandler[]
  log?: boolean
  /**
   * The public pages to serve, swapped after a publish (server/page-store.ts); by default the
   * build's prerendered files in `clientDir`.
   */
  pages?: ServedPages
  /**
   * Called when the content console answers a member of staff (a page under /admin/content, 200): a
   * publish may follow, so the render workers start then rather than on it (decision 046).
   */
  onContentConsole?: () => void
}

export function createApp({
  services,
  build,
  clientDir,
  before = [],
  log = true,
  pages: served,
  onContentConsole,
}: AppOptions) {
  const { db } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', isLoopback)
  if (log) app.use(requestLog(logger))
  app.use(baseSecurityHeaders)
  mountMetrics(app, services.metrics, build)
  app.use(wellFormedRequest)
  app.use(sameSiteFormPosts)
  app.use(postsOnlyWhereTaken(build))
  // A booking page's token is checked before its body is read (decisions 012, 024).
  app.use(bookingLinkFirst(db))
  app.use(boundedBody)
  // Dynamic answers: brotli at quality 4 (Node's default is 11, ~30× the CPU for a few % less).
  // Static files and cached pages arrive already compressed (server/precompressed.ts).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }))

  app.get('/healthz', async (_req, res) => {
    try {
      await db.execute(sql`select 1`)
      res.json({ status: 'ok', database: 'ok' })
    } catch {
      res.status(503).json({ status: 'error', database: 'unreachable' })
    }
  })

  // Hot reads answered by the host, before React Router (decision 026).
  app.use(slotsCache(db))

  for (const mw of before) app.use(mw)

  // Where a visitor came from rides in a first-party cookie, set here so prerendered pages record it too.
  app.use((req, res, next) => {
    const cookie = attributionCookie({
      method: req.method,
      url: `${req.protocol}://${req.get('host')}${req.originalUrl}`,
      headers: { get: (n) => req.get(n) ?? null },
    })
    if (cookie) {
      res.append('Set-Cookie', cookie)
      // A shared cache must never store one visitor's cookie with a public page.
      res.locals.privateResponse = true
    }
    next()
  })

  app.use(pseudoLocaleGuard(process.env.PSEUDO_LOCALE === '1'))
  const loadContext = (req: Request, res: Response) => ({
    ...services,
    nonce: (res.locals.nonce as string | undefined) ?? '',
    ip: clientKey(req.ip),
    requestProblem: res.locals.requestProblem as string | undefined,
  })
  // Remy's endpoints skip the page layers and React Router's matching (decision 048). Development's
  // build is loaded per request by Vite, and goes the whole way.
  if (typeof build !== 'function')
    app.use(
      directActions({
        build,
        routes: ['routes/api.chat', 'routes/api.chat.conversations'],
        getLoadContext: loadContext,
      }),
    )
  const manifest =
    served?.current().manifest ?? (clientDir ? loadCspManifest(clientDir) : { pages: {}, runtimeStyles: [] })
  const pages = pageCache({
    prerendered: new Set(Object.keys(manifest.pages)),
    runtimeStyles: manifest.runtimeStyles,
  })
  if (clientDir) {
    app.use('/assets', assetHeaders, precompressedAssets(path.join(clientDir, 'assets')))
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { ...assetFileOptions, index: false, redirect: false }),
    )
    app.use(languageHome)
    const files = served ?? servedPages({ dir: clientDir, manifest })
    // A query page kept before a publish shows the old content (decision 033).
    files.onSwap(() => pages.clear())
    app.use(files.middleware)
    app.use(pages.serve)
    const staticFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false })
    // Prerendered pages and their `.data` are served above, and only for URLs
    // without a query; never let the plain static handler answer for them, nor for the
    // host's own files beside them (the pages' hashes and reads).
    // Judged on the path the static handler opens: it decodes and resolves `%2e`, `/./`, `//` and `..`.
    const notStatic = /\.data$|\.html$|^\/(csp-manifest|reads)\.json$/
    app.use((req, res, next) => {
      let opened: string
      try {
        opened = path.posix.normalize(decodeURIComponent(req.path))
      } catch {
        return next()
      }
      return notStatic.test(req.path) || notStatic.test(opened) ? next() : staticFiles(req, res, next)
    })
  }

  // Without a build folder this is development, where Vite injects styles of its own.
  if (onContentConsole)
    app.use('/admin/content', (req, res, next) => {
      res.on('finish', () => {
        if (req.method === 'GET' && res.statusCode === 200) onContentConsole()
      })
      next()
    })
  app.use(nonceCsp({ runtimeStyles: manifest.runtimeStyles, development: !clientDir }))
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: env().NODE_ENV,
      getLoadContext: loadContext,
      keep: clientDir ? pages.keep : undefined,
    }),
  )

  // Last resort: no stack trace ever leaves the server.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = err instanceof URIError ? 400 : (err as { status?: number }).status
    if (status && status >= 400 && status < 500) {
      // The client's mistake (a range past the end, a failed precondition): not an error of ours.
      if (res.headersSent) return res.end()
      return res
        .status(status)
        .json({ error: clientErrorMessages[status] ?? 'The request could not be read.' })
    }
    logger.error({ path: req.path, err }, 'request failed with an error')
    if (res.headersSent) return res.end()
    res.status(500).json({ error: 'Something went wrong on our side. Please try again.' })
  })
  return app
}

/** What a static file's 4xx says (the `send` package raises these). */
const clientErrorMessages: Record<number, string> = {
  412: 'The file has changed since the version you asked about (a precondition failed).',
  416: 'The range you asked for is outside the file.',
}
