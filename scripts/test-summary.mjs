// Sums the JSON reports of every suite into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
const lines = []

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
  passed += r.numPassedTests
  failed += bad
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
  passed += ok
  failed += bad
  lines.push(`${suite}: ${ok} passed, ${bad} failed`)
}

for (const l of lines) console.log(l)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
