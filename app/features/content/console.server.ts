/**
 * The console's Content area (decision 033): what each page shows, and the one way a form's
 * values become a published revision. Route modules read input and call these.
 */
import type { Submission } from '@conform-to/react'
import { data } from 'react-router'
import { type Author, authors } from '~/content/authors'
import { estimator } from '~/content/business'
import type { JobRole } from '~/content/job-roles'
import type { PortfolioProject } from '~/content/projects'
import type { PriceBook } from '~/content/published'
import type { Testimonial } from '~/content/testimonials'
import type { Database } from '~/db/client.server'
import { adminHeaders } from '~/features/admin/guard.server'
import { type EstimateResult, estimate } from '~/features/estimator/estimate'
import type { FinishStyle, SpaceType } from '~/features/estimator/schema'
import type { FormOutcome } from '~/features/forms/outcome'
import {
  type ContentItem,
  type ContentKind,
  contentItem,
  itemsOfKind,
  type PublishInput,
  projectsInOrder,
  publishItem,
  type Revision,
  revisionById,
  revisionsOf,
  singleKey,
} from './store.server'
import { syncContent } from './sync.server'

export { contentKinds, kindLabels } from './keys'

/** One published state of an item, as the pages show it (dates as ISO text for the browser). */
export type PublishedView = { revision: number; by: string; at: string; data: unknown; status: string }

export function viewOf(item: ContentItem): PublishedView {
  return {
    revision: item.revision,
    by: item.updatedBy,
    at: item.updatedAt.toISOString(),
    data: item.data,
    status: item.status,
  }
}

type RevisionView = {
  id: string
  revision: number
  action: string
  by: string
  at: string
  status: string
  data: unknown
}

function revisionView(r: Revision): RevisionView {
  return {
    id: r.id,
    revision: r.revision,
    action: r.action,
    by: r.author,
    at: r.createdAt.toISOString(),
    status: r.status,
    data: r.data,
  }
}

/** The item a page edits; a missing one is a 404 inside the console. */
export async function requireItem(db: Database, kind: ContentKind, key: string): Promise<ContentItem> {
  const item = await contentItem(db, kind, key)
  if (!item) throw data('There is no such content item.', { status: 404, headers: adminHeaders })
  return item
}

/** The overview: every item with its last publish. */
export async function contentOverview(db: Database) {
  const [facts, book, roles, projects, testimonials, authors] = await Promise.all([
    contentItem(db, 'facts', singleKey.facts),
    contentItem(db, 'price-book', singleKey['price-book']),
    itemsOfKind(db, 'job-role'),
    projectsInOrder(db),
    itemsOfKind(db, 'testimonial'),
    itemsOfKind(db, 'author'),
  ])
  const row = (item: ContentItem | null, title: string, edit: string) =>
    item ? { kind: item.kind, key: item.key, title, edit, ...viewOf(item), data: undefined } : null
  return {
    sections: [
      row(facts, 'Business facts', '/admin/content/facts'),
      row(book, 'Price book', '/admin/content/prices'),
    ].filter((s) => s !== null),
    roles: roles.map((r) =>
      row(r, (r.data as JobRole).title, `/admin/content/jobs/${encodeURIComponent(r.key)}`),
    ),
    testimonials: testimonials.map((t) =>
      row(t, (t.data as Testimonial).name, `/admin/content/testimonials/${encodeURIComponent(t.key)}`),
    ),
    authors: authors.map((a) =>
      row(a, (a.data as Author).name, `/admin/content/authors/${encodeURIComponent(a.key)}`),
    ),
    projects: [
      row(projects.order, 'Portfolio order', '/admin/content/projects'),
      ...projects.items.map((p) =>
        row(p, (p.data as PortfolioProject).title, `/admin/content/projects/${encodeURIComponent(p.key)}`),
      ),
    ].filter((r) => r !== null),
  }
}

/** What a Content action answers: the form's outcome, and after a conflict both versions. */
export type ContentOutcome = FormOutcome & {
  revision?: number
  conflict?: { tried: unknown; current: PublishedView | null; baseRevision: number | null }
  preview?: PreviewRow[]
}

/**
 * Publishes what a form sent and answers the page. A newer publish since the form was opened is a
 * 409 carrying both versions and the editor's input; nothing is written over it. A success puts
 * the change in place on this server at once.
 */
export async function publishFromForm(
  db: Database,
  submission: Submission<unknown>,
  input: {
    kind: ContentKind
    key: string
    data: unknown
    baseRevision: number | null
    author: string
    action?: PublishInput['action']
    status?: PublishInput['status']
  },
) {
  const outcome = await publishItem(db, input)
  if (!outcome.ok) {
    const current = outcome.conflict.current
    return data<ContentOutcome>(
      {
        ok: false,
        error: current
          ? `${current.updatedBy} published a newer version (revision ${current.revision}) after you opened this page. Nothing was saved: compare both versions below.`
          : 'This item changed after you opened this page. Nothing was saved: reload it and try again.',
        reply: submission.reply(),
        conflict: {
          tried: input.data,
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
    message: `Published as revision ${outcome.revision}. The site shows it within a few seconds.`,
    revision: outcome.revision,
    reply: submission.reply({ resetForm: true }),
  } satisfies ContentOutcome
}

/** Restores one earlier revision: its data published again as a new revision. */
export async function restoreRevision(
  db: Database,
  submission: Submission<unknown>,
  input: { kind: ContentKind; key: string; revisionId: string; baseRevision: number; author: string },
) {
  const old = await revisionById(db, input.revisionId)
  if (!old || old.kind !== input.kind || old.key !== input.key) {
    return data<ContentOutcome>(
      { ok: false, error: 'That revision does not belong to this item.', reply: submission.reply() },
      { status: 404, headers: adminHeaders },
    )
  }
  // An article names its author; the author of an old revision may since have been unpublished, and a
  // published article is never signed by someone the site does not show (decision 033).
  const signedBy = input.kind === 'article' ? (old.data as { author?: string }).author : undefined
  if (signedBy !== undefined && !authors.some((a) => a.slug === signedBy)) {
    return data<ContentOutcome>(
      {
        ok: false,
        error: `Revision ${old.revision} is signed by ${signedBy}, who is not a published author. Publish that author again first, or edit the article and choose another.`,
        reply: submission.reply(),
      },
      { status: 409, headers: adminHeaders },
    )
  }
  const answer = await publishFromForm(db, submission, {
    kind: input.kind,
    key: input.key,
    data: old.data,
    baseRevision: input.baseRevision,
    author: input.author,
    action: 'restore',
    // A service area's status goes with its data (a retired one names where its page sends
    // visitors), so restoring one of its revisions restores whether it is served (decision 033).
    ...(input.kind === 'service-area' ? { status: old.status as PublishInput['status'] } : {}),
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: `Revision ${old.revision} restored as revision ${answer.revision}. The site shows it within a few seconds.`,
    }
  }
  return answer
}

export async function historyOf(db: Database, kind: ContentKind, key: string) {
  return (await revisionsOf(db, kind, key)).map(revisionView)
}

/** The sample projects a price-book preview prices, before and after. */
const sampleProjects: {
  label: string
  spaceType: SpaceType
  squareFootage: number
  finishStyle: FinishStyle
}[] = [
  {
    label: '400 sq ft garage, Storm Grey',
    spaceType: 'garage',
    squareFootage: 400,
    finishStyle: 'storm-grey',
  },
  {
    label: '650 sq ft basement, Metallic Copper',
    spaceType: 'basement',
    squareFootage: 650,
    finishStyle: 'metallic-copper',
  },
  {
    label: '2,000 sq ft commercial floor, Gunmetal Flake',
    spaceType: 'commercial',
    squareFootage: 2000,
    finishStyle: 'gunmetal-flake',
  },
  {
    label: '4,000 sq ft warehouse, Storm Grey',
    spaceType: 'warehouse',
    squareFootage: 4000,
    finishStyle: 'storm-grey',
  },
]

export type PreviewRow = { label: string; now: EstimateResult; proposed: EstimateResult }

/**
 * Old and new estimates side by side. Both are computed from the price books passed in (the
 * published one and the draft), never from the live objects, so a preview changes nothing.
 */
export function previewEstimates(published: PriceBook, draft: PriceBook): PreviewRow[] {
  const rates = (book: PriceBook) => ({
    ...book,
    materialShare: estimator.materialShare,
    laborShare: estimator.laborShare,
  })
  return sampleProjects.map(({ label, ...project }) => ({
    label,
    now: estimate(project, rates(published)),
    proposed: estimate(project, rates(draft)),
  }))
}

/** Publishes or unpublishes one item of a list in one click: its data again, with the new status. */
export async function setItemStatus(
  db: Database,
  submission: Submission<unknown>,
  input: { kind: ContentKind; key: string; baseRevision: number; publish: boolean; author: string },
  title: (data: unknown) => string,
) {
  const item = await contentItem(db, input.kind, input.key)
  if (!item) {
    return data<ContentOutcome>(
      { ok: false, error: 'That item no longer exists.', reply: submission.reply() },
      { status: 404, headers: adminHeaders },
    )
  }
  const answer = await publishFromForm(db, submission, {
    kind: input.kind,
    key: input.key,
    data: item.data,
    baseRevision: input.baseRevision,
    author: input.author,
    action: input.publish ? 'publish' : 'unpublish',
    status: input.publish ? 'published' : 'unpublished',
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: `${title(item.data)} is ${input.publish ? 'published' : 'hidden from the site'} (revision ${answer.revision}). The site shows it within a few seconds.`,
    }
  }
  return answer
}
