// Sums the JSON reports of every suite into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
const lines = []

for (const name of ['vitest.json', 'vitest-pg.json']) {
  const file = path.join(dir, name)
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  // A file that failed to load counts as a failure even though it has no tests.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length
  passed += r.numPassedTests
  failed += r.numFailedTests + brokenFiles
  lines.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`)
}

// The HTML check: each page validated is one test, the internal link crawl one more (decision 023).
const htmlFile = path.join(dir, 'html-check.json')
if (existsSync(htmlFile)) {
  const r = JSON.parse(readFileSync(htmlFile, 'utf8'))
  passed += r.passed
  failed += r.failed
  lines.push(`html-check: ${r.passed} passed, ${r.failed} failed${r.error ? ` (${r.error})` : ''}`)
} else {
  failed += 1
  lines.push('html-check: no report (the check did not run)')
}

const pwFile = path.join(dir, 'playwright.json')
if (existsSync(pwFile)) {
  const r = JSON.parse(readFileSync(pwFile, 'utf8'))
  const ok = r.stats.expected + r.stats.flaky
  const bad = r.stats.unexpected + (r.errors?.length ?? 0)
  passed += ok
  failed += bad
  lines.push(`playwright: ${ok} passed, ${bad} failed`)
} else {
  failed += 1
  lines.push('playwright: no report (the run did not start)')
}

for (const l of lines) console.log(l)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
