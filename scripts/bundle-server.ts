/**
 * The last build step (decision 014): bundles the Express host and the operator
 * scripts into plain JavaScript beside the React Router build, and copies the
 * migrations there, so `npm start` runs `node build/host.js` with no TypeScript,
 * tsx or esbuild at run time, and a copy of the build folder is all a server needs
 * (with the runtime dependencies installed).
 */
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { runtimeGuard } from './runtime-guard'

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

await build({
  // Each program is bundled as `<name>.main.js` behind a guard at `<name>.js` that checks
  // the Node.js line first (decision 036).
  entryPoints: {
    'host.main': 'server/index.ts',
    // The host's render workers (decision 046), started by it on Node 24: no guard of their own.
    'render-worker': 'server/render-worker.ts',
    ...Object.fromEntries(operatorScripts.map((name) => [`scripts/${name}.main`, `scripts/${name}.ts`])),
  },
  outdir: buildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node.split('.')[0]}`,
  // Runtime dependencies come from node_modules, as for the React Router build.
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
})

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
