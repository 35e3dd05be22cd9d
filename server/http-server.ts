import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { bodyLimitFor, serverLimits, tooLargeMessage } from './limits'
import { securityHeaders } from './security'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The HTTP server the host runs on, with its bounds (decision 012): header size
 * and count, slow-client timeouts checked every second (Node checks every 30 s
 * by default, so a 15 s header timeout fired at 19–31 s), refusals Node writes
 * itself carrying the site's headers, and `Expect: 100-continue` answered with
 * 413 when the declared body is over the route's limit, before the client sends it.
 */
export function createHttpServer(handler: () => Handler | null): Server {
  const server = createServer(
    // A request without Host is refused by the host with the site's headers (server/request-shape.ts).
    {
      maxHeaderSize: serverLimits.maxHeaderBytes,
      connectionsCheckingInterval: 1_000,
      requireHostHeader: false,
    },
    (req, res) => dispatch(handler(), req, res),
  )
  server.headersTimeout = serverLimits.headersTimeoutMs
  server.requestTimeout = serverLimits.requestTimeoutMs
  server.keepAliveTimeout = serverLimits.keepAliveTimeoutMs
  server.maxHeadersCount = serverLimits.maxHeadersCount
  server.on('checkContinue', (req, res) => {
    const url = req.url ?? '/'
    const path = URL.canParse(url, 'http://x') ? new URL(url, 'http://x').pathname : '/'
    const limit = bodyLimitFor(path, req.headers['content-type'])
    if (Number(req.headers['content-length']) > limit.bytes) {
      res.writeHead(413, { ...refusalHeaders, 'Content-Type': 'application/json', Connection: 'close' })
      return void res.end(JSON.stringify({ error: tooLargeMessage(limit) }))
    }
    res.writeContinue()
    dispatch(handler(), req, res)
  })
  server.on('checkExpectation', (_req, res) => {
    res.writeHead(417, { ...refusalHeaders, 'Content-Length': '0', Connection: 'close' })
    res.end()
  })
  server.on('clientError', refuseMalformed)
  return server
}

function dispatch(app: Handler | null, req: IncomingMessage, res: ServerResponse) {
  // An absolute-form target (`GET http://host/path`), which HTTP/1.1 servers must accept:
  // only its path and query name the resource; the Host header names the site. Express
  // reads anything else (`foo://bar`) as no path at all and skips every middleware.
  const url = req.url ?? ''
  if (!url.startsWith('/')) {
    const target = URL.canParse(url) ? new URL(url) : null
    if (!target || !/^https?:$/.test(target.protocol) || !target.pathname.startsWith('/')) {
      res.writeHead(400, {
        ...refusalHeaders,
        'Content-Type': 'text/plain; charset=utf-8',
        Connection: 'close',
      })
      return void res.end('This request does not name a page: its target must start with /.')
    }
    req.url = target.pathname + target.search
  }
  if (app) return app(req, res)
  // Until start-up is done (decision 013).
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5', Connection: 'close' })
  res.end(
    JSON.stringify({ status: 'starting', error: 'The site is starting. Please try again in a moment.' }),
  )
}

/** What every answer carries (server/security.ts), on the few that Node writes itself. */
const refusalHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
}

/** A request Node could not parse, or one too slow: the same statuses Node sends, with our headers. */
function refuseMalformed(error: NodeJS.ErrnoException, socket: Duplex) {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy()
  const [status, reason] = clientErrors[error.code ?? ''] ?? [400, 'Bad Request']
  const head = Object.entries({ ...refusalHeaders, 'Content-Length': '0', Connection: 'close' })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n`)
}
