/**
 * What a publish changed, in the names a page's reads are noted by (decision 042,
 * `app/content/reads.ts`): a short hash of every section and of every field of every item of the
 * published content, and each list's order. A page store keeps its content's fingerprints beside the
 * pages' reads, so the next publish compares the two, on this server or another, after a restart too.
 */
import { createHash } from 'node:crypto'
import { publishedContent } from '~/content/published'
import { trackedLists } from '~/content/reads'
import { siteUrl } from '~/env.server'
import { articleFiles } from '~/features/knowledge/article-files.server'
import { paymentsConfigured } from '~/features/payments/configured.server'

export type Fingerprints = {
  /** `facts`, `prices`, `retired`, `site` and `<list>:<key>.<field>`, each a short hash. */
  hashes: Record<string, string>
  /** Each list's keys in order. */
  orders: Record<string, string[]>
}

const hash = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value ?? null, sortedKeys))
    .digest('base64url')
    .slice(0, 12)

function sortedKeys(_key: string, v: unknown) {
  return v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, (v as Record<string, unknown>)[k]]),
      )
    : v
}

/** The fingerprints of the content in place now (after `syncContent`). */
export function contentFingerprints(now = new Date()): Fingerprints {
  // The articles shown now, parsed: the list the pages read (its tracked copy is made here if new).
  articleFiles(now)
  const content = publishedContent()
  const hashes: Record<string, string> = {
    facts: hash(content.facts),
    prices: hash([content.priceBook, content.priceBookVersion]),
    retired: hash(content.retiredServiceAreas),
    // What every page shows besides the content: decision 041's deposit lines, and the address its
    // links and structured data name (a restart with another SITE_URL renders every page again).
    site: hash({ payments: paymentsConfigured(), url: siteUrl() }),
  }
  const orders: Record<string, string[]> = {}
  for (const [list, { items, groupBy }] of trackedLists()) {
    orders[list] = items.map((i) => i.key)
    for (const { key, item } of items)
      for (const [field, value] of Object.entries(item)) hashes[`${list}:${key}.${field}`] = hash(value)
    // Which items hold each value of a grouping field (`itemsWhere`): an author's articles, a county's ZIPs.
    for (const field of groupBy) {
      const groups = new Map<string, string[]>()
      for (const { key, item } of items) {
        const value = String((item as Record<string, unknown>)[field])
        groups.set(value, [...(groups.get(value) ?? []), key])
      }
      for (const [value, keys] of groups) hashes[`${list}:${field}=${value}`] = hash(keys)
    }
  }
  return { hashes, orders }
}

/**
 * The reads a change from `before` to `after` touches: every section and field whose hash differs,
 * with the item it belongs to whole and the same field of every item (`<list>:<key>`,
 * `<list>:each.<field>`, `<list>:each`), and which items hold a value (`<list>:<field>=<value>`); a list whose membership or order changed (`<list>:*`), and
 * every prefix that changed with it (`<list>:upto:<key>`, from the first place the orders differ).
 * `site` changed means every page.
 */
export function changedReads(before: Fingerprints, after: Fingerprints): Set<string> {
  const changed = new Set<string>()
  for (const key of new Set([...Object.keys(before.hashes), ...Object.keys(after.hashes)])) {
    if (before.hashes[key] === after.hashes[key]) continue
    changed.add(key)
    const field = /^([^:=]+):([^=]+)\.([^.=]+)$/.exec(key)
    if (!field) continue
    const [, list, item, name] = field
    changed.add(`${list}:${item}`)
    changed.add(`${list}:each.${name}`)
    changed.add(`${list}:each`)
  }
  for (const list of new Set([...Object.keys(before.orders), ...Object.keys(after.orders)])) {
    const was = before.orders[list] ?? []
    const is = after.orders[list] ?? []
    let first = 0
    while (first < was.length && first < is.length && was[first] === is[first]) first++
    if (first === was.length && first === is.length) continue
    changed.add(`${list}:*`)
    changed.add(`${list}:each`)
    for (const key of was.slice(first)) changed.add(`${list}:upto:${key}`)
  }
  return changed
}

/** Whether a page whose reads were `reads` shows something in `changed`. */
export function touches(reads: readonly string[], changed: Set<string>): boolean {
  return changed.has('site') || reads.some((read) => changed.has(read))
}
