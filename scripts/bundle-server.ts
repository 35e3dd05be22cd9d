/**
 * The last build step (decision 014): bundles the Express host and the operator
 * scripts into plain JavaScript beside the React Router build, and copies the
 * migrations there, so `npm start` runs `node build/host.js` with no TypeScript,
 * tsx or esbuild at run time, and a copy of the build folder is all a server needs
 * (with the runtime dependencies installed).
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { type BuildOptions, build, type Plugin } from 'esbuild'
import { runtimeGuard } from './runtime-guard'
import { VENDOR_DIR, vendoredFile } from './vendored-drizzle'

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
/** Operator scripts that run where the site runs; development-only scripts stay on tsx. */
const operatorScripts = [
  'staff-add',
  'staff-reset-factors',
  'slots-generate',
  'jobs-run',
  'db-backup',
  'db-restore',
].filter((name) => existsSync(`scripts/${name}.ts`))

/** Drizzle's imports as the bundled files, `up` from where the importing program is written (decision 050). */
const vendoredDrizzle = (up: string): Plugin => ({
  name: 'vendored-drizzle',
  setup(b) {
    b.onResolve({ filter: /^drizzle-orm(\/|$)/ }, ({ path: specifier }) => ({
      path: `${up}${vendoredFile(specifier)}`,
      external: true,
    }))
  },
})

const common = {
  outdir: buildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  // Runtime dependencies come from node_modules, as for the React Router build; Drizzle from its bundle.
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
} satisfies BuildOptions

// Each program is bundled as `<name>.main.js` behind a guard at `<name>.js` that checks the Node.js
// line first (decision 036).
await build({
  ...common,
  entryPoints: {
    'host.main': 'server/index.ts',
    // The host's render workers (decision 046), started by it on Node 24: no guard of their own.
    'render-worker': 'server/render-worker.ts',
  },
  plugins: [vendoredDrizzle('./')],
})
await build({
  ...common,
  entryPoints: Object.fromEntries(
    operatorScripts.map((name) => [`scripts/${name}.main`, `scripts/${name}.ts`]),
  ),
  plugins: [vendoredDrizzle('../')],
})

assertOneDrizzle(buildDir)

for (const entry of ['host', ...operatorScripts.map((name) => `scripts/${name}`)]) {
  const program = `./${path.basename(entry)}.main.js`
  writeFileSync(path.join(buildDir, `${entry}.js`), runtimeGuard(process.versions.node, program))
}

rmSync(path.join(buildDir, 'drizzle'), { recursive: true, force: true })
cpSync('drizzle', path.join(buildDir, 'drizzle'), { recursive: true })
// A fresh data folder starts as a copy of this migrated, empty cluster instead of running initdb and
// every migration (decision 043); made from the migrations copied just above.
{
  const { CLUSTER_TEMPLATE, openDatabase } = await import('../app/db/client.server')
  const target = path.join(buildDir, CLUSTER_TEMPLATE)
  const dataDir = mkdtempSync(path.join(buildDir, '.cluster-'))
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir, purpose: 'the build' })
    await handle.close()
    rmSync(target, { recursive: true, force: true })
    renameSync(path.join(dataDir, 'pglite'), target)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
// The repository's articles, which a new database imports as its first published version (decision 033).
rmSync(path.join(buildDir, 'content'), { recursive: true, force: true })
cpSync('app/content/articles', path.join(buildDir, 'content/articles'), { recursive: true })
console.log(
  `bundled the host and ${operatorScripts.length} operator scripts into ${path.relative('.', buildDir)}/`,
)

/**
 * Every program in the build imports Drizzle from its bundle, at a path that is there: an import of
 * node_modules' Drizzle would load a second copy beside it (decision 050).
 */
function assertOneDrizzle(dir: string) {
  const programs = (readdirSync(dir, { recursive: true }) as string[]).filter(
    (file) => /\.m?js$/.test(file) && !file.startsWith(VENDOR_DIR) && !file.startsWith('client'),
  )
  for (const file of programs) {
    const code = readFileSync(path.join(dir, file), 'utf8')
    if (/from\s*["']drizzle-orm[/"']|import\(\s*["']drizzle-orm[/"']/.test(code))
      throw new Error(`${file} imports drizzle-orm from node_modules, not ${VENDOR_DIR}`)
    for (const [, target] of code.matchAll(/["']((?:\.\.?\/)+vendor\/drizzle-orm\/[\w.-]+\.mjs)["']/g))
      if (!existsSync(path.resolve(path.dirname(path.join(dir, file)), target)))
        throw new Error(`${file} imports ${target}, which the build does not hold`)
  }
}
