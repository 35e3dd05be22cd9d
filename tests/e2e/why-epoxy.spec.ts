import { axeViolations, expect, hydrated, test } from './fixtures'

test('why epoxy: hero, science, benefits, comparison table and closing', async ({ page, consoleErrors }) => {
  await page.goto('/why-epoxy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("The Last Floor You'll Ever Need")
  await expect(page.getByRole('link', { name: 'See Your Estimate' })).toHaveAttribute('href', '/estimator')
  for (const h of ['Resin plus hardener', 'Molecular bond', 'Structural integration']) {
    await expect(page.getByRole('heading', { name: h })).toBeVisible()
  }
  for (const h of ['Impact resistant', 'Chemical proof', 'Thermal stable', 'Low VOC']) {
    await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible()
  }
  await expect(page.getByText(/-40°F to 180°F/).first()).toBeVisible()

  const table = page.getByRole('table', { name: /Flooring options compared/ })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Floor',
    'Cost per sq ft',
    'Lifespan',
    'Maintenance',
    'Aesthetic',
    'Safety',
  ])
  await expect(table.getByRole('rowheader')).toHaveText(['Epoxy', 'Tile', 'Paint', 'Polished Concrete'])
  await expect(table.getByRole('row', { name: /^Epoxy/ })).toContainText('$6.75-$9.50')
  await expect(table.getByRole('row', { name: /^Epoxy/ })).toContainText('15-20 years')
  await expect(table.getByRole('row', { name: /^Tile/ })).toContainText('$12-$18')
  await expect(table.getByRole('row', { name: /^Paint/ })).toContainText('2-3 years')
  await expect(table.getByRole('row', { name: /^Polished Concrete/ })).toContainText('$5-$8')

  await expect(page.getByRole('link', { name: 'Start My Estimate' })).toHaveAttribute('href', '/estimator')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('industry tabs: residential first, each with a description and four benefits, keyboard operable', async ({
  page,
}) => {
  await page.goto('/why-epoxy')
  await hydrated(page)
  const tabs = page.getByRole('tablist', { name: 'Industries' }).getByRole('tab')
  await expect(tabs).toHaveText(['Residential', 'Commercial', 'Industrial', 'Federal'])
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toHaveCount(1)
  await expect(panel.getByRole('listitem')).toHaveCount(4)
  await expect(panel).toContainText('Garages')

  await tabs.nth(3).click()
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('military')
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4)

  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(0)).toBeFocused()
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('40%')
  expect(await axeViolations(page)).toEqual([])
})

test('ROI calculator: 10 years by default, then 1 and 20 years, with the chart following', async ({
  page,
}) => {
  await page.goto('/why-epoxy')
  await hydrated(page)
  const slider = page.getByRole('slider', { name: /Years of ownership/ })
  await expect(slider).toHaveValue('10')
  await expect(page.getByTestId('roi-epoxy')).toHaveText('$9,500')
  await expect(page.getByTestId('roi-tile')).toHaveText('$16,500')
  await expect(page.getByTestId('roi-savings')).toHaveText('$7,000')
  const chart = page.getByRole('img', { name: /Cumulative cost per 1,000 sq ft, epoxy against tile/ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('desc')).toHaveText(/After 10 years, epoxy has cost \$9,500 and tile \$16,500/)

  await slider.focus()
  await page.keyboard.press('Home')
  await expect(slider).toHaveValue('1')
  await expect(page.getByTestId('roi-epoxy')).toHaveText('$8,150')
  await expect(page.getByTestId('roi-tile')).toHaveText('$12,450')
  await expect(page.getByTestId('roi-savings')).toHaveText('$4,300')
  await expect(chart.locator('desc')).toHaveText(/After 1 year, epoxy has cost \$8,150 and tile \$12,450/)

  await page.keyboard.press('End')
  await expect(slider).toHaveValue('20')
  await expect(page.getByTestId('roi-epoxy')).toHaveText('$11,000')
  await expect(page.getByTestId('roi-tile')).toHaveText('$21,000')
  await expect(page.getByTestId('roi-savings')).toHaveText('$10,000')

  // The chart's figures are also a table, one row per year.
  await page.getByText("Show the chart's figures as a table").click()
  const table = page.getByRole('table', { name: /Cumulative cost per 1,000 sq ft by year/ })
  await expect(table.locator('tbody tr')).toHaveCount(20)
  await expect(table.getByRole('row', { name: /^20 / })).toContainText('$10,000')
  expect(await axeViolations(page)).toEqual([])
})

test('without JavaScript the ROI calculator updates through its Update button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/why-epoxy?years=20')
  await expect(page.getByTestId('roi-savings')).toHaveText('$10,000')
  await page.goto('/why-epoxy?years=abc')
  await expect(page.getByTestId('roi-savings')).toHaveText('$7,000')
  await page.goto('/why-epoxy?years=999')
  await expect(page.getByTestId('roi-epoxy')).toHaveText('$11,000')
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible()
  await context.close()
})
