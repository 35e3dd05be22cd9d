import type { Server } from 'node:http'
import express, { type NextFunction, type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boundedBody } from './body-limit'
import { directActions } from './request-handler'

/**
 * Actions answered without React Router's matching (decision 048), over real HTTP: what the action
 * answers or throws reaches the caller as React Router would send it, and anything the fast path
 * does not take goes on to the next handler.
 */
type Action = (args: { request: globalThis.Request; context: Record<string, unknown> }) => Promise<unknown>
/** A build whose routes sit under `root` at their id's path (`routes/echo` at `/echo`), as React Router names them. */
const buildWith = (routes: Record<string, Action | undefined>, paths: Record<string, string> = {}) =>
  ({
    routes: {
      root: { id: 'root', path: '', module: {} },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, action]) => [
          id,
          { id, parentId: 'root', path: paths[id] ?? id.replace('routes/', ''), module: { action } },
        ]),
      ),
    },
  }) as unknown as ServerBuild

let server: Server
let base: string

beforeAll(async () => {
  const build = buildWith({
    'routes/echo': async ({ request, context }) =>
      Response.json(
        { body: await request.text(), ip: context.ip, method: request.method },
        { status: 201, headers: { 'X-Route': 'echo' } },
      ),
    'routes/thrown': async () => {
      throw Response.json({ error: 'Taken.' }, { status: 409 })
    },
    'routes/broken': async () => {
      throw new Error('the database went away')
    },
    'routes/plain': async () => ({ not: 'a response' }),
  })
  const app = express()
  app.use(boundedBody)
  app.use(
    directActions({
      build,
      routes: ['routes/echo', 'routes/thrown', 'routes/broken', 'routes/plain'],
      getLoadContext: () => ({ ip: 'the-context' }) as never,
    }),
  )
  app.use((req, res) => {
    res.status(404).json({ reachedNext: `${req.method} ${req.path}` })
  })
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: 'Something went wrong on our side.', logged: error.message })
  })
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('directActions', () => {
  it("answers a POST with the action's response, its status, headers and body, given the request's body and the context", async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":"hola"}',
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-route')).toBe('echo')
    expect(await res.json()).toEqual({ body: '{"message":"hola"}', ip: 'the-context', method: 'POST' })
  })

  it('leaves other methods and other paths to the next handler', async () => {
    const get = await fetch(`${base}/echo`)
    expect(get.status).toBe(404)
    expect(await get.json()).toEqual({ reachedNext: 'GET /echo' })
    const elsewhere = await fetch(`${base}/echo/more`, { method: 'POST', body: 'x' })
    expect(await elsewhere.json()).toEqual({ reachedNext: 'POST /echo/more' })
  })

  it('sends a thrown Response as the answer, as React Router does', async () => {
    const res = await fetch(`${base}/thrown`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: 'Taken.' })
  })

  it('hands a thrown error, or an answer that is not a Response, to the error handler: a 500, never a hang', async () => {
    const broken = await fetch(`${base}/broken`, { method: 'POST', body: '{}' })
    expect(broken.status).toBe(500)
    expect(await broken.json()).toMatchObject({ logged: 'the database went away' })
    const plain = await fetch(`${base}/plain`, { method: 'POST', body: '{}' })
    expect(plain.status).toBe(500)
    expect(await plain.json()).toMatchObject({
      logged: expect.stringContaining('did not answer with a Response'),
    })
  })

  it('refuses to start when a route it names has no action, or no single path, rather than quietly taking the slow path', () => {
    const start = (build: ServerBuild, routes: string[]) => () =>
      directActions({ build, routes, getLoadContext: () => ({}) as never })
    expect(
      start(buildWith({ 'routes/api.chat': undefined }, { 'routes/api.chat': 'api/chat' }), [
        'routes/api.chat',
      ]),
    ).toThrow('routes/api.chat has no action to answer /api/chat')
    expect(start(buildWith({}), ['routes/gone'])).toThrow('routes/gone is not a route of a static path')
    const echo = async () => new Response('')
    expect(
      start(buildWith({ 'routes/one': echo }, { 'routes/one': 'article/:slug' }), ['routes/one']),
    ).toThrow('routes/one is not a route of a static path: /article/:slug')
  })
})
