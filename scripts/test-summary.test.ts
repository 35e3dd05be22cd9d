import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

/** Vitest's real JSON report of the fixture: a file whose set-up fails, a skipped test, one that passes. */
function vitestReportOfFixture(dir: string) {
  spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'tests/fixtures/summary/vitest.config.ts',
      '--reporter=json',
      `--outputFile.json=${path.join(dir, 'vitest.json')}`,
    ],
    { encoding: 'utf8' },
  )
}

/** The check suites' reports (passed, failed), as scripts/prod-smoke.sh and scripts/html-check.ts write them. */
function checkReports(dir: string, smoke: [number, number], html: [number, number]) {
  writeFileSync(
    path.join(dir, 'prod-smoke.json'),
    JSON.stringify({ suite: 'production install', passed: smoke[0], failed: smoke[1] }),
  )
  writeFileSync(
    path.join(dir, 'html-check.json'),
    JSON.stringify({ suite: 'html-check', passed: html[0], failed: html[1] }),
  )
}

/** The CI's closing line must not read a broken set-up or a skipped test as a pass. */
it('counts a file whose set-up failed and a skipped test as failures, from a real Vitest report', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-summary-'))
  vitestReportOfFixture(dir)
  writeFileSync(
    path.join(dir, 'playwright.json'),
    JSON.stringify({ stats: { expected: 2, flaky: 0, unexpected: 0, skipped: 1 }, errors: [] }),
  )
  checkReports(dir, [2, 0], [3, 1])
  const summary = spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' })
  const last = summary.stdout.trim().split('\n').at(-1)
  // Vitest: 1 passed; the broken file (1) and its never-run test + the skipped test (2) fail.
  // Playwright: 2 passed, 1 skipped. Check suites: 2 + 3 passed, 1 failed.
  expect(last).toBe('8 passed, 5 failed')
  expect(summary.status).toBe(1)
}, 60_000)

it('counts a check suite that wrote no report as a failure', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-summary-'))
  writeFileSync(
    path.join(dir, 'playwright.json'),
    JSON.stringify({ stats: { expected: 1, flaky: 0, unexpected: 0, skipped: 0 }, errors: [] }),
  )
  const summary = spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' })
  expect(summary.stdout.trim().split('\n').at(-1)).toBe('1 passed, 2 failed')
})

it('counts the PostgreSQL journeys when the run had PostgreSQL, and their missing report as a failure', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-summary-'))
  const journeys = JSON.stringify({ stats: { expected: 3, flaky: 0, unexpected: 1, skipped: 0 }, errors: [] })
  writeFileSync(path.join(dir, 'playwright.json'), journeys)
  checkReports(dir, [1, 0], [1, 0])
  const run = () =>
    spawnSync(process.execPath, ['scripts/test-summary.mjs', dir, '--postgres'], { encoding: 'utf8' })
  // No PostgreSQL report although the run had PostgreSQL: one failure more.
  expect(run().stdout.trim().split('\n').at(-1)).toBe('5 passed, 2 failed')
  writeFileSync(path.join(dir, 'playwright-pg.json'), journeys)
  expect(run().stdout.trim().split('\n').at(-1)).toBe('8 passed, 2 failed')
})

it('names what failed above the totals, for a log read from its tail', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-summary-'))
  vitestReportOfFixture(dir)
  // Playwright's JSON report, as its reporter nests it: file › describe › spec › test › results.
  const failedJourney = {
    title: 'an application in Spanish',
    file: 'spanish-careers.spec.ts',
    line: 46,
    tests: [
      {
        status: 'unexpected',
        results: [{ error: { message: '\u001b[31mError: expect(received)\u001b[39m\n  at x' } }],
      },
    ],
  }
  writeFileSync(
    path.join(dir, 'playwright.json'),
    JSON.stringify({
      stats: { expected: 0, flaky: 0, unexpected: 1, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'spanish-careers.spec.ts',
          specs: [],
          suites: [{ title: 'in the browser', specs: [failedJourney] }],
        },
      ],
    }),
  )
  const lines = spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
  const named = lines.filter((l) => l.includes('✗'))
  expect(named).toEqual([
    expect.stringMatching(
      /^vitest\.json ✗ .*broken-setup\.fixture\.ts › a suite whose set-up throws never runs \(skipped\)/,
    ),
    expect.stringMatching(/^vitest\.json ✗ .*broken-setup\.fixture\.ts › is skipped \(skipped\)$/),
    expect.stringMatching(/^vitest\.json ✗ .*broken-setup\.fixture\.ts \(set-up\): a hook or import failed/),
    'playwright.json ✗ spanish-careers.spec.ts:46 › in the browser › an application in Spanish: Error: expect(received)',
  ])
  // The names come before the totals, which stay the last lines.
  expect(lines.indexOf(named.at(-1) ?? '')).toBeLessThan(lines.findIndex((l) => l.startsWith('vitest.json:')))
}, 60_000)

it('counts a suite that exited non-zero with every test passed as a failure, and names it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-summary-'))
  writeFileSync(
    path.join(dir, 'playwright.json'),
    JSON.stringify({ stats: { expected: 4, flaky: 0, unexpected: 0, skipped: 0 }, errors: [] }),
  )
  checkReports(dir, [2, 0], [3, 1])
  const run = () => spawnSync(process.execPath, ['scripts/test-summary.mjs', dir], { encoding: 'utf8' })
  expect(run().stdout.trim().split('\n').at(-1)).toBe('9 passed, 1 failed')
  // As scripts/test-all.sh notes them: the journeys exited 1 with none failed; the html check's
  // exit is its failed page, already counted.
  writeFileSync(
    path.join(dir, 'exit-codes.tsv'),
    'prod-smoke.json\t0\tproduction install\nplaywright.json\t1\tplaywright\nhtml-check.json\t1\thtml check\n',
  )
  const lines = run().stdout.trim().split('\n')
  expect(lines.at(-1)).toBe('9 passed, 2 failed')
  expect(lines).toContain(
    'playwright.json ✗ playwright exited with code 1, though its report names no failure: its output above says why',
  )
  expect(run().status).toBe(1)
})
