/**
 * Articles in the console (decision 033): a draft kept beside what is live, a preview of it, and a
 * publish (now or at a set time) or an unpublish that goes through the same `publishItem` as every
 * other kind. A draft lives in `content_items.draft` and is never read by a public page.
 */
import type { Submission } from '@conform-to/react'
import { and, eq } from 'drizzle-orm'
import { data } from 'react-router'
import { authors } from '~/content/authors'
import { businessTimeZone } from '~/content/business/operations'
import { finishes } from '~/content/finishes'
import type { Database } from '~/db/client.server'
import { contentItems } from '~/db/schema'
import { adminHeaders } from '~/features/admin/guard.server'
import { wallClock, zonedInstant } from '~/features/jobs/schedule'
import {
  type ArticleSource,
  type ArticleSourceVersion,
  articleFromSource,
} from '~/features/knowledge/article-files.server'
import { articleIn, articlePage } from '~/features/knowledge/catalog.server'
import { articleCategories } from '~/features/knowledge/category-names'
import { markdownToSafeHtml } from '~/features/knowledge/markdown.server'
import { knowledgePathsIn } from '~/features/knowledge/paths.server'
import { defaultLang, type Lang, localeOf, pathIn, translatedPaths } from '~/i18n/lang'
import type { ContentEditor } from './access.server'
import type { ArticleFields } from './article-form'
import { type ContentOutcome, publishFromForm, viewOf } from './console.server'
import { contentImageList, storeContentImage } from './images.server'
import { type ContentItem, contentItem, importSeedContent, itemsOfKind, publishItem } from './store.server'
import { syncContent } from './sync.server'
import { languageName, versionLangs, versionsFrom } from './versions'

/** What `content_items.draft` holds for an article: the source and who saved it when. */
export type ArticleDraft = { article: ArticleSource; by: string; at: string }

const draftOf = (item: ContentItem): ArticleDraft | null => (item.draft as ArticleDraft | null) ?? null

/** Atlanta's calendar date of an instant (the dates an article shows). */
function atlantaDate(at: Date): string {
  const w = wallClock(at, businessTimeZone)
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`
}

/** `2026-12-01T09:30` on Atlanta's clock, as an instant. */
export function atlantaInstant(local: string): Date {
  const [date, time] = local.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  return zonedInstant({ year, month, day }, hour * 60 + minute, businessTimeZone)
}

/** An instant as `<input type="datetime-local">` shows it on Atlanta's clock. */
export function atlantaLocal(iso: string): string {
  const w = wallClock(new Date(iso), businessTimeZone)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`
}

export type ArticleState =
  | { kind: 'draft' }
  | { kind: 'scheduled'; at: string }
  | { kind: 'published' }
  | { kind: 'unpublished' }

/** Never published (revision 0: only a draft), unpublished, due later, or live. */
function articleState(item: ContentItem, now = new Date()): ArticleState {
  if (item.revision === 0) return { kind: 'draft' }
  if (item.status === 'unpublished') return { kind: 'unpublished' }
  const at = (item.data as ArticleSource).publishAt
  if (at && Date.parse(at) > now.getTime()) return { kind: 'scheduled', at }
  return { kind: 'published' }
}

/** The list page: every article, its state, its last change (a draft's save counts). */
export async function articleList(db: Database, now = new Date()) {
  const items = await itemsOfKind(db, 'article')
  return items.map((item) => {
    const draft = draftOf(item)
    const shown = draft?.article ?? (item.data as ArticleSource)
    const draftNewer = draft && Date.parse(draft.at) > item.updatedAt.getTime()
    return {
      id: item.key,
      title: shown.title,
      slug: (item.data as ArticleSource).slug,
      state: articleState(item, now),
      /** The languages the live article has a version in (decisions 034, 039). */
      versions: versionLangs.filter((lang) => (item.data as ArticleSource)[lang]),
      hasDraft: Boolean(draft) && item.revision > 0,
      lastBy: draftNewer ? draft.by : item.updatedBy,
      lastAt: draftNewer ? draft.at : item.updatedAt.toISOString(),
    }
  })
}

/** Everything the editor needs: the article as last saved (the draft first), and the choices. */
export async function articleEditor(db: Database, id: string, now = new Date()) {
  const [items, images] = await Promise.all([itemsOfKind(db, 'article'), contentImageList(db)])
  const item = id === 'new' ? null : items.find((i) => i.key === id)
  if (id !== 'new' && !item) {
    throw data('There is no such article.', { status: 404, headers: adminHeaders })
  }
  const draft = item ? draftOf(item) : null
  return {
    article: draft?.article ?? (item?.data as ArticleSource | undefined) ?? null,
    draft: draft ? { by: draft.by, at: draft.at } : null,
    published: item && item.revision > 0 ? viewOf(item) : null,
    revision: item?.revision ?? null,
    state: item ? articleState(item, now) : ({ kind: 'draft' } as ArticleState),
    others: items
      .filter((i) => i.key !== id && i.revision > 0)
      .map((i) => ({ id: i.key, title: (i.data as ArticleSource).title })),
    pictures: [
      ...finishes.map((f) => ({ id: f.id, label: `Artwork: ${f.name}`, alt: f.alt })),
      // An author's square portrait has no 16:10 sizes: it cannot stand as an article's picture.
      ...images
        .filter((img) => img.width !== img.height)
        .map((img) => ({ id: img.id, label: `Photo: ${img.alt}`, alt: img.alt })),
    ],
    authors: authors.map((a) => ({ slug: a.slug, name: a.name })),
    categories: articleCategories.map((c) => ({ id: c.id, label: c.label })),
  }
}

/** The preview of a body as the public page will show it: the same sanitiser (decision 033). */
export function previewHtml(markdown: string): string {
  return markdownToSafeHtml(markdown)
}

/** The next free id: article links may use one (`/article/7`), so they are numbers. */
async function nextArticleId(db: Database): Promise<string> {
  const items = await itemsOfKind(db, 'article')
  const max = Math.max(0, ...items.map((i) => Number(i.key)).filter(Number.isFinite))
  return String(max + 1)
}

/** Another article already answers at this address (its slug, an old slug, or a draft's). */
async function slugTaken(db: Database, slug: string, ownId: string | null): Promise<boolean> {
  const items = await itemsOfKind(db, 'article')
  return items.some((i) => {
    if (i.key === ownId) return false
    const live = i.data as ArticleSource
    return (
      live.slug === slug ||
      live.previousSlugs.includes(slug) ||
      draftOf(i)?.article.slug === slug ||
      i.key === slug
    )
  })
}

type Refusal = { ok: false; error: string; field?: string; status?: number }

/**
 * The article the form describes, checked beyond its schema: a unique slug, a picture (an uploaded
 * photo stored first). `prior` is what is stored now, whose published-only fields carry over.
 */
export async function articleFromForm(
  db: Database,
  editor: ContentEditor,
  input: ArticleFields,
  id: string,
  prior: ArticleSource | null,
  client?: string,
): Promise<{ ok: true; article: ArticleSource } | Refusal> {
  // `authors` is the published list (decision 033): an unpublished or unknown author cannot sign.
  if (!authors.some((a) => a.slug === input.author)) {
    return { ok: false, field: 'author', error: 'Choose one of the published authors.' }
  }
  if (await slugTaken(db, input.slug, id)) {
    return {
      ok: false,
      field: 'slug',
      error: 'Another article already uses this address name. Choose another.',
    }
  }
  let image = input.image ?? ''
  if (input.photo && input.photo.size > 0) {
    const stored = await storeContentImage(db, new Uint8Array(await input.photo.arrayBuffer()), {
      alt: input.imageAlt,
      author: editor.email,
      client,
    })
    if (!stored.ok) return { ok: false, field: 'photo', error: stored.error }
    image = stored.id
  }
  if (!image) return { ok: false, field: 'image', error: 'Choose a picture or upload a photo.' }
  for (const lang of versionLangs) {
    const version = input[lang]?.bodyMarkdown
    const outside = version ? linksOutOf(lang, version, input.slug) : []
    if (outside.length) {
      const name = languageName(lang)
      return {
        ok: false,
        field: `${lang}.bodyMarkdown`,
        error: `The ${name} article links ${outside.join(', ')}, which ${outside.length === 1 ? 'has' : 'have'} no ${name} page: link the ${name} one (${localeOf(lang).prefix}/…) or leave the link out.`,
      }
    }
  }
  const related = input.relatedArticles.filter((r) => r !== id)
  return {
    ok: true,
    article: {
      id,
      slug: input.slug,
      title: input.title,
      metaDescription: input.metaDescription,
      summary: input.summary,
      aiSummary: input.aiSummary,
      author: input.author,
      category: input.category,
      tags: input.tags,
      keywords: input.keywords,
      faqs: input.faqs,
      sources: input.sources,
      relatedArticles: related,
      image,
      imageAlt: input.imageAlt,
      hook: input.hook,
      science: input.science,
      proTips: input.proTips,
      fieldExperience: input.fieldExperience,
      bodyMarkdown: input.bodyMarkdown,
      readCount: prior?.readCount ?? 0,
      datePublished: prior?.datePublished ?? atlantaDate(new Date()),
      dateModified: prior?.dateModified ?? atlantaDate(new Date()),
      previousSlugs: prior?.previousSlugs ?? [],
      publishAt: prior?.publishAt ?? null,
      ...versionsFromForm(input),
    },
  }
}

/**
 * The site's pages a body in `lang` links that do not exist in it (decision 034: a page never leads
 * into another language but through the language link). Pictures and outside addresses are not pages.
 */
function linksOutOf(lang: Lang, markdown: string, slug: string): string[] {
  const inLang = new Set([
    ...translatedPaths.map((p) => pathIn(lang, p)),
    ...knowledgePathsIn(lang),
    pathIn(lang, `/article/${slug}`),
  ])
  const links = [...markdown.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1].split(/[?#]/)[0] || '/')
  return [...new Set(links.filter((href) => !href.startsWith('/images/') && !inLang.has(href)))]
}

/**
 * The article's versions in other languages as stored, from the form: the schema lets through all of
 * a version or none of it (decision 034), so a language without a title has no version.
 */
export function versionsFromForm(
  input: ArticleFields,
  langs: readonly Lang[] = versionLangs,
): Partial<Record<Lang, ArticleSourceVersion>> {
  return versionsFrom(input, langs, (v) =>
    v.title === undefined
      ? undefined
      : {
          title: v.title,
          metaDescription: v.metaDescription ?? '',
          summary: v.summary ?? '',
          aiSummary: v.aiSummary ?? '',
          tags: v.tags ?? [],
          keywords: v.keywords ?? [],
          imageAlt: v.imageAlt ?? '',
          hook: v.hook,
          science: v.science,
          proTips: v.proTips,
          fieldExperience: v.fieldExperience,
          faqs: v.faqs,
          bodyMarkdown: v.bodyMarkdown ?? '',
        },
  )
}

/**
 * Saves a draft: only `draft` changes, so visitors see nothing of it. A new article gets its row
 * here, at revision 0 and unpublished, so it has an id to preview under before its first publish.
 * False when a new article's id was taken meanwhile by another editor's new article.
 */
export async function saveArticleDraft(
  db: Database,
  editor: ContentEditor,
  id: string,
  article: ArticleSource,
  { creating = false } = {},
): Promise<boolean> {
  await importSeedContent(db)
  const draft: ArticleDraft = { article, by: editor.email, at: new Date().toISOString() }
  if (!creating && (await contentItem(db, 'article', id))) {
    await db
      .update(contentItems)
      .set({ draft })
      .where(and(eq(contentItems.kind, 'article'), eq(contentItems.key, id)))
    return true
  }
  const inserted = await db
    .insert(contentItems)
    .values({
      kind: 'article',
      key: id,
      data: article,
      draft,
      revision: 0,
      status: 'unpublished',
      position: 1_000_000 + Number(id),
      updatedBy: editor.email,
    })
    .onConflictDoNothing()
    .returning({ key: contentItems.key })
  return inserted.length > 0
}

/** The id a new article takes (allocated at its first save). */
export async function idForSave(db: Database, id: string): Promise<string> {
  return id === 'new' ? nextArticleId(db) : id
}

/**
 * Publishes an article now (`at` null) or for a set time: the dates it shows are set here, a
 * changed address keeps the old one answering 301 (decision 033), and the draft is cleared by the
 * same transaction that puts it live.
 */
export async function publishArticle(
  db: Database,
  submission: Submission<unknown>,
  input: {
    item: ContentItem | null
    article: ArticleSource
    at: Date | null
    baseRevision: number | null
    editor: ContentEditor
    now?: Date
  },
) {
  const now = input.now ?? new Date()
  const live = input.item && input.item.revision > 0 ? (input.item.data as ArticleSource) : null
  const wasShown =
    live !== null &&
    input.item?.status === 'published' &&
    (!live.publishAt || Date.parse(live.publishAt) <= now.getTime())
  const shownFrom = input.at ?? now
  const previousSlugs = new Set(live?.previousSlugs ?? [])
  if (live && live.slug !== input.article.slug) previousSlugs.add(live.slug)
  previousSlugs.delete(input.article.slug)
  const article: ArticleSource = {
    ...input.article,
    previousSlugs: [...previousSlugs],
    publishAt: input.at ? input.at.toISOString() : null,
    datePublished: wasShown && live ? live.datePublished : atlantaDate(shownFrom),
    dateModified: atlantaDate(shownFrom),
  }
  const answer = await publishFromForm(db, submission, {
    kind: 'article',
    key: article.id,
    data: article,
    baseRevision: input.baseRevision,
    author: input.editor.email,
    status: 'published',
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: input.at
        ? `Published as revision ${answer.revision}, shown from ${input.at.toISOString()}. The site shows it at that time.`
        : answer.message,
    }
  }
  return answer
}

/** Takes an article off the site: a revision with the same data, unpublished. */
export async function unpublishArticle(
  db: Database,
  submission: Submission<unknown>,
  input: { item: ContentItem; baseRevision: number; editor: ContentEditor },
) {
  const outcome = await publishItem(db, {
    kind: 'article',
    key: input.item.key,
    data: input.item.data,
    baseRevision: input.baseRevision,
    author: input.editor.email,
    action: 'unpublish',
    status: 'unpublished',
  })
  if (!outcome.ok) {
    const current = outcome.conflict.current
    return data<ContentOutcome>(
      {
        ok: false,
        error: 'Someone published a newer version after you opened this page. Reload it and try again.',
        reply: submission.reply(),
        conflict: {
          tried: input.item.data,
          current: current ? viewOf(current) : null,
          baseRevision: input.baseRevision,
        },
      },
      { status: 409, headers: adminHeaders },
    )
  }
  await syncContent(db)
  return {
    ok: true,
    message: `Unpublished as revision ${outcome.revision}. Visitors no longer see it within a few seconds.`,
    revision: outcome.revision,
    reply: submission.reply(),
  } satisfies ContentOutcome
}

/**
 * The draft (or the live article) as the article page shows it, for staff only; in another language,
 * null when it has no version in it.
 */
export async function articlePreview(db: Database, id: string, siteUrl: string, lang: Lang = defaultLang) {
  const item = await contentItem(db, 'article', id)
  if (!item) throw data('There is no such article.', { status: 404, headers: adminHeaders })
  const source = draftOf(item)?.article ?? (item.data as ArticleSource)
  const file = articleFromSource(source)
  if (!articleIn(file, lang)) return null
  return articlePage(file, siteUrl, lang)
}
