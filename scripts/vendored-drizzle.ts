/**
 * Drizzle's entry points the server imports, each bundled once into `build/vendor/drizzle-orm/`
 * (decision 050). Loaded from node_modules, Drizzle is some 500 ES modules under one 179 KB
 * package.json, which Node reads again for every module it loads: half a second of every start.
 * Both builds (React Router's and scripts/bundle-server.ts) import these files instead, so a server
 * holds one copy of Drizzle. An entry the code imports that is not listed fails the build, where a
 * second copy would otherwise load beside the bundled one.
 */
export const drizzleEntries = [
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
] as const

export const VENDOR_DIR = 'vendor/drizzle-orm'

/** The bundled entry's name, without extension: `drizzle-orm/pglite/migrator` → `pglite-migrator`. */
export const entryName = (specifier: string) =>
  specifier === 'drizzle-orm' ? 'index' : specifier.slice('drizzle-orm/'.length).replaceAll('/', '-')

/**
 * Where the build keeps `specifier`, relative to the build folder, or null when it is not Drizzle's.
 * Throws for a Drizzle entry point that is not bundled.
 */
export function vendoredFile(specifier: string): string | null {
  if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) return null
  if (!(drizzleEntries as readonly string[]).includes(specifier))
    throw new Error(`${specifier} is not bundled: add it to scripts/vendored-drizzle.ts`)
  return `${VENDOR_DIR}/${entryName(specifier)}.mjs`
}
