import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Finds tests that judge speed (decision 037): an `expect` on a `performance.now()` or `Date.now()`
 * difference compared with something (`toBeLessThan`, `toBeGreaterThan` and their `OrEqual`s, or a
 * `<`/`>` inside the `expect`), and Playwright's fixed `waitForTimeout(`. A line may carry, or follow,
 * `// timing-allowed: <reason>` where the behaviour itself is a deadline read off a clock and no fake
 * clock can stand in. Reads source text: a lint, not a parser, so it follows a clock reading through
 * plain `const`/`let` names, object properties and `.push(…)` into arrays, and no further.
 */
export type TimingFinding = { line: number; rule: 'elapsed-time' | 'wait-for-timeout'; text: string }

const CLOCK = String.raw`(?:performance\.now|Date\.now)\(\)`
const COMPARISONS = new Set([
  'toBeLessThan',
  'toBeLessThanOrEqual',
  'toBeGreaterThan',
  'toBeGreaterThanOrEqual',
])
const MARKER = /\/\/\s*timing-allowed:\s*\S/

const escapeName = (name: string) => name.replace(/[$]/g, '\\$&')

/** The text of the balanced `(…)` that opens at `open`, and the index after its `)`. */
function balanced(source: string, open: number): { inner: string; end: number } | null {
  let depth = 0
  let quote: string | null = null
  for (let i = open; i < source.length; i++) {
    const c = source[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = null
      continue
    }
    if (c === '"' || c === "'" || c === '`') quote = c
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0) return { inner: source.slice(open + 1, i), end: i + 1 }
  }
  return null
}

/** The first argument of an argument list: up to a comma outside brackets. */
function firstArgument(args: string): string {
  let depth = 0
  for (let i = 0; i < args.length; i++) {
    const c = args[i]
    if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) depth--
    else if (c === ',' && depth === 0) return args.slice(0, i)
  }
  return args
}

/** Names that hold a clock reading, then names (and arrays) that hold a difference with one. */
function clockNames(source: string) {
  const stamps = new Set<string>()
  for (const m of source.matchAll(new RegExp(String.raw`([\w$]+)\s*(?:\?\?|\|\|)?=\s*${CLOCK}`, 'g')))
    stamps.add(m[1])
  const elapsed = new Set<string>()
  const props = new Set<string>()
  const isElapsed = (expr: string) => {
    const names = [...stamps].map(escapeName)
    const stamp = names.length ? `(?:${CLOCK}|(?:[\\w$]+\\.)*(?:${names.join('|')})\\b)` : CLOCK
    // A clock reading or a stamp on either side of a minus; less a number, it is a moment
    // (`Date.now() - 1000`: a second ago), not a time taken.
    if (new RegExp(String.raw`${stamp}\s*\)?\s*-(?![-=])(?!\s*\(?\s*[\d.])|-\s*\(?\s*${stamp}`).test(expr))
      return true
    // Or a name already known to hold one (an array's `.length` is a count, not a time), or a
    // property set to one (`{ ms: Date.now() - began }`, read as `answer.ms`).
    return (
      [...elapsed].some((n) =>
        new RegExp(String.raw`(?<![\w$.])${escapeName(n)}\b(?!\s*\.\s*length)`).test(expr),
      ) ||
      [...props].some((n) => new RegExp(String.raw`\.\s*${escapeName(n)}\b(?!\s*\.\s*length)`).test(expr))
    )
  }
  // Repeated until nothing new is learnt: `const ms = a - b` then `const s = ms / 1000`.
  for (let grown = true; grown; ) {
    grown = false
    for (const m of source.matchAll(/(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*([^\n;]+)/g)) {
      if (!elapsed.has(m[1]) && isElapsed(m[2])) {
        elapsed.add(m[1])
        grown = true
      }
    }
    for (const m of source.matchAll(/([\w$]+)\s*:\s*([^,\n}]+)/g)) {
      if (!props.has(m[1]) && isElapsed(m[2])) {
        props.add(m[1])
        grown = true
      }
    }
    for (const m of source.matchAll(/([\w$]+)\s*\.\s*push\(/g)) {
      const args = balanced(source, (m.index ?? 0) + m[0].length - 1)
      if (args && !elapsed.has(m[1]) && isElapsed(args.inner)) {
        elapsed.add(m[1])
        grown = true
      }
    }
  }
  return isElapsed
}

/** The findings in one file's source, marked exceptions left out. */
export function findTimingAssertions(source: string): TimingFinding[] {
  const lines = source.split('\n')
  const lineOf = (index: number) => source.slice(0, index).split('\n').length
  const allowed = (line: number) => MARKER.test(lines[line - 1] ?? '') || MARKER.test(lines[line - 2] ?? '')
  const findings: TimingFinding[] = []
  const isElapsed = clockNames(source)

  for (const m of source.matchAll(/\bexpect(?:\.soft)?\s*\(/g)) {
    const call = balanced(source, (m.index ?? 0) + m[0].length - 1)
    if (!call) continue
    const subject = firstArgument(call.inner)
    const chain = /^\s*(?:\.\s*not\s*)?\.\s*([\w$]+)\s*\(/.exec(source.slice(call.end))
    const matcher = chain?.[1] ?? ''
    const argument = chain ? (balanced(source, call.end + chain[0].length - 1)?.inner ?? '') : ''
    const compared =
      (COMPARISONS.has(matcher) && (isElapsed(subject) || isElapsed(argument))) ||
      (/(?<![=!<>])[<>]=?(?![=>])/.test(subject) && isElapsed(subject))
    if (!compared) continue
    const line = lineOf(m.index ?? 0)
    if (!allowed(line)) findings.push({ line, rule: 'elapsed-time', text: lines[line - 1].trim() })
  }

  lines.forEach((text, i) => {
    if (/^\s*(?:\/\/|\*)/.test(text) || !/\bwaitForTimeout\s*\(/.test(text)) return
    if (!allowed(i + 1)) findings.push({ line: i + 1, rule: 'wait-for-timeout', text: text.trim() })
  })
  return findings.sort((a, b) => a.line - b.line)
}

/** Every test file and test support file: what vitest and Playwright run, and what they share. */
export function testFiles(root: string): string[] {
  const under = (dir: string, keep: (file: string) => boolean) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((f) => !f.split(path.sep).includes('node_modules') && keep(f))
      .map((f) => path.join(dir, f))
  return [
    ...under('app', (f) => /\.test\.tsx?$/.test(f)),
    ...under('server', (f) => f.endsWith('.test.ts')),
    ...under('scripts', (f) => f.endsWith('.test.ts')),
    ...under('tests/e2e', (f) => /\.tsx?$/.test(f)),
    ...under('tests/support', (f) => /\.tsx?$/.test(f)),
  ].sort()
}

/** Findings across the repository, each with its file. */
export function findTimingAssertionsIn(root: string, files = testFiles(root)) {
  return files.flatMap((file) =>
    findTimingAssertions(readFileSync(path.join(root, file), 'utf8')).map((f) => ({ file, ...f })),
  )
}
