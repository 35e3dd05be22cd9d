import { axeViolations, expect, hydrated, test } from './fixtures'

const counts = { all: 26 }

test('portfolio hero, grid, case study and call to action', async ({ page, consoleErrors }) => {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proof in the Pour')
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  for (const t of ['20+', '15K', '98%']) await expect(header).toContainText(t)
  await expect(page.getByTestId('project-count')).toHaveText(`Showing ${counts.all} of 26 projects`)
  const cards = page.locator('[data-project]:visible')
  await expect(cards).toHaveCount(26)
  const first = cards.first()
  await expect(first.locator('img')).toHaveAttribute('alt', /epoxy/)
  await expect(first).toContainText(/\d Days?/)
  await expect(first).toContainText('Lifetime')
  await expect(first).toContainText(/sq ft/)
  await expect(page.getByText('Lifetime warranty')).toHaveCount(26)

  const study = page.getByRole('region', { name: /Taproom Floor/ })
  for (const t of ['Square Feet', 'Timeline', 'Material', 'Client Type'])
    await expect(study.getByText(t, { exact: true })).toBeVisible()
  for (const h of ['Challenge', 'Approach', 'Result', 'Before and After']) {
    await expect(study.getByRole('heading', { name: h, exact: true })).toBeVisible()
  }
  await expect(study.getByRole('link', { name: 'Start Your Project Story' })).toHaveAttribute(
    'href',
    '/estimator',
  )
  await expect(page.getByRole('link', { name: 'Get My Estimate' })).toHaveAttribute('href', '/estimator')
  await expect(page.getByRole('link', { name: 'View Process' })).toHaveAttribute('href', '/process')
  await expect(page.getByRole('region', { name: 'From Our Instagram' }).locator('li img')).toHaveCount(6)

  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('filters: one active at a time, kept in the URL, category and finish matched', async ({ page }) => {
  await page.goto('/portfolio')
  await hydrated(page)
  const filters = page.getByRole('navigation', { name: 'Filter projects' })
  await expect(filters.getByRole('link')).toHaveText([
    'All Projects',
    'Residential',
    'Commercial',
    'Industrial',
    'Metallic',
    'Flake',
    'Solid',
  ])
  await expect(filters.locator('[aria-current="true"]')).toHaveText('All Projects')

  await filters.getByRole('link', { name: 'Industrial' }).click()
  await expect(page).toHaveURL(/\/portfolio\?filter=industrial$/)
  await expect(filters.locator('[aria-current="true"]')).toHaveText('Industrial')
  // The count the page states is the count of cards it shows.
  const shownCount = async (filter: string) => {
    const stated = page.getByTestId('project-count')
    await expect(stated).toContainText(new RegExp(`^Showing \\d+ of 26 projects · ${filter}$`))
    const n = Number((await stated.textContent())?.match(/^Showing (\d+)/)?.[1])
    await expect(page.locator('[data-project]:visible')).toHaveCount(n)
    return n
  }
  const industrial = await shownCount('Industrial')
  expect(industrial).toBeGreaterThan(0)
  expect(industrial).toBeLessThan(26)

  await filters.getByRole('link', { name: 'Metallic' }).click()
  await expect(page).toHaveURL(/filter=metallic$/)
  const n = await shownCount('Metallic')
  const metallic = page.locator('[data-project]:visible')
  for (let i = 0; i < n; i++) await expect(metallic.nth(i)).toContainText('Metallic')

  // The filter survives a reload (server-rendered from the query).
  await page.reload()
  await expect(filters.locator('[aria-current="true"]')).toHaveText('Metallic')
  await expect(page.locator('[data-project]:visible')).toHaveCount(n)

  await filters.getByRole('link', { name: 'All Projects' }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(page.locator('[data-project]:visible')).toHaveCount(26)

  // The three categories and the three finishes each partition the 26 projects.
  let byCategory = 0
  for (const f of ['residential', 'commercial', 'industrial']) {
    await page.goto(`/portfolio?filter=${f}`)
    byCategory += await page.locator('[data-project]:visible').count()
  }
  expect(byCategory).toBe(26)
})

test('a hostile or unknown filter shows all projects', async ({ page }) => {
  const res = await page.goto('/portfolio?filter=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  expect(res?.status()).toBe(200)
  await expect(page.locator('[data-project]:visible')).toHaveCount(26)
})

test('the hero buttons jump to the gallery with their category', async ({ page }) => {
  await page.goto('/portfolio')
  await hydrated(page)
  await page.getByRole('link', { name: 'See Commercial Jobs' }).click()
  await expect(page).toHaveURL(/filter=commercial#gallery$/)
  await expect(page.locator('#gallery')).toBeInViewport()
  await expect(
    page.getByRole('navigation', { name: 'Filter projects' }).locator('[aria-current="true"]'),
  ).toHaveText('Commercial')
})

test('the installations counter starts at 20 and changes after the page is interactive', async ({ page }) => {
  await page.goto('/portfolio')
  const count = page.getByTestId('installations-count')
  await expect(count).toHaveText('20')
  await hydrated(page)
  // It ticks every 5 s; the ceilings leave a loaded machine room (decision 037).
  await expect(count).not.toHaveText('20', { timeout: 20_000 })
  const first = Number(await count.textContent())
  expect(first).toBeGreaterThan(20)
  await expect(count).not.toHaveText(String(first), { timeout: 20_000 })
})

test('without JavaScript, filters work through the URL and the counter shows 20', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/portfolio')
  await expect(page.getByTestId('installations-count')).toHaveText('20')
  await page.getByRole('navigation', { name: 'Filter projects' }).getByRole('link', { name: 'Solid' }).click()
  await expect(page).toHaveURL(/filter=solid/)
  const solid = page.locator('[data-project]:visible')
  expect(await solid.count()).toBeGreaterThan(0)
  expect(await solid.count()).toBeLessThan(26)
  await context.close()
})
