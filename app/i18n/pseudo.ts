/**
 * The pseudo-locale's words (decision 039): each English message accented, lengthened by a third
 * and bracketed, `{placeholders}`, plural and select keys and `#` untouched. A page in the
 * pseudo-locale shows English that no catalog wrote as plain, unbracketed text.
 */
const accents: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

const pseudoOpen = '⟦'
const pseudoClose = '⟧'

/** Accents a run of text; every vowel is doubled, which lengthens English by about a third. */
function accent(text: string): string {
  let out = ''
  for (const ch of text) {
    const mark = accents[ch]
    out += mark ? (/[aeiouAEIOU]/.test(ch) ? mark + mark : mark) : ch
  }
  return out
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++
    else if (message[i] === '}' && --depth === 0) return i
  }
  return message.length - 1
}

/** An ICU message with its text accented and its syntax kept. */
function transform(message: string): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    if (message[i] !== '{') {
      const next = message.indexOf('{', i)
      const end = next === -1 ? message.length : next
      out += accent(message.slice(i, end))
      i = end
      continue
    }
    const end = closing(message, i)
    const inner = message.slice(i + 1, end)
    const [name, kind] = inner.split(',').map((part) => part.trim())
    if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
      // `{n, plural, one {…} other {…}}`: the branches' texts are words, their keys are not.
      const head = inner.slice(0, inner.indexOf(kind) + kind.length + 1)
      let rest = inner.slice(head.length)
      let branches = ''
      while (rest.length) {
        const open = rest.indexOf('{')
        if (open === -1) {
          branches += rest
          break
        }
        const close = closing(rest, open)
        branches += `${rest.slice(0, open)}{${transform(rest.slice(open + 1, close))}}`
        rest = rest.slice(close + 1)
      }
      out += `{${head}${branches}}`
    } else {
      out += `{${name}${inner.slice(name.length)}}`
    }
    i = end + 1
  }
  return out
}

/**
 * Whether a catalog string is words: not a link or a bare placeholder, which stay as written. (A
 * page's path is data, under one of `dataKeys`; "/year" is words.)
 */
function isWords(message: string): boolean {
  if (/^(https?:|mailto:|tel:|sms:|#)/.test(message)) return false
  return /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ''))
}

export function pseudoMessage(message: string): string {
  return isWords(message) ? `${pseudoOpen}${transform(message)}${pseudoClose}` : message
}

/** Keys whose values are data a page reads, not words it shows: kept as the English catalog has them. */
const dataKeys = new Set(['kind', 'value', 'to', 'href', 'id', 'status', 'image', 'icon', 'slug', 'path'])

/** A whole catalog in the pseudo-locale, its shape and data kept. */
export function pseudoCatalog<T>(catalog: T, key = ''): T {
  if (typeof catalog === 'string') return (dataKeys.has(key) ? catalog : pseudoMessage(catalog)) as T
  if (Array.isArray(catalog)) return catalog.map((item) => pseudoCatalog(item, key)) as T
  if (catalog && typeof catalog === 'object') {
    return Object.fromEntries(Object.entries(catalog).map(([k, v]) => [k, pseudoCatalog(v, k)])) as T
  }
  return catalog
}
