import { createHash } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** A stable client address per test (TEST-NET-2 range: never routed anywhere). */
function visitorAddress(testId: string) {
  const [a, b] = createHash('sha256').update(testId).digest()
  return `198.51.${a}.${b}`
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is its own visitor: the host trusts X-Forwarded-For from loopback
  // (as behind a load balancer), so one journey's per-address rate limits never
  // spill into another's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo.testId) })
  },
  /** Console errors a page logged; a journey asserts there are none. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    // A request the page gave up on (a navigation that replaced another, a document left while a fetch
    // ran) rejects with an AbortError: nothing failed that a visitor sees. Every other error counts.
    page.on('pageerror', (err) => {
      if (err.name !== 'AbortError') errors.push(err.message)
    })
    await use(errors)
  },
})

export { expect }

/** Runs axe (WCAG 2.2 A/AA and best practices) and returns the violations, summarised. */
export async function axeViolations(page: Page) {
  // Let running transitions (a toast sliding in, a dialog fading) settle first: axe
  // judges contrast on what is painted, and a half-faded element is not the page.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  // Nor may one start while axe reads the page: on a slow machine a toast began to fade out during
  // the analysis and was judged half transparent. Until axe is done the page is asked for reduced
  // motion, which the site's styles and the toasts' honour (a style tag would be refused by the CSP).
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    // Violations only: axe then skips the details of every passing node, a fifth of its time.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze()
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }))
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: 'no-preference' })
  }
}

/**
 * Waits until the page has painted two more frames: whatever was already due to change the page (a
 * toast decided on at hydration, a font swap) is then on screen. A test that shows something does not
 * appear waits for this, not for a fixed time (decision 037).
 */
export async function painted(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/**
 * How long a journey waits for a publish to reach the public pages. A ceiling for a busy machine, not
 * a target: the time to live is a figure `npm run bench` reports against its budget (decision 037).
 */
export const untilLive = { timeout: 60_000 }

/**
 * Waits until React has hydrated the page, so clicks reach their handlers and typing is not lost.
 * The route modules' global is set before hydration starts, and on a busy machine a field filled
 * between the two can lose its value: the root's manifest link is added by an effect, so it appears
 * only once the root has hydrated (app/root.tsx).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  )
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}
