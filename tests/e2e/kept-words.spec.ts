import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * Words sent once (decision 039): the parts of the home and the portfolio that never change in the
 * browser are in the document's markup only, kept as they are when the page hydrates, and a
 * navigation in the browser fetches their words.
 */

/** The page data React Router hydrates from, as the document carries it. */
async function hydrationData(page: Page): Promise<string> {
  return page.locator('script:not([src])').evaluateAll((scripts) =>
    scripts
      .map((s) => s.textContent ?? '')
      .filter((t) => t.includes('streamController.enqueue'))
      .join('\n'),
  )
}

for (const [path, headline, caseStudy] of [
  ['/', 'Refined Resin. Floors Poured Like Art.', 'Why Refined Resin'],
  ['/es', 'Refined Resin. Pisos vertidos como arte.', 'Por qué Refined Resin'],
  ['/portfolio', 'Proof in the Pour', 'A Taproom Floor That Shrugs Off Saturday Night'],
] as const) {
  test(`${path} carries its kept words in its markup, not again in its data, and keeps them through hydration`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
    const data = await hydrationData(page)
    expect(data).toContain('loaderData')
    expect(data).not.toContain(headline)
    expect(data).not.toContain(caseStudy)
    // The footer's words too: every page's footer is kept.
    const footer = page.getByRole('contentinfo')
    const about = (await footer.locator('p').nth(1).textContent()) ?? ''
    expect(about.length).toBeGreaterThan(40)
    expect(data).not.toContain(about.slice(0, 40))
    await hydrated(page)
    await expect(footer.locator('p').nth(1)).toHaveText(about)
    // Hydrated, and the server's markup still there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
    await expect(page.getByRole('heading', { name: caseStudy })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

test('a navigation in the browser brings the kept words: to the portfolio, then home, in each language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/contact')
  await hydrated(page)
  // Set on this document: still there after the navigations shows they happened in the browser.
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  const words = page.waitForResponse((r) => r.url().endsWith('/page-words/portfolio'))
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio' })
    .first()
    .click()
  expect((await words).status()).toBe(200)
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proof in the Pour')
  await expect(
    page.getByRole('heading', { name: 'A Taproom Floor That Shrugs Off Saturday Night' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'From Our Instagram' })).toBeVisible()
  // Rendered once: the kept part is not added beside the server's markup.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // The language switch loads a document; from there, home in the browser again.
  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es\/portfolio$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La prueba está en el vertido')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /^Inicio$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refined Resin. Pisos vertidos como arte.')
  await expect(page.getByRole('heading', { name: 'Por qué Refined Resin' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test("the footer's links navigate in the browser, and a navigation that changes the language brings its words", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/portfolio')
  await hydrated(page)
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Warranty' }).click()
  await expect(page).toHaveURL(/\/warranty$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/warranty/i)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // A link from an English page to a Spanish one, followed in the browser: the root's data changes
  // language, and the footer's words are fetched in it and rendered once.
  const words = page.waitForResponse((r) => r.url().endsWith('/es/page-words/footer'))
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/es/contact'
    link.textContent = 'to Spanish'
    document.querySelector('footer')?.append(link)
  })
  await footer.getByRole('link', { name: 'to Spanish' }).click()
  expect((await words).status()).toBe(200)
  await expect(page).toHaveURL(/\/es\/contact$/)
  await expect(footer.getByRole('heading', { name: 'La empresa' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  await expect(footer.getByRole('heading', { name: 'Company' })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(consoleErrors).toEqual([])
})

test('a page that keeps no words answers 404 for them', async ({ request }) => {
  expect((await request.get('/page-words/contact')).status()).toBe(404)
  expect((await request.get('/page-words/..%2Fsecrets')).status()).toBe(404)
  const footer = await request.get('/es/page-words/footer')
  expect((await footer.json()).company.title).toBe('La empresa')
  const words = await request.get('/es/page-words/home')
  expect(words.status()).toBe(200)
  expect((await words.json()).headline).toBe('Refined Resin. Pisos vertidos como arte.')
})
