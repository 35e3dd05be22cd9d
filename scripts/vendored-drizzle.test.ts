import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { drizzleEntries, vendoredFile } from './vendored-drizzle'

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')

describe("Drizzle's bundle in the build (decision 050)", () => {
  it('names a file for each entry the server imports, none for other packages, and refuses one not bundled', () => {
    expect(vendoredFile('drizzle-orm')).toBe('vendor/drizzle-orm/index.mjs')
    expect(vendoredFile('drizzle-orm/pglite/migrator')).toBe('vendor/drizzle-orm/pglite-migrator.mjs')
    expect(vendoredFile('drizzle-zod')).toBeNull()
    expect(vendoredFile('pg')).toBeNull()
    expect(() => vendoredFile('drizzle-orm/mysql-core')).toThrow('drizzle-orm/mysql-core is not bundled')
  })

  it('loads the server build with no module of node_modules’ Drizzle', () => {
    if (!existsSync(path.join(buildDir, 'host.main.js')))
      throw new Error('No build found: run `npm run build` first (npm test does).')
    // A child process records every module it resolves while it imports what a server loads at start.
    const program = `
      import { registerHooks } from 'node:module'
      const resolved = []
      registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); resolved.push(r.url); return r } })
      const server = await import(${JSON.stringify(pathToFileURL(path.join(buildDir, 'server/index.js')).href)})
      const vendored = await import(${JSON.stringify(pathToFileURL(path.join(buildDir, 'vendor/drizzle-orm/index.mjs')).href)})
      const fromModules = resolved.filter((url) => url.includes('/node_modules/drizzle-orm/'))
      console.log(JSON.stringify({ fromModules, routes: Object.keys(server.routes).length, sql: typeof vendored.sql }))
    `
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
      cwd: buildDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const seen = JSON.parse(out.trim().split('\n').at(-1) as string)
    expect(seen.fromModules).toEqual([])
    expect(seen.routes).toBeGreaterThan(10)
    expect(seen.sql).toBe('function')
  })

  it('bundles every entry point it names', () => {
    for (const entry of drizzleEntries)
      expect(existsSync(path.join(buildDir, vendoredFile(entry) as string)), entry).toBe(true)
  })
})
