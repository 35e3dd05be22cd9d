import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allJobRoles, jobRoles } from '~/content/job-roles'
// As on the server, where the published content is in place from the start: the seed roles' Spanish.
import '~/content/published'
import { leads, outbox } from '~/db/schema'
import { refusal } from '~/features/forms/refusal'
import { wordRefusal } from '~/i18n/refusals.server'
import { action as careersAction, loader as careersLoader } from '~/routes/careers'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute } from '../../../tests/support/route-call'
import type { CareersWords } from './careers-page.server'
import { maxBodyBytes } from './lead-service.server'
import { resumeMessages } from './schemas'
import type { LeadActionData } from './types'

let t: Awaited<ReturnType<typeof createTestContext>>
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(async () => {
  await t?.close()
})

const pdf = () => {
  const bytes = new Uint8Array(2048)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0)
  return new File([bytes], 'curriculum.pdf', { type: 'application/pdf' })
}

function post(path: string, fields: Record<string, string | File>, ip: string) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  const request = new Request(`http://localhost${path}`, { method: 'POST', body })
  return callRoute(careersAction as never, request, { ...t.context, ip })
}

type Page = {
  copy: CareersWords
  roles: { id: string; title: string; es?: unknown }[]
  postings: { title: string; url?: string }[]
}
const load = async (path: string) =>
  (await callRoute(careersLoader as never, new Request(`http://localhost${path}`), t.context)).body as Page

/** Runs `body` with one role's Spanish taken away, as for a role published before Spanish pages. */
async function withoutSpanish(id: string, body: () => Promise<void>) {
  const role = allJobRoles.find((r) => r.id === id)
  const saved = role?.es
  if (role) delete role.es
  try {
    await body()
  } finally {
    if (role && saved) role.es = saved
  }
}

describe('the careers page in Spanish', () => {
  it('has a Spanish word for every message of the form', () => {
    const tooLarge = refusal('leadService.resumeUploadTooLarge', {
      mb: Math.round((maxBodyBytes('job') - 2 * 1024 * 1024) / 1048576),
    })
    for (const m of [...Object.values(resumeMessages), tooLarge, refusal('lead.roleUnknown')]) {
      expect(wordRefusal('es', m), m).not.toBe(wordRefusal('en', m))
      expect(wordRefusal('es', m), m).not.toBe(m)
    }
  })

  it('lists the open roles in Spanish, with Spanish postings, and the English page carries no Spanish', async () => {
    const es = await load('/es/careers')
    expect(es.copy.headline).toBe('Construya una carrera en el oficio')
    expect(es.copy.success.description).toBe('Respondemos en menos de 48 horas. Revise su correo.')
    expect(es.roles.map((r) => r.id)).toEqual(jobRoles.map((r) => r.id))
    expect(es.roles.find((r) => r.id === 'lead-installer')?.title).toBe('Instalador principal')
    expect(es.postings[0]).toMatchObject({ title: 'Aprendiz de instalador' })
    expect(es.postings[0].url).toMatch(/\/es\/careers#installer-apprentice$/)

    const english = await load('/careers')
    expect(english.copy.headline).toBe('Build a Career in Craft')
    expect(english.roles.find((r) => r.id === 'lead-installer')?.title).toBe('Lead Installer')
    expect(JSON.stringify(english)).not.toMatch(/Instalador|Aprendiz/)
  })

  it('leaves out a role without Spanish, and the Spanish form refuses it', async () => {
    await withoutSpanish('estimator', async () => {
      const page = await load('/es/careers')
      expect(page.roles.map((r) => r.id)).not.toContain('estimator')
      expect(page.postings.map((p) => p.title)).not.toContain('Estimator')
      expect((await load('/careers')).roles.map((r) => r.id)).toContain('estimator')

      const refused = await post(
        '/es/careers',
        {
          role: 'estimator',
          name: 'Carlos Méndez',
          email: 'carlos.sin-es@example.com',
          phone: '470-555-0111',
          resume: pdf(),
        },
        '198.51.100.211',
      )
      expect(refused.status).toBe(400)
      expect((refused.body as LeadActionData).message).toBe('Elija uno de los puestos abiertos.')
      const stored = await t.context.db
        .select()
        .from(leads)
        .where(eq(leads.email, 'carlos.sin-es@example.com'))
      expect(stored).toEqual([])
    })
  })

  it('refuses in Spanish, then stores the application with its language and acknowledges in Spanish', async () => {
    const refused = await post(
      '/es/careers',
      { role: 'lead-installer', name: '', email: 'no-es-correo', phone: '' },
      '198.51.100.212',
    )
    expect(refused.status).toBe(400)
    const data = refused.body as LeadActionData
    expect(data.message).toBe('Revise los campos marcados y vuelva a enviar.')
    expect(data.result.error).toMatchObject({
      name: ['Escriba su nombre.'],
      email: ['Escriba un correo electrónico válido, como nombre@ejemplo.com.'],
      phone: ['Escriba su teléfono.'],
      resume: ['Adjunte su currículum en PDF.'],
    })

    const sent = await post(
      '/es/careers',
      {
        role: 'lead-installer',
        name: 'Rosa Delgado',
        email: 'rosa.es@example.com',
        phone: '470-555-0123',
        resume: pdf(),
      },
      '198.51.100.213',
    )
    expect(sent.status).toBe(200)
    const [lead] = await t.context.db.select().from(leads).where(eq(leads.email, 'rosa.es@example.com'))
    expect(lead).toMatchObject({ language: 'es', sourcePage: '/es/careers', kind: 'job' })
    expect(lead.fields).toMatchObject({ role: 'lead-installer' })
    const mails = await t.context.db.select().from(outbox).where(eq(outbox.relatedId, lead.id))
    const visitor = mails.find((m) => m.to === 'rosa.es@example.com')
    expect(visitor?.subject).toBe('Recibimos su solicitud para Instalador principal — Refined Resin')
    expect(visitor?.text).toContain('Hola, Rosa:')
    expect(visitor?.text).toContain('menos de 48 horas')
    const staff = mails.find((m) => m.to !== 'rosa.es@example.com')
    expect(staff?.subject).toContain('Lead Installer')
    expect(staff?.text).toContain('Written in Spanish')
  })

  it('keeps English answers and English applications on the English page', async () => {
    const refused = await post('/careers', { role: 'lead-installer', name: '' }, '198.51.100.214')
    expect((refused.body as LeadActionData).message).toBe('Check the highlighted fields, then send again.')
  })
})
