/**
 * The published content in the database (decision 033): one row per item with what is live, every
 * revision kept, and a version row that every publish bumps so each app server learns of it.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Author } from '~/content/authors'
import type { JobRole } from '~/content/job-roles'
import type { PortfolioProject } from '~/content/projects'
import { type BusinessFacts, type PriceBook, type PublishedContent, seedContent } from '~/content/published'
import { type Testimonial, testimonialKey } from '~/content/testimonials'
import type { Database } from '~/db/client.server'
import { contentItems, contentRevisions, contentState, staffActions } from '~/db/schema'
import { type ArticleSource, seedArticleSources } from '~/features/knowledge/article-files.server'

import { type ContentKind, type ProjectOrder, type ServiceAreaItem, singleKey } from './keys'

export { type ContentKind, singleKey }

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

type SeedItem = { kind: ContentKind; key: string; data: unknown; position: number }

/** Every kind seedItems gives. */
const SEED_KINDS: readonly ContentKind[] = [
  'facts',
  'price-book',
  'job-role',
  'article',
  'project',
  'testimonial',
  'service-area',
  'author',
  'project-order',
]

/** The repository's content as items, each kind in the owner's order. */
function seedItems(): SeedItem[] {
  const seed = seedContent()
  const list = <T>(kind: ContentKind, values: T[], key: (v: T) => string) =>
    values.map((data, position) => ({ kind, key: key(data), data, position }))
  return [
    { kind: 'facts', key: singleKey.facts, data: seed.facts, position: 0 },
    { kind: 'price-book', key: singleKey['price-book'], data: seed.priceBook, position: 0 },
    ...list('job-role', seed.jobRoles, (r) => r.id),
    ...list('article', seedArticleSources(), (a) => a.id),
    ...list('project', seed.projects, (p) => p.id),
    ...list(
      'testimonial',
      seed.testimonials.map(({ key: _k, ...t }) => t),
      testimonialKey,
    ),
    ...list('service-area', seed.serviceAreas, (a) => a.zip),
    ...list('author', seed.authors, (a) => a.slug),
    {
      kind: 'project-order',
      key: singleKey['project-order'],
      data: { keys: seed.projects.map((p) => p.id) } satisfies ProjectOrder,
      position: 0,
    },
  ]
}

async function insertSeed(tx: Tx, items: SeedItem[]) {
  for (const item of items) {
    await tx.insert(contentItems).values({ ...item, revision: 1, updatedBy: 'repository' })
    await tx.insert(contentRevisions).values({
      kind: item.kind,
      key: item.key,
      revision: 1,
      status: 'published',
      data: item.data,
      action: 'import',
      author: 'repository',
    })
  }
}

/** Databases this process has checked for kinds added to the seed after their first import. */
const upToDate = new WeakSet<Database>()

/**
 * The first start imports the repository's content as the first published version, once, however
 * many servers start together (the version row's insert decides which one imports). A kind that
 * moved into the database later (projects) is imported the same way into a database that already
 * has content: once, under the version row's lock, only while the kind has no revision at all.
 */
export async function importSeedContent(db: Database): Promise<boolean> {
  const first = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentState)
      .values({ id: 1, version: 1 })
      .onConflictDoNothing()
      .returning({ id: contentState.id })
    if (!inserted.length) return false
    await insertSeed(tx, seedItems())
    return true
  })
  if (!first && !upToDate.has(db)) await importNewKinds(db)
  upToDate.add(db)
  return first
}

async function importNewKinds(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select version from content_state where id = 1 for update`)
    const known = await tx.selectDistinct({ kind: contentRevisions.kind }).from(contentRevisions)
    const have = new Set(known.map((k) => k.kind))
    // Reading the seed (every article file) only when a kind is missing: a restart of a database
    // that has them all skips it (decision 043).
    if (SEED_KINDS.every((kind) => have.has(kind))) return
    const missing = seedItems().filter((item) => !have.has(item.kind))
    await insertSeed(tx, missing)
  })
}

/** The content version every publish bumps (0 before the first import). */
export async function contentVersion(db: Database): Promise<number> {
  return (await contentSignals(db)).version
}

/**
 * What every app server watches in the version row: the content's version and when an editor last
 * opened the Content console (decision 046), as milliseconds, or null before the first time.
 */
export async function contentSignals(
  db: Database,
): Promise<{ version: number; consoleOpenedAt: number | null }> {
  const [row] = await db
    .select({ version: contentState.version, consoleOpenedAt: contentState.consoleOpenedAt })
    .from(contentState)
    .where(eq(contentState.id, 1))
  return { version: row?.version ?? 0, consoleOpenedAt: row?.consoleOpenedAt?.getTime() ?? null }
}

/**
 * Records that an editor opened the Content console, for every app server sharing the database
 * (decision 046). At most once every `everySeconds`, however many servers and pages ask: a console
 * visit is otherwise no write.
 */
export const CONSOLE_MARK_EVERY_SECONDS = 30

export async function markConsoleOpened(
  db: Database,
  everySeconds = CONSOLE_MARK_EVERY_SECONDS,
): Promise<void> {
  await db.execute(
    sql`update ${contentState} set console_opened_at = now()
      where id = 1 and (console_opened_at is null
        or console_opened_at < now() - make_interval(secs => ${everySeconds}))`,
  )
}

/** Everything published now, read in one snapshot, with its version. */
export type LoadedContent = { version: number; content: PublishedContent; articles: ArticleSource[] }

export async function loadPublished(db: Database): Promise<LoadedContent> {
  await importSeedContent(db)
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(contentState).where(eq(contentState.id, 1))
    const rows = await tx
      .select()
      .from(contentItems)
      .orderBy(asc(contentItems.position), asc(contentItems.key))
    const one = (kind: ContentKind) => rows.find((r) => r.kind === kind)
    const facts = one('facts')
    const book = one('price-book')
    const seed = seedContent()
    const content: PublishedContent = {
      facts: { ...seed.facts, ...((facts?.data as BusinessFacts | undefined) ?? {}) },
      priceBook: (book?.data as PriceBook | undefined) ?? seed.priceBook,
      priceBookVersion: book?.revision ?? 1,
      jobRoles: rows.filter((r) => r.kind === 'job-role').map((r) => r.data as JobRole),
      projects: inOrder(
        rows.filter((r) => r.kind === 'project' && r.status === 'published'),
        (one('project-order')?.data as ProjectOrder | undefined)?.keys ?? [],
      ).map((r) => r.data as PortfolioProject),
      testimonials: rows
        .filter((r) => r.kind === 'testimonial' && r.status === 'published')
        .map((r) => ({ ...(r.data as Testimonial), key: r.key })),
      ...serviceAreasOf(rows),
      // Keyed by slug, the name articles use for their author (decision 033).
      authors: rows
        .filter((r) => r.kind === 'author' && r.status === 'published')
        .map((r) => ({ ...(r.data as Author), slug: r.key })),
    }
    const articles = rows
      .filter((r) => r.kind === 'article' && r.status === 'published')
      .map((r) => r.data as ArticleSource)
    return { version: state?.version ?? 1, content, articles }
  })
}

export type ContentItem = typeof contentItems.$inferSelect

/**
 * The served ZIPs in ZIP order (the seed's order, so an unchanged list hashes as the build's pages
 * do), and the retired ones with where their pages now send visitors.
 */
function serviceAreasOf(rows: ContentItem[]): Pick<PublishedContent, 'serviceAreas' | 'retiredServiceAreas'> {
  const areas = rows
    .filter((r) => r.kind === 'service-area')
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((r) => ({ status: r.status, data: r.data as ServiceAreaItem }))
  return {
    serviceAreas: areas
      .filter((a) => a.status === 'published')
      .map(({ data: { redirectTo: _r, ...area } }) => area),
    retiredServiceAreas: areas
      .filter((a) => a.status !== 'published' && a.data.redirectTo)
      .map(({ data: a }) => ({
        zip: a.zip,
        redirectTo: a.redirectTo as string,
        latitude: a.latitude,
        longitude: a.longitude,
      })),
  }
}

/**
 * Items in the order an order item names; any it does not name yet (a project made since the last
 * reorder) follow, in the order they were made.
 */
function inOrder<T extends { key: string }>(items: T[], keys: readonly string[]): T[] {
  const at = new Map(keys.map((k, i) => [k, i]))
  const rank = (item: T) => at.get(item.key) ?? keys.length
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.i - b.i)
    .map((x) => x.item)
}

export async function contentItem(db: Database, kind: ContentKind, key: string): Promise<ContentItem | null> {
  await importSeedContent(db)
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.key, key)))
  return row ?? null
}

export async function itemsOfKind(db: Database, kind: ContentKind): Promise<ContentItem[]> {
  await importSeedContent(db)
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position), asc(contentItems.key))
}

/** Every project, published or not, in the portfolio's order, with the order item itself. */
export async function projectsInOrder(
  db: Database,
): Promise<{ order: ContentItem | null; items: ContentItem[] }> {
  const [order, items] = await Promise.all([
    contentItem(db, 'project-order', singleKey['project-order']),
    itemsOfKind(db, 'project'),
  ])
  return { order, items: inOrder(items, (order?.data as ProjectOrder | undefined)?.keys ?? []) }
}

export type Revision = typeof contentRevisions.$inferSelect

export async function revisionsOf(db: Database, kind: ContentKind, key: string): Promise<Revision[]> {
  return db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.revision))
    .limit(200)
}

export async function revisionById(db: Database, id: string): Promise<Revision | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db.select().from(contentRevisions).where(eq(contentRevisions.id, id))
  return row ?? null
}

/** A published price book by its number (an old quote link names one). */
export async function priceBookVersion(db: Database, version: number): Promise<PriceBook | null> {
  await importSeedContent(db)
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, 'price-book'),
        eq(contentRevisions.key, singleKey['price-book']),
        eq(contentRevisions.revision, version),
      ),
    )
  return (row?.data as PriceBook | undefined) ?? null
}

export type PublishOutcome =
  | { ok: true; revision: number }
  /** Someone else saved the item after the editor opened it: both versions go back to the editor. */
  | { ok: false; conflict: { current: ContentItem | null } }

export type PublishInput = {
  kind: ContentKind
  key: string
  data: unknown
  /** The revision the editor started from; null for a new item. */
  baseRevision: number | null
  author: string
  action?: 'publish' | 'restore' | 'unpublish' | 'reorder'
  status?: 'published' | 'unpublished'
}

/**
 * Publishes one item: its new revision, the item's row, the audit log and the version every
 * server watches, in one transaction. A save made from an older revision than the stored one is
 * refused, never written over what the other person published.
 */
const publishedListeners = new Set<() => void>()

/**
 * Calls `listener` after each publish this process commits: its own page store refreshes at once,
 * not at its next poll of the version row (decision 042). Answers a function that stops listening.
 */
export function onPublished(listener: () => void): () => void {
  publishedListeners.add(listener)
  return () => publishedListeners.delete(listener)
}

export async function publishItem(db: Database, input: PublishInput): Promise<PublishOutcome> {
  await importSeedContent(db)
  const outcome = await publishTransaction(db, input)
  if (outcome.ok) for (const listener of publishedListeners) listener()
  return outcome
}

function publishTransaction(db: Database, input: PublishInput): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    // One publish at a time: the version row is the lock every publish takes first.
    await tx.execute(sql`select version from content_state where id = 1 for update`)
    const [current] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, input.kind), eq(contentItems.key, input.key)))
    if ((current?.revision ?? null) !== input.baseRevision)
      return { ok: false, conflict: { current: current ?? null } }
    const revision = (current?.revision ?? (await lastRevision(tx, input.kind, input.key))) + 1
    const status = input.status ?? current?.status ?? 'published'
    if (current) {
      await tx
        .update(contentItems)
        .set({
          data: input.data,
          revision,
          status,
          updatedBy: input.author,
          updatedAt: new Date(),
          // A publish puts the editor's draft live, so the draft goes with it; an unpublish leaves
          // the draft for the next publish (decision 033).
          ...(input.action === 'unpublish' ? {} : { draft: null }),
        })
        .where(and(eq(contentItems.kind, input.kind), eq(contentItems.key, input.key)))
    } else {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${contentItems.position}), -1) + 1` })
        .from(contentItems)
        .where(eq(contentItems.kind, input.kind))
      await tx.insert(contentItems).values({
        kind: input.kind,
        key: input.key,
        data: input.data,
        revision,
        status,
        position: Number(next),
        updatedBy: input.author,
      })
    }
    const action = input.action ?? 'publish'
    await tx.insert(contentRevisions).values({
      kind: input.kind,
      key: input.key,
      revision,
      status,
      data: input.data,
      action,
      author: input.author,
    })
    await tx.insert(staffActions).values({
      staffEmail: input.author,
      action: `content ${action}`,
      detail: { kind: input.kind, key: input.key, revision },
    })
    await tx
      .update(contentState)
      .set({ version: sql`${contentState.version} + 1`, publishedAt: new Date() })
      .where(eq(contentState.id, 1))
    return { ok: true, revision }
  })
}

async function lastRevision(tx: Tx, kind: ContentKind, key: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${contentRevisions.revision})` })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
  return Number(row?.max ?? 0)
}

/** When each kind of item was last published (the import counts), for the sitemap's lastmod. */
export async function lastPublishedByKind(db: Database): Promise<Map<ContentKind, Date>> {
  await importSeedContent(db)
  const rows = await db
    .select({ kind: contentRevisions.kind, at: sql<string>`max(${contentRevisions.createdAt})` })
    .from(contentRevisions)
    .groupBy(contentRevisions.kind)
  return new Map(rows.map((r) => [r.kind as ContentKind, new Date(r.at)]))
}
