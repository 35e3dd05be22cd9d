/**
 * The browser journeys' mail server: real SMTP on loopback (smtp-server; the app's
 * nodemailer client talks to it through SMTP_URL), and what it received as JSON over
 * HTTP at GET /messages, as MailHog's API does. Run by Playwright as a web server.
 *   E2E_SMTP_PORT (default 2526), E2E_MAIL_PORT (default 2527)
 */
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

/** A file sent with a mail (a calendar invitation), its content decoded as text. */
export type CaughtAttachment = { filename: string; contentType: string; content: string }

export type CaughtMail = {
  from: string
  to: string[]
  subject: string
  text: string
  attachments: CaughtAttachment[]
}

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526)
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 2527)
const caught: CaughtMail[] = []

/**
 * The headers, the plain-text body (the first text/plain part) and the attached files of a MIME
 * message.
 */
export function readMail(raw: string): { subject: string; text: string; attachments: CaughtAttachment[] } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = unfold(head)
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  let body = rest.join('\n\n')
  let partHeaders = headers
  const attachments: CaughtAttachment[] = []
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => {
        const [h = '', ...b] = p.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
        return { headers: unfold(h), body: b.join('\n\n') }
      })
    const plain = parts.find((p) => /^text\/plain/i.test(p.headers['content-type'] ?? 'text/plain'))
    body = plain?.body ?? ''
    partHeaders = plain?.headers ?? {}
    for (const part of parts) {
      if (part === plain) continue
      const contentType = part.headers['content-type'] ?? ''
      const named = /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1]
      attachments.push({
        filename: named ?? /name="?([^";]+)"?/i.exec(contentType)?.[1] ?? '',
        contentType,
        content: decodeBody(part.body, part.headers),
      })
    }
  }
  return { subject: decodeWords(headers.subject ?? ''), text: decodeBody(body, partHeaders), attachments }
}

function unfold(head: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  return out
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8')
  return bytes.toString('utf8').replace(/\r\n/g, '\n').trimEnd()
}

function quotedPrintable(body: string): Buffer {
  const soft = body.replace(/=\r?\n/g, '')
  const out: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3)
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(Number.parseInt(hex, 16))
      i += 2
    } else out.push(...Buffer.from(soft[i] as string, 'utf8'))
  }
  return Buffer.from(out)
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

if (process.argv[1]?.endsWith('mail-catcher.ts')) {
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would try STARTTLS if it were offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        caught.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...readMail(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  smtp.listen(smtpPort, '127.0.0.1')
  createServer((req, res) => {
    if (req.url !== '/messages') return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(caught))
  }).listen(httpPort, '127.0.0.1')
}
