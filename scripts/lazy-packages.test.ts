import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * Packages a server loads with their first use, not at start (decision 045): together about 80 MB of
 * resident memory that an idle server, or one without Stripe's or the model's keys, does not need.
 * Their types may be imported anywhere; their code only by a dynamic `import()`.
 */
const lazy = ['pdf-lib', '@pdf-lib/fontkit', 'stripe', '@simplewebauthn/server', 'sharp', 'openai']

const root = path.resolve(import.meta.dirname, '..')
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))

/** The value imports of a lazy package in `source`: `import x from 'sharp'`, not `import type`. */
function eagerImports(source: string): string[] {
  const found: string[] = []
  for (const [statement, clause, from] of source.matchAll(
    /^import\s+((?:(?!\nimport\b)[^;])*?)\s+from\s+'([^']+)'/gms,
  )) {
    if (!lazy.includes(from as string)) continue
    const onlyTypes =
      clause?.startsWith('type ') ||
      (/^\{[^}]*\}$/s.test(clause ?? '') &&
        (clause ?? '')
          .slice(1, -1)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith('type ')))
    if (!onlyTypes) found.push(statement.replace(/\s+/g, ' '))
  }
  return found
}

it('tells a value import from a type import', () => {
  expect(eagerImports("import sharp from 'sharp'\nimport type OpenAI from 'openai'")).toEqual([
    "import sharp from 'sharp'",
  ])
  expect(
    eagerImports("import { type RGB, rgb } from 'pdf-lib'\nimport { type Metadata } from 'sharp'"),
  ).toEqual(["import { type RGB, rgb } from 'pdf-lib'"])
})

it('the server loads pdf-lib, fontkit, Stripe, WebAuthn, sharp and openai only when it first needs them', () => {
  const eager = [...sources('app'), ...sources('server')].flatMap((file) =>
    eagerImports(readFileSync(path.join(root, file), 'utf8')).map((i) => `${file}: ${i}`),
  )
  expect(eager).toEqual([])
})
