/**
 * A page's words in another language as one string of values, in the order of the bundled English
 * copy's fields: the page data carries no field names and no quotes. A JSON string of the same words
 * has every quote escaped three times over in the document (JSON in React Router's stream format in a
 * script), which put the Spanish portfolio past the first round trip (decision 034, "Bytes").
 * The English copy is the template on both sides, so the two must keep the same shape (a unit test
 * compares them); a separator inside a value is refused when packing.
 */
const SEPARATOR = '¦'

type Shape = string | readonly Shape[] | { readonly [key: string]: Shape }

function leaves(template: unknown, words: unknown, at: string, out: string[]): void {
  if (typeof template === 'string') {
    if (typeof words !== 'string') throw new Error(`packWords: ${at} is not a string`)
    if (words.includes(SEPARATOR)) throw new Error(`packWords: ${at} contains ${SEPARATOR}`)
    out.push(words)
  } else if (Array.isArray(template)) {
    if (!Array.isArray(words) || words.length !== template.length)
      throw new Error(`packWords: ${at} does not have ${template.length} items`)
    for (const [i, t] of template.entries()) leaves(t, words[i], `${at}[${i}]`, out)
  } else if (template && typeof template === 'object') {
    if (!words || typeof words !== 'object') throw new Error(`packWords: ${at} is missing`)
    for (const [key, t] of Object.entries(template)) leaves(t, Reflect.get(words, key), `${at}.${key}`, out)
  }
}

/** The words' values in the template's order, as one string (server side). */
export function packWords<T extends Shape>(template: T, words: T): string {
  const out: string[] = []
  leaves(template, words, 'words', out)
  return out.join(SEPARATOR)
}

/** The words in the template's shape, from `packWords`' string (browser side). */
export function unpackWords<T extends Shape>(template: T, packed: string): T {
  const values = packed.split(SEPARATOR)
  let next = 0
  const build = (t: Shape): Shape =>
    typeof t === 'string'
      ? (values[next++] ?? '')
      : Array.isArray(t)
        ? t.map(build)
        : Object.fromEntries(Object.entries(t).map(([k, v]) => [k, build(v)]))
  return build(template) as T
}
