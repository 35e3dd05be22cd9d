import { axeViolations, expect, hydrated, test } from './fixtures'

test('home shows its six sections with the spec figures, links and badges', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refined Resin. Floors Poured Like Art.')

  const hero = page.locator('section').first()
  const heroImg = hero.locator('img').first()
  await expect(heroImg).toHaveAttribute('fetchpriority', 'high')
  await expect(heroImg).toHaveAttribute('loading', 'eager')
  await expect(hero.getByRole('link', { name: 'Lock Your Weekend Slot' })).toHaveAttribute(
    'href',
    '/schedule',
  )
  await expect(hero.getByRole('link', { name: 'See Styles' })).toHaveAttribute('href', '/portfolio')

  const strip = page.getByRole('region', { name: 'At a glance' })
  await expect(strip).toContainText('20+')
  await expect(strip).toContainText('Clients Served')
  await expect(strip).toContainText('Est. 2025')
  await expect(strip).toContainText('Summer Launch')
  await expect(strip).toContainText('2-3 Days')
  await expect(strip).toContainText('Average Install')

  for (const v of ['Precision', 'Durability', 'Design']) {
    await expect(page.getByRole('heading', { name: v, exact: true })).toBeVisible()
  }
  const panel = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Current & Recent Projects' }) })
    .last()
  await expect(panel.getByText('IN PROGRESS', { exact: true })).toHaveCount(1)
  await expect(panel.getByText('COMPLETED', { exact: true })).toHaveCount(2)
  for (const size of ['600 sq ft', '800 sq ft', '2,400 sq ft']) await expect(panel).toContainText(size)
  await expect(panel).toContainText('Day 2 of 3')
  await expect(panel).toContainText(/Completed \w{3} \d{1,2}, \d{4}/)
  for (const [n, label] of [
    ['3', 'Active Projects'],
    ['18', 'This Month'],
    ['100%', 'On Schedule'],
  ]) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible()
    await expect(panel.locator('dd', { hasText: new RegExp(`^${n}$`) })).toHaveCount(1)
  }
  await expect(panel.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/portfolio')
  await expect(panel.getByRole('link', { name: 'Schedule Installation' })).toHaveAttribute(
    'href',
    '/schedule',
  )

  const chips = page.getByRole('list', { name: 'Project categories' })
  await expect(chips.getByRole('listitem')).toHaveText(['Residential', 'Commercial', 'Industrial'])
  await expect(chips.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'See More Projects' })).toHaveAttribute('href', '/portfolio')

  const reviews = page.getByRole('region', { name: 'What Clients Say' })
  await expect(reviews.getByText('5 out of 5 stars')).toHaveCount(3)
  for (const role of ['Homeowner', 'Business Owner', 'Contractor']) await expect(reviews).toContainText(role)

  const closing = page.getByRole('region', { name: /Ready for the Last Floor/ })
  await expect(closing.getByRole('link', { name: 'Lock Your Weekend Slot' })).toHaveAttribute(
    'href',
    '/estimator',
  )
  await expect(closing.getByRole('link', { name: 'View Finishes' })).toHaveAttribute('href', '/portfolio')

  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('Add Yours opens the contact form with a review prefilled', async ({ page }) => {
  await page.goto('/')
  const link = page.getByRole('link', { name: 'Add Yours' })
  const href = await link.getAttribute('href')
  const url = new URL(href ?? '', 'http://x')
  expect(url.pathname).toBe('/contact')
  expect(url.searchParams.get('interest')).toBe('other')
  expect(url.searchParams.get('message')).toContain('review')
  await hydrated(page)
  await link.click()
  await expect(page).toHaveURL(/\/contact\?interest=other&message=/)
})

test('the home page is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByText('Day 2 of 3')).toBeVisible()
  await expect(page.getByText('5 out of 5 stars')).toHaveCount(3)
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  await context.close()
})
