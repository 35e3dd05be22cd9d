/**
 * What a page read of the published content while it rendered (decision 042): the page store renders
 * again only the pages whose reads a publish changed. The server installs a recorder for the length of
 * one page's render (`app/features/content/render-reads.server.ts`); without one (the browser, a
 * request, a mail) every read here is a plain read and records nothing.
 *
 * What a read is named (the keys the page store compares):
 * - `facts`, `prices`, `retired`: a whole section of the snapshot;
 * - `<list>:<key>.<field>`: one field of one item (an article's title, a ZIP's county);
 * - `<list>:<key>`: a whole item (its keys listed, as spreading or serialising it does);
 * - `<list>:*`: which items the list holds, in what order (its length, any walk through it);
 * - `<list>:upto:<key>`: the items up to and including `<key>` (a search that stopped there);
 * - `<list>:<field>=<value>`: which items have that value in that field (`itemsWhere`: an author's
 *   articles, a county's ZIPs), so a page listing a county's ZIPs does not depend on every other county;
 * - `<list>:each.<field>`, `<list>:each`: the same field of every item, every item (made when a
 *   page's reads are summed up, so a page that walked 1,000 ZIPs stores a few keys, not thousands).
 * No imports: this module reaches the browser with the content it wraps.
 */

type Recorder = {
  /** Notes one read in the current page's scope. */
  record: (key: string) => void
  /** Whether a page is being rendered now (else reads are plain). */
  active: () => boolean
  /** Runs `make` in a scope of its own (its reads also count for the page) and answers them with its value. */
  capture: <T>(make: () => T) => { value: T; reads: string[] }
}

let recorder: Recorder | null = null

/** Installed by the server's render scope (decision 042); never in the browser. */
export function setReadRecorder(next: Recorder | null): void {
  recorder = next
}

/** Whether a page's reads are being noted now. */
export function isRecording(): boolean {
  return recorder?.active() ?? false
}

/** Notes that the page being rendered read `key`. */
export function recordRead(key: string): void {
  if (recorder?.active()) recorder.record(key)
}

/** Notes several reads (a cached value's, each time it is used). */
export function replayReads(keys: readonly string[]): void {
  if (!recorder?.active()) return
  for (const key of keys) recorder.record(key)
}

/**
 * Runs `make` and answers its value with the reads it made: a value cached across pages (live copy,
 * the hub's catalog) replays them into every page that uses it, not only the first.
 */
export function captureReads<T>(make: () => T): { value: T; reads: string[] } {
  if (!recorder?.active()) return { value: make(), reads: [] }
  return recorder.capture(make)
}

const proxies = new WeakMap<object, object>()
const isProxy = new WeakSet<object>()

/** One item of a tracked list, whose field reads are noted as `<list>:<key>.<field>`. */
export function trackedItem<T extends object>(list: string, key: string, item: T): T {
  if (!recorder?.active() || isProxy.has(item)) return item
  let proxy = proxies.get(item) as T | undefined
  if (!proxy) {
    const prefix = `${list}:${key}`
    proxy = new Proxy(item, {
      get(target, prop, receiver) {
        if (typeof prop === 'string') recordRead(`${prefix}.${prop}`)
        return Reflect.get(target, prop, receiver)
      },
      has(target, prop) {
        if (typeof prop === 'string') recordRead(`${prefix}.${prop}`)
        return Reflect.has(target, prop)
      },
      ownKeys(target) {
        recordRead(prefix)
        return Reflect.ownKeys(target)
      },
    })
    proxies.set(item, proxy)
    isProxy.add(proxy)
  }
  return proxy
}

const searches = new Set<PropertyKey>(['find', 'findIndex', 'some', 'includes', 'indexOf'])

/**
 * A list of the published content (service areas, testimonials, authors, …) whose reads are noted:
 * its items through `trackedItem`, its length and walks as `<list>:*`, and a search that stops early
 * (`find`, `some`, …) as `<list>:upto:<key>`, so a page that looks one ZIP up does not depend on the
 * ZIPs added after it. Changes in place (`splice`) pass through.
 */
export function trackedList<T extends object>(
  list: string,
  items: T[],
  keyOf: (item: T) => string,
  /** Fields `itemsWhere` selects by: the page store fingerprints which items hold each value. */
  groupBy: readonly (keyof T & string)[] = [],
): T[] {
  const item = (i: number) => {
    const raw = items[i]
    return raw === undefined || raw === null ? raw : trackedItem(list, keyOf(raw), raw)
  }
  const search = (name: PropertyKey) =>
    function (this: unknown, needle: unknown, ...rest: unknown[]) {
      for (let i = 0; i < items.length; i++) {
        const value = item(i)
        const hit =
          name === 'includes' || name === 'indexOf'
            ? value === needle || items[i] === needle
            : (needle as (v: T, i: number, a: T[]) => unknown).call(rest[0], value as T, i, items)
        if (hit) {
          recordRead(`${list}:upto:${keyOf(items[i])}`)
          if (name === 'find') return value
          if (name === 'some' || name === 'includes') return true
          return i
        }
      }
      recordRead(`${list}:*`)
      if (name === 'find') return undefined
      if (name === 'some' || name === 'includes') return false
      return -1
    }
  const proxy = new Proxy(items, {
    get(target, prop, receiver) {
      if (!recorder?.active()) return Reflect.get(target, prop, receiver)
      if (typeof prop === 'string') {
        const index = Number(prop)
        if (Number.isInteger(index) && index >= 0 && String(index) === prop) {
          if (index < target.length) recordRead(`${list}:upto:${keyOf(target[index])}`)
          else recordRead(`${list}:*`)
          return item(index)
        }
        if (prop === 'length') recordRead(`${list}:*`)
        if (searches.has(prop)) return search(prop)
      }
      return Reflect.get(target, prop, receiver)
    },
  })
  const entry = { name: list, items: items as object[], keyOf: keyOf as (item: object) => string, groupBy }
  rawLists.set(proxy, entry)
  tracked.set(list, entry)
  return proxy
}

type Tracked = { name: string; items: object[]; keyOf: (item: object) => string; groupBy: readonly string[] }
const rawLists = new WeakMap<object, Tracked>()
const tracked = new Map<string, Tracked>()

/**
 * The items of a tracked list whose `field` equals `value`, in the list's order: the page depends on
 * which items those are (`<list>:<field>=<value>`) and on what it reads of them, not on the others.
 * `field` must be one of the list's `groupBy` fields.
 */
export function itemsWhere<T extends object, K extends keyof T & string>(
  items: readonly T[],
  field: K,
  value: T[K],
): T[] {
  const entry = rawLists.get(items)
  if (!entry) return items.filter((i) => i[field] === value)
  if (!entry.groupBy.includes(field)) throw new Error(`${entry.name} is not grouped by ${field}`)
  recordRead(`${entry.name}:${field}=${String(value)}`)
  return (entry.items as T[])
    .filter((i) => i[field] === value)
    .map((i) => trackedItem(entry.name, entry.keyOf(i), i))
}

/** Every tracked list now, by name: its items with their keys, and its grouping fields. */
export function trackedLists(): Map<
  string,
  { items: { key: string; item: object }[]; groupBy: readonly string[] }
> {
  return new Map(
    [...tracked].map(([name, { items, keyOf, groupBy }]) => [
      name,
      { items: items.map((item) => ({ key: keyOf(item), item })), groupBy },
    ]),
  )
}

/**
 * A copy of a list's items as plain objects, read without noting anything: to clone or store them (a
 * proxy cannot be cloned), or to build an index whose lookups note their own reads.
 */
export function plainItems<T>(items: readonly T[]): T[] {
  return [...((rawLists.get(items)?.items as T[] | undefined) ?? items)]
}
