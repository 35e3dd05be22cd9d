import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSheet } from 'beasties/compiler'
import { createProcessor } from 'beasties/runtime'

/** The site's stylesheet as root.tsx links it for pages read without scripts. */
const deferredSheet = /<noscript><link rel="stylesheet" href="([^"]+)"\/?><\/noscript>/
/** A document this has already been through (a prerendered page rendered again by postbuild). */
const alreadyInlined = /<style\b[^>]*\bdata-critical(?:=""|\b)[^>]*>/

type Compiled = {
  extract: (html: string) => string
  /** Every `@font-face` of the sheet: beasties cannot see a family named through a custom property. */
  fontFaces: string
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
  const tag = sheet
    ? `<style data-critical=""${nonceAttr}>${sheet.fontFaces}${sheet.extract(html)}</style>`
    : `<link rel="stylesheet" href="${href}"/>`
  return html.slice(0, headEnd) + tag + html.slice(headEnd)
}

function compiledSheet(href: string, clientDir?: string): Compiled | null {
  const key = `${clientDir ?? ''}\n${href}`
  if (compiled.has(key)) return compiled.get(key) ?? null
  const file = findBuiltFile(href, clientDir)
  let result: Compiled | null = null
  if (file) {
    const sheet = compileSheet(readFileSync(file, 'utf8'), { href })
    const processor = createProcessor([sheet], { keyframes: 'critical', fonts: false })
    result = {
      extract: (html) => processor.extract(html).css,
      fontFaces: sheet.rules
        .filter((rule) => rule.fontFace && rule.css)
        .map((rule) => rule.css)
        .join(''),
    }
  }
  compiled.set(key, result)
  return result
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
