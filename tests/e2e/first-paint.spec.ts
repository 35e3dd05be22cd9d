import { createHash } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { expect, hydrated, painted, test } from './fixtures'

/**
 * The server's HTML paints before any of the page's JavaScript is fetched, so
 * on a slow phone connection the scripts never compete with the first paint
 * (decision 029), and the page still hydrates: a prerendered page, and a page
 * rendered on the server for its query. The paint needs the document only: the
 * CSS its markup uses is inline (allowed by hash or nonce), its headings paint
 * in a local face matched to Fraunces, and the stylesheet and Fraunces are
 * fetched after the paint and move nothing (decision 032).
 */
for (const url of ['/', '/estimator?space=garage&sqft=400&finish=metallic', '/knowledge?q=cure']) {
  test(`${url} fetches its scripts and its stylesheet only after its first contentful paint, then hydrates`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(url)
    await hydrated(page)
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const starts = (suffix: string) =>
        resources.filter((r) => new URL(r.name).pathname.endsWith(suffix)).map((r) => r.startTime)
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstScriptFetch: Math.min(...starts('.js')),
        scripts: starts('.js').length,
        stylesheetFetches: starts('.css'),
        fonts: resources
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => ({ url: r.name, start: r.startTime })),
      }
    })
    expect(timing.scripts).toBeGreaterThan(3)
    expect(timing.firstContentfulPaint).toBeGreaterThan(0)
    expect(timing.firstScriptFetch).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
    expect(timing.stylesheetFetches).toHaveLength(1)
    expect(timing.stylesheetFetches[0]).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
    // The headline face: the subset (the whole Latin file is not needed), preloaded by the document,
    // but on the home page, whose largest paint is its hero picture, after the paint (its local
    // stand-in draws the headings until then).
    expect(timing.fonts).toHaveLength(1)
    expect(timing.fonts[0].url).toMatch(/\/assets\/fraunces-600-subset-[\w-]+\.woff2$/)
    if (url === '/')
      expect(timing.fonts[0].start).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
    else expect(timing.fonts[0].start).toBeLessThan(timing.firstContentfulPaint ?? 0)
    if (url === '/') {
      // A picture is the home's largest paint: nothing the wait holds back is fetched before it has
      // painted, so the scripts, the stylesheet and the face never share the line with it.
      const heroPaint = await page.evaluate(
        () =>
          new Promise<number | undefined>((done) =>
            new PerformanceObserver((list) =>
              done(
                list
                  .getEntries()
                  .find(
                    (e) => (e as LargestContentfulPaint).element?.getAttribute('fetchpriority') === 'high',
                  )?.startTime,
              ),
            ).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      )
      expect(heroPaint).toBeGreaterThan(0)
      expect(timing.firstScriptFetch).toBeGreaterThanOrEqual(heroPaint ?? Infinity)
      expect(timing.stylesheetFetches[0]).toBeGreaterThanOrEqual(heroPaint ?? Infinity)
      expect(timing.fonts[0].start).toBeGreaterThanOrEqual(heroPaint ?? Infinity)
    }
    expect(await page.evaluate(() => document.fonts.check('600 40px Fraunces'))).toBe(true)
    // The stylesheet is in force once hydrated: what scripts draw later is styled.
    expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.length)).toBe(1)
    expect(consoleErrors).toEqual([])
  })
}

test("the document's <style> is allowed by its hash (prerendered) or by the response's nonce (rendered)", async ({
  request,
}) => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  for (const url of ['/', '/why-epoxy', '/admin/sign-in', '/estimator?space=garage&sqft=700&finish=flake']) {
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    const html = await res.text()
    const styles = [...html.matchAll(/<style data-critical=""([^>]*)>([\s\S]*?)<\/style><\/head>/g)]
    expect(styles, url).toHaveLength(1)
    const [, attrs, css] = styles[0]
    const styleSrc =
      /(?:^|;)\s*style-src ([^;]+)/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    expect(styleSrc, url).not.toContain('unsafe-inline')
    const nonce = / nonce="([^"]+)"/.exec(attrs)?.[1]
    if (nonce) expect(styleSrc.split(' '), url).toContain(`'nonce-${nonce}'`)
    else expect(styleSrc.split(' '), url).toContain(sha(css))
    // The headline face: preloaded by the head and declared by the inline CSS, but on the home page
    // (a picture first), where it follows the paint. A local face matched to Fraunces's metrics
    // stands in until it is there.
    const head = html.slice(0, html.indexOf('</head>'))
    const preload =
      /<link rel="preload" href="(\/assets\/fraunces-600-subset-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/
    expect(css, url).toContain('@font-face{font-family:Fraunces Fallback;')
    expect(css, url).toContain('size-adjust:')
    if (url === '/') {
      expect(head, url).not.toMatch(preload)
      expect(css, url).not.toContain('.woff2')
    } else {
      const font = preload.exec(head)?.[1]
      expect(font, url).toBeDefined()
      expect(css, url).toContain(
        `@font-face{font-family:Fraunces;font-style:normal;font-weight:600;font-display:swap;src:url(${font})`,
      )
      expect(css.match(/\.woff2/g), url).toHaveLength(1)
    }
    // The whole stylesheet is linked for pages read without scripts only (the module script adds it).
    expect(html.match(/<link [^>]*stylesheet[^>]*>/g) ?? [], url).toHaveLength(1)
    expect(html, url).toMatch(
      /<noscript><link rel="preload" href="\/assets\/fraunces-600-subset-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/><link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/><\/noscript>/,
    )
  }
})

/** Every element's box, in document order (the page's own markup, as the server sent it). */
async function boxes(browser: Browser, url: string, stylesheet: 'blocked' | 'loaded') {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  })
  const page: Page = await context.newPage()
  let fetched = false
  // The stylesheet's effect alone: the font's swap is the next test's (its widths differ a little
  // from the local stand-in's; what counts is that nothing moves).
  await page.route(/\.woff2$/, (route) => route.abort())
  await page.route(/\/assets\/app-[\w-]+\.css$/, (route) => {
    fetched = true
    return stylesheet === 'blocked' ? route.abort() : route.continue()
  })
  await page.goto(url)
  await page.evaluate(() => document.fonts.ready)
  const result = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((el) => {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)} ${s.color} ${s.backgroundColor} ${s.fontFamily.split(',')[0]} ${s.fontSize}`
    }),
  )
  await context.close()
  expect(fetched, `${url}: the stylesheet was requested (<noscript> link)`).toBe(true)
  return result
}

test('the inline CSS draws each page as the whole stylesheet does, so its arrival moves nothing', async ({
  browser,
}) => {
  for (const url of [
    '/',
    '/estimator',
    '/knowledge',
    '/article/garage-floor-prep-guide',
    '/service-area/30518',
    '/why-epoxy',
    '/contact',
    '/portfolio',
  ]) {
    const inline = await boxes(browser, url, 'blocked')
    const whole = await boxes(browser, url, 'loaded')
    expect(inline.length, url).toBeGreaterThan(50)
    const differences = inline.flatMap((box, i) => (box === whole[i] ? [] : [`${box}  ≠  ${whole[i]}`]))
    expect(differences, url).toEqual([])
  }
})

const shiftPages = [
  '/',
  '/estimator',
  '/knowledge',
  '/article/garage-floor-prep-guide',
  '/service-area/30518',
  '/why-epoxy',
  '/schedule',
  '/contact',
  '/portfolio',
]

/** The layout shift of loading `url` in a fresh browser context (no cached font), hydrated and settled. */
async function loadShift(browser: Browser, url: string, fontDelayMs = 0): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
  if (fontDelayMs) {
    await context.route(/\.woff2$/, async (route) => {
      await new Promise((r) => setTimeout(r, fontDelayMs))
      await route.continue()
    })
  }
  const page = await context.newPage()
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean }
    const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver }
    w.shifts = 0
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shift[]) if (!entry.hadRecentInput) w.shifts += entry.value
    }
    w.shiftObserver = new PerformanceObserver((list) => add(list.getEntries()))
    w.shiftObserver.observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(url)
  await hydrated(page)
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => document.fonts.check('600 40px Fraunces')), url).toBe(true)
  // The frames after the font is applied hold any shift it causes; entries not yet handed to the
  // observer are taken from it, rather than waiting a fixed time for them (decision 037).
  await painted(page)
  const shifts = await page.evaluate(() => {
    const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver }
    for (const entry of w.shiftObserver.takeRecords() as unknown as {
      value: number
      hadRecentInput: boolean
    }[])
      if (!entry.hadRecentInput) w.shifts += entry.value
    return w.shifts
  })
  await context.close()
  return shifts
}

test('nothing shifts while a page loads, its stylesheet arrives, its font is applied and it hydrates', async ({
  browser,
}) => {
  for (const url of shiftPages) expect(await loadShift(browser, url), url).toBe(0)
})

test('a headline face that arrives late swaps in without a shift worth the name', async ({ browser }) => {
  // As on a slow phone: the font lands 400 ms after the paint, in the local stand-in's place. Its
  // widths are matched to Fraunces on average, not glyph by glyph, so a centred word may move by a
  // pixel: measured 0.0001–0.0004 on three pages of nine, where a visible shift starts near 0.01.
  for (const url of shiftPages) expect(await loadShift(browser, url, 400), url).toBeLessThan(0.001)
})

test("a dialog locks the page's scrolling without a <style> the policy would refuse", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    // Styles only: Zod probes whether `new Function` is allowed (it is not, and Zod does without).
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.violatedDirective.startsWith('style-src')) w.violations.push(`${e.violatedDirective} ${e.sample}`)
    })
  })
  await page.goto('/schedule')
  await hydrated(page)
  await page.getByRole('link', { name: 'Next month' }).click()
  await page
    .getByRole('button', { name: /Request This Block/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  expect(consoleErrors).toEqual([])
})
