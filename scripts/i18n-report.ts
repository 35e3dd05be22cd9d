/**
 * `npm run i18n:report`: what a language costs in this repository (decision 039). Prints the files
 * and lines each language's own data takes, the language literals left in code outside the list of
 * locales and the catalogs, the lines the pseudo-locale took (what a new language needs), and the
 * brotli bytes each prerendered page type sends in each language: its document and its data.
 * `--before <build folder>` puts another build's page bytes beside this one's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { localeList } from '../app/i18n/locales'

const root = path.resolve('.')
const args = process.argv.slice(2)
const before = args.includes('--before') ? args[args.indexOf('--before') + 1] : undefined

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length
const isCode = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)

console.log('## Files and lines of each language’s own data (app/content/<code>/, articles/<code>/)')
const perLang = localeList.map((l) => {
  const files = [
    ...walk(path.join(root, 'app/content', l.lang)),
    ...walk(path.join(root, 'app/content/articles', l.lang)),
  ]
  return { language: l.lang, files: files.length, lines: files.reduce((s, f) => s + lines(f), 0) }
})
console.table(perLang)

const code = [...walk(path.join(root, 'app')), ...walk(path.join(root, 'server'))].filter(isCode)
const twins = code.filter((f) => /-es(\.server)?\.tsx?$/.test(f))
console.log(
  `Logic modules named for a language (…-es.ts): ${twins.length}${twins.length ? ` (${twins.map((f) => path.relative(root, f)).join(', ')})` : ''}`,
)

console.log('\n## Language literals in code outside the list of locales and the catalogs')
const listFile = path.join(root, 'app/i18n/locales.ts')
const literal = new RegExp(
  `(['"\`])(${localeList
    .filter((l) => l.lang !== localeList[0].lang)
    .map((l) => l.lang)
    .join('|')})\\1`,
  'g',
)
const outside = code.filter((f) => f !== listFile && !f.startsWith(path.join(root, 'app/content')))
let count = 0
const where: Record<string, number> = {}
for (const f of outside) {
  const n = readFileSync(f, 'utf8').match(literal)?.length ?? 0
  if (n) {
    count += n
    where[path.relative(root, f)] = n
  }
}
console.log(`${count} in ${Object.keys(where).length} files`)
if (count) console.table(where)

console.log('\n## What the pseudo-locale took (a new language needs the same)')
const pseudo = localeList.find((l) => 'pseudo' in l)
if (pseudo) {
  const generated = walk(path.join(root, 'app/content', pseudo.lang))
  console.log(
    `${generated.length} generated file(s), ${generated.reduce((s, f) => s + lines(f), 0)} lines (npm run i18n:pseudo, none by hand); ` +
      'one line in app/i18n/locales.ts, one in app/i18n/catalogs.server.ts',
  )
}

console.log('\n## Bytes each page type sends, by language (brotli: document / loader data)')
const pages = [
  '/',
  '/contact',
  '/pricing',
  '/estimator',
  '/warranty',
  '/careers',
  '/floor-care',
  '/privacy',
  '/knowledge',
  '/portfolio',
  '/service-area/30518',
]
const br = (file: string) =>
  existsSync(file)
    ? brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength
    : undefined
function bytes(buildDir: string, page: string) {
  const client = path.join(buildDir, 'client')
  const html = path.join(client, page === '/' ? 'index.html' : `${page.replace(/^\//, '')}/index.html`)
  const data = path.join(client, page === '/' ? '_root.data' : `${page.replace(/^\//, '')}.data`)
  const h = br(html)
  const d = br(data)
  return h === undefined
    ? ''
    : `${(h / 1024).toFixed(1)} / ${d === undefined ? '–' : (d / 1024).toFixed(1)} KB`
}
const rows = pages.flatMap((page) =>
  localeList
    .filter((l) => !('pseudo' in l))
    .map((l) => {
      const at = l.prefix ? (page === '/' ? l.prefix : `${l.prefix}${page}`) : page
      return {
        page: at,
        ...(before ? { before: bytes(before, at) } : {}),
        now: bytes(path.join(root, 'build'), at),
      }
    }),
)
console.table(rows)
