import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '~/content/published'
import { serviceAreas } from '~/content/service-areas'
import { contentRevisions, staffActions } from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { readQuestion } from '~/features/chat/reply-flow.server'
import { knowledgeArticles } from '~/features/knowledge/catalog.server'
import { distanceMiles } from '~/features/service-area/geo'
import { georgiaZips } from '~/features/service-area/georgia-zips.server'
import { findByZip } from '~/features/service-area/lookup'
import { prerenderPaths, publicPaths } from '~/features/site/public-paths.server'
import { siteContent } from '~/features/site/site-content.server'
import { action as historyAction } from '~/routes/admin.content-history'
import { action as areasAction, loader as areasLoader } from '~/routes/admin.content-service-areas'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as areaLoader } from '~/routes/service-area'
import { georgiaZipRows } from '../../../scripts/generate-service-areas'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import type { ContentOutcome } from './console.server'
import type { ServiceAreaRow } from './service-areas.server'
import { contentItem, loadPublished } from './store.server'
import { syncContent } from './sync.server'

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
  o.body as ContentOutcome & {
    message?: string
    error?: string
    reply?: { error?: Record<string, string[] | null> }
  }
const signIn = async (email: string) =>
  cookieFrom(await call(signInAction, postForm('/admin/sign-in', { email, password })))
const post = (fields: Record<string, string>, cookie = ownerCookie) =>
  call(areasAction, postForm('/admin/content/service-areas', fields, cookie))
const rows = async (query = '') =>
  (
    (await call(areasLoader, getPage(`/admin/content/service-areas${query}`, ownerCookie))).body as {
      rows: ServiceAreaRow[]
    }
  ).rows
const row = async (zip: string) => (await rows()).find((r) => r.zip === zip)
const page = (zip: string) => call(areaLoader, getPage(`/service-area/${zip}`), { zip })

/** Braselton, Jackson County: about 12 miles east of Buford, not in the seed. */
const braselton = '30517'

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  await createStaffAccount(context.db, { email: staffEmail, password })
  ownerCookie = await signIn(ownerEmail)
  staffCookie = await signIn(staffEmail)
  await syncContent(context.db)
})
afterAll(() => close())

describe('service areas as content', () => {
  it('imports the repository’s ZIPs, and the published list equals the seed (the build’s pages serve)', async () => {
    const loaded = await loadPublished(context.db)
    expect(loaded.content.serviceAreas).toEqual(seedContent().serviceAreas)
    expect(loaded.content.retiredServiceAreas).toEqual([])
    expect((await rows()).length).toBe(seedContent().serviceAreas.length)
  })

  it('bundles every Georgia ZIP of the dataset the seed was generated from', () => {
    expect(georgiaZips).toEqual(georgiaZipRows())
    for (const a of seedContent().serviceAreas) {
      expect(georgiaZips.find((z) => z[0] === a.zip)).toEqual([
        a.zip,
        a.city,
        a.county,
        a.latitude,
        a.longitude,
      ])
    }
  })

  it('refuses the page and its actions to staff without the content permission (403)', async () => {
    await expect(
      call(areasLoader, getPage('/admin/content/service-areas', staffCookie)),
    ).resolves.toMatchObject({
      status: 403,
    })
    const refused = await post({ intent: 'add', zip: braselton }, staffCookie)
    expect(refused.status).toBe(403)
    expect(await contentItem(context.db, 'service-area', braselton)).toBeNull()
  })

  it('filters the list by city or ZIP and by county', async () => {
    const athens = await rows('?q=athens')
    expect(athens.length).toBeGreaterThan(3)
    expect(athens.every((r) => r.city === 'Athens')).toBe(true)
    const hall = await rows('?county=Hall')
    expect(hall.length).toBe(serviceAreas.filter((a) => a.county === 'Hall').length)
    expect(await rows('?q=30518')).toMatchObject([{ zip: '30518', city: 'Buford' }])
  })

  it('adds a real ZIP near Buford from the ZIP data: its page, the sitemap, the lookup, the hub and Remy follow', async () => {
    expect((await page(braselton)).status).toBe(302)
    const added = await post({ intent: 'add', zip: braselton })
    expect(answer(added).ok).toBe(true)
    expect(answer(added).message).toContain('30517 (Braselton, Jackson County)')
    expect(answer(added).message).toContain('12.4 miles east of our Buford base')

    const item = await contentItem(context.db, 'service-area', braselton)
    expect(item?.data).toEqual({
      zip: braselton,
      city: 'Braselton',
      county: 'Jackson',
      state: 'GA',
      latitude: 34.1389,
      longitude: -83.7812,
    })
    const shown = await page(braselton)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ area: { zip: braselton, city: 'Braselton' }, direction: 'east' })
    expect(Math.round((shown.body as { miles: number }).miles)).toBe(12)
    expect(findByZip(braselton)?.city).toBe('Braselton')
    expect(publicPaths()).toContain(`/service-area/${braselton}`)
    expect(prerenderPaths()).toContain(`/service-area/${braselton}`)
    expect(siteContent().serviceAreas.some((a) => a.zip === braselton)).toBe(true)
    expect(knowledgeArticles().some((a) => a.id === `service-${braselton}`)).toBe(true)
    expect(readQuestion('Do you install in Braselton?').city).toBe('Braselton')

    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.staffEmail, ownerEmail))
      .orderBy(desc(staffActions.createdAt))
      .limit(1)
    expect(audit.detail).toMatchObject({ kind: 'service-area', key: braselton, revision: 1 })
  })

  it.each([
    ['3051', 'five digits'],
    ['<script>', 'five digits'],
    ['../..', 'five digits'],
    ['', 'five digits'],
    ['99999', 'not a georgia zip'],
    ['90210', 'not a georgia zip'],
    ['30518', 'already listed'],
    [braselton, 'already listed'],
  ])('refuses %j with a message (%s)', async (zip, message) => {
    const before = await context.db.select().from(contentRevisions)
    const refused = await post({ intent: 'add', zip })
    expect(refused.status).toBe(400)
    expect(answer(refused).error?.toLowerCase()).toContain(message)
    expect(answer(refused).reply?.error?.zip?.length).toBeGreaterThan(0)
    expect(await context.db.select().from(contentRevisions)).toHaveLength(before.length)
  })

  it('retires a ZIP: 301 to the nearest remaining area, gone from the sitemap, the lookup and the hub', async () => {
    const target = serviceAreas
      .filter((a) => a.zip !== braselton)
      .sort(
        (a, b) =>
          distanceMiles(findByZip(braselton)!, a) - distanceMiles(findByZip(braselton)!, b) ||
          a.zip.localeCompare(b.zip),
      )[0]
    const before = await row(braselton)
    expect(before?.redirectTo).toBe(target.zip)

    const retired = await post({ intent: 'retire', zip: braselton, baseRevision: String(before?.revision) })
    expect(answer(retired).ok).toBe(true)
    expect(answer(retired).message).toContain(`sends visitors to ${target.zip}`)
    const item = await contentItem(context.db, 'service-area', braselton)
    expect(item).toMatchObject({ status: 'unpublished', data: { redirectTo: target.zip } })

    const moved = await page(braselton)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/service-area/${target.zip}`)
    expect(publicPaths()).not.toContain(`/service-area/${braselton}`)
    expect(prerenderPaths()).not.toContain(`/service-area/${braselton}`)
    expect(findByZip(braselton)).toBeUndefined()
    expect(knowledgeArticles().some((a) => a.id === `service-${braselton}`)).toBe(false)
    expect(await row(braselton)).toMatchObject({ status: 'unpublished', redirectTo: target.zip })
  })

  it('retires a seed ZIP and sends it to the nearest area; a ZIP that was never listed still goes to the hub', async () => {
    const zip = '30518' // Buford, at the base
    const current = await row(zip)
    const retired = await post({ intent: 'retire', zip, baseRevision: String(current?.revision) })
    expect(answer(retired).ok).toBe(true)
    const moved = await page(zip)
    expect(moved.status).toBe(301)
    const to = moved.headers.get('location')?.replace('/service-area/', '') ?? ''
    expect(findByZip(to)).toBeDefined()
    // Nothing served is nearer to the retired ZIP than the target.
    const buford = { latitude: 34.1206, longitude: -84.0044 }
    const nearest = Math.min(...serviceAreas.map((a) => distanceMiles(buford, a)))
    expect(distanceMiles(buford, findByZip(to)!)).toBeCloseTo(nearest, 6)
    expect(publicPaths()).not.toContain(`/service-area/${zip}`)
    const unknown = await page('39999')
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe('/knowledge')
    // Put back for the tests below.
    const back = await post({ intent: 'restore', zip, baseRevision: String((await row(zip))?.revision) })
    expect(answer(back).ok).toBe(true)
    expect((await page(zip)).status).toBe(200)
    expect(publicPaths()).toContain(`/service-area/${zip}`)
  })

  it('restores a retired ZIP: its page, sitemap entry and lookup come back', async () => {
    const current = await row(braselton)
    const restored = await post({
      intent: 'restore',
      zip: braselton,
      baseRevision: String(current?.revision),
    })
    expect(answer(restored).ok).toBe(true)
    expect(answer(restored).message).toContain('Restored 30517')
    const item = await contentItem(context.db, 'service-area', braselton)
    expect(item?.status).toBe('published')
    expect(item?.data).not.toHaveProperty('redirectTo')
    expect((await page(braselton)).status).toBe(200)
    expect(publicPaths()).toContain(`/service-area/${braselton}`)
    expect(findByZip(braselton)?.county).toBe('Jackson')
    const actions = await context.db
      .select({ action: contentRevisions.action, status: contentRevisions.status })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'service-area'), eq(contentRevisions.key, braselton)))
      .orderBy(contentRevisions.revision)
    expect(actions).toEqual([
      { action: 'publish', status: 'published' },
      { action: 'unpublish', status: 'unpublished' },
      { action: 'publish', status: 'published' },
    ])
  })

  it('answers 409 with both versions to a retire made from a stale revision, and writes nothing', async () => {
    const current = await row(braselton)
    const stale = await post({
      intent: 'retire',
      zip: braselton,
      baseRevision: String((current?.revision ?? 1) - 1),
    })
    expect(stale.status).toBe(409)
    expect(answer(stale).conflict?.current?.revision).toBe(current?.revision)
    expect((await contentItem(context.db, 'service-area', braselton))?.status).toBe('published')
    expect((await page(braselton)).status).toBe(200)
  })

  it('restoring a retired revision from the history retires the ZIP again, with its redirect', async () => {
    const history = await context.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'service-area'), eq(contentRevisions.key, braselton)))
    const retiredRevision = history.find((r) => r.status === 'unpublished')!
    const current = await row(braselton)
    const restored = await call(
      historyAction,
      postForm(
        `/admin/content/history/service-area/${braselton}`,
        { intent: 'restore', revisionId: retiredRevision.id, baseRevision: String(current?.revision) },
        ownerCookie,
      ),
      { kind: 'service-area', key: braselton },
    )
    expect(answer(restored).ok).toBe(true)
    expect((await page(braselton)).status).toBe(301)
  })
})
