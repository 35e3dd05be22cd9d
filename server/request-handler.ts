import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { writeReadableStreamToWritable } from '@react-router/node'
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express'
import {
  type AppLoadContext,
  createRequestHandler as createReactRouterHandler,
  type ServerBuild,
} from 'react-router'
import { uploadFolder } from '../app/features/uploads/upload-folder.server'
import { requestOrigin } from './request-shape'

/**
 * React Router's request handler for Express, as `@react-router/express` builds it,
 * with one difference: the body comes from `res.locals.body` (or, spooled to disk,
 * `res.locals.bodyFile`), already read and bounded by `boundedBody`, never from the socket. A post the host refused
 * unread (too large, no room to spool it, an unknown booking link) is answered as the page itself (GET) with the
 * refusal's status (`res.locals.refusedStatus`) and the message in the context.
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
  keep,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode?: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** Offered every answer; returns its HTML when it kept a copy (the page cache), else null. */
  keep?: (res: ExpressResponse, response: Response) => Promise<string | null>
}) {
  const handle = createReactRouterHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toWebRequest(req, res)
      const uploadDir = res.locals.uploadDir as string | undefined
      const response = await (uploadDir
        ? uploadFolder.run(uploadDir, () => handle(request, getLoadContext(req, res)))
        : handle(request, getLoadContext(req, res)))
      const status = res.locals.refusedStatus as number | undefined
      const kept = keep ? await keep(res, response) : null
      if (kept === null) await send(res, response, status)
      else sendText(res, response, kept)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * Answers a POST to one of `routes`' paths with that resource route's action, called directly
 * (decision 048), after the host's own checks (size, same site, headers) and before the page layers:
 * the page store, the static files' stat, a CSP nonce and React Router's matching cost a quarter of
 * the host's time per turn of Remy, and none of them can answer a POST to an API. A refused body,
 * another method or another path goes on to React Router as before. Each route's path is the build's
 * (app/routes.ts), so it is written once.
 */
export function directActions({
  build,
  routes,
  getLoadContext,
}: {
  build: ServerBuild
  /** Route ids, e.g. `routes/api.chat`: resource routes of a static path, with an action. */
  routes: string[]
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}) {
  const byPath = new Map(
    routes.map((routeId) => {
      const path = staticPathOf(build, routeId)
      const action = build.routes[routeId]?.module.action
      // A renamed route must fail the start, not fall back to the slow path unnoticed.
      if (!action) throw new Error(`${routeId} has no action to answer ${path}`)
      return [path, action]
    }),
  )
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const action = req.method === 'POST' ? byPath.get(req.path) : undefined
    if (!action || res.locals.refusedStatus !== undefined) return next()
    try {
      const url = requestUrl(req)
      const args = {
        request: toWebRequest(req, res, url),
        url,
        pattern: req.path,
        params: {},
        context: getLoadContext(req, res),
      }
      const answer = await action(args)
      if (!(answer instanceof Response))
        throw new Error(`the action for ${req.path} did not answer with a Response`)
      await send(res, answer)
    } catch (error) {
      // A thrown Response is an answer, as React Router treats it.
      if (error instanceof Response) await send(res, error).catch(next)
      else next(error)
    }
  }
}

/** A route's whole path, its parents' included; only a path without dynamic segments matches one URL. */
function staticPathOf(build: ServerBuild, routeId: string): string {
  let path = ''
  for (
    let route = build.routes[routeId];
    route;
    route = route.parentId ? build.routes[route.parentId] : undefined
  )
    if (route.path) path = `/${route.path}${path}`
  if (!build.routes[routeId] || !path || /[:*]/.test(path))
    throw new Error(`${routeId} is not a route of a static path: ${path || 'none'}`)
  return path
}

/** The request's whole URL. The host and path were checked by wellFormedRequest (server/request-shape.ts). */
const requestUrl = (req: ExpressRequest) => new URL(`${requestOrigin(req)}${req.originalUrl}`)

function toWebRequest(req: ExpressRequest, res: ExpressResponse, url = requestUrl(req)): Request {
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue
    if (Array.isArray(values)) for (const v of values) headers.append(key, v)
    else headers.set(key, values)
  }
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => {
    controller = null
  })
  res.on('close', () => controller?.abort())
  const refused = res.locals.refusedStatus !== undefined
  const method = refused ? 'GET' : req.method
  if (refused) {
    headers.delete('content-type')
    headers.delete('content-length')
  }
  if (method === 'GET' || method === 'HEAD') {
    return new Request(url.href, { method, headers, signal: controller.signal })
  }
  const file = res.locals.bodyFile as string | undefined
  if (file) {
    // A spooled body (server/upload-spool.ts) streams from disk as the action reads it.
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    // Node requires `duplex: 'half'` for a streamed body; the DOM typings lack it.
    const init = { method, headers, body, signal: controller.signal, duplex: 'half' }
    return new Request(url.href, init as RequestInit)
  }
  const bytes = (res.locals.body as Buffer | undefined) ?? Buffer.alloc(0)
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
  return new Request(url.href, { method, headers, body, signal: controller.signal })
}

function sendText(res: ExpressResponse, response: Response, body: string) {
  res.status(response.status)
  // A route's own header replaces the host's default (a page's Referrer-Policy or Cache-Control
  // must not become a list whose last entry wins by accident); cookies and Vary add up.
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie' || key === 'vary') res.append(key, value)
    else res.setHeader(key, value)
  }
  res.end(body)
}

async function send(res: ExpressResponse, response: Response, status?: number) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(status ?? response.status)
  // A route's own header replaces the host's default (a page's Referrer-Policy or Cache-Control
  // must not become a list whose last entry wins by accident); cookies and Vary add up.
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie' || key === 'vary') res.append(key, value)
    else res.setHeader(key, value)
  }
  const type = response.headers.get('Content-Type') ?? ''
  if (/text\/event-stream/i.test(type)) res.flushHeaders()
  if (!response.body) return void res.end()
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    // A JSON answer is small and whole at once: sent with its length, so the compression middleware
    // leaves one under its threshold alone. Streamed, its length unknown, every `{ id }` and every
    // refusal got a brotli stream of its own, megabytes of encoder state each: with 500 chats
    // opening at once that was most of the host's garbage (decision 040).
    const body = Buffer.from(await response.arrayBuffer())
    res.setHeader('Content-Length', body.length)
    return void res.end(body)
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
