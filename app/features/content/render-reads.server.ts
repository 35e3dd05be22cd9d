/**
 * The render scope of decision 042: while the page store renders a page, every read of the published
 * content (`app/content/reads.ts`) is noted in that page's set, also when several pages render at once
 * (AsyncLocalStorage follows each render through its awaits). Installed on import: the host reaches it
 * through the server build (app/entry.server.tsx), whose modules hold the content the pages read.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setReadRecorder, trackedLists } from '~/content/reads'

const scope = new AsyncLocalStorage<Set<string>[]>()

setReadRecorder({
  active: () => scope.getStore() !== undefined,
  record(key) {
    for (const set of scope.getStore() ?? []) set.add(key)
  },
  capture(make) {
    const inner = new Set<string>()
    const value = scope.run([...(scope.getStore() ?? []), inner], make)
    return { value, reads: [...inner] }
  },
})

/** Runs `render` in a scope of its own and answers its value with the page's reads, summed up. */
export async function withReads<T>(render: () => Promise<T>): Promise<{ value: T; reads: string[] }> {
  const reads = new Set<string>()
  const value = await scope.run([reads], render)
  return { value, reads: summariseReads(reads) }
}

const FIELD = /^([^:=]+):([^=]+)\.([^.=]+)$/
const WHOLE_OR_UPTO = /^([^:=]+):(upto:)?([^.=]*)$/

/**
 * A page's reads in few keys: the same field of every item of a list (a walk through 1,000 ZIPs) as
 * `<list>:each.<field>`, every item whole as `<list>:each`, and of the searches that stopped early only
 * the one that went furthest (a prefix that did not change holds the shorter ones), or none when the
 * page depends on the whole list's membership anyway.
 */
function summariseReads(reads: Iterable<string>): string[] {
  const lists = trackedLists()
  const fields = new Map<string, Set<string>>()
  const wholes = new Map<string, Set<string>>()
  const furthest = new Map<string, { key: string; at: number }>()
  const out = new Set<string>()
  for (const read of reads) {
    const field = FIELD.exec(read)
    if (field && !field[2].startsWith('upto:') && field[2] !== 'each') {
      addTo(fields, `${field[1]}\0${field[3]}`, field[2])
      out.add(read)
      continue
    }
    const other = WHOLE_OR_UPTO.exec(read)
    if (other?.[2]) {
      const list = lists.get(other[1])?.items
      const at = list?.findIndex((i) => i.key === other[3]) ?? -1
      const best = furthest.get(other[1])
      if (!best || at > best.at) furthest.set(other[1], { key: other[3], at })
      continue
    }
    if (other && other[3] !== '*' && other[3] !== 'each' && lists.has(other[1])) {
      addTo(wholes, other[1], other[3])
    }
    out.add(read)
  }
  for (const [group, keys] of fields) {
    const [list, field] = group.split('\0')
    const size = lists.get(list)?.items.length ?? -1
    if (keys.size < size) continue
    for (const key of keys) out.delete(`${list}:${key}.${field}`)
    out.add(`${list}:each.${field}`)
  }
  for (const [list, keys] of wholes) {
    if (keys.size < (lists.get(list)?.items.length ?? -1)) continue
    for (const key of keys) out.delete(`${list}:${key}`)
    out.add(`${list}:each`)
  }
  for (const [list, { key }] of furthest) if (!out.has(`${list}:*`)) out.add(`${list}:upto:${key}`)
  return [...out].sort()
}

function addTo(groups: Map<string, Set<string>>, group: string, key: string) {
  const keys = groups.get(group) ?? new Set<string>()
  keys.add(key)
  groups.set(group, keys)
}
