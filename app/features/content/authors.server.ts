/**
 * The knowledge hub's authors in the console (decision 033): edit or add one, with a square photo,
 * and publish or unpublish them. An author is keyed by slug, the name articles give their author by.
 *
 * An author whose name is on a published article cannot be unpublished: the article's byline, its
 * JSON-LD and the feed link to the author page, and a hidden author would turn those into dead links
 * (or, read strictly, leave an article signed by nobody). Move the articles to another author first.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, data } from 'react-router'
import type { Author } from '~/content/authors'
import { adminHeaders } from '~/features/admin/guard.server'
import { refuse } from '~/features/forms/outcome.server'
import type { ArticleSource } from '~/features/knowledge/article-files.server'
import { photoLimits } from '~/features/photos/limits'
import { readFormData } from '~/features/uploads/form-data.server'
import type { ContentEditor } from './access.server'
import { publishFromForm, setItemStatus } from './console.server'
import { AUTHOR_PHOTO_FIELD, authorFormSchema, authorFromForm, authorKey, baseOf, isNewAuthor } from './forms'
import { storeContentImage } from './images.server'
import { contentItem, itemsOfKind } from './store.server'

/** The largest body the author form sends: one full-size photo and the fields (server/limits.ts). */
const authorFormMaxBytes = photoLimits.maxBytesEach + 1024 * 1024

/** Titles of the published articles (scheduled ones too) that name this author. */
async function articlesBy(db: AppLoadContext['db'], slug: string): Promise<string[]> {
  return (await itemsOfKind(db, 'article'))
    .filter((i) => i.status === 'published' && i.revision > 0 && (i.data as ArticleSource).author === slug)
    .map((i) => (i.data as ArticleSource).title)
}

/** One click on the list: publish or unpublish an author. */
export async function authorListAction(
  db: AppLoadContext['db'],
  submission: Submission<unknown>,
  input: { intent: 'publish' | 'unpublish'; key: string; baseRevision: number },
  editor: ContentEditor,
) {
  if (input.intent === 'unpublish') {
    const written = await articlesBy(db, input.key)
    if (written.length) {
      const item = await contentItem(db, 'author', input.key)
      const name = (item?.data as Author | undefined)?.name ?? input.key
      return refuse(
        submission,
        `${name} signs ${written.length} published ${written.length === 1 ? 'article' : 'articles'} (${written.join('; ')}). Give ${written.length === 1 ? 'it' : 'them'} another author first: the byline links to the author page.`,
        { status: 409 },
      )
    }
  }
  return setItemStatus(
    db,
    submission,
    {
      kind: 'author',
      key: input.key,
      baseRevision: input.baseRevision,
      publish: input.intent === 'publish',
      author: editor.email,
    },
    (d) => (d as Author).name,
  )
}

/** The author form's body: multipart (it may carry a photo), bounded as it streams. */
async function authorFormData(request: Request): Promise<FormData> {
  const form = await readFormData(request, authorFormMaxBytes)
  if (form === 'too-large') {
    throw data(
      `This form is too large to send: a photo may be at most ${photoLimits.maxBytesEach / 1024 / 1024} MB.`,
      { status: 413, headers: adminHeaders },
    )
  }
  if (!form) {
    throw data('This request is not a form the page sent. Go back to the page and send it again.', {
      status: 415,
      headers: adminHeaders,
    })
  }
  return form
}

/**
 * Saves the author page: a new author gets a slug made from the name; an uploaded photo goes through
 * the photo pipeline (metadata such as GPS dropped), cut square, with the author's name as its alt.
 */
export async function saveAuthor(
  context: Pick<AppLoadContext, 'db' | 'ip'>,
  request: Request,
  editor: ContentEditor,
  slug: string,
) {
  const { db } = context
  const formData = await authorFormData(request)
  const photo = formData.get(AUTHOR_PHOTO_FIELD)
  formData.delete(AUTHOR_PHOTO_FIELD)
  const removePhoto = formData.get('removePhoto') === 'on'
  formData.delete('removePhoto')
  const file = photo instanceof Blob && (photo.size > 0 || (photo as File).name) ? photo : null
  const submission = parseWithZod(formData, { schema: authorFormSchema })
  if (submission.status !== 'success') {
    return refuse(submission, 'Nothing was published. Check the fields below.')
  }
  const creating = isNewAuthor(slug)
  const current = creating ? null : await contentItem(db, 'author', slug)
  if (!creating && !current) throw data('There is no such author.', { status: 404, headers: adminHeaders })
  const baseRevision = creating ? null : baseOf(submission.value)
  let photoId = removePhoto ? undefined : (current?.data as Author | undefined)?.photo
  // Decoding a photo costs a second or two: not for a save the conflict check will refuse.
  if (file && (current?.revision ?? null) === baseRevision) {
    const stored = await storeContentImage(db, new Uint8Array(await file.arrayBuffer()), {
      alt: submission.value.name,
      author: editor.email,
      client: context.ip,
      shape: 'square',
    })
    if (!stored.ok) {
      return refuse(submission, stored.error, { fieldErrors: { [AUTHOR_PHOTO_FIELD]: [stored.error] } })
    }
    photoId = stored.id
  }
  let key = slug
  if (creating) {
    const taken = new Set((await itemsOfKind(db, 'author')).map((i) => i.key))
    key = authorKey(submission.value.name, (k) => taken.has(k))
  }
  const answer = await publishFromForm(db, submission, {
    kind: 'author',
    key,
    data: authorFromForm(submission.value, key, photoId),
    baseRevision,
    author: editor.email,
  })
  if (creating && 'ok' in answer && answer.ok) return { ...answer, created: key }
  return answer
}
