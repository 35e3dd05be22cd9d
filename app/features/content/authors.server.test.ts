import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Author, authors } from '~/content/authors'
import { publishedContent, seedContent } from '~/content/published'
import { contentItems, contentRevisions, contentState, staffActions } from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { hubCards } from '~/features/knowledge/catalog.server'
import { knowledgePaths } from '~/features/knowledge/paths.server'
import { loader as overviewLoader } from '~/routes/admin.content'
import { loader as editorArticleLoader } from '~/routes/admin.content-article'
import { action as authorAction, loader as authorLoader } from '~/routes/admin.content-author'
import { action as authorsAction, loader as authorsLoader } from '~/routes/admin.content-authors'
import { action as historyAction } from '~/routes/admin.content-history'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as articleLoader } from '~/routes/article'
import { loader as authorPageLoader } from '~/routes/author'
import { loader as vcardLoader } from '~/routes/author.vcard'
import { loader as imageLoader } from '~/routes/content-image'
import { loader as feedLoader } from '~/routes/knowledge.feed'
import { bodyLimitFor } from '../../../server/limits'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { openTestDatabase } from '../../../tests/support/test-database'
import { articleFromForm } from './articles.server'
import type { ContentOutcome } from './console.server'
import { authorToForm } from './forms'
import { contentItem, itemsOfKind, loadPublished, publishItem } from './store.server'
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

/** The author form as the browser sends it: multipart, with a photo when one is chosen. */
function postAuthor(
  slug: string,
  fields: Record<string, string>,
  { cookie = ownerCookie, photo }: { cookie?: string; photo?: { bytes: Uint8Array; name: string } } = {},
) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  if (photo) body.append('photo', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name))
  const request = new Request(`${origin}/admin/content/authors/${slug}`, {
    method: 'POST',
    headers: { origin, cookie },
    body,
  })
  return call(authorAction, request, { slug })
}

async function authorForm(slug: string, changes: Record<string, string> = {}) {
  const item = await contentItem(context.db, 'author', slug)
  const fields: Record<string, string> = { baseRevision: String(item?.revision) }
  for (const [k, v] of Object.entries(authorToForm(item?.data as Author))) fields[k] = v
  return { ...fields, ...changes }
}

const listAction = (fields: Record<string, string>, cookie = ownerCookie) =>
  call(authorsAction, postForm('/admin/content/authors', fields, cookie))

const authorPage = (slug: string) => call(authorPageLoader, getPage(`/author/${slug}`), { slug })

async function vcard(slug: string) {
  const res = await call(vcardLoader, getPage(`/author/${slug}/vcard.vcf`), { slug })
  return { status: res.status, text: String(res.body) }
}

/** A phone's photo: a JPEG carrying where it was taken. */
const photoWithGps = async () =>
  new Uint8Array(
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7a5c4a' } })
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
  const dir = mkdtempSync(path.join(tmpdir(), 'author-exif-'))
  const file = path.join(dir, 'picture')
  writeFileSync(file, bytes)
  return Object.keys(
    JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }))[0],
  )
}

const served = async (file: string) =>
  (await imageLoader({
    request: new Request(`${origin}/images/content/${file}`),
    params: { file },
    context,
  } as never)) as Response

/**
 * The card's lines as RFC 6350 §3.2 has them: CRLF endings, no physical line over 75 octets, and a
 * continuation begins with one space. Answers the unfolded logical lines.
 */
function strictlyUnfold(card: string): string[] {
  expect(card.endsWith('\r\n')).toBe(true)
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const physical = card.slice(0, -2).split('\r\n')
  const logical: string[] = []
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length, line.slice(0, 30)).toBeLessThanOrEqual(75)
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1)
    else logical.push(line)
  }
  return logical
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

describe('authors as content', () => {
  it('imports the repository’s authors once, keyed by slug, and puts them in place', async () => {
    const items = await itemsOfKind(context.db, 'author')
    expect(items.map((i) => i.key)).toEqual(seedContent().authors.map((a) => a.slug))
    expect(publishedContent().authors.map((a) => a.slug)).toEqual(items.map((i) => i.key))
    expect(authors.map((a) => a.name)).toEqual(seedContent().authors.map((a) => a.name))
  })

  it('imports authors into a database whose content was imported before authors were content', async () => {
    const handle = await openTestDatabase()
    try {
      await handle.db.insert(contentState).values({ id: 1, version: 4 })
      const facts = seedContent().facts
      await handle.db
        .insert(contentItems)
        .values({ kind: 'facts', key: 'business', data: facts, revision: 1, updatedBy: 'repository' })
      await handle.db.insert(contentRevisions).values({
        kind: 'facts',
        key: 'business',
        revision: 1,
        status: 'published',
        data: facts,
        action: 'import',
        author: 'repository',
      })
      const loaded = await loadPublished(handle.db)
      expect(loaded.content.authors.map((a) => a.slug)).toEqual(seedContent().authors.map((a) => a.slug))
    } finally {
      await handle.close()
    }
  })

  it('answers 403 to staff without the permission on every author page and action, and changes nothing', async () => {
    const slug = 'caleb-ashford'
    for (const [loader, url, params] of [
      [authorsLoader, '/admin/content/authors', {}],
      [authorLoader, `/admin/content/authors/${slug}`, { slug }],
      [authorLoader, '/admin/content/authors/new', { slug: 'new' }],
    ] as const) {
      expect((await call(loader, getPage(url, staffCookie), params)).status, url).toBe(403)
    }
    const before = await contentItem(context.db, 'author', slug)
    expect(
      (await postAuthor(slug, await authorForm(slug, { name: 'Hacked' }), { cookie: staffCookie })).status,
    ).toBe(403)
    expect((await postAuthor('new', await authorForm(slug), { cookie: staffCookie })).status).toBe(403)
    expect(
      (await listAction({ intent: 'unpublish', key: slug, baseRevision: '1' }, staffCookie)).status,
    ).toBe(403)
    expect(await contentItem(context.db, 'author', slug)).toEqual(before)
  })

  it('refuses invalid fields with a message under each, and publishes nothing', async () => {
    const slug = 'jordan-pruitt'
    const res = await postAuthor(
      slug,
      await authorForm(slug, {
        name: '',
        email: 'jordan at work',
        expertise: '',
        phone: '12',
        linkedin: 'http://example.com/jordan',
      }),
    )
    expect(res.status).toBe(400)
    const errors = answer(res).reply?.error ?? {}
    expect(errors.name?.[0]).toMatch(/Enter the name/)
    expect(errors.email?.[0]).toMatch(/email address like/)
    expect(errors.expertise?.[0]).toMatch(/at least one area of expertise/)
    expect(errors.phone?.[0]).toMatch(/US phone number/)
    expect(errors.linkedin?.[0]).toMatch(/https:\/\//)
    expect((await contentItem(context.db, 'author', slug))?.revision).toBe(1)
  })

  it('publishes an edit: audit row, and the author page, the hub’s cards and the Atom feed follow', async () => {
    const slug = 'renee-okafor'
    const res = await postAuthor(
      slug,
      await authorForm(slug, { name: 'Renee Okafor-Hale', role: 'Director of Coatings' }),
    )
    expect(answer(res).ok).toBe(true)
    const [audit] = await context.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'content publish'))
      .orderBy(desc(staffActions.createdAt))
      .limit(1)
    expect(audit).toMatchObject({
      staffEmail: ownerEmail,
      detail: { kind: 'author', key: slug, revision: 2 },
    })
    await syncContent(context.db)
    const page = (await authorPage(slug)).body as Author & { articlesCount: number }
    expect(page).toMatchObject({
      name: 'Renee Okafor-Hale',
      role: 'Director of Coatings',
      avatarInitials: 'RO',
    })
    expect(page.articlesCount).toBeGreaterThan(0)
    const cards = hubCards().filter((c) => c.author.startsWith('Renee'))
    expect(cards.length).toBe(page.articlesCount)
    expect(cards.every((c) => c.author === 'Renee Okafor-Hale')).toBe(true)
    const feed = String((await call(feedLoader, getPage('/knowledge/feed.xml'))).body)
    expect(feed).toContain('<name>Renee Okafor-Hale</name>')
    expect(feed).not.toContain('<name>Renee Okafor</name>')
    expect((await vcard(slug)).text).toContain('FN:Renee Okafor-Hale\r\n')
  })

  it('refuses a save made from a stale revision with 409, both versions, and nothing changed', async () => {
    const slug = 'jordan-pruitt'
    const stale = await authorForm(slug, { role: 'Mine' })
    expect((await postAuthor(slug, await authorForm(slug, { role: 'Theirs' }))).status).toBe(200)
    const res = await postAuthor(slug, stale)
    expect(res.status).toBe(409)
    const body = answer(res)
    expect((body.conflict?.current?.data as Author | undefined)?.role).toBe('Theirs')
    expect((body.conflict?.tried as Author | undefined)?.role).toBe('Mine')
    expect(((await contentItem(context.db, 'author', slug))?.data as Author | undefined)?.role).toBe('Theirs')
  })

  it('takes a photo: cut square, served without GPS or camera, on the author page and in the vCard', async () => {
    const slug = 'caleb-ashford'
    const photo = await photoWithGps()
    expect(exifTags(photo).some((t) => t.includes('GPS'))).toBe(true)
    expect((await authorPage(slug)).body).not.toHaveProperty('photo')
    const res = await postAuthor(slug, await authorForm(slug, { phone: '770-555-0199' }), {
      photo: { bytes: photo, name: 'caleb.jpg' },
    })
    expect(answer(res).ok).toBe(true)
    await syncContent(context.db)
    const page = (await authorPage(slug)).body as Author
    expect(page.photo).toMatch(/^[0-9a-f-]{36}$/)
    for (const file of [`${page.photo}-160.webp`, `${page.photo}-640.avif`]) {
      const image = await served(file)
      expect(image.status, file).toBe(200)
      const bytes = new Uint8Array(await image.arrayBuffer())
      expect(
        exifTags(bytes).filter((t) => /GPS|Make|Model/.test(t)),
        file,
      ).toEqual([])
      const { width, height } = await sharp(bytes).metadata()
      expect(width, file).toBe(height)
    }
    // The article page's author box gets the photo too.
    const href = String(hubCards().find((c) => c.author === 'Caleb Ashford')?.href)
    const articleSlug = href.replace('/article/', '')
    const article = await call(articleLoader, getPage(href), { slug: articleSlug })
    expect((article.body as { author: { photo?: string } }).author.photo).toBe(page.photo)

    const card = await vcard(slug)
    expect(card.status).toBe(200)
    const lines = strictlyUnfold(card.text)
    expect(lines[1]).toBe('VERSION:4.0')
    expect(lines).toContain('TEL;VALUE=uri;TYPE="work,voice":tel:+17705550199')
    const photoLine = lines.find((l) => l.startsWith('PHOTO:'))
    expect(photoLine).toMatch(/^PHOTO:data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/)
    const jpeg = Buffer.from(String(photoLine?.split(',')[1]), 'base64')
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 })
    expect(exifTags(new Uint8Array(jpeg)).filter((t) => /GPS|Make|Model/.test(t))).toEqual([])
    // The square portrait is not offered as an article's 16:10 picture.
    const editor = (
      await call(editorArticleLoader, getPage('/admin/content/articles/new', ownerCookie), { id: 'new' })
    ).body as { pictures: { id: string }[] }
    expect(editor.pictures.map((p) => p.id)).not.toContain(page.photo)
    // Removing it brings the initials back.
    const removed = await postAuthor(slug, await authorForm(slug, { removePhoto: 'on' }))
    expect(answer(removed).ok).toBe(true)
    expect((await authorPage(slug)).body).not.toHaveProperty('photo')
    expect((await vcard(slug)).text).not.toContain('PHOTO')
  }, 60_000)

  it('adds an author: page, path and the article editor’s select follow; unpublishing removes the page', async () => {
    const res = await postAuthor('new', {
      name: 'Dana Whitfield',
      role: 'Estimator',
      bio: 'Dana measures and prices floors across Gwinnett County.',
      expertise: 'Estimating\nSlab assessment',
      certifications: '',
      email: 'dana@refinedresin.example',
      phone: '',
      linkedin: '',
    })
    expect(answer(res).created).toBe('dana-whitfield')
    await syncContent(context.db)
    const page = await authorPage('dana-whitfield')
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ avatarInitials: 'DW', articlesCount: 0, certifications: [] })
    expect(knowledgePaths()).toContain('/author/dana-whitfield')
    const editor = (
      await call(editorArticleLoader, getPage('/admin/content/articles/new', ownerCookie), { id: 'new' })
    ).body as { authors: { slug: string; name: string }[] }
    expect(editor.authors).toContainEqual({ slug: 'dana-whitfield', name: 'Dana Whitfield' })
    // The same name again gets a slug of its own.
    const twin = await postAuthor('new', { ...(await authorForm('dana-whitfield')), baseRevision: '' })
    expect(answer(twin).created).toBe('dana-whitfield-2')

    const item = await contentItem(context.db, 'author', 'dana-whitfield')
    const off = await listAction({
      intent: 'unpublish',
      key: 'dana-whitfield',
      baseRevision: String(item?.revision),
    })
    expect(answer(off).ok).toBe(true)
    await syncContent(context.db)
    expect((await authorPage('dana-whitfield')).status).toBe(404)
    expect((await vcard('dana-whitfield')).status).toBe(404)
    expect(knowledgePaths()).not.toContain('/author/dana-whitfield')
    // An article can no longer be signed by them: the server checks the published list.
    const signed = await articleFromForm(
      context.db,
      { email: ownerEmail } as never,
      { author: 'dana-whitfield', slug: 'a-new-article' } as never,
      '99',
      null,
    )
    expect(signed).toMatchObject({
      ok: false,
      field: 'author',
      error: 'Choose one of the published authors.',
    })
    const list = (await call(authorsLoader, getPage('/admin/content/authors', ownerCookie))).body as {
      authors: { key: string; status: string }[]
    }
    expect(list.authors.find((a) => a.key === 'dana-whitfield')?.status).toBe('unpublished')
  })

  it('refuses to unpublish an author who signs published articles, naming them', async () => {
    const slug = 'caleb-ashford'
    const item = await contentItem(context.db, 'author', slug)
    const res = await listAction({ intent: 'unpublish', key: slug, baseRevision: String(item?.revision) })
    expect(res.status).toBe(409)
    expect(answer(res).error).toMatch(/signs \d+ published articles? .*another author first/)
    expect((await contentItem(context.db, 'author', slug))?.status).toBe('published')
    expect((await authorPage(slug)).status).toBe(200)
  })

  it('refuses to restore an article revision signed by an author no longer published', async () => {
    const created = await postAuthor('new', {
      name: 'Rosa Delgado',
      role: 'Crew Lead',
      bio: 'Rosa leads installs in Hall County.',
      expertise: 'Flake floors',
      certifications: '',
      email: 'rosa@refinedresin.example',
      phone: '',
      linkedin: '',
    })
    expect(answer(created).created).toBe('rosa-delgado')
    await syncContent(context.db)
    const article = await contentItem(context.db, 'article', '1')
    const signed = { ...(article?.data as object), author: 'rosa-delgado' }
    const byRosa = await publishItem(context.db, {
      kind: 'article',
      key: '1',
      data: signed,
      baseRevision: article?.revision ?? null,
      author: ownerEmail,
    })
    if (!byRosa.ok) throw new Error('publish refused')
    await publishItem(context.db, {
      kind: 'article',
      key: '1',
      data: article?.data,
      baseRevision: byRosa.revision,
      author: ownerEmail,
    })
    const rosa = await contentItem(context.db, 'author', 'rosa-delgado')
    const off = await listAction({
      intent: 'unpublish',
      key: 'rosa-delgado',
      baseRevision: String(rosa?.revision),
    })
    expect(answer(off).ok).toBe(true)
    await syncContent(context.db)

    const [old] = await context.db
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.kind, 'article'),
          eq(contentRevisions.key, '1'),
          eq(contentRevisions.revision, byRosa.revision),
        ),
      )
    const before = await contentItem(context.db, 'article', '1')
    const res = await call(
      historyAction,
      postForm(
        '/admin/content/history/article/1',
        { intent: 'restore', revisionId: old.id, baseRevision: String(before?.revision) },
        ownerCookie,
      ),
      { kind: 'article', key: '1' },
    )
    expect(res.status).toBe(409)
    expect(answer(res).error).toContain('rosa-delgado, who is not a published author')
    expect((await contentItem(context.db, 'article', '1'))?.revision).toBe(before?.revision)
    expect(
      ((await contentItem(context.db, 'article', '1'))?.data as { author: string } | undefined)?.author,
    ).toBe('caleb-ashford')
  })

  it('lists authors on the Content overview, and lets the author form’s upload through the host', async () => {
    const overview = (await call(overviewLoader, getPage('/admin/content', ownerCookie))).body as {
      authors: { kind: string; edit: string }[]
    }
    expect(overview.authors[0]).toMatchObject({
      kind: 'author',
      edit: '/admin/content/authors/caleb-ashford',
    })
    expect(
      bodyLimitFor('/admin/content/authors/new', 'multipart/form-data; boundary=x').bytes,
    ).toBeGreaterThan(10 * 1024 * 1024)
    expect(bodyLimitFor('/admin/content/authors', 'multipart/form-data; boundary=x').bytes).toBe(64 * 1024)
  })
})
