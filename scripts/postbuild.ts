/**
 * After `react-router build`: records the sha256 of every inline script and
 * `<style>` (its critical CSS, decision 032) of every prerendered page in
 * `csp-manifest.json`, which the host turns into the page's
 * Content-Security-Policy (a static file cannot carry a nonce), with the styles
 * the site's own browser code creates, allowed on every page.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentDigest } from '../app/features/content/sync.server'
import { executableInlineScripts, hydrateAfterFirstPaint, inlineStyles } from '../app/features/site/html'
import { recordBuildReads } from '../server/page-store'
import { COMPRESSIBLE, compress } from '../server/precompressed'
import type { CspManifest } from '../server/prerendered'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (name === 'assets') continue
    if (statSync(full).isDirectory()) yield* htmlFiles(full)
    else if (name === 'index.html') yield full
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/**
 * The text of every `<style>` element the site's browser code writes at run time, in each state
 * the browser checks it against the policy: sonner's stylesheet, inserted when its module first
 * loads (the first toast), is put in <head> empty and then filled, so both the empty text and the
 * full one need their hash. Read by loading that module here against a stand-in document, so the
 * hashes follow the installed version. (Radix's scroll lock writes widths it measures:
 * app/components/ui/style-singleton.ts.)
 */
async function runtimeStyles(): Promise<string[]> {
  const states: string[] = []
  let text = ''
  let connected = false
  const style = {
    type: '',
    appendChild: (node: { data: string }) => {
      text += node.data
      if (connected) states.push(text)
    },
  }
  const g = globalThis as unknown as { document?: unknown }
  const saved = g.document
  g.document = {
    head: {
      appendChild: () => {
        connected = true
        states.push(text)
      },
    },
    getElementsByTagName: () => [],
    createElement: () => style,
    createTextNode: (data: string) => ({ data }),
  }
  try {
    await import('sonner')
  } finally {
    g.document = saved
  }
  if (!text) throw new Error('postbuild: sonner wrote no stylesheet; has its way of styling changed?')
  return [...new Set(states)]
}

// The content the pages were rendered from: with no database, the seed, which is what a fresh
// database imports; the host serves these files while the published content has this digest (decision 033).
const manifest: CspManifest = {
  pages: {},
  runtimeStyles: (await runtimeStyles()).map(sha256),
  contentDigest: contentDigest(),
}
for (const file of htmlFiles(clientDir)) {
  const html = hydrateAfterFirstPaint(readFileSync(file, 'utf8'))
  writeFileSync(file, html)
  const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
  manifest.pages[rel ? `/${rel}` : '/'] = {
    scripts: executableInlineScripts(html).map(sha256),
    styles: inlineStyles(html).map(sha256),
  }
}
writeFileSync(path.join(clientDir, 'csp-manifest.json'), JSON.stringify(manifest, null, 2))
console.log(
  `postbuild: CSP hashes for ${Object.keys(manifest.pages).length} prerendered pages (content ${manifest.contentDigest})`,
)

// What each prerendered page reads of the content, so the first publish after a deploy renders only
// the pages it changed (decision 042): the server build renders each page once more to note it.
const serverBuild = await import(pathToFileURL(path.resolve(clientDir, '../server/index.js')).href)
const { recorded, differing } = await recordBuildReads(serverBuild, clientDir)
console.log(`postbuild: the reads of ${recorded} prerendered pages`)
if (differing.length)
  console.warn(
    `postbuild: ${differing.length} pages render otherwise than the build wrote them, and are rendered again by the first publish: ${differing.slice(0, 5).join(', ')}`,
  )

// Hashed assets, precompressed once (brotli 11, gzip 9): the host sends these bytes as they are.
const assetsDir = path.join(clientDir, 'assets')
let compressed = 0
for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(name)) continue
  const body = readFileSync(path.join(assetsDir, name))
  writeFileSync(path.join(assetsDir, `${name}.br`), compress(body, 'br'))
  writeFileSync(path.join(assetsDir, `${name}.gz`), compress(body, 'gzip'))
  compressed++
}
console.log(`postbuild: ${compressed} assets precompressed (brotli 11, gzip 9)`)
