import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findTimingAssertions,
  findTimingAssertionsIn,
  testFiles,
} from '../tests/support/elapsed-time-assertions'

/**
 * No test judges speed (decision 037): a slow day must make the suite slower, never red. Speed is
 * `npm run bench`'s and `npm run perf`'s, against the budgets.
 */
const root = path.resolve(import.meta.dirname, '..')
// This file's samples are findings on purpose.
const self = path.relative(root, import.meta.filename)

const rules = (source: string) => findTimingAssertions(source).map((f) => `${f.line} ${f.rule}`)

describe('the detector', () => {
  it('finds an elapsed time compared with a bound, however it is written', () => {
    expect(
      rules(`
const started = performance.now()
await work()
const elapsed = performance.now() - started
expect(elapsed).toBeLessThan(100)
expect(Date.now() - started, 'quick').toBeLessThanOrEqual(5_000)
const seconds = elapsed / 1000
expect(seconds).not.toBeGreaterThan(3)
expect(elapsed < 100).toBe(true)
expect(5_000).toBeGreaterThan(Date.now() - started)
`),
    ).toEqual(['5 elapsed-time', '6 elapsed-time', '8 elapsed-time', '9 elapsed-time', '10 elapsed-time'])
    expect(
      rules(`
const arrivals: number[] = []
const t0 = Date.now()
arrivals.push(Date.now() - t0)
expect(arrivals.length).toBeGreaterThan(5)
expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThan(100)
await page.waitForTimeout(500)
const answer = { status: 413, ms: Date.now() - t0 }
expect(answer.ms).toBeLessThan(5_000)
`),
    ).toEqual(['6 elapsed-time', '7 wait-for-timeout', '9 elapsed-time'])
  })

  it('leaves alone what does not depend on how fast the machine is', () => {
    expect(
      rules(`
const before = Date.now()
const sent = await invite(address)
const after = Date.now()
const issued = row.expiresAt.getTime() - 48 * 3600_000
expect(issued).toBeGreaterThanOrEqual(before)
expect(issued).toBeLessThanOrEqual(after)
expect(answers.length).toBeLessThan(3)
expect(retryAfterSeconds).toBeLessThanOrEqual(900)
const expired = new Date(Date.now() - 1000)
await db.update(invites).set({ expiresAt: new Date(Date.now() - 2 * 3600_000) })
expect(row.expiresAt.getTime()).toBeLessThan(Date.now())
await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(2)
// no page.waitForTimeout(500) here: a comment
`),
    ).toEqual([])
  })

  it('lets a marked line through, on the line or the one before, with a reason', () => {
    const opened = 'const opened = performance.now() - shownAt\n'
    expect(
      rules(`${opened}// timing-allowed: the spec's 3 s delay\nexpect(opened).toBeGreaterThan(2_900)`),
    ).toEqual([])
    expect(rules(`${opened}expect(opened).toBeGreaterThan(2_900) // timing-allowed: the 3 s delay`)).toEqual(
      [],
    )
    expect(rules(`${opened}// timing-allowed:\nexpect(opened).toBeGreaterThan(2_900)`)).toEqual([
      '3 elapsed-time',
    ])
    expect(rules(`${opened}// timing-allowed: far above\n\nexpect(opened).toBeGreaterThan(2_900)`)).toEqual([
      '4 elapsed-time',
    ])
  })
})

describe('the tests', () => {
  it('read every test file of vitest and Playwright, and their support', () => {
    const files = testFiles(root)
    for (const file of [
      'server/page-store.server.test.ts',
      'app/features/chat/conversations.server.test.ts',
      'scripts/fonts.test.ts',
      'tests/e2e/estimator.spec.ts',
      'tests/support/wait-for.ts',
    ])
      expect(files).toContain(file)
  })

  it('assert no elapsed time and wait no fixed time (decision 037)', () => {
    const files = testFiles(root).filter((f) => f !== self)
    expect(findTimingAssertionsIn(root, files)).toEqual([])
  })
})
