import { eq, sql } from 'drizzle-orm'
import ical from 'node-ical'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingRequests, installationSlots, outbox } from '~/db/schema'
import { customerMail } from '~/features/admin/bookings.server'
import { customerCancelledMails } from '~/features/booking-page/mails'
import { careMail, preparationMail } from '~/features/reminders/reminder-mails.server'
import { catalogs } from '~/i18n/catalogs.server'
import { daysIn } from '~/i18n/dates'
import { wordRefusal } from '~/i18n/refusals.server'
import { action as bookingPageAction, loader as bookingPageLoader } from '~/routes/booking.$token'
import { action as scheduleAction, loader as scheduleLoader } from '~/routes/schedule'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute } from '../../../tests/support/route-call'
import { bookingResponse } from './api.server'
import { bookingRequestSchema } from './booking-schema'

let context: AppLoadContext
let close: () => Promise<void>
let ipCounter = 0

beforeAll(async () => {
  const t = await createTestContext()
  context = t.context
  close = t.close
})
afterAll(async () => {
  await close?.()
})
beforeEach(async () => {
  await context.db.execute(sql`truncate booking_requests, installation_slots, outbox cascade`)
})

const freshCtx = () => ({ ...context, ip: `203.0.113.${++ipCounter}` })

async function slot(startDate = '2031-05-02', endDate = '2031-05-04') {
  const [row] = await context.db
    .insert(installationSlots)
    .values({ startDate, endDate, status: 'available', location: 'Buford, GA' })
    .returning()
  return row
}

const fields = (slotId: string, extra: Record<string, string> = {}) => ({
  slot_id: slotId,
  customer_name: 'Lucía Gómez',
  customer_email: 'lucia@example.com',
  customer_phone: '',
  project_address: '12 Main St, Buford, GA 30518',
  project_size: '450',
  project_type: 'residential',
  preferred_finish: 'flake',
  ...extra,
})

const postForm = (path: string, body: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  })

/** A catalog's sentences: its messages of three words or more, with no `{…}` argument left to fill. */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string')
    return value.split(/\{[^{}]*\}/).filter((part) => part.trim().split(/\s+/).length >= 3)
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentencesOf)
  return []
}

describe('the Spanish booking path (decisions 034, 039)', () => {
  it('sends each language’s schedule and booking page their own words only', async () => {
    const words = (lang: 'en' | 'es') =>
      sentencesOf([catalogs[lang].schedule, catalogs[lang].bookingPage, catalogs[lang].refusals.booking])
    const page = async (path: string) =>
      JSON.stringify(
        (
          await callRoute(
            scheduleLoader,
            new Request(`http://localhost${path}?space=garage&sqft=400&finish=metallic-copper`),
            freshCtx(),
          )
        ).body,
      )
    const spanishPage = await page('/es/schedule')
    const englishPage = await page('/schedule')
    expect(words('en').length).toBeGreaterThan(40)
    expect(words('en').filter((sentence) => spanishPage.includes(sentence))).toEqual([])
    expect(words('es').filter((sentence) => englishPage.includes(sentence))).toEqual([])
    // And each carries its own.
    expect(spanishPage).toContain('Reserve su bloque de fin de semana')
    expect(englishPage).toContain('Lock Your Weekend Slot')
  })

  it('writes a block’s days as Intl writes them in es-US, on Atlanta’s calendar', () => {
    const intl = new Intl.DateTimeFormat('es-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    const noon = (d: string) => new Date(`${d}T12:00:00Z`)
    for (const [start, end] of [
      ['2026-01-09', '2026-01-11'],
      ['2026-09-04', '2026-09-06'],
      ['2026-10-30', '2026-11-01'],
    ]) {
      // ICU puts thin spaces around the dash; the page writes plain ones, the same in every browser.
      expect(daysIn('es').range(start, end)).toBe(
        intl.formatRange(noon(start), noon(end)).replace(/\s/g, ' '),
      )
    }
    expect(daysIn('es').long('2026-12-21')).toBe(
      new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', dateStyle: 'long' }).format(
        noon('2026-12-21'),
      ),
    )
  })

  it('has a Spanish message for every fixed message of the booking schema', () => {
    const result = bookingRequestSchema.safeParse({
      slot_id: 'x',
      project_type: 'garage',
      preferred_finish: 'x',
    })
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? []) {
      expect(wordRefusal('es', issue.message), issue.message).not.toBe(issue.message)
      expect(wordRefusal('es', issue.message)).not.toBe(wordRefusal('en', issue.message))
    }
  })

  it('loads /es/schedule with Spanish words and the estimate in Spanish', async () => {
    const answer = await callRoute(
      scheduleLoader,
      new Request('http://localhost/es/schedule?space=warehouse&sqft=4200&finish=gunmetal-flake'),
      freshCtx(),
    )
    const data = answer.body as {
      words: { page: { headline: string }; text: { blockLength: string } }
      handoff: { summary: string }
    }
    expect(data.words.page.headline).toBe('Reserve su bloque de fin de semana')
    expect(data.words.text.blockLength).toBe('3 días')
    expect(data.handoff.summary).toMatch(/^Bodega · 4,200 pies² · Hojuelas gris plomo · \$[\d,]+–\$[\d,]+$/)
    const english = await callRoute(scheduleLoader, new Request('http://localhost/schedule'), freshCtx())
    expect((english.body as typeof data).words.page.headline).toBe('Lock Your Weekend Slot')
  })

  it('refuses a Spanish request in Spanish, from the form and from the API', async () => {
    const s = await slot()
    const answer = await callRoute(
      scheduleAction,
      postForm('/es/schedule', fields(s.id, { customer_name: '', customer_email: 'not-an-email' })),
      freshCtx(),
    )
    expect(answer.status).toBe(400)
    const data = answer.body as {
      result: { error: Record<string, string[]> }
      outcome: { title: string; message: string }
    }
    expect(data.outcome.title).toBe('No se pudo enviar la solicitud de reserva. Inténtelo de nuevo.')
    expect(data.outcome.message).toBe('Corrija los campos marcados abajo.')
    expect(data.result.error.customer_name).toEqual(['Escriba su nombre completo'])
    expect(data.result.error.customer_email).toEqual([
      'Escriba un correo electrónico válido, como nombre@ejemplo.com',
    ])

    const api = await bookingResponse(
      freshCtx(),
      new Request('http://localhost/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-language': 'es-US' },
        body: JSON.stringify({ ...fields(s.id), project_size: 10 }),
      }),
    )
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({
      error: 'Corrija los campos marcados.',
      fieldErrors: { project_size: ['Los pies cuadrados deben ser al menos 100'] },
    })
    const english = await callRoute(
      scheduleAction,
      postForm('/schedule', fields(s.id, { customer_name: '' })),
      freshCtx(),
    )
    expect(
      (english.body as { result: { error: Record<string, string[]> } }).result.error.customer_name,
    ).toEqual(['Enter your full name'])
  })

  it('stores a valid Spanish request as Spanish and acknowledges it in Spanish; staff read English', async () => {
    const s = await slot()
    const answer = await callRoute(scheduleAction, postForm('/es/schedule', fields(s.id)), freshCtx())
    expect(answer.status).toBe(200)
    const { outcome } = answer.body as { outcome: { tone: string; title: string } }
    expect(outcome).toMatchObject({
      tone: 'success',
      title: expect.stringMatching(/^¡Enviamos su solicitud/),
    })

    const [stored] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.slotId, s.id))
    expect(stored.language).toBe('es')
    expect(stored.sourcePage).toBe('/es/schedule')
    const mails = await context.db.select().from(outbox).where(eq(outbox.relatedId, stored.id))
    const visitor = mails.find((m) => m.to === 'lucia@example.com')
    expect(visitor?.subject).toBe(
      'Su solicitud de bloque de instalación: vie, 2 de may – dom, 4 de may de 2031',
    )
    expect(visitor?.text).toContain('Hola, Lucía Gómez:')
    expect(visitor?.text).toContain('- Proyecto: 450 pies², residencial, acabado hojuelas')
    expect(visitor?.text).toMatch(/Su página de reserva: \S+\/es\/booking\/[A-Za-z0-9_-]{43}/)
    const staff = mails.find((m) => m.to !== 'lucia@example.com')
    expect(staff?.subject).toBe('New booking request: Fri, May 2 – Sun, May 4, 2031 (written in Spanish)')
    expect(staff?.text).toContain('Written in Spanish')

    const api = await bookingResponse(
      freshCtx(),
      new Request('http://localhost/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-language': 'es-US' },
        body: JSON.stringify(fields((await slot('2031-05-09', '2031-05-11')).id)),
      }),
    )
    expect(api.status).toBe(201)
    const { id } = (await api.json()) as { id: string }
    const [viaApi] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(viaApi.language).toBe('es')
  })

  it('confirms and declines in Spanish, with an invitation in Spanish on the same days as English', async () => {
    const s = await slot()
    await callRoute(scheduleAction, postForm('/es/schedule', fields(s.id)), freshCtx())
    const [stored] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.slotId, s.id))
    const spanish = customerMail(stored, s, 'confirm', { link: 'https://x.example/es/booking/t' })
    const english = customerMail({ ...stored, language: 'en' }, s, 'confirm')
    expect(spanish.subject).toBe(
      'Su instalación está confirmada: del viernes, 2 de mayo de 2031 al domingo, 4 de mayo de 2031',
    )
    expect(spanish.text).toContain('Adjuntamos la invitación de calendario')
    const event = (ics: string) =>
      Object.values(ical.sync.parseICS(ics)).find((e) => e?.type === 'VEVENT') as ical.VEvent
    const es = event(spanish.attachments?.[0].content as string)
    const en = event(english.attachments?.[0].content as string)
    expect(es.summary).toBe('Instalación de piso de Refined Resin')
    expect(es.description).toContain('del 2 de mayo de 2031 al 4 de mayo de 2031')
    expect(en.summary).toBe('Refined Resin floor installation')
    expect(es.start.toISOString()).toBe(en.start.toISOString())
    expect(es.end?.toISOString()).toBe(en.end?.toISOString())
    expect(es.uid).toBe(en.uid)

    const declined = customerMail(stored, s, 'decline')
    expect(declined.subject).toMatch(/^No podemos tomar el bloque que solicitó: del viernes, 2 de mayo/)
    expect(declined.text).toContain('/es/schedule')
  })

  it('reminds and answers the booking page in Spanish, staff in English', async () => {
    const s = await slot()
    await callRoute(scheduleAction, postForm('/es/schedule', fields(s.id)), freshCtx())
    const [stored] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.slotId, s.id))
    const forMail = { ...stored, startDate: s.startDate, endDate: s.endDate }
    const prep = preparationMail('es', forMail, { bookingLink: 'https://x.example/es/booking/t' })
    expect(prep.subject).toBe('Su instalación empieza el 2 de mayo de 2031: cómo prepararse')
    expect(prep.text).toContain('Sin vehículos durante 72 horas')
    expect(prep.text).toContain('Su página de reserva: https://x.example/es/booking/t')
    const care = careMail('es', forMail, { siteUrl: 'https://x.example' })
    expect(care.subject).toBe('Cómo cuidar su piso nuevo')
    expect(care.text).toContain('https://x.example/es/floor-care')
    expect(care.text).not.toMatch(/\{\w+\}/)

    const [customer, staff] = customerCancelledMails(stored, s, {
      link: 'https://x.example/es/booking/t',
      wasConfirmed: true,
      staffEmail: 'staff@example.com',
    })
    expect(customer.subject).toBe('Canceló su bloque de instalación: vie, 2 de may – dom, 4 de may de 2031')
    const cancel = Object.values(ical.sync.parseICS(customer.attachments?.[0].content as string)).find(
      (e) => e?.type === 'VEVENT',
    ) as ical.VEvent
    expect(cancel.summary).toBe('Instalación de piso de Refined Resin')
    expect(staff.subject).toMatch(/^Booking cancelled by the customer: /)
    expect(staff.text).toContain('Written in Spanish')
  })

  it('opens the booking page in Spanish from the Spanish mail’s link', async () => {
    const s = await slot()
    await callRoute(scheduleAction, postForm('/es/schedule', fields(s.id)), freshCtx())
    const [mail] = await context.db.select().from(outbox).where(eq(outbox.to, 'lucia@example.com'))
    const path = /\/es\/booking\/([A-Za-z0-9_-]{43})/.exec(mail.text)
    expect(path).not.toBeNull()
    const token = path?.[1] ?? ''
    const page = await callRoute(
      bookingPageLoader,
      new Request(`http://localhost/es/booking/${token}`),
      freshCtx(),
      { token },
    )
    expect(page.status).toBe(200)
    const data = page.body as {
      words: { title: string; statusLabels: { pending: string }; installBlock: string }
      view: { range: string; project: string }
    }
    expect(data.words.title).toBe('Su reserva de instalación')
    expect(data.words.statusLabels.pending).toBe('Solicitada: espera nuestra confirmación')
    expect(data.words.installBlock).toBe('Bloque de instalación')
    expect(data.view.range).toBe('vie, 2 de may – dom, 4 de may de 2031')
    expect(data.view.project).toBe('450 pies² · Residencial · Acabado hojuelas')

    const refused = await callRoute(
      bookingPageAction,
      postForm(`/es/booking/${token}`, { intent: 'cancel' }),
      freshCtx(),
      { token },
    )
    expect(refused.status).toBe(400)
    expect((refused.body as { error: string }).error).toBe(
      'Marque la casilla para confirmar que quiere cancelar.',
    )

    // Its English address leads to the Spanish page, keeping the query; private, like the page.
    const english = await callRoute(
      bookingPageLoader,
      new Request(`http://localhost/booking/${token}?done=added`),
      freshCtx(),
      { token },
    )
    expect(english.status).toBe(302)
    expect(english.headers.get('Location')).toBe(`/es/booking/${token}?done=added`)
    expect(english.headers.get('Cache-Control')).toBe('no-store')
  })

  it('opens an English booking in English, even from the /es address', async () => {
    const s = await slot()
    const email = 'dana.english@example.com'
    await callRoute(
      scheduleAction,
      postForm('/schedule', fields(s.id, { customer_email: email })),
      freshCtx(),
    )
    const [mail] = await context.db.select().from(outbox).where(eq(outbox.to, email))
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? ''
    expect(mail.text).not.toContain('/es/booking/')
    const spanish = await callRoute(
      bookingPageLoader,
      new Request(`http://localhost/es/booking/${token}`),
      freshCtx(),
      { token },
    )
    expect(spanish.status).toBe(302)
    expect(spanish.headers.get('Location')).toBe(`/booking/${token}`)
  })
})
