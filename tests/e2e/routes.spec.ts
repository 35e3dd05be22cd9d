import { sitePages } from '../../app/content/site-pages'
import { axeViolations, expect, hydrated, test } from './fixtures'

// Every static route of the spec's table loads with its title and headline,
// logs no console error and has no axe violation.
for (const page of sitePages) {
  test(`${page.path} renders its headline, is accessible and error-free`, async ({
    page: p,
    consoleErrors,
  }) => {
    const response = await p.goto(page.path)
    expect(response?.status()).toBe(200)
    await expect(p).toHaveTitle(page.title)
    await expect(p.getByRole('heading', { level: 1 }).first()).toHaveText(page.headline)
    await hydrated(p)
    expect(await axeViolations(p)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('every route is real HTML before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const p = await context.newPage()
  for (const page of sitePages) {
    await p.goto(page.path)
    await expect(p.getByRole('heading', { level: 1 }).first()).toHaveText(page.headline)
  }
  await context.close()
})
