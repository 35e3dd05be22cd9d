/**
 * Drizzle's entry points bundled into `build/vendor/drizzle-orm/` (decision 050), the code they share
 * split into chunks: written when the server build is, before React Router loads that to prerender
 * (vite.config.ts). `.mjs`, so Node knows them for ES modules without looking for a package.json.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { drizzleEntries, entryName, VENDOR_DIR } from './vendored-drizzle'

/** Writes the bundle into `buildDir`'s vendor folder, replacing one there. */
export async function bundleDrizzle(buildDir: string) {
  const outdir = path.join(path.resolve(buildDir), VENDOR_DIR)
  rmSync(outdir, { recursive: true, force: true })
  await build({
    entryPoints: Object.fromEntries(
      drizzleEntries.map((specifier) => [
        entryName(specifier),
        fileURLToPath(import.meta.resolve(specifier)),
      ]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    // Its own dependencies (pg, PGlite) come from node_modules.
    packages: 'external',
    logLevel: 'warning',
  })
}
