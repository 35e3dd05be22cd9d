import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runtimeGuard } from './runtime-guard'

/** Writes a guard and the program behind it into a fresh folder and runs the guard with this Node.js. */
function runGuard(builtWith: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-guard-'))
  writeFileSync(path.join(dir, 'app.main.js'), "console.log('program ran')\n")
  writeFileSync(path.join(dir, 'app.js'), runtimeGuard(builtWith, './app.main.js'))
  return spawnSync(process.execPath, [path.join(dir, 'app.js')], { encoding: 'utf8', env })
}

describe('the built entry points refuse an older Node.js', () => {
  it('runs the program on the Node.js line it was built with', () => {
    const run = runGuard(process.versions.node)
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('program ran\n')
  })

  it('exits 1 with one line naming both versions, and loads nothing of the program, when built for a newer line', () => {
    const run = runGuard('99.1.0')
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('This build needs Node.js 99 or newer (built with 99.1.0)')
    expect(run.stderr).toContain(`this is Node.js ${process.versions.node}`)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
  })

  it("keeps the program's compiled code for the next start, in the system's temporary folder", () => {
    const temporary = mkdtempSync(path.join(tmpdir(), 'compile-cache-'))
    const { NODE_COMPILE_CACHE: _, ...env } = process.env
    const run = runGuard(process.versions.node, { ...env, TMPDIR: temporary })
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('program ran\n')
    // Node's folder there holds one folder per Node.js version, with an entry per module compiled.
    const cache = path.join(temporary, 'node-compile-cache')
    const [version] = readdirSync(cache)
    expect(readdirSync(path.join(cache, version)).length).toBeGreaterThan(0)
  })

  it('the suites run on the Node.js line that .nvmrc and engines name, or a newer one', () => {
    const major = Number(readFileSync('.nvmrc', 'utf8').trim().split('.')[0])
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'))
    expect(pkg.engines.node).toBe(`>=${major}`)
    const onPath = execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()
    expect(Number(onPath.split('.')[0])).toBeGreaterThanOrEqual(major)
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(major)
  })
})
