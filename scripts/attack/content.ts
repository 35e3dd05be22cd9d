import http from 'node:http'
import { seedContent } from '../../app/content/published'
import { factsToForm } from '../../app/features/content/forms'

type Row = (attack: string, answer: string, ok: boolean, figure?: string) => void

/**
 * The owner's pen under attack (decision 033), from outside against the production build: a huge
 * body to a Content form, a cross-site post riding the owner's cookie, hostile field values, and
 * 100 parallel publishes from one revision. Nothing may be stored that should not be, and no 5xx.
 */
export async function contentAttacks({
  base,
  row,
  owner,
  rssMb,
}: {
  base: string
  row: Row
  owner: { email: string; password: string }
  rssMb: () => number
}) {
  const ip = '198.51.100.140'
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'X-Forwarded-For': ip },
    body: new URLSearchParams(owner),
  })
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]
  if (!cookie) {
    row('content attacks: the owner signs in', String(signIn.status), false)
    return
  }
  const headers = { Cookie: cookie, Origin: base, 'X-Forwarded-For': ip }
  const facts = (phone: string, baseRevision: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...(factsToForm({ ...seedContent().facts, phone }) as Record<string, string>),
      baseRevision: String(baseRevision),
      ...extra,
    })
  const post = (body: URLSearchParams, more: Record<string, string> = {}) =>
    fetch(`${base}/admin/content/facts`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', ...more },
      body,
    })
  const publishedPhone = async () => {
    const html = await (await fetch(`${base}/contact`)).text()
    return /\((\d{3})\) (\d{3})-(\d{4})/.exec(html)?.[0] ?? ''
  }
  const before = await publishedPhone()

  // 1. A gigabyte, chunked, to the facts form with the owner's cookie: refused while streaming.
  const rssStart = rssMb()
  const huge = await new Promise<{ status: number; sentMb: number }>((resolve) => {
    let sent = 0
    const req = http.request(`${base}/admin/content/facts`, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Transfer-Encoding': 'chunked',
      },
    })
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    let done = false
    const finish = (status: number) => {
      if (done) return
      done = true
      req.destroy()
      resolve({ status, sentMb: Math.round(sent / 1e6) })
    }
    req.on('response', (res) => finish(res.statusCode ?? 0))
    req.on('error', () => finish(0))
    const pump = () => {
      while (!done && sent < 1_000_000_000) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!done) req.end()
    }
    pump()
  })
  row(
    '1 GB chunked body to /admin/content/facts (owner signed in)',
    String(huge.status),
    huge.status === 413 && rssMb() - rssStart < 50,
    `refused after ${huge.sentMb} MB sent; RSS ${rssStart} → ${rssMb()} MB`,
  )

  // 2. A cross-site post carrying the owner's cookie.
  const cross = await post(facts('(678) 555-0100', 1), {
    Origin: 'https://evil.example',
    'Sec-Fetch-Site': 'cross-site',
  })
  row('cross-site post of the facts with the owner’s cookie', String(cross.status), cross.status === 403)

  // 3. Hostile values: each refused, the published phone unchanged.
  const hostile: [string, URLSearchParams][] = [
    ['a script tag in the hours', facts('(678) 555-0101', 1, { hours: '<script>alert(1)</script>' })],
    ['a control character in the city', facts('(678) 555-0102', 1, { city: 'Buford\u0007' })],
    ['a 100,000-character hours field', facts('(678) 555-0103', 1, { hours: 'x'.repeat(100_000) })],
    ['a javascript: social link', facts('(678) 555-0104', 1, { social: 'Instagram javascript:alert(1)' })],
    ['SQL in the revision', facts('(678) 555-0105', 1, { baseRevision: '1; drop table content_items' })],
  ]
  for (const [name, body] of hostile) {
    const res = await post(body)
    // Over the host's form limit is 413 before the form is read; anything else is the form's 400.
    row(
      `facts with ${name}`,
      String(res.status),
      res.status === 400 || (name.includes('100,000') && res.status === 413),
    )
  }
  row('the published phone after those', await publishedPhone(), (await publishedPhone()) === before)

  // 4. 100 parallel publishes from the same revision: one lands, the others are told of it.
  const statuses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(facts(`(678) 555-${String(2000 + i)}`, 1)).then((r) => r.status),
    ),
  )
  const counts = new Map<number, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  const tally = [...counts].map(([s, n]) => `${n} × ${s}`).join(', ')
  const published = statuses.filter((s) => s === 200).length
  row(
    '100 parallel publishes of the facts from one revision',
    tally,
    published === 1 && statuses.filter((s) => s === 409).length === 99,
  )
}
