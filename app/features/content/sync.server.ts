/**
 * Keeps this process's content the published one (decision 033): reads the version row and, when
 * it moved, loads the snapshot and puts it in place. The host calls it at start and whenever the
 * version changes; a publish calls it at once, so its own server shows the change first.
 */
import { createHash } from 'node:crypto'
import { applyPublished, publishedContent } from '~/content/published'
import type { Database } from '~/db/client.server'
import {
  dueArticleIds,
  publishedArticleSources,
  setPublishedArticles,
} from '~/features/knowledge/article-files.server'
import { paymentsConfigured } from '~/features/payments/configured.server'
import { contentVersion, type LoadedContent, loadPublished } from './store.server'

let appliedDigest = ''
let applied: LoadedContent | null = null
let running: Promise<SyncResult> | null = null

export type SyncResult = { version: number; changed: boolean; digest: string }

export async function syncContent(db: Database): Promise<SyncResult> {
  // One sync at a time; a call during one waits for it and then checks again.
  while (running) await running.catch(() => {})
  running = (async () => {
    const version = await contentVersion(db)
    if (version !== 0 && version === applied?.version) {
      // Nothing published, but an article set for a time may have come due: its pages change.
      const digest = contentDigest()
      const changed = digest !== appliedDigest
      appliedDigest = digest
      return { version, changed, digest }
    }
    const loaded = await loadPublished(db)
    applyContent(loaded)
    return { version: loaded.version, changed: true, digest: appliedDigest }
  })()
  try {
    return await running
  } finally {
    running = null
  }
}

/**
 * Puts a snapshot in place and returns its digest: the last one `syncContent` loaded, in a render
 * worker that has no database of its own (decision 046).
 */
export function applyContent(loaded: LoadedContent): string {
  setPublishedArticles(loaded.articles)
  applyPublished(loaded.content)
  applied = loaded
  appliedDigest = contentDigest()
  return appliedDigest
}

/** The snapshot in place now, as `syncContent` loaded it; null before the first sync. */
export function appliedContent(): LoadedContent | null {
  return applied
}

/**
 * A short name for what the pages show: equal snapshots render equal pages, so the build's pages
 * (rendered from the seed) serve while the published content equals the seed.
 */
export function contentDigest(now = new Date()): string {
  const shown = {
    content: publishedContent(),
    articles: publishedArticleSources(),
    // The ids articleFiles(now) would give, read from the sources: rendering every article's Markdown
    // only for its id was a quarter of a restart (decision 043).
    due: dueArticleIds(now),
    // Pages state the deposit only where payments are configured (decision 041): a server with them
    // renders its own pages; without them the digest, and so every page, is the build's.
    ...(paymentsConfigured() ? { payments: true } : {}),
  }
  return createHash('sha256').update(canonicalJson(shown)).digest('hex').slice(0, 16)
}

/** JSON with every object's keys sorted: jsonb stores keys in an order of its own. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  )
}
