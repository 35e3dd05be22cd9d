import { axeViolations, expect, hydrated, test } from './fixtures'

test('the pricing guide shows the factors, size bands, surcharges, terms and a way to an estimate', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/pricing')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Guide')

  const factors = page.getByRole('region', { name: 'Four things that set your price' })
  await expect(factors.getByRole('listitem')).toHaveCount(4)
  await expect(factors).toContainText('Custom Blend ×1.40')
  await expect(factors).toContainText('damage adds 10-25%')
  // Each card's details belong to its heading: space factors under size, not under surface condition.
  const surface = factors.getByRole('listitem').filter({ hasText: 'Surface condition' })
  await expect(surface).toContainText('Condition adjustment: +10-25%')
  await expect(surface).not.toContainText('Garage ×1.00')
  const size = factors.getByRole('listitem').filter({ hasText: 'Floor size and space' })
  await expect(size).toContainText('Space factor: Garage ×1.00 · Patio ×1.10')

  const bands = page.getByRole('table', { name: /price per square foot by floor size/i })
  await expect(bands.getByRole('row', { name: /Small garages 200-400 sq ft \$6-8/ })).toBeVisible()
  await expect(bands.getByRole('row', { name: /Standard 400-800 sq ft \$5-7/ })).toBeVisible()
  await expect(bands.getByRole('row', { name: /Large 800\+ sq ft \$4-6/ })).toBeVisible()

  await expect(page.getByText('Priority (1 week)', { exact: true })).toBeVisible()
  await expect(page.getByText('+10-15%', { exact: true })).toBeVisible()
  await expect(page.getByText('Emergency (48-72 hours)', { exact: true })).toBeVisible()
  await expect(page.getByText('+20-30%', { exact: true })).toBeVisible()
  await expect(page.getByText('Refundable up to 7 days before install')).toBeVisible()
  await expect(page.getByText(/50% of the deposit is forfeited/)).toBeVisible()
  await expect(page.getByText('1-3 days', { exact: true })).toBeVisible()
  await expect(page.getByText('24-48 hours', { exact: true })).toBeVisible()
  await expect(page.getByText(/5-year finish warranty, transferable/)).toBeVisible()

  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Get My Instant Estimate' }).last().click()
  await expect(page).toHaveURL(/\/estimator$/)
  await expect(page.getByRole('link', { name: 'Start My Estimate' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
