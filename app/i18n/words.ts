const read = new Map<string, unknown>()

/**
 * Words a loader sent as one JSON string (smaller in the document than React Router's stream format of
 * the same object; decision 034, "Bytes"), read once however often a render asks.
 */
export function readWords<T>(json: string | null | undefined): T | null {
  if (!json) return null
  let words = read.get(json)
  if (words === undefined) {
    words = JSON.parse(json)
    // A handful of pages' words at most are alive at once; the oldest goes first.
    if (read.size >= 8) read.delete(read.keys().next().value as string)
    read.set(json, words)
  }
  return words as T
}
