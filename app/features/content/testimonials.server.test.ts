import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '~/content/published'
import type { Testimonial } from '~/content/testimonials'
import { contentRevisions } from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { loader as overviewLoader } from '~/routes/admin.content'
import { action as testimonialAction, loader as testimonialLoader } from '~/routes/admin.content-testimonial'
import { action as listAction, loader as listLoader } from '~/routes/admin.content-testimonials'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as pageWordsLoader } from '~/routes/page-words'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import type { ContentOutcome } from './console.server'
import { contentItem, itemsOfKind } from './store.server'

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
    created?: string
    message?: string
    error?: string
    reply?: { error?: Record<string, string[] | null> }
  }
const signIn = async (email: string) =>
  cookieFrom(await call(signInAction, postForm('/admin/sign-in', { email, password })))

const post = (id: string, fields: Record<string, string>, cookie = ownerCookie) =>
  call(testimonialAction, postForm(`/admin/content/testimonials/${id}`, fields, cookie), { id })
const toggle = (fields: Record<string, string>, cookie = ownerCookie) =>
  call(listAction, postForm('/admin/content/testimonials', fields, cookie))
const shown = async () => homeReviews('/page-words/home')

async function formOf(key: string, changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'testimonial', key)
  const t = item?.data as Testimonial
  return {
    name: t.name,
    role: t.role,
    location: t.location,
    text: t.text,
    baseRevision: String(item?.revision),
    ...changes,
  }
}

const firstKey = 'danielle-m-buford'

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  await createStaffAccount(context.db, { email: staffEmail, password })
  ownerCookie = await signIn(ownerEmail)
  staffCookie = await signIn(staffEmail)
})
afterAll(() => close())

/** The testimonials the home shows in a language, as its kept words carry them (decision 039). */
const homeReviews = async (path: string) =>
  (
    JSON.parse((await call(pageWordsLoader, getPage(path), { page: 'home' })).body as string) as {
      reviews: (Testimonial & { role: string })[]
    }
  ).reviews

describe('testimonials as content', () => {
  it('imports the repository’s testimonials in order; the home page shows them', async () => {
    const items = await itemsOfKind(context.db, 'testimonial')
    expect(items.map((i) => i.key)).toEqual([
      'danielle-m-buford',
      'marcus-t-lawrenceville',
      'jorge-r-gainesville',
    ])
    expect((await shown()).map((t) => t.name)).toEqual(seedContent().testimonials.map((t) => t.name))
    const overview = (await call(overviewLoader, getPage('/admin/content', ownerCookie))).body as {
      testimonials: { kind: string }[]
    }
    expect(overview.testimonials).toHaveLength(3)
  })

  it('answers 403 to staff without the permission, and changes nothing', async () => {
    expect((await call(listLoader, getPage('/admin/content/testimonials', staffCookie))).status).toBe(403)
    expect(
      (
        await call(testimonialLoader, getPage(`/admin/content/testimonials/${firstKey}`, staffCookie), {
          id: firstKey,
        })
      ).status,
    ).toBe(403)
    expect((await post(firstKey, await formOf(firstKey, { text: 'Hacked' }), staffCookie)).status).toBe(403)
    expect(
      (await toggle({ intent: 'unpublish', key: firstKey, baseRevision: '1' }, staffCookie)).status,
    ).toBe(403)
    expect((await contentItem(context.db, 'testimonial', firstKey))?.revision).toBe(1)
  })

  it('refuses invalid fields with a message under each', async () => {
    const res = await post(
      firstKey,
      await formOf(firstKey, { name: '', role: 'Landlord', text: 'x'.repeat(700) }),
    )
    expect(res.status).toBe(400)
    const errors = answer(res).reply?.error ?? {}
    expect(errors.name?.[0]).toMatch(/Enter the name/)
    expect(errors.role?.[0]).toMatch(/homeowner, business owner or contractor/)
    expect(errors.text?.[0]).toMatch(/under 600 characters/)
  })

  it('publishes an edit the home page shows, and refuses a stale one with 409 and both versions', async () => {
    const stale = await formOf(firstKey, { text: 'Mine.' })
    const res = await post(
      firstKey,
      await formOf(firstKey, { text: 'Ground, poured and topcoated in a weekend.' }),
    )
    expect(answer(res).ok).toBe(true)
    expect((await shown())[0].text).toBe('Ground, poured and topcoated in a weekend.')
    const conflict = await post(firstKey, stale)
    expect(conflict.status).toBe(409)
    expect((answer(conflict).conflict?.current?.data as Testimonial | undefined)?.text).toBe(
      'Ground, poured and topcoated in a weekend.',
    )
    expect((answer(conflict).conflict?.tried as Testimonial | undefined)?.text).toBe('Mine.')
  })

  it('adds a testimonial, unpublishes it (hidden from the home page) and publishes it again', async () => {
    const res = await post('new', {
      name: 'Priya S.',
      role: 'Business Owner',
      location: 'Duluth, GA',
      text: 'Our salon floor went down on a Sunday and we opened Monday.',
    })
    expect(answer(res).created).toBe('priya-s-duluth')
    expect((await shown()).at(-1)?.name).toBe('Priya S.')
    const item = await contentItem(context.db, 'testimonial', 'priya-s-duluth')
    const off = await toggle({
      intent: 'unpublish',
      key: 'priya-s-duluth',
      baseRevision: String(item?.revision),
    })
    expect(answer(off).ok).toBe(true)
    expect((await shown()).map((t) => t.name)).not.toContain('Priya S.')
    const [last] = await context.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'testimonial'), eq(contentRevisions.key, 'priya-s-duluth')))
      .orderBy(desc(contentRevisions.revision))
      .limit(1)
    expect(last).toMatchObject({ action: 'unpublish', status: 'unpublished' })
    // A stale click is a conflict, not a silent overwrite.
    expect(
      (await toggle({ intent: 'publish', key: 'priya-s-duluth', baseRevision: String(item?.revision) }))
        .status,
    ).toBe(409)
    const on = await toggle({ intent: 'publish', key: 'priya-s-duluth', baseRevision: String(last.revision) })
    expect(answer(on).ok).toBe(true)
    expect((await shown()).map((t) => t.name)).toContain('Priya S.')
  })

  it('keeps a testimonial’s Spanish words: the Spanish home shows it in Spanish, and leaves out one without', async () => {
    const res = await post('new', {
      name: 'Lucía P.',
      role: 'Homeowner',
      location: 'Norcross, GA',
      text: 'The basement finally feels like part of the house.',
      'es.text': 'Por fin el sótano se siente parte de la casa.',
    })
    expect(answer(res).created).toBe('lucia-p-norcross')
    const spanish = async () => homeReviews('/es/page-words/home')
    expect((await spanish()).find((t) => t.name === 'Lucía P.')).toMatchObject({
      text: 'Por fin el sótano se siente parte de la casa.',
      role: 'Propietario de vivienda',
    })
    expect((await spanish()).map((t) => t.name)).not.toContain('Priya S.')
    const tooLong = await post('new', {
      name: 'Long E.',
      role: 'Homeowner',
      location: 'Duluth, GA',
      text: 'Fine.',
      'es.text': 'x'.repeat(601),
    })
    expect(tooLong.status).toBe(400)
  })
})
