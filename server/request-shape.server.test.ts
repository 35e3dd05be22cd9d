import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HttpApp, startHttpApp } from '../tests/support/http-app'
import { acceptedCodings } from './precompressed'
import { isValidHost } from './request-shape'

/**
 * Requests shaped as no browser sends them, found by attacking a production
 * build from outside: each gave a 500, leaked internals or broke the protocol.
 */
let app: HttpApp
let base: string
let port: number

beforeAll(async () => {
  app = await startHttpApp()
  base = app.base
  port = Number(new URL(base).port)
})

afterAll(() => app?.close())

/** Sends bytes as they are and reads the whole answer (the connection is closed by the request). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (d) => {
      answer += d
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    // Every request here is answered and closed at once; this only ends a connection the server
    // forgot, well inside the test's own timeout, and never decides a test on a slow day (decision 037).
    setTimeout(() => {
      socket.destroy()
      resolve(answer)
    }, 20_000).unref()
  })
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)

describe('methods', () => {
  it('answers TRACE, PUT, DELETE and made-up methods with 405 and Allow, never 500', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/', '/estimator', '/api/bookings', '/robots.txt', '/healthz']) {
        const res = await fetch(`${base}${path}`, { method })
        expect([method, path, res.status]).toEqual([method, path, 405])
        expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
      }
    }
    // Methods fetch will not send: the Fetch API refused TRACE deep inside, as a 500.
    for (const path of ['/', '/estimator', '/api/slots', '/healthz']) {
      const answer = await raw(`TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      expect([path, statusOf(answer)]).toEqual([path, 405])
    }
    // A method Node's parser does not know is its 400, with the site's headers.
    const made = await raw('FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(statusOf(made)).toBe(400)
    expect(made).toMatch(/X-Frame-Options: DENY/i)
  })

  it('answers OPTIONS with 204 and the methods, and no body', async () => {
    const res = await fetch(`${base}/robots.txt`, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(await res.text()).toBe('')
  })

  it('refuses a post to a page that takes none with 405, naming no route or file', async () => {
    for (const path of ['/', '/estimator', '/admin/inbox', '/admin/inbox.data', '/nope']) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      })
      const body = await res.text()
      expect([path, res.status]).toEqual([path, 405])
      expect(res.headers.get('allow')).toBe('GET, HEAD')
      expect(body).not.toMatch(/routes\/|action/)
    }
    // Pages with an action still take their form.
    const contact = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=&message=',
    })
    expect(contact.status).toBe(400)
  })
})

describe('the Host header and the request target', () => {
  it('answers a missing, empty or malformed Host with 400, never 500', async () => {
    for (const host of ['', 'a b', '127.0.0.1:99999', '%00', 'evil.example/x']) {
      const answer = await raw(`GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect([host, statusOf(answer)]).toEqual([host, 400])
    }
    expect(statusOf(await raw('GET /sitemap.xml HTTP/1.0\r\n\r\n'))).toBe(400)
    // A trusted proxy's X-Forwarded-Host makes the page's URL too.
    const junk: Record<string, string>[] = [{ 'X-Forwarded-Host': 'a b' }, { 'X-Forwarded-Proto': 'ht tp' }]
    for (const headers of junk) {
      const forwarded = await fetch(`${base}/robots.txt`, { headers })
      expect(forwarded.status).toBe(400)
    }
    const https = await fetch(`${base}/robots.txt`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(https.status).toBe(200)
  })

  it('refuses what has the shape of a host but is none, two Hosts, and no Host, with the site headers', async () => {
    for (const host of ['foo.123', '1.2.3.256', 'xn--a', '[12345::]']) {
      const answer = await raw(`GET /nope HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect([host, statusOf(answer)]).toEqual([host, 400])
    }
    const two = await raw('GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n')
    expect(statusOf(two)).toBe(400)
    const none = await raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n')
    expect(statusOf(none)).toBe(400)
    expect(none).toMatch(/X-Frame-Options: DENY/i)
    const expect417 = await raw(
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: foo\r\nConnection: close\r\n\r\n',
    )
    expect(statusOf(expect417)).toBe(417)
    expect(expect417).toMatch(/X-Frame-Options: DENY/i)
    // A Docker service name has an underscore.
    const docker = await raw('GET /robots.txt HTTP/1.1\r\nHost: my_app:3000\r\nConnection: close\r\n\r\n')
    expect(statusOf(docker)).toBe(200)
  })

  it('refuses an absolute-form target that is not http(s) with a path', async () => {
    for (const target of ['foo://bar', 'foo://bar?x=1', 'mailto:a@b.co']) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      expect([target, statusOf(answer)]).toEqual([target, 400])
    }
  })

  it('serves an absolute-form target by its path', async () => {
    const answer = await raw(
      `GET http://127.0.0.1:${port}/robots.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    )
    expect(statusOf(answer)).toBe(200)
    expect(answer).toContain('User-agent')
  })

  it('knows a host name, an address and a port from junk', () => {
    for (const ok of ['example.com', 'localhost:3000', '127.0.0.1', '[::1]:3000', 'refinedresin.com.'])
      expect([ok, isValidHost(ok)]).toEqual([ok, true])
    for (const bad of [undefined, '', 'a b', 'x:65536', 'a/b', 'a@b', '-x.example'.repeat(30)])
      expect([bad, isValidHost(bad)]).toEqual([bad, false])
  })
})

describe('forms', () => {
  it('refuses a form post from another site with 403 and says why', async () => {
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ]
    for (const headers of forged) {
      const res = await fetch(`${base}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'name=A&email=a%40example.com&message=hi',
      })
      expect(res.status).toBe(403)
      expect(await res.text()).toContain('sent from another website')
    }
  })

  it('takes a same-site post behind a proxy: X-Forwarded-Host with its own port, any case', async () => {
    const behind: Record<string, string>[] = [
      {
        'X-Forwarded-Host': 'www.example.com',
        'X-Forwarded-Proto': 'https',
        Origin: 'https://www.example.com',
      },
      {
        'X-Forwarded-Host': 'www.example.com:8443',
        'X-Forwarded-Proto': 'https',
        Origin: 'https://www.example.com:8443',
      },
      {
        'X-Forwarded-Host': 'WWW.Example.com',
        'X-Forwarded-Proto': 'HTTPS',
        Origin: 'https://www.example.com',
      },
    ]
    for (const headers of behind) {
      const res = await fetch(`${base}/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
          ...headers,
        },
        body: 'name=&email=&message=',
      })
      // The form's own answer (the fields are empty), not a refusal as cross-site.
      expect([headers['X-Forwarded-Host'], res.status]).toEqual([headers['X-Forwarded-Host'], 400])
    }
  })

  it('answers a staff form that is not a form (JSON, text, no type, no boundary) with 415, never 500', async () => {
    for (const type of ['application/json', 'text/plain', '', 'multipart/form-data']) {
      const res = await fetch(`${base}/admin/sign-in`, {
        method: 'POST',
        headers: { Origin: base, ...(type ? { 'Content-Type': type } : {}) },
        body: type === 'application/json' ? '{"email":"a@b.co"}' : 'x',
      })
      expect([type, res.status]).toEqual([type, 415])
    }
    // A real form still reaches the sign-in check.
    const form = await fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=&password=',
    })
    expect(form.status).toBe(400)
  })

  it('answers Expect: 100-continue over the limit with 413 before the body is sent', async () => {
    const answer = await raw(
      'POST /api/bookings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 9000000\r\nExpect: 100-continue\r\n\r\n',
    )
    expect(answer).not.toContain('100 Continue')
    expect(statusOf(answer)).toBe(413)
  })
})

describe('encodings', () => {
  it('reads q-values as RFC 9110 does', () => {
    expect(Object.fromEntries(acceptedCodings('gzip, br;q=0.5, *;q=0'))).toEqual({ gzip: 1, br: 0.5, '*': 0 })
  })

  it('never sends an encoding the client refuses with q=0', async () => {
    const sent = async (path: string, accept: string) =>
      (await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': accept } })).headers.get(
        'content-encoding',
      )
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1] as string
    for (const path of ['/', '/knowledge?q=garage', '/knowledge?q=garage', script]) {
      expect([path, await sent(path, 'br;q=0, gzip')]).toEqual([path, 'gzip'])
      expect([path, await sent(path, 'gzip, br;q=0')]).toEqual([path, 'gzip'])
      expect([path, await sent(path, 'br;q=0, gzip;q=0, identity')]).toEqual([path, null])
      expect([path, await sent(path, '*;q=0, identity')]).toEqual([path, null])
      expect([path, await sent(path, 'gzip, deflate, br')]).toEqual([path, 'br'])
    }
  })
})

describe('answers Node writes itself, and pages under /assets', () => {
  it('carries the site headers on a 400 for a request Node cannot parse, and on a 431', async () => {
    const bad = await raw('GET /\x01 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(statusOf(bad)).toBe(400)
    expect(bad).toMatch(/X-Frame-Options: DENY/i)
    const big = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(statusOf(big)).toBe(431)
    expect(big).toMatch(/Content-Security-Policy: default-src 'none'/i)
  })

  it('keeps the document headers on a 404 under /assets, and drops them from a served asset', async () => {
    const missing = await fetch(`${base}/assets/nope.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-frame-options')).toBe('DENY')
    const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1] as string
    const served = await fetch(`${base}${script}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('x-frame-options')).toBeNull()
  })
})
