import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { searchKnowledge } from '~/features/chat/knowledge.server'
import { articleFiles } from '~/features/knowledge/article-files.server'
import { articlesAtomFeed } from '~/features/knowledge/atom-feed.server'
import { hubCards } from '~/features/knowledge/catalog.server'
import { publicPaths } from '~/features/site/public-paths.server'
import { action as editorAction, loader as editorLoader } from '~/routes/admin.content-article'
import { headers as previewHeaders, loader as previewLoader } from '~/routes/admin.content-article-preview'
import { loader as listLoader } from '~/routes/admin.content-articles'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as articleLoader } from '~/routes/article'
import { loader as llmsLoader } from '~/routes/llms.txt'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { articleList, atlantaLocal } from './articles.server'
import { contentItem } from './store.server'

const ownerEmail = 'owner@refinedresin.example'
const staffEmail = 'crew@refinedresin.example'
const password = 'a long enough password 2026'

let context: AppLoadContext
let close: () => Promise<void>
let ownerCookie = ''
let staffCookie = ''

const call = (fn: unknown, request: Request, params: Record<string, string> = {}) =>
  callRoute(fn as never, request, context, params)
type Answer = {
  ok?: boolean
  error?: string
  message?: string
  previews?: Record<string, string>
  reply?: { error?: Record<string, string[] | null> }
}
const answer = (o: Outcome) => o.body as Answer
const signIn = async (email: string) =>
  cookieFrom(await call(signInAction, postForm('/admin/sign-in', { email, password })))

/** A whole article as the editor posts it; the subject ("hydronic" heated slabs) is new to the site. */
function articleForm(intent: string, changes: Record<string, string> = {}): Record<string, string> {
  return {
    intent,
    title: 'Coating hydronic heated slabs',
    slug: 'hydronic-heated-slabs',
    metaDescription: 'How we coat a hydronic radiant heated slab without cracking the epoxy.',
    summary: 'Hydronic radiant heat and epoxy: cure temperatures, warm-up schedules and joints.',
    aiSummary: 'Turn hydronic radiant heat off two days before an epoxy install and ramp it up slowly after.',
    author: 'caleb-ashford',
    category: 'residential-tips',
    tags: 'Radiant heat, Garage',
    keywords: 'hydronic slab epoxy\nradiant heated floor coating',
    'faqs[0].question': 'Can epoxy go over a hydronic heated slab?',
    'faqs[0].answer': 'Yes, when the heat is off for the install and brought back up slowly.',
    'faqs[1].question': '',
    'faqs[1].answer': '',
    sources: 'Radiant Professionals Alliance https://www.radiantprofessionalsalliance.org/',
    image: 'metallic-copper',
    imageAlt: 'A copper metallic floor over a heated slab',
    bodyMarkdown: '## Why heat matters\n\nEpoxy cures by temperature. A **hydronic** slab warms unevenly.',
    ...changes,
  }
}

const post = (id: string, fields: Record<string, string>, cookie = ownerCookie) =>
  call(editorAction, postForm(`/admin/content/articles/${id}`, fields, cookie), { id })

async function revisionOf(id: string) {
  return (await contentItem(context.db, 'article', id))?.revision ?? null
}

/** Writes a new article (draft first) and returns its id. */
async function newArticle(changes: Record<string, string> = {}): Promise<string> {
  const saved = await post('new', articleForm('draft', changes))
  expect(saved.status).toBe(302)
  const id = /articles\/(\d+)\?done=draft/.exec(saved.headers.get('location') ?? '')?.[1]
  expect(id).toBeTruthy()
  return id as string
}

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  await createStaffAccount(context.db, { email: staffEmail, password })
  ownerCookie = await signIn(ownerEmail)
  staffCookie = await signIn(staffEmail)
})
afterAll(() => close())

describe('articles in the console', () => {
  it('answers 403 to staff without the content permission on every article page and action', async () => {
    for (const [loader, path, params] of [
      [listLoader, '/admin/content/articles', {}],
      [editorLoader, '/admin/content/articles/1', { id: '1' }],
      [previewLoader, '/admin/content/articles/1/preview', { id: '1' }],
    ] as const) {
      expect((await call(loader, getPage(path, staffCookie), params)).status, path).toBe(403)
    }
    const before = await revisionOf('1')
    expect((await post('new', articleForm('publish'), staffCookie)).status).toBe(403)
    expect((await post('1', { intent: 'unpublish', baseRevision: String(before) }, staffCookie)).status).toBe(
      403,
    )
    expect(await revisionOf('1')).toBe(before)
  })

  it('refuses each invalid field with its message under the field, and saves nothing', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', /160 characters or fewer/],
      [{ slug: 'Bad Slug!' }, 'slug', /lower-case words joined by hyphens/],
      [{ slug: articleFiles()[0].slug }, 'slug', /Another article already uses this address/],
      [{ title: 'Hello <script>alert(1)</script>' }, 'title', /cannot contain < or >/],
      [{ imageAlt: '' }, 'imageAlt', /Enter the picture description/],
      [{ sources: 'Somewhere javascript:alert(1)' }, 'sources[0].url', /https:\/\//],
    ]
    const count = articleFiles().length
    for (const [changes, field, message] of cases) {
      const refused = await post('new', articleForm('publish', changes))
      expect(refused.status, field).toBe(400)
      expect(answer(refused).reply?.error?.[field]?.join(' '), field).toMatch(message)
    }
    expect(articleFiles()).toHaveLength(count)
  })

  it('renders no script, iframe, handler, javascript: link or outside picture, in preview or on the page', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1))',
      '![outside](https://evil.example/x.png)',
      '![ours](/images/finishes/metallic-copper-960.webp)',
    ].join('\n\n')
    const preview = await post('new', { intent: 'preview', bodyMarkdown: hostile })
    const html = answer(preview).previews?.en ?? ''
    const check = (out: string) => {
      // Raw HTML is shown as text (escaped): no element, attribute or link of it survives.
      const tags = [...out.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].map((m) => ({ name: m[1], attrs: m[2] }))
      expect(tags.filter((t) => /^(script|iframe)$/i.test(t.name))).toEqual([])
      expect(tags.filter((t) => /\son\w+=|javascript:|evil\.example/i.test(t.attrs))).toEqual([])
      expect(out).toContain('<img src="/images/finishes/metallic-copper-960.webp"')
    }
    check(html)
    const id = await newArticle({ slug: 'hostile-body', title: 'Hostile body', bodyMarkdown: hostile })
    expect(
      (
        await post(
          id,
          articleForm('publish', {
            slug: 'hostile-body',
            title: 'Hostile body',
            bodyMarkdown: hostile,
            baseRevision: '0',
          }),
        )
      ).status,
    ).toBe(200)
    const page = await call(articleLoader, getPage('/article/hostile-body'), { slug: 'hostile-body' })
    check((page.body as { article: { bodyHtml: string } }).article.bodyHtml)
    const unpublished = await post(id, { intent: 'unpublish', baseRevision: String(await revisionOf(id)) })
    expect(unpublished.status).toBe(200)
  })

  it('keeps a draft away from visitors, and shows it on the staff preview', async () => {
    const before = articleFiles().find((f) => f.id === '1')
    const seeded = await call(editorLoader, getPage('/admin/content/articles/1', ownerCookie), { id: '1' })
    expect(seeded.status).toBe(200)
    const saved = await post(
      '1',
      articleForm('draft', {
        title: 'A draft title nobody sees',
        slug: before?.slug ?? '',
        baseRevision: String(await revisionOf('1')),
      }),
    )
    expect(answer(saved).ok).toBe(true)
    expect(articleFiles().find((f) => f.id === '1')?.title).toBe(before?.title)
    expect(hubCards().some((c) => c.title === 'A draft title nobody sees')).toBe(false)
    const preview = await call(previewLoader, getPage('/admin/content/articles/1/preview', ownerCookie), {
      id: '1',
    })
    expect((preview.body as { article: { title: string } }).article.title).toBe('A draft title nobody sees')
    expect(previewHeaders()['X-Robots-Tag']).toMatch(/noindex/)
    expect(publicPaths().some((p) => p.includes('preview'))).toBe(false)
    const row = (await articleList(context.db)).find((a) => a.id === '1')
    expect(row).toMatchObject({ state: { kind: 'published' }, hasDraft: true })
  })

  it('publishes a new article to the hub, its page, the sitemap, the feed, llms.txt and Remy', async () => {
    const id = await newArticle()
    expect(articleFiles().some((f) => f.id === id)).toBe(false)
    expect((await articleList(context.db)).find((a) => a.id === id)?.state).toEqual({ kind: 'draft' })
    const published = await post(id, articleForm('publish', { baseRevision: '0' }))
    expect(answer(published)).toMatchObject({ ok: true })
    const file = articleFiles().find((f) => f.id === id)
    expect(file).toMatchObject({ slug: 'hydronic-heated-slabs', readCount: 0, previousSlugs: [] })
    expect(file?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(file?.faqs).toHaveLength(1)
    expect(file?.hook).toBe('')
    expect((await contentItem(context.db, 'article', id))?.draft).toBeNull()
    expect(hubCards().some((c) => c.href === '/article/hydronic-heated-slabs')).toBe(true)
    expect(publicPaths()).toContain('/article/hydronic-heated-slabs')
    expect(articlesAtomFeed('https://refinedresin.example')).toContain('Coating hydronic heated slabs')
    const llms = await call(llmsLoader, getPage('/llms.txt'))
    expect(llms.body).toContain('/article/hydronic-heated-slabs')
    const found = searchKnowledge('Can I put epoxy on a hydronic heated slab?')
    expect(found[0]?.href).toBe('/article/hydronic-heated-slabs')
    const page = await call(articleLoader, getPage('/article/hydronic-heated-slabs'), {
      slug: 'hydronic-heated-slabs',
    })
    expect(page.status).toBe(200)
  })

  it('changes the address of a published article and keeps the old one as a 301', async () => {
    const id = articleFiles().find((f) => f.slug === 'hydronic-heated-slabs')?.id as string
    const renamed = await post(
      id,
      articleForm('publish', { slug: 'heated-slab-epoxy', baseRevision: String(await revisionOf(id)) }),
    )
    expect(answer(renamed).ok).toBe(true)
    const old = await call(articleLoader, getPage('/article/hydronic-heated-slabs'), {
      slug: 'hydronic-heated-slabs',
    })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/article/heated-slab-epoxy')
    // Another article cannot take the old address while it leads here.
    const taken = await post('new', articleForm('publish', { slug: 'hydronic-heated-slabs' }))
    expect(answer(taken).reply?.error?.slug?.join(' ')).toMatch(/already uses/)
  })

  it('refuses a publish made from an older revision with 409, writing nothing', async () => {
    const id = articleFiles().find((f) => f.slug === 'heated-slab-epoxy')?.id as string
    const current = await revisionOf(id)
    const stale = await post(
      id,
      articleForm('publish', {
        slug: 'heated-slab-epoxy',
        title: 'Stale',
        baseRevision: String((current ?? 1) - 1),
      }),
    )
    expect(stale.status).toBe(409)
    expect(await revisionOf(id)).toBe(current)
    expect(articleFiles().find((f) => f.id === id)?.title).toBe('Coating hydronic heated slabs')
  })

  it('unpublishes: the page, hub card and sitemap entry go', async () => {
    const id = articleFiles().find((f) => f.slug === 'heated-slab-epoxy')?.id as string
    const done = await post(id, { intent: 'unpublish', baseRevision: String(await revisionOf(id)) })
    expect(answer(done).ok).toBe(true)
    expect(articleFiles().some((f) => f.id === id)).toBe(false)
    expect(publicPaths()).not.toContain('/article/heated-slab-epoxy')
    const page = await call(articleLoader, getPage('/article/heated-slab-epoxy'), {
      slug: 'heated-slab-epoxy',
    })
    expect(page.status).toBe(404)
    expect((await articleList(context.db)).find((a) => a.id === id)?.state).toEqual({ kind: 'unpublished' })
  })

  it('publishes for a set time in Atlanta: scheduled until then, shown after', async () => {
    const id = await newArticle({ slug: 'scheduled-piece', title: 'A scheduled piece' })
    const when = new Date(Date.now() + 2 * 24 * 3600_000)
    const local = atlantaLocal(when.toISOString())
    const past = await post(
      id,
      articleForm('schedule', {
        slug: 'scheduled-piece',
        title: 'A scheduled piece',
        publishAt: '2020-01-01T09:00',
        baseRevision: '0',
      }),
    )
    expect(answer(past).reply?.error?.publishAt?.join(' ')).toMatch(/in the future/)
    const scheduled = await post(
      id,
      articleForm('schedule', {
        slug: 'scheduled-piece',
        title: 'A scheduled piece',
        publishAt: local,
        baseRevision: '0',
      }),
    )
    expect(answer(scheduled).ok).toBe(true)
    const state = (await articleList(context.db)).find((a) => a.id === id)?.state
    expect(state?.kind).toBe('scheduled')
    // The wall-clock minute chosen in Atlanta is the instant stored.
    expect(Math.abs(Date.parse((state as { at: string }).at) - when.getTime())).toBeLessThan(60_000)
    expect(articleFiles().some((f) => f.id === id)).toBe(false)
    expect(articleFiles(new Date(when.getTime() + 60_000)).some((f) => f.id === id)).toBe(true)
  })
  it('gives each of several new articles saved at once its own id: none is lost, none is a 500', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('new', articleForm('draft', { title: `Concurrent draft ${i}`, slug: `concurrent-draft-${i}` })),
      ),
    )
    const published = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(
          'new',
          articleForm('publish', { title: `Concurrent publish ${i}`, slug: `concurrent-publish-${i}` }),
        ),
      ),
    )
    const ids = [...drafts, ...published].map((o) => {
      expect(o.status).toBe(302)
      return /articles\/(\d+)\?done=/.exec(o.headers.get('location') ?? '')?.[1]
    })
    expect(new Set(ids).size).toBe(10)
    for (const [n, id] of ids.entries()) {
      const item = await contentItem(context.db, 'article', id as string)
      const title = n < 6 ? `Concurrent draft ${n}` : `Concurrent publish ${n - 6}`
      const stored = (
        n < 6 ? (item?.draft as { article: { title: string } } | undefined)?.article : item?.data
      ) as {
        title: string
      }
      expect(stored.title).toBe(title)
    }
  })
})
