/**
 * The portfolio's projects in the console (decision 033): edit or add one (its picture a finish's
 * artwork or an uploaded photo), publish or unpublish it, and move it in the portfolio's order. The
 * order is one item of its own, so a move is one revision of it, checked like any other save.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, data } from 'react-router'
import type { z } from 'zod'
import type { PortfolioProject } from '~/content/projects'
import { adminHeaders } from '~/features/admin/guard.server'
import { refuse } from '~/features/forms/outcome.server'
import { photoLimits } from '~/features/photos/limits'
import { readFormData } from '~/features/uploads/form-data.server'
import type { ContentEditor } from './access.server'
import { publishFromForm } from './console.server'
import {
  baseOf,
  isNewProject,
  PHOTO_CHOSEN,
  PROJECT_PHOTO_FIELD,
  projectFormSchema,
  projectFromForm,
  projectKey,
  type projectListSchema,
} from './forms'
import { storeContentImage } from './images.server'
import { contentItem, projectsInOrder, singleKey } from './store.server'

/** The largest body the project form sends: one full-size photo and the fields (server/limits.ts). */
const projectFormMaxBytes = photoLimits.maxBytesEach + 1024 * 1024

type ListAction = z.output<typeof projectListSchema>

/** One click on the list: move a project, or publish or unpublish it. */
export async function projectListAction(
  db: AppLoadContext['db'],
  submission: Submission<unknown>,
  input: ListAction,
  editor: ContentEditor,
) {
  const { order, items } = await projectsInOrder(db)
  const at = items.findIndex((i) => i.key === input.key)
  if (at < 0) return refuse(submission, 'That project no longer exists.', { status: 404 })
  const project = items[at].data as PortfolioProject
  if ('orderRevision' in input) {
    const to = input.intent === 'up' ? at - 1 : at + 1
    if (to < 0 || to >= items.length) {
      return refuse(submission, `${project.title} is already ${to < 0 ? 'first' : 'last'}.`)
    }
    const keys = items.map((i) => i.key)
    ;[keys[at], keys[to]] = [keys[to], keys[at]]
    const answer = await publishFromForm(db, submission, {
      kind: 'project-order',
      key: singleKey['project-order'],
      data: { keys },
      // An install imported before the order item existed has none yet: the first move makes it.
      baseRevision: order ? input.orderRevision : null,
      author: editor.email,
      action: 'reorder',
    })
    if ('ok' in answer && answer.ok) {
      return {
        ...answer,
        message: `${project.title} moved ${input.intent} to place ${to + 1} (order revision ${answer.revision}). The site shows it within a few seconds.`,
      }
    }
    return answer
  }
  const publish = input.intent === 'publish'
  const answer = await publishFromForm(db, submission, {
    kind: 'project',
    key: input.key,
    data: items[at].data,
    baseRevision: input.baseRevision,
    author: editor.email,
    action: publish ? 'publish' : 'unpublish',
    status: publish ? 'published' : 'unpublished',
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: `${project.title} is ${publish ? 'on the portfolio' : 'hidden from the portfolio'} (revision ${answer.revision}). The site shows it within a few seconds.`,
    }
  }
  return answer
}

/** The form body of the project page: multipart (it may carry a photo), bounded as it streams. */
async function projectFormData(request: Request): Promise<FormData> {
  const form = await readFormData(request, projectFormMaxBytes)
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
 * Saves the project page: a new project gets a key made from its title and place; an uploaded photo
 * goes through the photo pipeline (metadata such as GPS dropped) before the project names it.
 */
export async function saveProject(
  context: Pick<AppLoadContext, 'db' | 'ip'>,
  request: Request,
  editor: ContentEditor,
  id: string,
) {
  const { db } = context
  const formData = await projectFormData(request)
  const photo = formData.get(PROJECT_PHOTO_FIELD)
  formData.delete(PROJECT_PHOTO_FIELD)
  const file = photo instanceof Blob && (photo.size > 0 || (photo as File).name) ? photo : null
  // With a photo chosen, the picture is that photo: the artwork choice is not checked.
  if (file) formData.set('image', PHOTO_CHOSEN)
  const submission = parseWithZod(formData, { schema: projectFormSchema })
  if (submission.status !== 'success') {
    return refuse(submission, 'Nothing was published. Check the fields below.')
  }
  const creating = isNewProject(id)
  const current = creating ? null : await contentItem(db, 'project', id)
  if (!creating && !current) throw data('There is no such project.', { status: 404, headers: adminHeaders })
  const baseRevision = creating ? null : baseOf(submission.value)
  let image = submission.value.image
  if (file) {
    // Decoding a photo costs a second or two: not for a save the conflict check will refuse.
    if ((current?.revision ?? null) === baseRevision) {
      const stored = await storeContentImage(db, new Uint8Array(await file.arrayBuffer()), {
        alt: submission.value.imageAlt ?? '',
        author: editor.email,
        client: context.ip,
      })
      if (!stored.ok) {
        return refuse(submission, stored.error, { fieldErrors: { [PROJECT_PHOTO_FIELD]: [stored.error] } })
      }
      image = stored.id
    } else {
      image = (current?.data as PortfolioProject | undefined)?.image ?? image
    }
  }
  let key = id
  if (creating) {
    const { items } = await projectsInOrder(db)
    const taken = new Set(items.map((i) => i.key))
    key = projectKey(submission.value.title, submission.value.location, (k) => taken.has(k))
  }
  const project = projectFromForm({ ...submission.value, image }, key)
  const answer = await publishFromForm(db, submission, {
    kind: 'project',
    key,
    data: project,
    baseRevision,
    author: editor.email,
  })
  if (creating && 'ok' in answer && answer.ok) return { ...answer, created: key }
  return answer
}
