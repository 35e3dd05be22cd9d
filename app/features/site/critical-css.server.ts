import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSheet } from 'beasties/compiler'
import { createProcessor } from 'beasties/runtime'
import postcss from 'postcss'

/** The site's stylesheet as root.tsx links it for pages read without scripts. */
const deferredSheet = /<noscript>(?:<link\b[^>]*>)*?<link rel="stylesheet" href="([^"]+)"\/?>/
/** A document this has already been through (a prerendered page rendered again by postbuild). */
const alreadyInlined = /<style\b[^>]*\bdata-critical(?:=""|\b)[^>]*>/

type Compiled = {
  extract: (html: string) => string
  /**
   * The sheet's `@font-face` rules, with the file each one downloads (none for a local face): beasties
   * cannot see a family named through a custom property, so the document picks them itself.
   */
  fontFaces: { css: string; url: string | null }[]
}

/** The files the document's <head> preloads. */
function preloadedInHead(head: string): Set<string> {
  const out = new Set<string>()
  for (const [tag] of head.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) out.add(href)
  }
  return out
}

const compiled = new Map<string, Compiled | null>()

/**
 * The CSS a document's own markup uses, in a `<style>` in its head, so its first paint needs the
 * document only (decision 032). The whole stylesheet is not linked in <head> (root.tsx puts it in a
 * <noscript>); `hydrateAfterFirstPaint` makes the module script add it after the first paint.
 *
 * beasties keeps every rule whose selector can match an element of this document (its hover and focus
 * states included), so when the whole sheet arrives it changes nothing already drawn. Its plan of the
 * sheet is compiled once per process from the built file (~50 ms), then each document costs 1–8 ms.
 *
 * Every rendered page goes through here, in entry.server: the prerendered ones at build, the
 * server-rendered and the host's cached ones per request. With a nonce (a server render), the
 * `<style>` carries it; otherwise the host allows it by its sha256 (postbuild, page-cache). Where the
 * built stylesheet cannot be found (development, where Vite serves the sheet itself), the document
 * links it in <head> as before.
 */
export function inlineCriticalCss(
  html: string,
  { nonce = '', clientDir }: { nonce?: string; clientDir?: string } = {},
) {
  const href = deferredSheet.exec(html)?.[1]
  const headEnd = html.indexOf('</head>')
  if (!href || headEnd < 0 || alreadyInlined.test(html)) return html
  const sheet = compiledSheet(href, clientDir)
  const nonceAttr = nonce ? ` nonce="${nonce}"` : ''
  // Local faces, and the faces whose file the head preloads: a face the first paint asked for and the
  // head did not would be fetched beside the document, and on a phone's connection that second
  // request, not the document, decides when the page paints. The others come with the whole sheet.
  const preloaded = preloadedInHead(html.slice(0, headEnd))
  const faces = sheet?.fontFaces.filter((f) => f.url === null || preloaded.has(f.url)).map((f) => f.css)
  const tag = sheet
    ? `<style data-critical=""${nonceAttr}>${faces?.join('') ?? ''}${withoutUnusedProperties(sheet.extract(html), html)}</style>`
    : `<link rel="stylesheet" href="${href}"/>`
  return html.slice(0, headEnd) + tag + html.slice(headEnd)
}

function compiledSheet(href: string, clientDir?: string): Compiled | null {
  const key = `${clientDir ?? ''}\n${href}`
  if (compiled.has(key)) return compiled.get(key) ?? null
  const file = findBuiltFile(href, clientDir)
  let result: Compiled | null = null
  if (file) {
    const sheet = compileSeeingIntoWhere(readFileSync(file, 'utf8'), href)
    // beasties 0.5 writes a block at-rule (`@property`) with a `;` after its block, which CSS reads as
    // the start of the next rule's selector: each following @property would be dropped.
    for (const rule of sheet.rules) if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1)
    // With `fonts: false` beasties writes no `@font-face` (the document picks its faces below), yet a
    // face's `unicode-range` makes it collect every character of a page and key its cache by them:
    // nothing it writes depends on them, and pages built alike then never share an answer.
    const rules = sheet.rules.map((rule) =>
      rule.fontFace?.ranges ? { ...rule, fontFace: { ...rule.fontFace, ranges: undefined } } : rule,
    )
    const processor = createProcessor([{ ...sheet, rules }], { keyframes: 'critical', fonts: false })
    result = {
      extract: (html) => processor.extract(decodeClassAttributes(html)).css,
      fontFaces: sheet.rules.flatMap((rule) =>
        rule.fontFace && rule.css
          ? [
              {
                css: rule.css,
                url:
                  /url\((?:"([^"]+)"|'([^']+)'|([^)"']+))\)/.exec(rule.css)?.slice(1).find(Boolean) ?? null,
              },
            ]
          : [],
      ),
    }
  }
  compiled.set(key, result)
  return result
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#x27;': "'",
  '&#39;': "'",
}

/**
 * beasties 0.5 reads class names without decoding character references, and React writes `&` in an
 * attribute as `&amp;`: Tailwind's arbitrary variants (`[&_h2]:mt-10`, `[&>li]:mt-2`) would never match.
 * The copy beasties reads has its class attributes decoded (quotes stay encoded, so each attribute
 * still ends where it did).
 */
function decodeClassAttributes(html: string): string {
  return html.replace(/(\sclass=")([^"]*)"/g, (_, open: string, value: string) =>
    value.includes('&')
      ? `${open}${value.replace(/&(?:amp|lt|gt|#x27|#39);/g, (e) => entities[e])}"`
      : `${open}${value}"`,
  )
}

/**
 * beasties matches a selector with its pseudo-classes stripped, and strips `:where(…)` and `:is(…)`
 * whole: Tailwind's `space-y-*`, `divide-*` and `group-*` rules (`:where(.space-y-2>:not(:last-child))`)
 * would never be inlined, and a list's spacing would change when the whole sheet arrives; nor would a
 * selector that is pseudo-classes only (preflight's `::-webkit-date-and-time-value`, which sets a date
 * field's height). Each such selector is compiled as one beasties can match (`.space-y-2>:not(:last-child)`,
 * `*::-webkit-date-and-time-value`: the same elements) under a numbered mark, and written back exactly
 * as it was (a `:where` weighs nothing, and that is the point of it).
 */
function compileSeeingIntoWhere(css: string, href: string) {
  const originals: string[] = []
  const marked: string[] = []
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const selectors = rule.selectors.map((selector) => {
      let unwrapped = unwrapWhereAndIs(selector)
      // A selector of pseudo-classes or pseudo-elements only (`::-webkit-date-and-time-value`,
      // `:focus-visible`) would be nothing once they are stripped; `*` stands for what it means.
      if (unwrapped.startsWith(':') && unwrapped !== ':root') unwrapped = `*${unwrapped}`
      if (unwrapped === selector) return selector
      originals.push(selector)
      // Letters only: beasties strips a pseudo-class as `:[a-z-]+`, and a digit left over would read as a tag.
      const mark = String(originals.length - 1).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])
      marked.push(`${unwrapped}:-critical-${mark}-x`)
      return marked[marked.length - 1]
    })
    if (selectors.some((s, i) => s !== rule.selectors[i])) rule.selectors = selectors
  })
  const sheet = compileSheet(root.toString(), { href })
  const original = new Map(marked.map((m, i) => [m, originals[i]]))
  const restore = (text: string) =>
    text.includes(':-critical-') ? marked.reduce((t, m, i) => t.split(m).join(originals[i]), text) : text
  for (const rule of sheet.rules) {
    if (rule.selectors) rule.selectors = rule.selectors.map((s) => original.get(s) ?? restore(s))
    if (rule.css) rule.css = restore(rule.css)
  }
  return sheet
}

/** `:is(:where(.group):hover .x)` → `.group:hover .x`; a list inside (`:is(a,b)`) stays as it is. */
export function unwrapWhereAndIs(selector: string): string {
  let out = selector
  for (let from = 0; ; ) {
    const at = out.slice(from).search(/(?<!\\):(?:where|is)\(/)
    if (at < 0) return out
    const start = from + at
    const open = out.indexOf('(', start)
    let depth = 0
    let close = -1
    let list = false
    for (let i = open; i < out.length; i++) {
      const c = out[i]
      if (c === '\\') i++
      else if (c === '(' || c === '[') depth++
      else if (c === ')' || c === ']') {
        depth--
        if (depth === 0) {
          close = i
          break
        }
      } else if (c === ',' && depth === 1) list = true
    }
    if (close < 0) return out
    if (list) from = close + 1
    else {
      out = out.slice(0, start) + out.slice(open + 1, close) + out.slice(close + 1)
      from = start
    }
  }
}

const varReference = /var\(\s*(--[\w-]+)/g
const declaration = /^\s*(--[\w-]+)\s*:/

/**
 * Tailwind declares every theme variable and registers every `--tw-*` property the site uses, in
 * three blocks beasties keeps whole: `@layer theme { :root {…} }`, the `@property` rules, and their
 * fallback for browsers without `@property` (`@layer properties`). A document needs only those its
 * inline CSS or its markup reads through `var()`, with what those read in turn (~0.7 KB of its
 * compressed bytes). The whole sheet brings the rest.
 */
export function withoutUnusedProperties(css: string, html: string): string {
  const definitions = new Map<string, string>()
  for (const [, body] of css.matchAll(/@layer theme\{[^{]*\{([^}]*)\}\}/g)) {
    for (const decl of body.split(';')) {
      const name = declaration.exec(decl)?.[1]
      if (name) definitions.set(name, decl)
    }
  }
  const withoutDefinitions = css.replace(/@layer theme\{[^{]*\{[^}]*\}\}/g, '')
  const used = new Set<string>()
  const pending = [...withoutDefinitions.matchAll(varReference), ...html.matchAll(varReference)].map(
    (m) => m[1],
  )
  while (pending.length) {
    const name = pending.pop() as string
    if (used.has(name)) continue
    used.add(name)
    for (const [, next] of (definitions.get(name) ?? '').matchAll(varReference)) pending.push(next)
  }
  const keep = (body: string) =>
    body
      .split(';')
      .filter((decl) => {
        const name = declaration.exec(decl)?.[1]
        return !name || used.has(name)
      })
      .join(';')
  return css
    .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name: string) => (used.has(name) ? rule : ''))
    .replace(
      /(@layer (?:theme|properties)\{(?:@supports [^{]*\{)?[^{]*\{)([^}]*)\}/g,
      (_, open: string, body: string) => `${open}${keep(body)}}`,
    )
}

/**
 * The built file behind `/assets/…`: under `clientDir` when given, else in the `client` folder beside
 * the server build this module was bundled into (`build/server/index.js` or one of its chunks).
 */
function findBuiltFile(href: string, clientDir?: string): string | null {
  if (!href.startsWith('/assets/') || href.includes('..')) return null
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = clientDir
    ? [path.join(clientDir, href)]
    : [here, path.dirname(here), path.dirname(path.dirname(here))].map((dir) =>
        path.join(dir, '..', 'client', href),
      )
  return candidates.find((file) => existsSync(file)) ?? null
}
