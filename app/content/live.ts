/**
 * The published content is live (decision 033): the objects this folder exports start as the
 * repository's seed and are replaced in place when a publish arrives (published.ts). Copy that is
 * worked out from them (a sentence naming the phone number, a table of rates) is wrapped in `live`,
 * so it is worked out again from the current facts after each change instead of once at import.
 */

import { captureReads, isRecording, replayReads } from './reads'

let version = 0
const listeners = new Set<() => void>()

/** Counts the changes applied in this process (not the database's content version). */
export function contentGeneration(): number {
  return version
}

/** Called by published.ts once the new content is in place. */
export function contentChanged(): void {
  version++
  for (const listener of listeners) listener()
}

/** Runs `listener` after every change (caches of derived data drop their copy). */
export function onContentChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A value worked out from the content, recomputed on first use after a change. Reads, iteration,
 * `Array.isArray`, spreading and JSON see the current value.
 */
export function live<T extends object>(make: () => T): T {
  let madeAt = -1
  let value: T = make()
  // What making it read, noted again for every page that uses it (decision 042). The value made at
  // import, outside any page, read nothing noted: it is made again (once) inside the first page.
  let reads: string[] | null = null
  madeAt = version
  const current = () => {
    const recording = isRecording()
    if (madeAt !== version || (recording && reads === null)) {
      if (recording) {
        const made = captureReads(make)
        value = made.value
        reads = made.reads
      } else {
        value = make()
        reads = null
      }
      madeAt = version
    } else if (recording && reads) replayReads(reads)
    return value
  }
  const shell = (Array.isArray(value) ? [] : {}) as T
  return new Proxy(shell, {
    get: (_t, prop) => {
      const target = current() as Record<PropertyKey, unknown>
      const v = Reflect.get(target, prop, target)
      return typeof v === 'function' && Array.isArray(target) ? v.bind(target) : v
    },
    has: (_t, prop) => Reflect.has(current(), prop),
    ownKeys: () => {
      // A proxy must report its shell's non-configurable keys (an array's `length`).
      const keys = Reflect.ownKeys(current())
      return Array.isArray(shell) && !keys.includes('length') ? [...keys, 'length'] : keys
    },
    getOwnPropertyDescriptor: (_t, prop) => {
      const d = Reflect.getOwnPropertyDescriptor(current(), prop)
      if (!d) return undefined
      if (prop === 'length' && Array.isArray(shell)) {
        Reflect.set(shell, 'length', (current() as unknown[]).length)
        return Reflect.getOwnPropertyDescriptor(shell, 'length')
      }
      return { ...d, configurable: true }
    },
    set: () => false,
    deleteProperty: () => false,
  })
}

/**
 * `make(key)` kept for each key until the content changes: for words worked out from the content
 * once per language and used by every page (the site's frame). What making one read is noted again
 * in every page that uses it (decision 042). The value is shared: callers must not change it.
 */
export function keptPer<K, T>(make: (key: K) => T): (key: K) => T {
  const kept = new Map<K, { value: T; reads: string[] | null }>()
  let madeAt = version
  return (key) => {
    if (madeAt !== version) {
      kept.clear()
      madeAt = version
    }
    const recording = isRecording()
    let entry = kept.get(key)
    if (!entry || (recording && entry.reads === null)) {
      entry = recording ? captureReads(() => make(key)) : { value: make(key), reads: null }
      kept.set(key, entry)
    } else if (recording && entry.reads) replayReads(entry.reads)
    return entry.value
  }
}
