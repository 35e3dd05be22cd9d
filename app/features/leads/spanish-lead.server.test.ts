import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads, outbox } from '~/db/schema'
import { action as contactAction, loader as contactLoader } from '~/routes/contact'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute } from '../../../tests/support/route-call'
import type { LeadActionData } from './types'

let t: Awaited<ReturnType<typeof createTestContext>>
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(async () => {
  await t?.close()
})

function post(path: string, fields: Record<string, string>, ip: string, files: File[] = []) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  for (const f of files) body.append('photos', f)
  const request = new Request(`http://localhost${path}`, { method: 'POST', body })
  return callRoute(contactAction as never, request, { ...t.context, ip })
}

describe('the contact page in Spanish', () => {
  it('formats the published facts into the Spanish words, in es-US', async () => {
    const answer = await callRoute(
      contactLoader as never,
      new Request('http://localhost/es/contact'),
      t.context,
    )
    const { copy: es } = answer.body as {
      copy: {
        lead: string
        channels: { detail: string; href: string }[]
        serviceArea: { intro: string; hours: string }
      }
    }
    expect(es.channels[0]).toMatchObject({ detail: '(470) 555-0142', href: 'tel:+14705550142' })
    expect(es.serviceArea.intro).toContain('25 millas')
    expect(es.serviceArea.intro).toContain('Gainesville y Athens')
    expect(es.serviceArea.hours).toMatch(/^lun\./)
    const english = await callRoute(
      contactLoader as never,
      new Request('http://localhost/contact'),
      t.context,
    )
    // Each page carries its own language's words only (decision 039).
    expect(english.body).toMatchObject({ copy: { headline: "Let's Talk Floors" } })
    expect(JSON.stringify(english.body)).not.toMatch(/millas|Contáctenos/)
    expect(JSON.stringify(answer.body)).not.toMatch(/Send a message|Let's Talk/)
  })

  it('refuses in Spanish, stores the message with its language, and acknowledges in Spanish', async () => {
    const refused = await post(
      '/es/contact',
      { name: '', email: 'no-es-correo', message: '' },
      '198.51.100.201',
    )
    expect(refused.status).toBe(400)
    const data = refused.body as LeadActionData
    expect(data.message).toBe('Revise los campos marcados y vuelva a enviar.')
    expect(data.result.error).toMatchObject({
      name: ['Escriba su nombre.'],
      email: ['Escriba un correo electrónico válido, como nombre@ejemplo.com.'],
      message: ['Cuéntenos un poco sobre su proyecto.'],
    })

    const sent = await post(
      '/es/contact',
      {
        name: 'Lucía Hernández',
        email: 'lucia@example.com',
        message: 'Quiero un piso epóxico metálico para mi garaje.',
      },
      '198.51.100.202',
    )
    expect(sent.status).toBe(200)
    const [lead] = await t.context.db.select().from(leads).where(eq(leads.email, 'lucia@example.com'))
    expect(lead).toMatchObject({ language: 'es', sourcePage: '/es/contact', kind: 'contact' })
    const mails = await t.context.db.select().from(outbox).where(eq(outbox.relatedId, lead.id))
    const visitor = mails.find((m) => m.to === 'lucia@example.com')
    expect(visitor?.subject).toBe('Recibimos su mensaje — Refined Resin')
    expect(visitor?.text).toContain('Hola, Lucía:')
    expect(mails.find((m) => m.to !== 'lucia@example.com')?.text).toContain('Written in Spanish')
  })

  it('refuses a file that is no picture in Spanish, the form kept', async () => {
    const answer = await post(
      '/es/contact',
      { name: 'Lucía Gómez', email: 'lucia.photo@example.com', message: 'Mi garaje.' },
      '203.0.113.77',
      [new File([new Uint8Array([1, 2, 3])], 'piso.jpg', { type: 'image/jpeg' })],
    )
    expect(answer.status).toBe(400)
    const data = answer.body as LeadActionData
    expect(data.result.error?.photos).toEqual(['“piso.jpg” no es una foto JPEG, PNG, WebP o AVIF.'])
    expect(data.result.initialValue?.message).toBe('Mi garaje.')
  })

  it('keeps English answers and English leads on the English page', async () => {
    const sent = await post(
      '/contact',
      { name: 'Dana Rivers', email: 'dana.es-test@example.com', message: 'Garage floor.' },
      '198.51.100.203',
    )
    expect(sent.status).toBe(200)
    const [lead] = await t.context.db.select().from(leads).where(eq(leads.email, 'dana.es-test@example.com'))
    expect(lead).toMatchObject({ language: 'en', sourcePage: '/contact' })
  })
})
