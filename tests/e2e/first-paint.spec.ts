import { expect, hydrated, test } from './fixtures'

/**
 * The server's HTML paints before any of the page's JavaScript is fetched, so
 * on a slow phone connection the scripts never compete with the first paint
 * (decision 029), and the page still hydrates: a prerendered page, and a page
 * rendered on the server for its query.
 */
for (const url of ['/', '/estimator?space=garage&sqft=400&finish=metallic', '/knowledge?q=cure']) {
  test(`${url} fetches its scripts only after its first contentful paint, then hydrates`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(url)
    await hydrated(page)
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstScriptFetch: Math.min(...scripts.map((s) => s.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timing.scripts).toBeGreaterThan(3)
    expect(timing.firstContentfulPaint).toBeGreaterThan(0)
    expect(timing.firstScriptFetch).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
    expect(consoleErrors).toEqual([])
  })
}
