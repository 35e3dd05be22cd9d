// Sums the JSON reports of every suite into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
const lines = []
// The names of what failed, printed just above the totals: a CI log is often read from its tail.
const failures = []
/** Each report's failures, to tell a suite that exited non-zero with none (below). */
const badIn = {}
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? ''

for (const name of ['vitest.json', 'vitest-pg.json']) {
  const file = path.join(dir, name)
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  // A file whose set-up failed (it did not load, or its beforeAll threw: Vitest then marks
  // its tests skipped) counts as a failure; so does every skipped or todo test.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  const bad = r.numFailedTests + brokenFiles + skipped
  for (const f of r.testResults) {
    const file = path.relative(process.cwd(), f.name)
    for (const a of f.assertionResults.filter((a) => a.status !== 'passed'))
      failures.push(
        `${name} ✗ ${file} › ${a.fullName} (${a.status})${a.failureMessages?.length ? `: ${firstLine(a.failureMessages[0])}` : ''}`,
      )
    if (f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'))
      failures.push(
        `${name} ✗ ${file} (set-up): ${firstLine(f.message) || 'a hook or import failed; its error is in the log above'}`,
      )
  }
  passed += r.numPassedTests
  failed += bad
  badIn[name] = bad
  lines.push(
    `${name}: ${r.numPassedTests} passed, ${bad} failed` +
      (brokenFiles || skipped ? ` (${brokenFiles} files failed to set up, ${skipped} tests skipped)` : ''),
  )
}

// Check suites written by scripts (production install, HTML validity...): { suite, passed, failed }.
for (const name of readdirSync(dir).filter(
  (f) => f.endsWith('.json') && !/^(vitest|vitest-pg|playwright|playwright-pg)\.json$/.test(f),
)) {
  const r = JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
  if (typeof r.suite !== 'string') continue
  passed += r.passed
  failed += r.failed
  badIn[name] = r.failed
  lines.push(`${r.suite}: ${r.passed} passed, ${r.failed} failed`)
}

// Suites that must have reported: a missing report is a failure, not a pass.
for (const [file, suite] of [
  ['prod-smoke.json', 'production install'],
  ['html-check.json', 'html-check (decision 023: one test per page, one for the link crawl)'],
]) {
  if (!existsSync(path.join(dir, file))) {
    failed += 1
    lines.push(`${suite}: no report (the check did not run)`)
  }
}

// Browser journeys: on the embedded database always, on PostgreSQL when the run had one (--postgres).
const journeys = [['playwright.json', 'playwright']]
if (process.argv.includes('--postgres')) journeys.push(['playwright-pg.json', 'playwright (PostgreSQL)'])
for (const [file, suite] of journeys) {
  const pwFile = path.join(dir, file)
  if (!existsSync(pwFile)) {
    failed += 1
    lines.push(`${suite}: no report (the run did not start)`)
    continue
  }
  const r = JSON.parse(readFileSync(pwFile, 'utf8'))
  const ok = r.stats.expected + r.stats.flaky
  // A skipped journey is not a passed one.
  const bad = r.stats.unexpected + (r.stats.skipped ?? 0) + (r.errors?.length ?? 0)
  const walk = (suiteNode, titles) => {
    for (const spec of suiteNode.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'skipped') {
          const error = t.results?.at(-1)?.error?.message
          failures.push(
            `${file} ✗ ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
          )
        }
    for (const child of suiteNode.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles)
  }
  for (const s of r.suites ?? []) walk(s, [])
  for (const e of r.errors ?? []) failures.push(`${file} ✗ ${firstLine(e.message)}`)
  passed += ok
  failed += bad
  badIn[file] = bad
  lines.push(`${suite}: ${ok} passed, ${bad} failed`)
}

// A suite's command that exited non-zero with no failure in its report (an unhandled error after
// the tests, a crash of the runner) failed too: scripts/test-all.sh notes each exit code.
const exits = path.join(dir, 'exit-codes.tsv')
if (existsSync(exits))
  for (const line of readFileSync(exits, 'utf8').split('\n').filter(Boolean)) {
    const [report, code, suite] = line.split('\t')
    if (code === '0' || badIn[report] > 0) continue
    failed += 1
    failures.push(
      `${report} ✗ ${suite} exited with code ${code}, though its report names no failure: its output above says why`,
    )
    lines.push(`${suite}: exited with code ${code}`)
  }

// Reporters colour their messages: strip the escape codes so the log reads plainly.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
for (const f of failures) console.log(f.replace(ansi, '').slice(0, 400))
for (const l of lines) console.log(l)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
