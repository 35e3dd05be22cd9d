import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../tests/support/free-port'
import { type ReceivedMail, startSmtpSink } from '../tests/support/smtp-sink'

/**
 * The production server's own log, read as a log shipper would (decision 030):
 * a real run creates a booking link, a staff invitation, a calendar feed and a
 * session, uses each (pages, data requests, forms, errors, metrics), and not one
 * of those secrets appears in what the process printed. Needs `npm run build`.
 */
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const host = path.join(buildDir, 'host.js')
const owner = { email: 'owner@refinedresin.example', password: 'owner password for the log test' }
const metricsToken = 'metrics-token-for-the-log-test'

let child: ChildProcess
let output = ''
let base = ''
let smtp: Awaited<ReturnType<typeof startSmtpSink>>

/** A mail's text as the reader sees it (nodemailer sends long lines quoted-printable). */
const mailText = (m: ReceivedMail) =>
  m.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

async function mailMatching(pattern: RegExp): Promise<RegExpExecArray> {
  for (let i = 0; i < 100; i++) {
    for (const m of smtp.received) {
      const found = pattern.exec(mailText(m))
      if (found) return found
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail matching ${pattern}`)
}

/** A browser's same-origin form post. */
const post = (pathname: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${base}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie && { cookie }),
    },
    body: new URLSearchParams(fields),
  })
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { redirect: 'manual', headers })

beforeAll(async () => {
  if (!existsSync(host)) throw new Error('No build found: run `npm run build` first (npm test does).')
  smtp = await startSmtpSink()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, [host], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      VITEST: '',
      PORT: String(port),
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'rr-log-')), 'data'),
      DATABASE_URL: '',
      BUILD_DIR: buildDir,
      SITE_URL: base,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      // Not about the second factor: an install whose owner turned it off (decision 038).
      STAFF_REQUIRE_SECOND_FACTOR: 'false',
      METRICS_TOKEN: metricsToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not start:\n${output}`)
}, 60_000)

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await smtp?.close()
})

describe('secrets in the log', () => {
  it('writes no booking, invitation, feed or session secret, however they are used', async () => {
    const secrets: Record<string, string> = {}

    // A customer books a block; the acknowledgement carries the booking page's link.
    const now = new Date()
    let booked = false
    for (let i = 1; i < 7 && !booked; i++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1))
        .toISOString()
        .slice(0, 7)
      const slots = (await (await get(`/api/slots?month=${month}`)).json()) as {
        id: string
        status: string
      }[]
      const open = slots.find((s) => s.status === 'available')
      if (!open) continue
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          slot_id: open.id,
          customer_name: 'Log Test',
          customer_email: 'log.test@example.com',
          customer_phone: '(404) 555-0100',
          project_address: '1 Peachtree St, Atlanta, GA 30303',
          project_size: 500,
        }),
      })
      expect(res.status).toBe(201)
      booked = true
    }
    expect(booked).toBe(true)
    secrets.booking = (await mailMatching(/\/booking\/([A-Za-z0-9_-]{43})/))[1]
    const page = `/booking/${secrets.booking}`
    expect((await get(page)).status).toBe(200)
    expect((await get(`${page}.data`)).status).toBe(200)
    expect((await get(`${page}?done=note`)).status).toBe(200)
    expect((await get(`${page}/no-such-page`)).status).toBe(404)
    const noted = await post(page, { intent: 'add', note: 'Gate code 1234' })
    expect(noted.status).toBeLessThan(500)
    // A malformed request on the same path: refused, and logged as such.
    expect((await get(`${page}%E0%A4%A`)).status).toBe(400)

    // The owner signs in (a session) and invites a crew member (a set-password link).
    const signIn = await post('/admin/sign-in', owner)
    expect(signIn.status).toBe(302)
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
    secrets.session = cookie.slice(cookie.indexOf('=') + 1)
    expect(secrets.session.length).toBeGreaterThan(20)
    const invited = await post('/admin/team', { intent: 'invite', email: 'crew@example.com' }, cookie)
    expect(invited.status).toBe(200)
    secrets.invitation = (await mailMatching(/set-password\?token=([A-Za-z0-9_-]{43})/))[1]
    expect((await get(`/admin/set-password?token=${secrets.invitation}`)).status).toBe(200)
    expect((await get(`/admin/set-password.data?token=${secrets.invitation}`)).status).toBe(200)

    // The owner's calendar feed, made in the console and fetched as a phone would.
    const made = await post('/admin/calendar', { intent: 'rotate' }, cookie)
    const feedUrl = /calendar\.ics\?token=([A-Za-z0-9_-]{43})/.exec(await made.text())
    expect(feedUrl).not.toBeNull()
    secrets.feed = feedUrl?.[1] ?? ''
    expect((await get(`/admin/calendar.ics?token=${secrets.feed}`)).status).toBe(200)
    expect((await get(`/admin/calendar.ics?token=${secrets.feed}x`)).status).toBe(404)
    // Console pages with the session.
    expect((await get('/admin', { cookie })).status).toBe(200)
    expect((await get('/admin/inbox.data', { cookie })).status).toBe(200)

    // Metrics label routes by pattern, never the raw path.
    const metrics = await (await get('/metrics', { authorization: `Bearer ${metricsToken}` })).text()
    expect(metrics).toContain('/booking/:token')
    for (const [name, secret] of Object.entries(secrets)) expect(metrics, name).not.toContain(secret)

    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    // The requests were logged (the test would pass vacuously otherwise), with the secret masked.
    expect(output).toContain('"path":"/booking/[redacted]"')
    expect(output).toContain('"path":"/booking/[redacted].data"')
    expect(output).toContain('"path":"/admin/calendar.ics"')
    for (const [name, secret] of Object.entries(secrets)) {
      expect(output.includes(secret), `the ${name} secret is in the log`).toBe(false)
      // Nor a recognisable part of it.
      expect(output.includes(secret.slice(0, 16)), `part of the ${name} secret is in the log`).toBe(false)
    }
    expect(output).not.toContain(owner.password)
  }, 120_000)
})
