import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { type ArticleSource, articleFiles } from '~/features/knowledge/article-files.server'
import { hubCards } from '~/features/knowledge/catalog.server'
import { publicPaths } from '~/features/site/public-paths.server'
import { action as editorAction, loader as editorLoader } from '~/routes/admin.content-article'
import { loader as previewLoader } from '~/routes/admin.content-article-preview'
import { action as authorAction } from '~/routes/admin.content-author'
import { action as historyAction, loader as historyLoader } from '~/routes/admin.content-history'
import { action as signInAction } from '~/routes/admin.sign-in'
import { loader as articleLoader } from '~/routes/article'
import { loader as authorPageLoader } from '~/routes/author'
import { loader as hubLoader } from '~/routes/knowledge'
import { loader as llmsLoader } from '~/routes/llms.txt'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { halfArticle } from './article-form'
import { authorToForm } from './forms'
import { contentItem } from './store.server'

const ownerEmail = 'owner@refinedresin.example'
const password = 'a long enough password 2026'
const origin = 'http://localhost:3000'

let context: AppLoadContext
let close: () => Promise<void>
let cookie = ''

const call = (fn: unknown, request: Request, params: Record<string, string> = {}) =>
  callRoute(fn as never, request, context, params)
type Answer = {
  ok?: boolean
  revision?: number
  previews?: Record<string, string>
  reply?: { error?: Record<string, string[] | null> }
}
const answer = (o: Outcome) => o.body as Answer

// Jordan Pruitt's article: its author has no Spanish version in the seed.
const id = '3'
const slug = 'industrial-floor-coating-specs'

async function stored(): Promise<{ revision: number; data: ArticleSource }> {
  const item = await contentItem(context.db, 'article', id)
  return { revision: item?.revision ?? 0, data: item?.data as ArticleSource }
}

/** The article's form as the editor opens it (its English as stored), with changes. */
async function editorForm(changes: Record<string, string>): Promise<Record<string, string>> {
  const { revision, data: a } = await stored()
  const fields: Record<string, string> = {
    intent: 'publish',
    baseRevision: String(revision),
    title: a.title,
    slug: a.slug,
    metaDescription: a.metaDescription,
    summary: a.summary,
    aiSummary: a.aiSummary,
    author: a.author,
    category: a.category,
    tags: a.tags.join(', '),
    keywords: a.keywords.join(', '),
    image: a.image,
    imageAlt: a.imageAlt ?? 'A grey industrial floor',
    hook: a.hook,
    science: a.science.join('\n'),
    proTips: a.proTips.join('\n'),
    fieldExperience: a.fieldExperience,
    sources: a.sources.map((s) => `${s.title} ${s.url}`).join('\n'),
    bodyMarkdown: a.bodyMarkdown,
  }
  a.faqs.forEach((f, i) => {
    fields[`faqs[${i}].question`] = f.question
    fields[`faqs[${i}].answer`] = f.answer
  })
  for (const r of a.relatedArticles) fields.relatedArticles = r
  return { ...fields, ...changes }
}

const spanish: Record<string, string> = {
  'es.title': 'Especificaciones de recubrimientos industriales que sí funcionan',
  'es.metaDescription': 'Qué debe pedir en la especificación de un piso industrial en Georgia.',
  'es.summary': 'Lo que una buena especificación de piso industrial dice, y por qué.',
  'es.aiSummary': 'La especificación de un piso industrial nombra el sistema, el espesor y las pruebas.',
  'es.tags': 'Industrial, Especificaciones',
  'es.keywords': 'especificación de piso industrial, recubrimiento industrial',
  'es.imageAlt': 'Un piso industrial gris',
  'es.hook': 'Una especificación vaga es la forma más cara de comprar un piso.',
  'es.science': 'La química, en español.',
  'es.proTips': 'Un consejo de experto.',
  'es.fieldExperience': 'Desde la obra: una bodega en Gainesville.',
  'es.faqs[0].question': '¿Qué espesor necesito?',
  'es.faqs[0].answer': 'Depende del tránsito y de la química.',
  'es.bodyMarkdown': '## Qué pedir\n\nUn **sistema** completo, no un producto suelto.',
}

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  cookie = cookieFrom(
    await call(signInAction, postForm('/admin/sign-in', { email: ownerEmail, password: password })),
  )
})
afterAll(() => close())

const page = (loader: unknown, path: string, params: Record<string, string> = {}) =>
  call(loader, getPage(path), params)

describe('an article’s Spanish version in the console (decision 034)', () => {
  it('refuses half a translation, naming each Spanish field left empty, and publishes nothing', async () => {
    const before = await stored()
    const refused = await call(
      editorAction,
      postForm(
        `/admin/content/articles/${id}`,
        await editorForm({ 'es.title': spanish['es.title'] }),
        cookie,
      ),
      { id },
    )
    expect(refused.status).toBe(400)
    const errors = answer(refused).reply?.error ?? {}
    expect(errors['es.bodyMarkdown']).toEqual([halfArticle('Spanish')])
    expect(errors['es.summary']).toEqual([halfArticle('Spanish')])
    expect(errors['es.title'] ?? []).toEqual([])
    expect((await stored()).revision).toBe(before.revision)
    expect((await page(articleLoader, `/es/article/${slug}`, { slug })).status).toBe(404)
  })

  it('refuses a Spanish body that links a page with no Spanish version', async () => {
    const refused = await call(
      editorAction,
      postForm(
        `/admin/content/articles/${id}`,
        await editorForm({
          ...spanish,
          'es.bodyMarkdown':
            'Vea [la garantía](/es/warranty), [el contacto](/contact) y [la ficha](/spec-sheet#uv).',
        }),
        cookie,
      ),
      { id },
    )
    expect(refused.status).toBe(400)
    expect(answer(refused).reply?.error?.['es.bodyMarkdown']?.join(' ')).toBe(
      'The Spanish article links /contact, /spec-sheet, which have no Spanish page: link the Spanish one (/es/…) or leave the link out.',
    )
    expect((await page(articleLoader, `/es/article/${slug}`, { slug })).status).toBe(404)
  })

  it('previews the Spanish body with the public page’s sanitiser', async () => {
    const preview = await call(
      editorAction,
      postForm(
        `/admin/content/articles/${id}`,
        { intent: 'preview', 'es.bodyMarkdown': '## Hola\n\n<script>alert(1)</script>' },
        cookie,
      ),
      { id },
    )
    expect(answer(preview).previews?.es).toContain('<h2>Hola</h2>')
    expect(answer(preview).previews?.es).not.toContain('<script>')
  })

  it('publishes it: the Spanish page, hub, paths and llms.txt follow, and the English page links it', async () => {
    const published = await call(
      editorAction,
      postForm(`/admin/content/articles/${id}`, await editorForm(spanish), cookie),
      { id },
    )
    expect(answer(published).ok).toBe(true)
    expect((await stored()).data.es?.title).toBe(spanish['es.title'])

    const es = await page(articleLoader, `/es/article/${slug}`, { slug })
    expect(es.status).toBe(200)
    const body = es.body as {
      twin: boolean
      article: { title: string; bodyHtml: string; faqs: unknown[] }
      author: { name: string; href: string | null; role: string | null }
    }
    expect(body.twin).toBe(true)
    expect(body.article.title).toBe(spanish['es.title'])
    expect(body.article.bodyHtml).toContain('<strong>sistema</strong>')
    expect(body.article.faqs).toEqual([
      { question: '¿Qué espesor necesito?', answer: 'Depende del tránsito y de la química.' },
    ])
    // Jordan has no Spanish version: named, without a link, and none of his English words.
    expect(body.author).toMatchObject({ name: 'Jordan Pruitt', href: null, role: null })

    const en = await page(articleLoader, `/article/${slug}`, { slug })
    expect((en.body as { twin: boolean }).twin).toBe(true)
    expect(JSON.stringify(en.body)).not.toContain(spanish['es.title'])

    const hub = await page(hubLoader, '/es/knowledge')
    expect((hub.body as { cards: { href: string }[] }).cards.map((c) => c.href)).toContain(
      `/es/article/${slug}`,
    )
    expect(hubCards('es').some((c) => c.title === spanish['es.title'])).toBe(true)
    expect(publicPaths()).toContain(`/es/article/${slug}`)
    expect(String((await page(llmsLoader, '/llms.txt')).body)).toContain(
      `([In Spanish](${origin}/es/article/${slug}))`,
    )

    // The staff preview of the Spanish page.
    const preview = await call(
      previewLoader,
      getPage(`/admin/content/articles/${id}/preview?lang=es`, cookie),
      {
        id,
      },
    )
    const previewed = preview.body as { lang: string; twin: boolean; article: { title: string } }
    expect(previewed.article.title).toBe(spanish['es.title'])
    // A staff page: no language link to an /es address of its own.
    expect(previewed.twin).toBe(false)
    // The editor opens with the Spanish in its fields and its preview.
    const editor = await call(editorLoader, getPage(`/admin/content/articles/${id}`, cookie), { id })
    expect((editor.body as { previews: Record<string, string> }).previews.es).toContain(
      '<strong>sistema</strong>',
    )
  })

  it('keeps the Spanish in revisions: a restore takes it away and another brings it back', async () => {
    const history = await call(historyLoader, getPage(`/admin/content/history/article/${id}`, cookie), {
      kind: 'article',
      key: id,
    })
    const revisions = (history.body as { revisions: { id: string; revision: number }[] }).revisions
    const [withSpanish, without] = revisions
    const restore = async (revisionId: string) =>
      call(
        historyAction,
        postForm(
          `/admin/content/history/article/${id}`,
          { intent: 'restore', revisionId, baseRevision: String((await stored()).revision) },
          cookie,
        ),
        { kind: 'article', key: id },
      )
    expect(answer(await restore(without.id)).ok).toBe(true)
    expect((await stored()).data.es).toBeUndefined()
    expect((await page(articleLoader, `/es/article/${slug}`, { slug })).status).toBe(404)
    expect(((await page(articleLoader, `/article/${slug}`, { slug })).body as { twin: boolean }).twin).toBe(
      false,
    )
    expect(publicPaths()).not.toContain(`/es/article/${slug}`)

    expect(answer(await restore(withSpanish.id)).ok).toBe(true)
    expect((await stored()).data.es?.title).toBe(spanish['es.title'])
    expect(articleFiles().find((f) => f.id === id)?.es?.title).toBe(spanish['es.title'])
    expect((await page(articleLoader, `/es/article/${slug}`, { slug })).status).toBe(200)
  })

  it('gives the author a Spanish page once their Spanish is published, and the byline links it', async () => {
    const item = await contentItem(context.db, 'author', 'jordan-pruitt')
    const fields: Record<string, string> = {
      ...authorToForm(item?.data as Parameters<typeof authorToForm>[0]),
      baseRevision: String(item?.revision),
      'es.role': 'Gerente de proyectos comerciales',
      'es.bio':
        'Jordan dirigió proyectos de pisos para bodegas, tiendas y restaurantes antes de unirse al equipo.',
      'es.expertise': 'Sistemas de pisos comerciales e industriales\nEtapas y calendarios de obra',
      'es.certifications':
        'Curso de 30 horas de OSHA para la construcción\nTécnico de pruebas de campo (ACI)\nCAPM (PMI)',
    }
    const body = new FormData()
    for (const [k, v] of Object.entries(fields)) body.append(k, v)
    const saved = await call(
      authorAction,
      new Request(`${origin}/admin/content/authors/jordan-pruitt`, {
        method: 'POST',
        headers: { origin, cookie },
        body,
      }),
      { slug: 'jordan-pruitt' },
    )
    expect(answer(saved).ok).toBe(true)
    const profile = await page(authorPageLoader, '/es/author/jordan-pruitt', { slug: 'jordan-pruitt' })
    expect(profile.status).toBe(200)
    const shown = profile.body as { role: string; articles: { href: string }[]; twin: boolean }
    expect(shown.role).toBe('Gerente de proyectos comerciales')
    expect(shown.articles.map((a) => a.href)).toEqual([`/es/article/${slug}`])
    const article = await page(articleLoader, `/es/article/${slug}`, { slug })
    expect((article.body as { author: { href: string } }).author.href).toBe('/es/author/jordan-pruitt')
    expect(publicPaths()).toContain('/es/author/jordan-pruitt')
  })
})
