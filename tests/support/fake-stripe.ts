import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback stand-in for the part of Stripe's HTTP API the deposit flow uses (decision 041), spoken
 * as Stripe speaks it, so the real `stripe` package talks to it through `STRIPE_API_URL`:
 * - `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`, `POST /v1/checkout/sessions/:id/expire`,
 *   `POST /v1/refunds`: form-encoded bodies with bracketed keys, `Authorization: Bearer <secret key>`,
 *   Stripe's JSON objects and its error shape (`{ error: { type, code, message } }`), and
 *   `Idempotency-Key`: a repeat with the same body gets the first answer again
 *   (`Idempotent-Replayed: true`), a repeat with another body a 400 `idempotency_error`.
 * - A hosted page at each session's `url` with a Pay button: paying marks the session paid, posts
 *   `checkout.session.completed` to the webhook address (signed as Stripe signs: `Stripe-Signature:
 *   t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" with the endpoint secret>`), then sends the
 *   browser to the session's `success_url`.
 * - Faults on demand: `failWith(500)` answers every API call with that status until cleared,
 *   `refuseRefunds(message)` declines refunds with Stripe's message.
 */
type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  locale: string | null
  expires_at: number
  created: number
  customer_email: string | null
  payment_intent: string | null
  success_url: string
  cancel_url: string | null
  url: string | null
  livemode: false
}

type FakeRefund = {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'succeeded'
  created: number
  metadata: Record<string, string>
}

export type FakeStripe = {
  /** The API's address: the app's `STRIPE_API_URL`. */
  url: string
  secretKey: string
  webhookSecret: string
  sessions: Map<string, FakeSession>
  refunds: FakeRefund[]
  /** Every API call, in order, with its parsed body. */
  requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[]
  /** Where completed and expired events are posted (the app's `/api/stripe/webhook`). */
  setWebhookUrl: (url: string) => void
  failWith: (status: number | null) => void
  /** While on, API calls are read and never answered (a Stripe that times out). */
  stall: (on: boolean) => void
  refuseRefunds: (message: string | null) => void
  /** Pays a session as the hosted page does, and delivers `checkout.session.completed`. */
  pay: (sessionId: string) => Promise<number | null>
  /** Expires an open session as Stripe does when `expires_at` passes, and delivers `checkout.session.expired`. */
  expire: (sessionId: string) => Promise<number | null>
  /** An event as Stripe sends it. */
  event: (type: string, object: unknown) => StripeEvent
  /** The `Stripe-Signature` header for a payload (another secret or time to forge or age it). */
  sign: (payload: string, options?: { secret?: string; timestamp?: number }) => string
  /** Posts an event to the webhook address; the response's status, or null without an address. */
  deliver: (event: StripeEvent, options?: { signature?: string | null }) => Promise<number | null>
  close: () => Promise<void>
}

export type StripeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  type: string
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  data: { object: unknown }
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

/** Stripe's form encoding, `a[b][0][c]=v`, back into nested objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let at: Record<string, unknown> = out
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value
      else {
        at[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {}
        at = at[part] as Record<string, unknown>
      }
    })
  }
  return out
}

export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`
  const sessions = new Map<string, FakeSession>()
  const refunds: FakeRefund[] = []
  const requests: FakeStripe['requests'] = []
  const replays = new Map<string, { body: string; status: number; answer: unknown }>()
  let webhookUrl: string | null = null
  let failing: number | null = null
  let stalling = false
  const stalled = new Set<ServerResponse>()
  let refundRefusal: string | null = null
  let base = ''

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers })
    res.end(JSON.stringify(body))
  }
  const stripeError = (status: number, type: string, message: string, code?: string, param?: string) => ({
    status,
    answer: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
  })

  function createSession(body: Record<string, unknown>) {
    const item = (body.line_items as Record<string, Record<string, unknown>>[] | undefined)?.[0]
    const price = item?.price_data as Record<string, unknown> | undefined
    const amount = Number(price?.unit_amount)
    const quantity = Number(item?.quantity ?? 1)
    if (body.mode !== 'payment')
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: mode.',
        'parameter_missing',
        'mode',
      )
    if (!price || !Number.isSafeInteger(amount) || amount < 50)
      return stripeError(
        400,
        'invalid_request_error',
        'Invalid integer: unit_amount must be a whole number of cents, at least 50.',
        'parameter_invalid_integer',
        'line_items[0][price_data][unit_amount]',
      )
    if (typeof body.success_url !== 'string')
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
      )
    const expiresAt = body.expires_at === undefined ? now() + 24 * 3600 : Number(body.expires_at)
    // Stripe's own window: from 30 minutes to 24 hours after creation.
    if (!Number.isSafeInteger(expiresAt) || expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600)
      return stripeError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      )
    const id = newId('cs')
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * quantity,
      currency: String(price.currency ?? 'usd'),
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      locale: (body.locale as string | undefined) ?? null,
      expires_at: expiresAt,
      created: now(),
      customer_email: (body.customer_email as string | undefined) ?? null,
      payment_intent: null,
      success_url: body.success_url,
      cancel_url: (body.cancel_url as string | undefined) ?? null,
      url: `${base}/pay/${id}`,
      livemode: false,
    }
    sessions.set(id, session)
    return { status: 200, answer: session }
  }

  function createRefund(body: Record<string, unknown>) {
    const intent = body.payment_intent as string | undefined
    const paid = [...sessions.values()].find((s) => s.payment_intent && s.payment_intent === intent)
    if (!paid)
      return stripeError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${intent}'`,
        'resource_missing',
      )
    if (refundRefusal) return stripeError(402, 'card_error', refundRefusal, 'charge_disputed')
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0)
    const amount = body.amount === undefined ? paid.amount_total - refunded : Number(body.amount)
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > paid.amount_total - refunded)
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((paid.amount_total - refunded) / 100).toFixed(2)})`,
        'amount_too_large',
      )
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: paid.currency,
      payment_intent: paid.payment_intent as string,
      status: 'succeeded',
      created: now(),
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    }
    refunds.push(refund)
    return { status: 200, answer: refund }
  }

  function route(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body)
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body)
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    const session = m ? sessions.get(decodeURIComponent(m[1])) : undefined
    if (m && !session)
      return stripeError(
        404,
        'invalid_request_error',
        `No such checkout.session: '${m[1]}'`,
        'resource_missing',
      )
    if (session && method === 'GET' && !m?.[2]) return { status: 200, answer: session }
    if (session && method === 'POST' && m?.[2]) {
      if (session.status !== 'open')
        return stripeError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        )
      session.status = 'expired'
      session.url = null
      return { status: 200, answer: session }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const auth = req.headers.authorization
    if (auth !== `Bearer ${secretKey}`)
      return send(res, 401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${auth?.slice(7, 15) ?? ''}***`,
        },
      })
    const body = parseForm(raw)
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    requests.push({ method: req.method ?? 'GET', path, body, ...(idempotencyKey ? { idempotencyKey } : {}) })
    if (stalling) {
      stalled.add(res)
      return
    }
    if (failing)
      return send(res, failing, {
        error: { type: 'api_error', message: 'An unknown error occurred. Please try again.' },
      })
    if (req.method === 'POST' && idempotencyKey) {
      const seen = replays.get(idempotencyKey)
      if (seen && seen.body !== raw)
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        })
      if (seen) return send(res, seen.status, seen.answer, { 'idempotent-replayed': 'true' })
      const result = route(req.method, path, body)
      replays.set(idempotencyKey, { body: raw, status: result.status, answer: result.answer })
      return send(res, result.status, result.answer)
    }
    const result = route(req.method ?? 'GET', path, body)
    return send(res, result.status, result.answer)
  }

  const event = (type: string, object: unknown): StripeEvent => ({
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  })

  const sign = (payload: string, { secret = webhookSecret, timestamp = now() } = {}) =>
    `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`

  async function deliver(e: StripeEvent, { signature }: { signature?: string | null } = {}) {
    if (!webhookUrl) return null
    const payload = JSON.stringify(e, null, 2)
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
    const header = signature === undefined ? sign(payload) : signature
    if (header !== null) headers['stripe-signature'] = header
    const res = await fetch(webhookUrl, { method: 'POST', headers, body: payload })
    await res.arrayBuffer()
    return res.status
  }

  async function pay(sessionId: string) {
    const session = sessions.get(sessionId)
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = newId('pi')
    return deliver(event('checkout.session.completed', session))
  }

  async function expire(sessionId: string) {
    const session = sessions.get(sessionId)
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`)
    session.status = 'expired'
    session.url = null
    return deliver(event('checkout.session.expired', session))
  }

  /** The hosted page: a summary, a Pay button, and a link back (`cancel_url`). No card field. */
  async function hosted(req: IncomingMessage, res: ServerResponse, path: string) {
    const m = /^\/pay\/([^/]+)(\/pay)?$/.exec(path)
    const session = m ? sessions.get(m[1]) : undefined
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('No such Checkout Session')
    }
    if (req.method === 'POST' && m?.[2]) {
      if (session.status === 'open') await pay(session.id)
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
      return res.end()
    }
    const amount = `$${(session.amount_total / 100).toFixed(2)}`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="${session.locale ?? 'en'}"><title>Fake Stripe Checkout</title>` +
        `<h1>Pay ${amount}</h1><p>Session ${session.id} (${session.status})</p>` +
        (session.status === 'open'
          ? `<form method="post" action="/pay/${session.id}/pay"><button>Pay ${amount}</button></form>`
          : '<p>This Checkout Session is no longer available.</p>') +
        (session.cancel_url ? `<a href="${session.cancel_url}">Back</a>` : '') +
        '</html>',
    )
  }

  const server: Server = createServer(async (req, res) => {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    try {
      if (path.startsWith('/v1/')) return await api(req, res, path, raw)
      return await hosted(req, res, path)
    } catch (e) {
      send(res, 500, { error: { type: 'api_error', message: String(e) } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    setWebhookUrl: (url) => {
      webhookUrl = url
    },
    failWith: (status) => {
      failing = status
    },
    stall: (on) => {
      stalling = on
      if (on) return
      for (const res of stalled) res.destroy()
      stalled.clear()
    },
    refuseRefunds: (message) => {
      refundRefusal = message
    },
    pay,
    expire,
    event,
    sign,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
