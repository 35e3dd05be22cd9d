import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PortfolioProject, portfolioProjects } from '~/content/projects'
import { publishedContent, seedContent } from '~/content/published'
import { contentItems, contentRevisions, contentState, staffActions } from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import type { PortfolioKeptWords } from '~/features/showcase/portfolio-page.server'
import { loader as overviewLoader } from '~/routes/admin.content'
import { action as historyAction } from '~/routes/admin.content-history'
import { action as projectAction, loader as projectLoader } from '~/routes/admin.content-project'
import { action as projectsAction, loader as projectsLoader } from '~/routes/admin.content-projects'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as imageLoader } from '~/routes/content-image'
import { loader as pageWordsLoader } from '~/routes/page-words'
import { loader as portfolioLoader } from '~/routes/portfolio'
import { bodyLimitFor } from '../../../server/limits'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { openTestDatabase } from '../../../tests/support/test-database'
import type { ContentOutcome } from './console.server'
import { projectToForm } from './forms'
import { contentItem, importSeedContent, loadPublished, projectsInOrder } from './store.server'
import { syncContent } from './sync.server'

const ownerEmail = 'owner@refinedresin.example'
const staffEmail = 'crew@refinedresin.example'
const password = 'a long enough password 2026'
const origin = 'http://localhost:3000'

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

/** The project form as the browser sends it: multipart, with a photo when one is chosen. */
function postProject(
  id: string,
  fields: Record<string, string>,
  { cookie = ownerCookie, photo }: { cookie?: string; photo?: { bytes: Uint8Array; name: string } } = {},
) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  if (photo) body.append('photo', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name))
  const request = new Request(`${origin}/admin/content/projects/${id}`, {
    method: 'POST',
    headers: { origin, cookie },
    body,
  })
  return call(projectAction, request, { id })
}

async function projectForm(key: string, changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'project', key)
  const form = projectToForm(item?.data as PortfolioProject)
  const fields: Record<string, string> = { baseRevision: String(item?.revision) }
  for (const [k, v] of Object.entries(form)) if (v !== undefined) fields[k] = v
  return { ...fields, ...changes }
}

const newProject = {
  title: 'Lakeside Boathouse',
  location: 'Gainesville, GA',
  category: 'residential',
  finish: 'flake',
  sqft: '640',
  durationDays: '2',
  warranty: 'on',
  image: 'granite-speckle',
}

const spanishPortfolio = async () =>
  (await call(portfolioLoader, getPage('/es/portfolio'))).body as {
    counts: { all: number }
    words: string
    twin: boolean
  }

/** The projects a page's cards show, as a navigation in the browser fetches them (routes/page-words.ts). */
const projectsOn = async (path: string) =>
  (
    JSON.parse(
      (await call(pageWordsLoader, getPage(path), { page: 'portfolio' })).body as string,
    ) as PortfolioKeptWords
  ).projects

const publicProjects = () => projectsOn('/page-words/portfolio')

const listAction = (fields: Record<string, string>, cookie = ownerCookie) =>
  call(projectsAction, postForm('/admin/content/projects', fields, cookie))

async function orderRevision() {
  return String((await projectsInOrder(context.db)).order?.revision)
}

/** A phone's photo: a JPEG carrying where it was taken. */
const photoWithGps = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5c6a7a' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '34/1 7/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '84/1 0/1 0/1',
        },
      })
      .toBuffer(),
  )

/** Every tag exiftool finds in a file. */
function exifTags(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'project-exif-'))
  const file = path.join(dir, 'picture')
  writeFileSync(file, bytes)
  return Object.keys(
    JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }))[0],
  )
}

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  await createStaffAccount(context.db, { email: staffEmail, password })
  ownerCookie = await signIn(ownerEmail)
  staffCookie = await signIn(staffEmail)
  await syncContent(context.db)
})
afterAll(() => close())

describe('portfolio projects as content', () => {
  it('imports the repository’s projects once, in the owner’s order, and the portfolio shows them', async () => {
    const { items, order } = await projectsInOrder(context.db)
    expect(items.map((i) => i.key)).toEqual(seedContent().projects.map((p) => p.id))
    expect(order?.data).toEqual({ keys: seedContent().projects.map((p) => p.id) })
    expect((await publicProjects()).map((p) => p.id)).toEqual(items.map((i) => i.key))
  })

  it('imports projects into a database whose content was imported before projects were content', async () => {
    const handle = await openTestDatabase()
    try {
      // As an install from before projects were content: its first import done, facts edited since.
      await handle.db.insert(contentState).values({ id: 1, version: 7 })
      const facts = { ...seedContent().facts, phone: '(404) 555-0100' }
      await handle.db
        .insert(contentItems)
        .values({ kind: 'facts', key: 'business', data: facts, revision: 3, updatedBy: 'owner' })
      await handle.db.insert(contentRevisions).values({
        kind: 'facts',
        key: 'business',
        revision: 3,
        status: 'published',
        data: facts,
        action: 'publish',
        author: 'owner',
      })
      const loaded = await loadPublished(handle.db)
      expect(loaded.content.projects.map((p) => p.id)).toEqual(seedContent().projects.map((p) => p.id))
      expect(loaded.content.facts.phone).toBe('(404) 555-0100')
      expect(await importSeedContent(handle.db)).toBe(false)
      expect((await projectsInOrder(handle.db)).items).toHaveLength(seedContent().projects.length)
      expect(loaded.version).toBe(7)
    } finally {
      await handle.close()
    }
  })

  it('answers 403 to staff without the permission on every project page and action, and changes nothing', async () => {
    const key = portfolioProjects[0].id
    for (const [loader, url, params] of [
      [projectsLoader, '/admin/content/projects', {}],
      [projectLoader, `/admin/content/projects/${key}`, { id: key }],
      [projectLoader, '/admin/content/projects/new', { id: 'new' }],
    ] as const) {
      const page = await call(loader, getPage(url, staffCookie), params)
      expect(page.status, url).toBe(403)
    }
    const before = await contentItem(context.db, 'project', key)
    expect(
      (await postProject(key, await projectForm(key, { title: 'Hacked' }), { cookie: staffCookie })).status,
    ).toBe(403)
    expect((await postProject('new', newProject, { cookie: staffCookie })).status).toBe(403)
    expect((await listAction({ intent: 'unpublish', key, baseRevision: '1' }, staffCookie)).status).toBe(403)
    expect(
      (await listAction({ intent: 'down', key, orderRevision: await orderRevision() }, staffCookie)).status,
    ).toBe(403)
    expect(await contentItem(context.db, 'project', key)).toEqual(before)
  })

  it('refuses invalid fields with a message under each, and publishes nothing', async () => {
    const key = portfolioProjects[1].id
    const before = await contentItem(context.db, 'project', key)
    const res = await postProject(
      key,
      await projectForm(key, { title: '', sqft: 'lots', category: 'spaceship', image: 'not-a-finish' }),
    )
    expect(res.status).toBe(400)
    const errors = answer(res).reply?.error ?? {}
    expect(errors.title?.[0]).toMatch(/Enter the title/)
    expect(errors.sqft?.[0]).toMatch(/square feet/)
    expect(errors.category?.[0]).toMatch(/residential, commercial or industrial/)
    expect(errors.image?.[0]).toMatch(/Choose one of the finishes/)
    expect((await contentItem(context.db, 'project', key))?.revision).toBe(before?.revision)
  })

  it('publishes an edit: a revision, an audit row, and the portfolio shows it after the sync', async () => {
    const key = portfolioProjects[0].id
    const res = await postProject(
      key,
      await projectForm(key, { title: 'Copper Flow Garage, Redone', sqft: '520' }),
    )
    expect(res.status).toBe(200)
    expect(answer(res).ok).toBe(true)
    const item = await contentItem(context.db, 'project', key)
    expect(item?.revision).toBe(2)
    expect((item?.data as PortfolioProject | undefined)?.title).toBe('Copper Flow Garage, Redone')
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'content publish'))
      .orderBy(desc(staffActions.createdAt))
      .limit(1)
    expect(audit).toMatchObject({ staffEmail: ownerEmail, detail: { kind: 'project', key, revision: 2 } })
    await syncContent(context.db)
    const shown = (await publicProjects()).find((p) => p.id === key)
    expect(shown).toMatchObject({ title: 'Copper Flow Garage, Redone', sqft: 520 })
  })

  it('refuses a save made from a stale revision with 409, both versions, and nothing changed', async () => {
    const key = portfolioProjects[2].id
    const stale = await projectForm(key, { title: 'Mine' })
    expect((await postProject(key, await projectForm(key, { title: 'Theirs' }))).status).toBe(200)
    const res = await postProject(key, stale)
    expect(res.status).toBe(409)
    const body = answer(res)
    expect(body.conflict?.current?.revision).toBe(2)
    expect((body.conflict?.current?.data as PortfolioProject | undefined)?.title).toBe('Theirs')
    expect((body.conflict?.tried as PortfolioProject | undefined)?.title).toBe('Mine')
    expect(
      ((await contentItem(context.db, 'project', key))?.data as PortfolioProject | undefined)?.title,
    ).toBe('Theirs')
  })

  it('unpublishes a project in one click (hidden from the portfolio) and publishes it again', async () => {
    const key = portfolioProjects[3].id
    const item = await contentItem(context.db, 'project', key)
    const res = await listAction({ intent: 'unpublish', key, baseRevision: String(item?.revision) })
    expect(answer(res).ok).toBe(true)
    await syncContent(context.db)
    expect((await publicProjects()).map((p) => p.id)).not.toContain(key)
    expect(portfolioProjects.map((p) => p.id)).not.toContain(key)
    const [last] = await context.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'project'), eq(contentRevisions.key, key)))
      .orderBy(desc(contentRevisions.revision))
      .limit(1)
    expect(last).toMatchObject({ action: 'unpublish', status: 'unpublished' })
    // The console still lists it, marked.
    const list = (await call(projectsLoader, getPage('/admin/content/projects', ownerCookie))).body as {
      projects: { key: string; status: string }[]
    }
    expect(list.projects.find((p) => p.key === key)?.status).toBe('unpublished')
    // A stale click is a conflict, not a silent overwrite.
    expect((await listAction({ intent: 'publish', key, baseRevision: String(item?.revision) })).status).toBe(
      409,
    )
    const again = await listAction({ intent: 'publish', key, baseRevision: String(last.revision) })
    expect(answer(again).ok).toBe(true)
    expect((await publicProjects()).map((p) => p.id)).toContain(key)
  })

  it('reorders with one revision of the order item per move, refuses a stale move, and the portfolio follows', async () => {
    const before = (await projectsInOrder(context.db)).items.map((i) => i.key)
    const [first, second, third] = before
    const rev = await orderRevision()
    const res = await listAction({ intent: 'down', key: first, orderRevision: rev })
    expect(answer(res).ok).toBe(true)
    expect(answer(res).message).toMatch(/moved down to place 2/)
    expect((await publicProjects()).slice(0, 3).map((p) => p.id)).toEqual([second, first, third])
    // The same page's second click, from the order it was opened at: refused.
    expect((await listAction({ intent: 'down', key: second, orderRevision: rev })).status).toBe(409)
    const up = await listAction({ intent: 'up', key: third, orderRevision: await orderRevision() })
    expect(answer(up).ok).toBe(true)
    expect((await publicProjects()).slice(0, 3).map((p) => p.id)).toEqual([second, third, first])
    // The first cannot go up, the last cannot go down.
    const top = await listAction({ intent: 'up', key: second, orderRevision: await orderRevision() })
    expect(top.status).toBe(400)
    expect(answer(top).error).toMatch(/already first/)
    const revisions = await context.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.kind, 'project-order'))
    expect(revisions.map((r) => r.action).sort()).toEqual(['import', 'reorder', 'reorder'])
    // Restoring the imported order from history puts the owner's first order back.
    const imported = revisions.find((r) => r.action === 'import')
    const restored = await call(
      historyAction,
      postForm(
        '/admin/content/history/project-order/portfolio',
        { intent: 'restore', revisionId: String(imported?.id), baseRevision: await orderRevision() },
        ownerCookie,
      ),
      { kind: 'project-order', key: 'portfolio' },
    )
    expect(answer(restored).ok).toBe(true)
    expect((await publicProjects()).slice(0, 3).map((p) => p.id)).toEqual(before.slice(0, 3))
  })

  it('adds a project with an uploaded photo: GPS gone from every served file, shown last on the portfolio', async () => {
    const photo = await photoWithGps()
    expect(exifTags(photo).some((t) => t.includes('GPS'))).toBe(true)
    // A photo needs words for people who cannot see it.
    const noAlt = await postProject('new', newProject, { photo: { bytes: photo, name: 'boathouse.jpg' } })
    expect(noAlt.status).toBe(400)
    expect(answer(noAlt).reply?.error?.imageAlt?.[0]).toMatch(/Describe what the photo shows/)

    const res = await postProject(
      'new',
      { ...newProject, imageAlt: 'Speckled grey floor of a lakeside boathouse' },
      { photo: { bytes: photo, name: 'boathouse.jpg' } },
    )
    expect(res.status).toBe(200)
    const body = answer(res)
    expect(body.created).toBe('lakeside-boathouse-gainesville')
    const shown = (await publicProjects()).at(-1)
    expect(shown).toMatchObject({
      id: 'lakeside-boathouse-gainesville',
      title: 'Lakeside Boathouse',
      imageAlt: 'Speckled grey floor of a lakeside boathouse',
    })
    expect(shown?.image).toMatch(/^[0-9a-f-]{36}$/)
    for (const file of [`${shown?.image}-960.webp`, `${shown?.image}-1600.avif`]) {
      const served = (await imageLoader({
        request: new Request(`${origin}/images/content/${file}`),
        params: { file },
        context,
      } as never)) as Response
      expect(served.status).toBe(200)
      const tags = exifTags(new Uint8Array(await served.arrayBuffer()))
      expect(
        tags.filter((t) => /GPS|Make|Model/.test(t)),
        file,
      ).toEqual([])
    }
    // The same title and place again gets a key of its own.
    const twin = await postProject('new', newProject)
    expect(answer(twin).created).toBe('lakeside-boathouse-gainesville-2')
  }, 60_000)

  it('refuses a file that is not a picture, with a message under the photo, and publishes nothing', async () => {
    const count = (await projectsInOrder(context.db)).items.length
    const res = await postProject(
      'new',
      { ...newProject, title: 'Not A Photo', imageAlt: 'Nothing' },
      { photo: { bytes: new TextEncoder().encode('%PDF-1.4 not a picture'), name: 'quote.pdf' } },
    )
    expect(res.status).toBe(400)
    expect(answer(res).error).toMatch(/not a photo we can read/)
    expect(answer(res).reply?.error?.photo?.[0]).toMatch(/not a photo we can read/)
    expect((await projectsInOrder(context.db)).items).toHaveLength(count)
  })

  it('lists projects and the order on the Content overview, and lets the project form’s upload through the host', async () => {
    const overview = (await call(overviewLoader, getPage('/admin/content', ownerCookie))).body as {
      projects: { kind: string; edit: string }[]
    }
    expect(overview.projects[0]).toMatchObject({ kind: 'project-order', edit: '/admin/content/projects' })
    expect(overview.projects.filter((p) => p.kind === 'project').length).toBeGreaterThan(20)
    expect(
      bodyLimitFor('/admin/content/projects/new', 'multipart/form-data; boundary=x').bytes,
    ).toBeGreaterThan(10 * 1024 * 1024)
    expect(bodyLimitFor('/admin/content/projects', 'multipart/form-data; boundary=x').bytes).toBe(64 * 1024)
    expect(publishedContent().projects.length).toBe(portfolioProjects.length)
  })

  it('publishes a project’s Spanish with the English: on /es/portfolio in Spanish, never on /portfolio’s data, kept by restore', async () => {
    const key = 'machine-shop-norcross'
    // The seed gives most projects their Spanish, not this one: it is left off the Spanish portfolio.
    expect((await projectsOn('/es/page-words/portfolio')).map((p) => p.id)).not.toContain(key)
    const res = await postProject(
      key,
      await projectForm(key, { 'es.title': 'Taller mecánico', 'es.location': 'Norcross, GA' }),
    )
    expect(answer(res).ok).toBe(true)
    const item = await contentItem(context.db, 'project', key)
    expect((item?.data as PortfolioProject | undefined)?.es).toEqual({
      title: 'Taller mecánico',
      location: 'Norcross, GA',
    })
    await syncContent(context.db)
    const page = await spanishPortfolio()
    expect(page.twin).toBe(true)
    const shown = (await projectsOn('/es/page-words/portfolio')).find((p) => p.id === key)
    expect(shown).toMatchObject({
      title: 'Taller mecánico',
      location: 'Norcross, GA',
      category: 'industrial',
    })
    expect(JSON.parse(page.words).filters.metallic).toBe('Metálico')
    // The English page's data carries no Spanish, and says the twin exists.
    const english = (await call(portfolioLoader, getPage('/portfolio'))).body as { twin: boolean }
    expect(JSON.stringify(english)).not.toContain('Taller')
    expect(JSON.stringify(await projectsOn('/page-words/portfolio'))).not.toContain('Taller')
    expect(english.twin).toBe(true)
    // The form shows the Spanish again, and restoring the revision before it takes it away.
    expect(projectToForm(item?.data as PortfolioProject)).toMatchObject({ 'es.title': 'Taller mecánico' })
    const [first] = await context.db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.kind, 'project'),
          eq(contentRevisions.key, key),
          eq(contentRevisions.revision, 1),
        ),
      )
    const restored = await call(
      historyAction,
      postForm(
        `/admin/content/history/project/${key}`,
        { intent: 'restore', revisionId: String(first.id), baseRevision: String(item?.revision) },
        ownerCookie,
      ),
      { kind: 'project', key },
    )
    expect(answer(restored).ok).toBe(true)
    await syncContent(context.db)
    expect((await projectsOn('/es/page-words/portfolio')).map((p) => p.id)).not.toContain(key)
  })

  it('refuses half a Spanish version with a message under each empty Spanish field, and publishes nothing', async () => {
    const key = portfolioProjects[5].id
    const before = await contentItem(context.db, 'project', key)
    const res = await postProject(
      key,
      await projectForm(key, { 'es.title': 'Piso nuevo', 'es.location': '  ' }),
    )
    expect(res.status).toBe(400)
    const errors = answer(res).reply?.error ?? {}
    expect(errors['es.location']?.[0]).toMatch(/Fill in every Spanish field, or leave them all empty/)
    expect(errors['es.title']).toBeUndefined()
    // The artwork describes itself: no Spanish photo description is asked for.
    expect(errors['es.imageAlt']).toBeUndefined()
    expect((await contentItem(context.db, 'project', key))?.revision).toBe(before?.revision)
    // Emptying every Spanish field takes the project off the Spanish portfolio, nothing else.
    const cleared = await postProject(key, await projectForm(key, { 'es.title': '', 'es.location': '' }))
    expect(answer(cleared).ok).toBe(true)
    expect(
      ((await contentItem(context.db, 'project', key))?.data as PortfolioProject | undefined)?.es,
    ).toBeUndefined()
  })

  it('answers the Spanish 404 for /es/portfolio while no project has Spanish', async () => {
    const saved = portfolioProjects.map((p) => p.es)
    try {
      for (const p of portfolioProjects) delete p.es
      const res = await call(portfolioLoader, getPage('/es/portfolio'))
      expect(res.status).toBe(404)
      expect(((await call(portfolioLoader, getPage('/portfolio'))).body as { twin: boolean }).twin).toBe(
        false,
      )
    } finally {
      portfolioProjects.forEach((p, i) => {
        if (saved[i]) p.es = saved[i]
      })
    }
  })
})
