import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PriceBook, publishedContent, seedContent } from '~/content/published'
import { contentRevisions, staffAccounts, staffActions } from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { navFor } from '~/features/admin/nav'
import { embeddedReply } from '~/features/chat/embedded-assistant.server'
import { pricingPage } from '~/features/estimator/pricing-page.server'
import { CONTROL_CHARACTERS_IN_ENGLISH } from '~/features/security/text'
import { serviceAreaPageIn } from '~/features/service-area/area-page.server'
import { loader as layoutLoader } from '~/routes/admin'
import { loader as overviewLoader } from '~/routes/admin.content'
import { action as factsAction, loader as factsLoader } from '~/routes/admin.content-facts'
import { action as historyAction, loader as historyLoader } from '~/routes/admin.content-history'
import { action as jobAction, loader as jobLoader } from '~/routes/admin.content-job'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin.content-jobs'
import { action as pricesAction, loader as pricesLoader } from '~/routes/admin.content-prices'
import { action as signInAction } from '~/routes/admin.sign-in'
import { action as teamAction } from '~/routes/admin.team'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import type { ContentOutcome } from './console.server'
import { factsToForm, jobRoleToForm } from './forms'
import { contentItem, singleKey } from './store.server'

const ownerEmail = 'owner@refinedresin.example'
const staffEmail = 'crew@refinedresin.example'
const password = 'a long enough password 2026'

let context: AppLoadContext
let close: () => Promise<void>
let ownerCookie = ''
let staffCookie = ''

const call = (fn: unknown, request: Request, params: Record<string, string> = {}) =>
  callRoute(fn as never, request, context, params)
const answer = (o: Outcome) =>
  o.body as ContentOutcome & { reply?: { error?: Record<string, string[] | null> } }
const signIn = async (email: string) =>
  cookieFrom(await call(signInAction, postForm('/admin/sign-in', { email, password })))

async function revisionOf(kind: 'facts' | 'price-book' | 'job-role', key: string) {
  return (await contentItem(context.db, kind, key))?.revision ?? null
}

async function factsForm(changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'facts', singleKey.facts)
  const form = factsToForm(item?.data as ReturnType<typeof seedContent>['facts'])
  return { ...form, baseRevision: String(item?.revision), ...changes } as Record<string, string>
}

/** The price book as the form posts it: nested names, as Conform writes them. */
async function pricesForm(intent: 'preview' | 'publish', changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'price-book', singleKey['price-book'])
  const b = item?.data as PriceBook
  const fields: Record<string, string> = {
    intent,
    baseRevision: String(item?.revision),
    baseRateLow: String(b.baseRateLow),
    baseRateHigh: String(b.baseRateHigh),
    maxDays: String(b.maxDays),
    'floorCare.priceLaunch': String(b.floorCare.priceLaunch),
    'floorCare.priceRegular': String(b.floorCare.priceRegular),
    'commercialPlanPrices.essential': String(b.commercialPlanPrices.essential),
    'commercialPlanPrices.professional': String(b.commercialPlanPrices.professional),
  }
  for (const [k, v] of Object.entries(b.spaceFactors)) fields[`spaceFactors.${k}`] = String(v)
  for (const [k, v] of Object.entries(b.finishMultipliers)) fields[`finishMultipliers.${k}`] = String(v)
  b.dayThresholds.forEach((t, i) => {
    fields[`dayThresholds[${i}].below`] = String(t.below)
    fields[`dayThresholds[${i}].days`] = String(t.days)
  })
  return { ...fields, ...changes }
}

const postFacts = async (fields: Record<string, string>, cookie = ownerCookie) =>
  call(factsAction, postForm('/admin/content/facts', fields, cookie))
const postPrices = async (fields: Record<string, string>, cookie = ownerCookie) =>
  call(pricesAction, postForm('/admin/content/prices', fields, cookie))

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  await createStaffAccount(context.db, { email: staffEmail, password })
  ownerCookie = await signIn(ownerEmail)
  staffCookie = await signIn(staffEmail)
})
afterAll(() => close())

describe('who may edit content', () => {
  it('shows Content in the owner’s nav and not in a staff member’s', async () => {
    const owner = (await call(layoutLoader, getPage('/admin', ownerCookie))).body as {
      staff: { role: 'owner'; contentEditor: boolean }
    }
    expect(owner.staff.contentEditor).toBe(true)
    expect(navFor(owner.staff).map((i) => i.label)).toContain('Content')
    const staff = (await call(layoutLoader, getPage('/admin', staffCookie))).body as {
      staff: { role: 'staff'; contentEditor: boolean }
    }
    expect(staff.staff).toEqual({ email: staffEmail, role: 'staff', contentEditor: false })
    expect(navFor(staff.staff).map((i) => i.label)).not.toContain('Content')
  })

  it('answers 403 to staff without the permission on every Content page and action, and changes nothing', async () => {
    const pages: [unknown, string, Record<string, string>?][] = [
      [overviewLoader, '/admin/content'],
      [factsLoader, '/admin/content/facts'],
      [pricesLoader, '/admin/content/prices'],
      [jobsLoader, '/admin/content/jobs'],
      [jobLoader, '/admin/content/jobs/lead-installer', { id: 'lead-installer' }],
      [historyLoader, '/admin/content/history/facts/business', { kind: 'facts', key: 'business' }],
    ]
    for (const [loader, path, params] of pages) {
      const page = await call(loader, getPage(path, staffCookie), params)
      expect(page.status, path).toBe(403)
      expect(page.body).toMatch(/Only the owner, and staff the owner allows/)
    }
    const before = await revisionOf('facts', singleKey.facts)
    expect((await postFacts(await factsForm({ phone: '(404) 555-0199' }), staffCookie)).status).toBe(403)
    expect((await postPrices(await pricesForm('publish'), staffCookie)).status).toBe(403)
    const toggle = postForm(
      '/admin/content/jobs',
      { intent: 'close', key: 'lead-installer', baseRevision: '1' },
      staffCookie,
    )
    expect((await call(jobsAction, toggle)).status).toBe(403)
    expect(await revisionOf('facts', singleKey.facts)).toBe(before)
    // Signed out: sent to sign in, as everywhere in the console.
    expect((await call(factsLoader, getPage('/admin/content/facts'))).status).toBe(302)
  })

  it('lets staff edit content once the owner ticks "Can edit content", audited, and stops them when unticked', async () => {
    const [crew] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.email, staffEmail))
    const grant = (allow: boolean, cookie = ownerCookie) =>
      call(
        teamAction,
        postForm(
          '/admin/team',
          { intent: 'content-editor', staffId: crew.id, ...(allow ? { allow: 'on' } : {}) },
          cookie,
        ),
      )
    // Only the owner can grant it.
    expect((await grant(true, staffCookie)).status).toBe(403)
    const granted = await grant(true)
    expect(granted.status).toBe(200)
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'content-editor'))
      .orderBy(desc(staffActions.createdAt))
    expect(audit).toMatchObject({
      staffEmail: ownerEmail,
      subjectId: crew.id,
      detail: { email: staffEmail, allowed: true },
    })

    expect((await call(factsLoader, getPage('/admin/content/facts', staffCookie))).status).toBe(200)
    const layout = (await call(layoutLoader, getPage('/admin', staffCookie))).body as {
      staff: { role: 'staff'; contentEditor: boolean }
    }
    expect(navFor(layout.staff).map((i) => i.label)).toContain('Content')
    const published = await postFacts(await factsForm({ hours: 'Mon–Sat 7am–7pm' }), staffCookie)
    expect(published.status).toBe(200)
    expect(answer(published).ok).toBe(true)
    const item = await contentItem(context.db, 'facts', singleKey.facts)
    expect(item?.updatedBy).toBe(staffEmail)
    expect((item?.data as { hours: string } | undefined)?.hours).toBe('Mon–Sat 7am–7pm')

    expect((await grant(false)).status).toBe(200)
    expect((await call(factsLoader, getPage('/admin/content/facts', staffCookie))).status).toBe(403)
  })
})

describe('business facts', () => {
  it('the owner publishes the facts: a new revision, an audit row, and this server shows it at once', async () => {
    const before = await revisionOf('facts', singleKey.facts)
    const page = await call(factsLoader, getPage('/admin/content/facts', ownerCookie))
    expect(page.status).toBe(200)
    expect((page.body as { revision: number }).revision).toBe(before)
    const published = await postFacts(await factsForm({ phone: '470.555.0188' }))
    expect(published.status).toBe(200)
    const body = answer(published)
    expect(body.ok).toBe(true)
    expect(body.revision).toBe((before ?? 0) + 1)
    if (body.ok)
      expect(body.message).toMatch(/^Published as revision \d+\. The site shows it within a few seconds\.$/)
    const item = await contentItem(context.db, 'facts', singleKey.facts)
    // Written the way people read a phone number.
    expect((item?.data as { phone: string } | undefined)?.phone).toBe('(470) 555-0188')
    expect(publishedContent().facts.phone).toBe('(470) 555-0188')
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'content publish'))
      .orderBy(desc(staffActions.createdAt))
    expect(audit).toMatchObject({
      staffEmail: ownerEmail,
      detail: { kind: 'facts', key: 'business', revision: body.revision },
    })
  })

  it('the owner changes an install time once, as days, and every language says it (decision 039)', async () => {
    const published = await postFacts(
      await factsForm({ 'installResidential.min': '2', 'installResidential.max': '4' }),
    )
    expect(published.status).toBe(200)
    const item = await contentItem(context.db, 'facts', singleKey.facts)
    expect((item?.data as { installResidential: unknown } | undefined)?.installResidential).toEqual({
      min: 2,
      max: 4,
      unit: 'day',
    })
    try {
      // Remy, in both languages.
      expect(embeddedReply('en', 'How long does the install take?')).toContain(
        'Residential floors take 2-4 days',
      )
      expect(embeddedReply('es', '¿Cuánto tarda la instalación?')).toContain(
        'Los pisos residenciales toman 2 a 4 días',
      )
      // The pages, in both languages.
      expect(pricingPage('en').terms.find((t) => t.label === 'Residential install')?.text).toBe('2-4 days')
      expect(JSON.stringify(pricingPage('es'))).toContain('2 a 4 días')
      expect(serviceAreaPageIn('en', '30518')?.faqs[0]?.answer).toContain('take 2-4 days')
      expect(serviceAreaPageIn('es', '30518')?.faqs[0]?.answer).toContain('toman 2 a 4 días')
    } finally {
      const back = await postFacts(
        await factsForm({ 'installResidential.min': '1', 'installResidential.max': '3' }),
      )
      expect(back.status).toBe(200)
    }
  })

  it('refuses an install time whose most days are fewer than its fewest, and changes nothing', async () => {
    const before = await contentItem(context.db, 'facts', singleKey.facts)
    const refused = await postFacts(await factsForm({ 'installAverage.min': '5', 'installAverage.max': '3' }))
    expect(refused.status).toBe(400)
    expect(answer(refused).reply?.error?.['installAverage.max']).toEqual([
      'The most days of the average install must be at least its fewest.',
    ])
    expect((await contentItem(context.db, 'facts', singleKey.facts))?.revision).toBe(before?.revision)
  })

  it.each([
    ['a bad phone', { phone: '555-01' }, 'phone', 'Enter a US phone number, like (470) 555-0142.'],
    [
      '<script> in a field',
      { hours: '<script>alert(1)</script>' },
      'hours',
      'The opening hours cannot contain < or >.',
    ],
    ['control characters', { city: 'Atl\u0007anta' }, 'city', CONTROL_CHARACTERS_IN_ENGLISH],
    [
      'a 10,000-character field',
      { region: 'x'.repeat(10_000) },
      'region',
      'Keep the region under 60 characters.',
    ],
    [
      'a bad county line',
      { counties: 'Fulton\n<b>Cobb</b>' },
      'counties[1]',
      'The county cannot contain < or >.',
    ],
  ])(
    'refuses %s with 400, the field’s message, and changes nothing',
    async (_name, change, field, message) => {
      const before = await contentItem(context.db, 'facts', singleKey.facts)
      const refused = await postFacts(await factsForm(change))
      expect(refused.status).toBe(400)
      expect(answer(refused).ok).toBe(false)
      expect(answer(refused).reply?.error?.[field]).toEqual([message])
      const after = await contentItem(context.db, 'facts', singleKey.facts)
      expect(after?.revision).toBe(before?.revision)
      expect(after?.data).toEqual(before?.data)
    },
  )

  it('refuses a save made from a stale revision with 409, both versions, and nothing changed', async () => {
    const stale = await factsForm({ phone: '(404) 555-0111' })
    // Someone else publishes after the form was opened.
    const other = await postFacts(await factsForm({ phone: '(404) 555-0122' }))
    expect(other.status).toBe(200)
    const current = await contentItem(context.db, 'facts', singleKey.facts)
    const refused = await postFacts(stale)
    expect(refused.status).toBe(409)
    const body = answer(refused)
    expect(body.ok).toBe(false)
    expect(body.conflict?.baseRevision).toBe(Number(stale.baseRevision))
    expect((body.conflict?.tried as { phone: string } | undefined)?.phone).toBe('(404) 555-0111')
    expect(body.conflict?.current).toMatchObject({
      revision: current?.revision,
      by: ownerEmail,
      data: { phone: '(404) 555-0122' },
    })
    // The editor's input comes back to the form.
    expect((body.reply as { initialValue?: { phone?: string } }).initialValue?.phone).toBe('(404) 555-0111')
    const after = await contentItem(context.db, 'facts', singleKey.facts)
    expect(after?.revision).toBe(current?.revision)
    expect((after?.data as { phone: string } | undefined)?.phone).toBe('(404) 555-0122')

    // Ticking "publish mine in place of" the revision seen publishes over it, deliberately.
    const over = await postFacts({ ...stale, overwriteRevision: String(current?.revision) })
    expect(over.status).toBe(200)
    const overwritten = await contentItem(context.db, 'facts', singleKey.facts)
    expect((overwritten?.data as { phone: string } | undefined)?.phone).toBe('(404) 555-0111')
  })
})

describe('price book', () => {
  it('previews old and new estimates for sample projects and publishes nothing', async () => {
    const before = await revisionOf('price-book', singleKey['price-book'])
    const revisionsBefore = await context.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.kind, 'price-book'))
    const preview = await postPrices(await pricesForm('preview', { baseRateLow: '7.5', baseRateHigh: '10' }))
    expect(preview.status).toBe(200)
    const body = answer(preview)
    expect(body.ok).toBe(true)
    expect(body.preview?.map((r) => r.label)).toEqual([
      '400 sq ft garage, Storm Grey',
      '650 sq ft basement, Metallic Copper',
      '2,000 sq ft commercial floor, Gunmetal Flake',
      '4,000 sq ft warehouse, Storm Grey',
    ])
    const garage = body.preview?.[0]
    // 400 sq ft × $6.75–$9.50 now; × $7.50–$10 proposed (garage and Storm Grey are 1×).
    expect(garage?.now).toMatchObject({ minTotal: 2700, maxTotal: 3800, estimatedDays: 2 })
    expect(garage?.proposed).toMatchObject({ minTotal: 3000, maxTotal: 4000, estimatedDays: 2 })
    expect(await revisionOf('price-book', singleKey['price-book'])).toBe(before)
    expect(
      await context.db.select().from(contentRevisions).where(eq(contentRevisions.kind, 'price-book')),
    ).toHaveLength(revisionsBefore.length)
    // The live estimator did not move either.
    expect(publishedContent().priceBook.baseRateLow).toBe(6.75)
  })

  it.each([
    [
      'a low rate above the high rate',
      { baseRateLow: '12', baseRateHigh: '9' },
      'baseRateHigh',
      'The high rate must be at least the low rate.',
    ],
    [
      'size bands out of order',
      { 'dayThresholds[1].below': '400' },
      'dayThresholds[1].below',
      'Size bands must grow from one to the next.',
    ],
    [
      'a factor that is not a number',
      { 'spaceFactors.garage': 'lots' },
      'spaceFactors.garage',
      'Enter the garage factor as a number.',
    ],
  ])('refuses %s with 400 and the field’s message', async (_name, change, field, message) => {
    const before = await revisionOf('price-book', singleKey['price-book'])
    const refused = await postPrices(await pricesForm('publish', change))
    expect(refused.status).toBe(400)
    expect(answer(refused).reply?.error?.[field]).toEqual([message])
    expect(await revisionOf('price-book', singleKey['price-book'])).toBe(before)
  })

  it('publishes a new price book version', async () => {
    const before = await revisionOf('price-book', singleKey['price-book'])
    const published = await postPrices(await pricesForm('publish', { 'floorCare.priceLaunch': '39' }))
    expect(published.status).toBe(200)
    expect(answer(published).revision).toBe((before ?? 0) + 1)
    expect(publishedContent().priceBook.floorCare.priceLaunch).toBe(39)
    expect(publishedContent().priceBookVersion).toBe((before ?? 0) + 1)
  })
})

describe('history and restore', () => {
  it('lists every revision newest first and restores one as a new revision, audited', async () => {
    const params = { kind: 'facts', key: 'business' }
    const page = await call(
      historyLoader,
      getPage('/admin/content/history/facts/business', ownerCookie),
      params,
    )
    expect(page.status).toBe(200)
    const { revisions, current } = page.body as {
      revisions: { id: string; revision: number; action: string }[]
      current: { revision: number }
    }
    expect(revisions.map((r) => r.revision)).toEqual(
      [...revisions.map((r) => r.revision)].sort((a, b) => b - a),
    )
    const first = revisions.find((r) => r.revision === 1)
    expect(first?.action).toBe('import')
    const restored = await call(
      historyAction,
      postForm(
        '/admin/content/history/facts/business',
        { intent: 'restore', revisionId: first?.id ?? '', baseRevision: String(current.revision) },
        ownerCookie,
      ),
      params,
    )
    expect(restored.status).toBe(200)
    expect(answer(restored).revision).toBe(current.revision + 1)
    const item = await contentItem(context.db, 'facts', singleKey.facts)
    expect(item?.data).toEqual(seedContent().facts)
    expect(publishedContent().facts.phone).toBe(seedContent().facts.phone)
    const [row] = await context.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'facts'), eq(contentRevisions.revision, current.revision + 1)))
    expect(row).toMatchObject({ action: 'restore', author: ownerEmail })
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'content restore'))
    expect(audit).toMatchObject({
      staffEmail: ownerEmail,
      detail: { kind: 'facts', revision: current.revision + 1 },
    })

    // A restore from a page opened before another publish is a conflict too.
    const stale = await call(
      historyAction,
      postForm(
        '/admin/content/history/facts/business',
        { intent: 'restore', revisionId: first?.id ?? '', baseRevision: String(current.revision) },
        ownerCookie,
      ),
      params,
    )
    expect(stale.status).toBe(409)
  })

  it('answers 404 for an unknown kind or item', async () => {
    const unknown = await call(historyLoader, getPage('/admin/content/history/pages/home', ownerCookie), {
      kind: 'pages',
      key: 'home',
    })
    expect(unknown.status).toBe(404)
  })
})

describe('job roles', () => {
  it('closes and opens a role in one click', async () => {
    const rev = await revisionOf('job-role', 'lead-installer')
    const closed = await call(
      jobsAction,
      postForm(
        '/admin/content/jobs',
        { intent: 'close', key: 'lead-installer', baseRevision: String(rev) },
        ownerCookie,
      ),
    )
    expect(closed.status).toBe(200)
    expect(publishedContent().jobRoles.find((r) => r.id === 'lead-installer')?.open).toBe(false)
    const opened = await call(
      jobsAction,
      postForm(
        '/admin/content/jobs',
        { intent: 'open', key: 'lead-installer', baseRevision: String((rev ?? 0) + 1) },
        ownerCookie,
      ),
    )
    expect(opened.status).toBe(200)
    expect(publishedContent().jobRoles.find((r) => r.id === 'lead-installer')?.open).toBe(true)
  })

  it('edits a role, refuses a changed address name, and creates a new one', async () => {
    const page = await call(jobLoader, getPage('/admin/content/jobs/estimator', ownerCookie), {
      id: 'estimator',
    })
    expect(page.status).toBe(200)
    const { role, published } = page.body as {
      role: Parameters<typeof jobRoleToForm>[0]
      published: { revision: number }
    }
    const form = { ...jobRoleToForm(role), baseRevision: String(published.revision) } as Record<
      string,
      string
    >
    const edited = await call(
      jobAction,
      postForm('/admin/content/jobs/estimator', { ...form, title: 'Senior Estimator' }, ownerCookie),
      { id: 'estimator' },
    )
    expect(edited.status).toBe(200)
    expect(publishedContent().jobRoles.find((r) => r.id === 'estimator')?.title).toBe('Senior Estimator')

    const renamed = await call(
      jobAction,
      postForm('/admin/content/jobs/estimator', { ...form, id: 'other' }, ownerCookie),
      { id: 'estimator' },
    )
    expect(renamed.status).toBe(400)

    const { baseRevision: _b, ...fresh } = form
    const created = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/new',
        { ...fresh, id: 'floor-technician', title: 'Floor Technician', payMin: '20', payMax: '18' },
        ownerCookie,
      ),
      { id: 'new' },
    )
    expect(created.status).toBe(400)
    expect(answer(created).reply?.error?.payMax).toEqual(['The highest pay must be at least the lowest.'])
    const ok = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/new',
        { ...fresh, id: 'floor-technician', title: 'Floor Technician' },
        ownerCookie,
      ),
      { id: 'new' },
    )
    expect(ok.status).toBe(200)
    expect(publishedContent().jobRoles.at(-1)).toMatchObject({
      id: 'floor-technician',
      title: 'Floor Technician',
    })
    const taken = await call(
      jobAction,
      postForm('/admin/content/jobs/new', { ...fresh, id: 'floor-technician', title: 'Again' }, ownerCookie),
      { id: 'new' },
    )
    expect(taken.status).toBe(400)
    expect(answer(taken).reply?.error?.id).toEqual(['A role already uses this address name. Choose another.'])
  })

  it('saves a role’s Spanish, refuses half of it, and keeps a role without Spanish', async () => {
    const half =
      'Fill in every Spanish field, or leave them all empty: a role is shown in Spanish only when all of its Spanish is there.'
    const page = await call(jobLoader, getPage('/admin/content/jobs/content-creator', ownerCookie), {
      id: 'content-creator',
    })
    const { role, published } = page.body as {
      role: Parameters<typeof jobRoleToForm>[0]
      published: { revision: number }
    }
    expect(role.es?.title).toBe('Creador de contenido')
    const form = { ...jobRoleToForm(role), baseRevision: String(published.revision) } as Record<
      string,
      string
    >

    const partial = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/content-creator',
        { ...form, 'es.tagline': '', 'es.requirements': '\n' },
        ownerCookie,
      ),
      { id: 'content-creator' },
    )
    expect(partial.status).toBe(400)
    expect(answer(partial).reply?.error?.['es.tagline']).toEqual([half])
    expect(answer(partial).reply?.error?.['es.requirements']).toEqual([half])
    expect(answer(partial).reply?.error?.['es.title']).toBeUndefined()

    const saved = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/content-creator',
        {
          ...form,
          'es.title': 'Creadora o creador de contenido',
          'es.requirements': 'Un portafolio\nBuena vista',
        },
        ownerCookie,
      ),
      { id: 'content-creator' },
    )
    expect(saved.status).toBe(200)
    expect(publishedContent().jobRoles.find((r) => r.id === 'content-creator')?.es).toMatchObject({
      title: 'Creadora o creador de contenido',
      requirements: ['Un portafolio', 'Buena vista'],
      location: 'Híbrido',
    })

    const tooLong = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/content-creator',
        { ...form, baseRevision: String(published.revision + 1), 'es.title': 'x'.repeat(81) },
        ownerCookie,
      ),
      { id: 'content-creator' },
    )
    expect(answer(tooLong).reply?.error?.['es.title']).toEqual([
      'Keep the Spanish title under 80 characters.',
    ])

    const none = Object.fromEntries(Object.entries(form).filter(([k]) => !k.startsWith('es.')))
    const english = await call(
      jobAction,
      postForm(
        '/admin/content/jobs/content-creator',
        { ...none, baseRevision: String(published.revision + 1) },
        ownerCookie,
      ),
      { id: 'content-creator' },
    )
    expect(english.status).toBe(200)
    expect(publishedContent().jobRoles.find((r) => r.id === 'content-creator')?.es).toBeUndefined()
  })
})
