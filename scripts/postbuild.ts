/**
 * After `react-router build`: records the sha256 of every inline script of
 * every prerendered page in `csp-manifest.json`, which the host turns into the
 * page's Content-Security-Policy (a static file cannot carry a nonce).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { executableInlineScripts, hydrateAfterFirstPaint } from '../app/features/site/html'
import { COMPRESSIBLE, compress } from '../server/precompressed'

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (name === 'assets') continue
    if (statSync(full).isDirectory()) yield* htmlFiles(full)
    else if (name === 'index.html') yield full
  }
}

const manifest: Record<string, string[]> = {}
for (const file of htmlFiles(clientDir)) {
  const html = hydrateAfterFirstPaint(readFileSync(file, 'utf8'))
  writeFileSync(file, html)
  const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
  manifest[rel ? `/${rel}` : '/'] = executableInlineScripts(html).map((s) =>
    createHash('sha256').update(s, 'utf8').digest('base64'),
  )
}
writeFileSync(path.join(clientDir, 'csp-manifest.json'), JSON.stringify(manifest, null, 2))
console.log(`postbuild: CSP hashes for ${Object.keys(manifest).length} prerendered pages`)

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
