import { axeViolations, expect, hydrated, test } from './fixtures'

test('builders and contractors: tiers, terms and links', async ({ page, consoleErrors }) => {
  await page.goto('/builders-contractors')
  const main = page.locator('main')
  for (const text of [
    'Bronze',
    '0-5 projects a year',
    '5% discount',
    '6-15 projects a year',
    '10% discount',
    '16+ projects a year',
    '15% discount',
    'Commission up to 15%',
    'Net-30',
    'Quotes within 24 hours',
    'Insurance certificate within 24 hours',
    '$2M general liability',
  ]) {
    await expect(main).toContainText(text)
  }
  await expect(main.locator('a[href="/partner-application"]').first()).toBeVisible()
  await expect(main.locator('a[href="/spec-sheet"]').first()).toBeVisible()
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('architects and designers: samples in 5 business days and the three links', async ({ page }) => {
  await page.goto('/architects-designers')
  const main = page.locator('main')
  await expect(main).toContainText('Samples within 5 business days')
  for (const href of ['/spec-sheet', '/partner-application']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  // Requesting samples opens the contact form with the request written in.
  await page.getByRole('link', { name: 'Request Samples' }).click()
  await expect(page).toHaveURL(/\/contact\?/)
  await expect(page.getByLabel(/^Message/)).toHaveValue('Please send finish samples to our studio.')
  await expect(page.getByLabel(/^Service interest/)).toHaveValue('partnership')
})

test('commercial facilities: plans, scheduling and the 10-year comparison with its text', async ({
  page,
}) => {
  await page.goto('/commercial-facilities')
  const main = page.locator('main')
  for (const text of [
    'Essential',
    '$299/mo',
    'Semi-annual inspection',
    '20% off repairs',
    'Professional',
    '$599/mo',
    'Quarterly inspection',
    '30% off repairs',
    'Industrial',
    'Custom',
    'Monthly inspection',
    '40% off major work',
    '4-hour emergency response',
    'scheduled 90 days ahead',
    '2 weeks before each visit',
  ]) {
    await expect(main).toContainText(text)
  }
  const table = page.getByRole('table', { name: '10-year cost comparison' })
  await expect(table.getByRole('row', { name: /Without a plan/ })).toContainText('$77,000')
  await expect(table.getByRole('row', { name: /With the Professional plan/ })).toContainText('$71,880')
  await expect(table.getByRole('row', { name: /Saving/ })).toContainText('$5,120')
  await expect(main.locator('a[href="/floor-care"]')).toBeVisible()
  await expect(main.locator('a[href^="/contact"]').first()).toBeVisible()
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
})
