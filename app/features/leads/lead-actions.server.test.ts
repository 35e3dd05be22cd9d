import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '~/content/business'
import { leads, outbox } from '~/db/schema'
import { action as careersAction } from '~/routes/careers'
import { action as contactAction } from '~/routes/contact'
import { action as partnerAction } from '~/routes/partner-application'
import { createTestContext } from '../../../tests/support/app-context'
import { captureLogs } from '../../../tests/support/logs'
import { callRoute } from '../../../tests/support/route-call'
import { leadHeaders } from './client-action'
import type { LeadActionData } from './types'

type Action = (args: never) => Promise<unknown>
type Answer = { status: number; data: LeadActionData; headers: Headers }

let t: Awaited<ReturnType<typeof createTestContext>>
let ipCounter = 0
/** Each test posts from its own address so the hourly limit of one never affects another. */
const freshIp = () => `198.51.100.${++ipCounter}`

beforeAll(async () => {
  t = await createTestContext()
})
afterAll(async () => {
  await t?.close()
})

function formBody(fields: Record<string, string | Blob>) {
  const fd = new FormData()
  for (const [k, v] of Object.entries(fields)) fd.append(k, v)
  return fd
}

async function post(
  action: Action,
  path: string,
  body: BodyInit,
  options: { ip?: string; context?: AppLoadContext; headers?: HeadersInit } = {},
): Promise<Answer> {
  // A form is sent as the bytes a browser would send, not as Node's streamed FormData: when the
  // server stops reading a body over its limit, Node 24's fetch still pushes the rest of a streamed
  // FormData into the cancelled stream and rejects where nothing can catch it (decision 036).
  const encoded = body instanceof FormData ? new Response(body) : null
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: encoded ? await encoded.arrayBuffer() : body,
    headers: encoded
      ? {
          'content-type': encoded.headers.get('content-type') ?? '',
          ...Object.fromEntries(new Headers(options.headers)),
        }
      : options.headers,
  })
  const context = { ...(options.context ?? t.context), ip: options.ip ?? freshIp() }
  const answer = await callRoute(action, request, context)
  return { status: answer.status, data: answer.body as LeadActionData, headers: answer.headers }
}

async function leadsByEmail(email: string) {
  return t.context.db.select().from(leads).where(eq(leads.email, email))
}

const pdfBytes = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0)
  bytes.set(new TextEncoder().encode('\n%%EOF'), size - 6)
  return bytes
}
const pdf = (name = 'resume.pdf', size?: number) =>
  new File([pdfBytes(size)], name, { type: 'application/pdf' })

const contact = (email: string, extra: Record<string, string> = {}) =>
  formBody({
    name: '  Dana Rivers  ',
    email: `  ${email} `,
    message: ' Garage, 2 cars, metallic. ',
    ...extra,
  })

describe('contact action', () => {
  it('stores a trimmed contact lead with its source page, then notifies staff and the visitor', async () => {
    const answer = await post(
      contactAction,
      '/contact',
      contact('dana@example.com', { phone: '(470) 555-0199', interest: 'metallic' }),
    )
    expect(answer.status).toBe(200)
    expect(answer.data.outcome).toBe('success')
    expect(answer.data.result.initialValue).toBeNull() // the form resets

    const [lead] = await leadsByEmail('dana@example.com')
    expect(lead).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Dana Rivers',
      phone: '(470) 555-0199',
      sourcePage: '/contact',
      isSpam: false,
    })
    expect(lead.fields).toEqual({
      name: 'Dana Rivers',
      email: 'dana@example.com',
      phone: '(470) 555-0199',
      interest: 'metallic',
      message: 'Garage, 2 cars, metallic.',
    })
    expect(lead.createdAt).toBeInstanceOf(Date)

    const mails = await t.context.db.select().from(outbox).where(eq(outbox.relatedId, lead.id))
    expect(mails.map((m) => m.to).sort()).toEqual(['dana@example.com', t.context.mailer.staffEmail].sort())
    expect(mails.find((m) => m.to === t.context.mailer.staffEmail)?.text).toContain(
      'Garage, 2 cars, metallic.',
    )
  })

  it('answers 400 with a message under each missing field and stores nothing', async () => {
    const answer = await post(contactAction, '/contact', formBody({ name: ' ', email: 'not-an-email' }))
    expect(answer.status).toBe(400)
    expect(answer.data.outcome).toBe('invalid')
    expect(answer.data.result.error).toMatchObject({
      name: ['Enter your name.'],
      email: ['Enter a valid email address, like name@example.com.'],
      message: ['Tell us a little about your project.'],
    })
    expect(answer.data.result.initialValue).toMatchObject({ email: 'not-an-email' }) // values kept
    expect(await leadsByEmail('not-an-email')).toEqual([])
  })

  it('refuses over-long fields and unknown interests', async () => {
    const answer = await post(
      contactAction,
      '/contact',
      contact('long@example.com', {
        name: 'x'.repeat(101),
        message: 'y'.repeat(5001),
        interest: 'drop table',
      }),
    )
    expect(answer.status).toBe(400)
    expect(answer.data.result.error?.name?.[0]).toMatch(/under 100 characters/)
    expect(answer.data.result.error?.message?.[0]).toMatch(/under 5000 characters/)
    expect(answer.data.result.error?.interest).toEqual(['Choose one of the listed services.'])
    expect(await leadsByEmail('long@example.com')).toEqual([])
  })

  it('stores hostile text exactly as typed', async () => {
    const hostile = `<script>alert(1)</script>'); drop table leads; -- ../../etc/passwd`
    const answer = await post(contactAction, '/contact', contact('hostile@example.com', { message: hostile }))
    expect(answer.status).toBe(200)
    const [lead] = await leadsByEmail('hostile@example.com')
    expect((lead.fields as { message: string }).message).toBe(hostile)
  })

  it('stores a filled honeypot as spam, sends no mail and still answers success', async () => {
    const answer = await post(
      contactAction,
      '/contact',
      contact('bot@example.com', { website: 'http://spam.example' }),
    )
    expect(answer.status).toBe(200)
    expect(answer.data.outcome).toBe('success')
    const [lead] = await leadsByEmail('bot@example.com')
    expect(lead.isSpam).toBe(true)
    expect(await t.context.db.select().from(outbox).where(eq(outbox.relatedId, lead.id))).toEqual([])
  })

  it(`allows ${forms.submissionsPerIpPerHour} submissions per address an hour, then 429 with Retry-After`, async () => {
    const ip = freshIp()
    for (let i = 0; i < forms.submissionsPerIpPerHour; i++) {
      const ok = await post(contactAction, '/contact', contact(`burst${i}@example.com`), { ip })
      expect(ok.status).toBe(200)
    }
    const limited = await post(contactAction, '/contact', contact('burst-over@example.com'), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The page's response carries it too, not only the action's data.
    expect(leadHeaders({ actionHeaders: limited.headers })).toHaveProperty('Retry-After')
    expect(limited.data.outcome).toBe('rate-limited')
    expect(limited.data.message).toMatch(/try again in \d+ minutes?/)
    expect(limited.data.result.initialValue).toMatchObject({ email: '  burst-over@example.com ' }) // kept as typed
    expect(await leadsByEmail('burst-over@example.com')).toEqual([])
    // The budget is shared by every lead form.
    const partner = await post(
      partnerAction,
      '/partner-application',
      partnerBody('burst-partner@example.com'),
      { ip },
    )
    expect(partner.status).toBe(429)
    // Counted before any photo is decoded (decision 024): from this address even a file that is
    // no picture is answered 429, while a fresh address gets the decoder's 400 for it.
    const withFake = (email: string) => {
      const form = contact(email)
      form.append('photos', new File([new Uint8Array([1, 2, 3])], 'floor.jpg', { type: 'image/jpeg' }))
      return form
    }
    expect((await post(contactAction, '/contact', withFake('burst-fake@example.com'), { ip })).status).toBe(
      429,
    )
    const fresh = await post(contactAction, '/contact', withFake('fresh-fake@example.com'))
    expect(fresh.status).toBe(400)
    expect(fresh.data.result.error?.photos?.[0]).toMatch(/is not a JPEG, PNG, WebP or AVIF picture/)
  })

  it('keeps the lead when the mail cannot be stored or sent', async () => {
    const broken = {
      ...t.context,
      mailer: {
        ...t.context.mailer,
        send: async () => {
          throw new Error('smtp down')
        },
      },
    }
    const logs = captureLogs('error')
    try {
      const answer = await post(contactAction, '/contact', contact('nomail@example.com'), { context: broken })
      expect(answer.status).toBe(200)
    } finally {
      logs.restore()
    }
    expect(await leadsByEmail('nomail@example.com')).toHaveLength(1)
    expect(logs.lines().map((l) => l.msg)).toContain('lead mail failed')
  })

  it('answers 400, not 5xx, to a body that is not a form', async () => {
    const answer = await post(contactAction, '/contact', '{"name":"x"}', {
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.data.message).toMatch(/could not read/)
  })
})

const job = (email: string, resume: Blob | string, extra: Record<string, string> = {}) =>
  formBody({
    role: 'lead-installer',
    name: 'Sam Ortiz',
    email,
    phone: '470-555-0100',
    resume,
    ...extra,
  })

describe('careers action', () => {
  it('keeps a résumé’s UTF-8 file name as the browser sent it', async () => {
    const answer = await post(careersAction, '/careers', job('jose@example.com', pdf('Résumé José.pdf')))
    expect(answer.status).toBe(200)
    const [lead] = await leadsByEmail('jose@example.com')
    expect(lead.resumeFilename).toBe('Résumé José.pdf')
  })

  it('stores a job application with the resume bytes and the role', async () => {
    const answer = await post(
      careersAction,
      '/careers',
      job('sam@example.com', pdf('../../Sam Resume.pdf'), { videoUrl: 'https://youtu.be/abc' }),
    )
    expect(answer.status).toBe(200)
    expect(answer.data).toMatchObject({ outcome: 'success', role: 'lead-installer' })
    const [lead] = await leadsByEmail('sam@example.com')
    expect(lead).toMatchObject({ kind: 'job', sourcePage: '/careers', resumeFilename: 'Sam Resume.pdf' })
    expect(Buffer.from(lead.resume ?? []).equals(Buffer.from(pdfBytes()))).toBe(true)
    expect(lead.fields).toMatchObject({
      role: 'lead-installer',
      name: 'Sam Ortiz',
      phone: '470-555-0100',
      videoUrl: 'https://youtu.be/abc',
      resume: 'Sam Resume.pdf (2 KB)',
    })
  })

  it('refuses an HTML file renamed to .pdf, by its bytes', async () => {
    const fake = new File(['<html><script>alert(1)</script></html>'], 'resume.pdf', {
      type: 'application/pdf',
    })
    const answer = await post(careersAction, '/careers', job('renamed@example.com', fake))
    expect(answer.status).toBe(400)
    expect(answer.data.result.error?.resume).toEqual([
      'Your resume must be a PDF file. Save it as PDF and attach it again.',
    ])
    expect(answer.data.role).toBe('lead-installer')
    expect(await leadsByEmail('renamed@example.com')).toEqual([])
  })

  it('refuses a 6 MB resume with a message under the field', async () => {
    const answer = await post(
      careersAction,
      '/careers',
      job('big@example.com', pdf('big.pdf', 6 * 1024 * 1024)),
    )
    expect(answer.status).toBe(400)
    expect(answer.data.result.error?.resume?.[0]).toMatch(/larger than 5 MB/)
    expect(await leadsByEmail('big@example.com')).toEqual([])
  })

  it('refuses an upload far over the limit unread, with 413', async () => {
    const answer = await post(
      careersAction,
      '/careers',
      job('huge@example.com', pdf('huge.pdf', 9 * 1024 * 1024)),
    )
    expect(answer.status).toBe(413)
    expect(answer.data.message).toMatch(/at most 5 MB/)
  })

  it('requires the resume, a phone and a web link for the video', async () => {
    const answer = await post(
      careersAction,
      '/careers',
      formBody({ role: 'estimator', name: 'A', email: 'nores@example.com', videoUrl: 'javascript:alert(1)' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({
      resume: ['Attach your resume as a PDF.'],
      phone: ['Enter your phone number.'],
      videoUrl: ['Enter a full link starting with https://, or leave it empty.'],
    })
  })

  it('refuses a role that does not exist', async () => {
    const answer = await post(careersAction, '/careers', job('norole@example.com', pdf(), { role: 'ceo' }))
    expect(answer.status).toBe(400)
    expect(answer.data.result.error?.role).toEqual(['Choose one of the open roles.'])
  })
})

function partnerBody(email: string, extra: Record<string, string> = {}) {
  return formBody({
    companyName: ' Peach State Builders ',
    contactName: 'Lee Park',
    email,
    phone: '678 555 0101',
    partnerType: 'builder',
    yearsInBusiness: '6-10',
    annualProjects: '16-30',
    territoryInterest: 'Gwinnett County',
    referralEstimate: '3-5',
    aboutBusiness: 'Custom homes.',
    agreedToTerms: 'on',
    ...extra,
  })
}

describe('partner application action', () => {
  it('stores every field of the application', async () => {
    const answer = await post(partnerAction, '/partner-application', partnerBody('lee@example.com'))
    expect(answer.status).toBe(200)
    const [lead] = await leadsByEmail('lee@example.com')
    expect(lead).toMatchObject({ kind: 'partner', name: 'Lee Park', sourcePage: '/partner-application' })
    expect(lead.fields).toEqual({
      companyName: 'Peach State Builders',
      contactName: 'Lee Park',
      email: 'lee@example.com',
      phone: '678 555 0101',
      partnerType: 'builder',
      yearsInBusiness: '6-10',
      annualProjects: '16-30',
      territoryInterest: 'Gwinnett County',
      referralEstimate: '3-5',
      aboutBusiness: 'Custom homes.',
      agreedToTerms: true,
    })
  })

  it('requires the selects and the terms on the server too', async () => {
    const answer = await post(
      partnerAction,
      '/partner-application',
      partnerBody('noselect@example.com', { partnerType: '', yearsInBusiness: 'forever', agreedToTerms: '' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({
      partnerType: ['Choose your partner type.'],
      yearsInBusiness: ['Choose how long you have been in business.'],
      agreedToTerms: ['Agree to the partnership terms to continue.'],
    })
    expect(await leadsByEmail('noselect@example.com')).toEqual([])
  })
})

describe('every lead action', () => {
  const names = [
    'name',
    'email',
    'message',
    'phone',
    'interest',
    'role',
    'resume',
    'videoUrl',
    'companyName',
    'partnerType',
    'agreedToTerms',
    'website',
    '__intent__',
    '__state__',
    '',
  ]
  const value = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.constantFrom('on', '{"type":"validate"}', '{bad json', 'a@b.co', '<script>', '%PDF-'),
  )
  const body = fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 20 })), value), {
        maxLength: 12,
      })
      .map((pairs) => {
        const fd = new FormData()
        for (const [k, v] of pairs) fd.append(k, v)
        return { body: fd as BodyInit, headers: undefined as HeadersInit | undefined }
      }),
    fc.record({
      body: fc.string({ maxLength: 500 }),
      headers: fc.constantFrom<HeadersInit>(
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'multipart/form-data; boundary=xyz' },
        { 'content-type': 'text/plain' },
        {},
      ),
    }),
  )

  it('never answers a random body with a 5xx or a thrown error', async () => {
    const actions: [Action, string][] = [
      [contactAction, '/contact'],
      [careersAction, '/careers'],
      [partnerAction, '/partner-application'],
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...actions), body, async ([action, path], b) => {
        const answer = await post(action, path, b.body, { headers: b.headers })
        expect(answer.status).toBeLessThan(500)
        expect(['success', 'invalid', 'rate-limited', 'unreadable']).toContain(answer.data.outcome)
      }),
      { numRuns: 150 },
    )
  })
})

describe('when the database fails', () => {
  it('refuses a NUL or other control character with a field message, not a 500', async () => {
    const answer = await post(contactAction, '/contact', contact('nul@example.com', { message: 'hi\u0000x' }))
    expect(answer.status).toBe(400)
    expect(answer.data.result.error?.message).toEqual(['Remove the control characters from this field.'])
    expect(answer.data.result.initialValue).toMatchObject({ message: 'hi\u0000x' })
    expect(await leadsByEmail('nul@example.com')).toEqual([])
  })

  it('answers every lead form with 503, the message and every value typed, when the insert fails', async () => {
    // A real failure in the real database: the table the insert needs is gone.
    await t.context.db.execute(sql`alter table leads rename to leads_unavailable`)
    const logs = captureLogs('error')
    try {
      const cases: [Action, string, FormData, string, Record<string, string>][] = [
        [
          contactAction,
          '/contact',
          contact('down@example.com', { phone: '(470) 555-0199' }),
          'message',
          { name: '  Dana Rivers  ', phone: '(470) 555-0199', message: ' Garage, 2 cars, metallic. ' },
        ],
        [
          careersAction,
          '/careers',
          job('down-job@example.com', pdf(), { videoUrl: 'https://youtu.be/x' }),
          'application',
          { name: 'Sam Ortiz', phone: '470-555-0100', videoUrl: 'https://youtu.be/x' },
        ],
        [
          partnerAction,
          '/partner-application',
          partnerBody('down-partner@example.com'),
          'application',
          {
            companyName: ' Peach State Builders ',
            territoryInterest: 'Gwinnett County',
            agreedToTerms: 'on',
          },
        ],
      ]
      for (const [action, path, body, what, typed] of cases) {
        const answer = await post(action, path, body)
        expect(answer.status).toBe(503)
        expect(answer.headers.get('Retry-After')).toBe('60')
        expect(answer.data.outcome).toBe('unavailable')
        expect(answer.data.message).toBe(
          `We could not save your ${what} just now. Nothing was lost on your side: please try again in a minute, or call (470) 555-0142.`,
        )
        expect(answer.data.result.error?.['']).toEqual([answer.data.message])
        expect(answer.data.result.initialValue).toMatchObject(typed)
      }
      expect(logs.lines().filter((l) => l.msg === 'lead not stored')).toHaveLength(3)
    } finally {
      logs.restore()
      await t.context.db.execute(sql`alter table leads_unavailable rename to leads`)
    }
    // Nothing was half-stored.
    expect(await leadsByEmail('down@example.com')).toEqual([])
  })
})
