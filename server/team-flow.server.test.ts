import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, staffAccounts } from '../app/db/schema'
import { ensureFirstStaffAccount } from '../app/features/admin/auth.server'
import { createTestContext } from '../tests/support/app-context'
import { waitFor } from '../tests/support/wait-for'
import { createApp } from './app'

// The whole team flow as people use it: real HTTP to the built app, real mail
// through nodemailer to an SMTP server on loopback (smtp-server), real database.

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const owner = { email: 'owner@refinedresin.example', password: 'owner password 2026!' }
const invitee = { email: 'crew.lead@example.com', password: 'crew lead password' }

type Received = { from: string; to: string[]; raw: string }
const inbox: Received[] = []
const waiting: ((m: Received) => void)[] = []

let smtp: SMTPServer
let server: Server
/** Each time the host told the page store a publish may follow (decision 046). */
let consoleVisits = 0
let base: string
let context: AppLoadContext
let close: () => Promise<void>
const previousSiteUrl = process.env.SITE_URL

beforeAll(async () => {
  const entry = path.join(buildDir, 'server/index.js')
  if (!existsSync(entry)) throw new Error('No build found: run `npm run build` first (npm test does).')
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild

  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback (no certificate to trust): nodemailer would try STARTTLS if offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        const next = waiting.shift()
        if (next) next(mail)
        else inbox.push(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const t = await createTestContext({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` })
  context = t.context
  close = t.close
  await ensureFirstStaffAccount(context.db, owner.email, owner.password)
  const { db, mailer, rateLimit } = context
  const app = createApp({
    services: { db, mailer, rateLimit },
    build,
    clientDir: path.join(buildDir, 'client'),
    log: false,
    onContentConsole: () => consoleVisits++,
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Links in mail point at the site's public origin: this server.
  process.env.SITE_URL = base
}, 120_000)

afterAll(async () => {
  process.env.SITE_URL = previousSiteUrl
  server?.close()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  await close?.()
})

function nextMail(timeoutMs = 10_000): Promise<Received> {
  const ready = inbox.shift()
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs)
    waiting.push((m) => {
      clearTimeout(timer)
      resolve(m)
    })
  })
}

/** The text body of a received message, decoded (nodemailer uses quoted-printable for long lines). */
function textBody(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split)
  const body = raw.slice(split + 4)
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8') }
  }
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') }
  return { headers, text: body }
}

/** A browser-like form post: same-origin, no redirect following, the cookie if any. */
function post(pathname: string, fields: Record<string, string>, cookie = '') {
  return fetch(`${base}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

const get = (pathname: string, cookie = '') =>
  fetch(`${base}${pathname}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]

describe('a team the owner manages, over HTTP and SMTP', () => {
  let ownerCookie = ''
  let inviteeCookie = ''
  let link = ''

  it('signs the owner in and shows the console in its own shell', async () => {
    const signIn = await post('/admin/sign-in', owner)
    expect(signIn.status).toBe(302)
    ownerCookie = cookieOf(signIn)
    const team = await get('/admin/team', ownerCookie)
    expect(team.status).toBe(200)
    const html = await team.text()
    expect(html).toContain('aria-label="Staff console"')
    expect(html).toContain(`${owner.email} · <span class="font-semibold">Owner</span>`)
    // None of the public shell: main nav, footer, estimate button, chat button.
    expect(html).not.toContain('aria-label="Main"')
    expect(html).not.toContain('<footer')
    expect(html).not.toContain('Get Estimate')
    expect(html).not.toMatch(/aria-label="[^"]*(chat|Remy)[^"]*"/i)
  })

  it('tells the page store a publish may follow when the content console answers staff, and only then', async () => {
    const before = consoleVisits
    // Each answer read whole: the host counts a page once it has been sent.
    const status = async (res: Promise<Response>) => {
      const answer = await res
      await answer.arrayBuffer()
      return answer.status
    }
    expect(await status(get('/admin/content'))).toBe(302)
    expect(await status(get('/admin/team', ownerCookie))).toBe(200)
    expect(consoleVisits).toBe(before)
    expect(await status(get('/admin/content', ownerCookie))).toBe(200)
    expect(await status(get('/admin/content/facts', ownerCookie))).toBe(200)
    await waitFor(() => consoleVisits === before + 2, { message: 'two visits of the content console' })
  })

  it('mails an invitation through SMTP whose link lets the invitee set a password and sign in', async () => {
    const invited = await post('/admin/team', { intent: 'invite', email: invitee.email }, ownerCookie)
    expect(invited.status).toBe(200)
    expect(await invited.text()).toContain(`Invitation sent to ${invitee.email}.`)

    const mail = await nextMail()
    expect(mail.to).toEqual([invitee.email])
    const { headers, text } = textBody(mail.raw)
    expect(headers).toMatch(/^Subject: You are invited to the Refined Resin staff console$/m)
    const found = /(http:\/\/127\.0\.0\.1:\d+\/admin\/set-password\?token=[A-Za-z0-9_-]{43})\b/.exec(text)
    expect(found, text).not.toBeNull()
    link = found?.[1] ?? ''
    expect(link.startsWith(base)).toBe(true)

    // Once delivered, the outbox copy no longer carries the link.
    await expect
      .poll(async () => {
        const [row] = await context.db.select().from(outbox).where(eq(outbox.to, invitee.email))
        return row ? { state: row.state, hasLink: row.text.includes(link) } : null
      })
      .toEqual({ state: 'sent', hasLink: false })

    const page = await fetch(link)
    expect(page.status).toBe(200)
    const pageHtml = await page.text()
    expect(pageHtml).toContain('Welcome to the staff console')
    expect(pageHtml).toContain(invitee.email)

    const token = new URL(link).searchParams.get('token') ?? ''
    const set = await post('/admin/set-password', {
      token,
      password: invitee.password,
      confirm: invitee.password,
    })
    expect(set.status).toBe(302)
    expect(set.headers.get('location')).toBe('/admin')
    const dashboard = await get('/admin', cookieOf(set))
    expect(dashboard.status).toBe(200)
    expect(await dashboard.text()).toContain(`${invitee.email} · <span class="font-semibold">Staff</span>`)

    // The link is used up: a clear 410.
    const again = await fetch(link)
    expect(again.status).toBe(410)
    expect(await again.text()).toContain('This link has already been used.')

    // And the new password signs in.
    const signIn = await post('/admin/sign-in', invitee)
    expect(signIn.status).toBe(302)
    inviteeCookie = cookieOf(signIn)
    expect((await get('/admin/inbox', inviteeCookie)).status).toBe(200)
  })

  it('refuses the team page to staff with a 403 inside the console', async () => {
    const res = await get('/admin/team', inviteeCookie)
    expect(res.status).toBe(403)
    const html = await res.text()
    expect(html).toContain('Only the owner can manage the team.')
    expect(html).toContain('aria-label="Staff console"')
    expect(html).not.toContain('href="/admin/team"')
  })

  it('removes the invitee, whose next request is signed out', async () => {
    const [row] = await context.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, invitee.email))
    const teamHtml = await (await get('/admin/team', ownerCookie)).text()
    expect(teamHtml).toContain(`value="${row.id}"`)
    const removed = await post('/admin/team', { intent: 'remove', staffId: row.id }, ownerCookie)
    expect(removed.status).toBe(200)
    const html = await removed.text()
    expect(html).toContain(`${invitee.email} was removed and signed out.`)
    expect(html).toContain(`Removed ${invitee.email}`)

    const next = await get('/admin/inbox', inviteeCookie)
    expect(next.status).toBe(302)
    expect(next.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Finbox')
    expect((await post('/admin/sign-in', invitee)).status).toBe(401)
  })
})
