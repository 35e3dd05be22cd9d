/**
 * The first lines a built entry point runs (decision 036): a build made on one
 * Node.js line refuses, with one line saying what to do, to start on an older one,
 * rather than failing later in a way that names no cause. It is plain JavaScript
 * that any Node.js parses, and it imports the bundled program only after the check,
 * so nothing of the program is loaded on the wrong runtime.
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
await import(${JSON.stringify(program)})
`
}
