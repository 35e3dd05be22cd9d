/**
 * The first lines a built entry point runs (decision 036): a build made on one
 * Node.js line refuses, with one line saying what to do, to start on an older one,
 * rather than failing later in a way that names no cause. It is plain JavaScript
 * that any Node.js parses, and it imports the bundled program only after the check,
 * so nothing of the program is loaded on the wrong runtime.
 *
 * Before the program it turns on Node's compile cache (decision 044): a restart of the same build
 * reads the modules' compiled code from disk instead of compiling them again, which was most of a
 * restart's time. The cache is keyed by each file's contents and Node's version, and lives in
 * NODE_COMPILE_CACHE or the system's temporary folder; where it cannot be written, nothing changes.
 */
export function runtimeGuard(builtWith: string, program: string): string {
  const major = Number(builtWith.split('.')[0])
  return `// Written by scripts/bundle-server.ts (decision 036).
const needed = ${major}
const running = process.versions.node
if (Number(running.split('.')[0]) < needed) {
  console.error(
    'This build needs Node.js ' + needed + ' or newer (built with ${builtWith}); this is Node.js ' + running +
      '. Install Node.js ' + needed + ' LTS, or run \`npm run serve\`, which brings it from the npm registry.',
  )
  process.exit(1)
}
const { enableCompileCache } = await import('node:module')
enableCompileCache?.()
await import(${JSON.stringify(program)})
`
}
