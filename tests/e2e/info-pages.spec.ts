import { readFileSync } from 'node:fs'
import { axeViolations, expect, hydrated, test } from './fixtures'

test('warranty: covered items, five exclusions, claim guide, terms and one-at-a-time questions', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/warranty')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Warranty')
  for (const c of [
    'Finish delamination',
    'Coating failure',
    'Substrate cracking',
    'Material defects',
    'Color inconsistency',
    'Workmanship issues',
  ]) {
    await expect(page.getByText(c, { exact: true })).toBeVisible()
  }
  const exclusions = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: "What's Not Covered" }) })
    .last()
  await expect(exclusions.getByRole('listitem')).toHaveText([
    'Normal wear',
    'Chemical damage',
    'Impact damage',
    'Improper maintenance',
    'Structural issues',
  ])
  await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/estimator')
  for (const s of ['Contact', 'Assessment', 'Resolution']) {
    await expect(page.getByRole('heading', { name: new RegExp(`Step \\d: ${s}`) })).toBeVisible()
  }
  for (const t of ['5 years', 'About 48 hours', 'Within 24 hours', 'Most within 1 week of approval']) {
    await expect(page.getByText(t, { exact: true })).toBeVisible()
  }
  await expect(page.getByText(/Yes, to the next owner/)).toBeVisible()

  await hydrated(page)
  const first = page.getByText('What is included in the first year?')
  const second = page.getByText('Does the warranty transfer if I sell my home?')
  await first.click()
  await expect(page.getByText(/Crack repair and touch-ups are included/)).toBeVisible()
  await second.click()
  await expect(page.getByText(/The warranty follows the floor/)).toBeVisible()
  await expect(page.getByText(/Crack repair and touch-ups are included/)).toBeHidden()
  await second.click()
  await expect(page.getByText(/The warranty follows the floor/)).toBeHidden()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('Floor Care Club: every membership detail, and Join goes to contact with maintenance chosen', async ({
  page,
}) => {
  await page.goto('/floor-care')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Floor Care Club')
  await expect(page.getByText('$199/year', { exact: true })).toBeVisible()
  await expect(page.getByText(/Regular price/)).toContainText('$299/year')
  for (const t of [
    'Quarterly inspections',
    '20% discount',
    'Warranty extended to 7 years',
    'Minor reseal',
    'Priority service',
    'Renewal reminder',
  ]) {
    await expect(page.getByRole('heading', { name: t })).toBeVisible()
  }
  await expect(page.getByText(/30 days before your membership renews/)).toBeVisible()
  await expect(page.getByText(/instead of 5 while/)).toBeVisible()
  await expect(page.getByText(/at install or within the first year/i).first()).toBeVisible()
  const join = page.getByRole('link', { name: 'Join', exact: true })
  await expect(join).toHaveAttribute('href', '/contact?interest=maintenance')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await join.click()
  await expect(page).toHaveURL(/\/contact\?interest=maintenance$/)
})

test('spec sheet: figures as a table, both PDF buttons download the generated PDF, printed copy request', async ({
  page,
}) => {
  await page.goto('/spec-sheet')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technical Spec Sheet')
  const table = page.getByRole('table', { name: /Technical figures/ })
  for (const [prop, value] of [
    ['Base coat mix ratio', '2:1'],
    ['Topcoat mix ratio', '1:1'],
    ['Base coat pot life', '45 minutes'],
    ['Full cure', '7 days'],
    ['Service temperature', '-20°F to 140°F'],
  ]) {
    await expect(table.getByRole('row', { name: new RegExp(prop) })).toContainText(value)
  }
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  for (const name of [/Download Full PDF/, /Download PDF Spec/]) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ])
    expect(download.suggestedFilename()).toBe('refined-resin-spec-sheet.pdf')
    const bytes = readFileSync((await download.path()) ?? '')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  }

  const printed = page.getByRole('link', { name: 'Request Printed Copy' })
  const url = new URL((await printed.getAttribute('href')) ?? '', 'http://x')
  expect(url.pathname).toBe('/contact')
  expect(url.searchParams.get('interest')).toBe('other')
  expect(url.searchParams.get('message')).toContain('printed copy of the Refined Resin technical spec sheet')
})

test('the spec sheet prints black on white without the buttons or navigation', async ({ page }) => {
  await page.goto('/spec-sheet')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: /Download Full PDF/ })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)')
  await expect(page.getByRole('cell', { name: '2:1 by volume' })).toHaveCSS('color', 'rgb(0, 0, 0)')
})

test('privacy, terms and accessibility say specific, true things', async ({ page }) => {
  await page.goto('/privacy')
  for (const t of [/Booking requests/, /Form submissions/, /Chat transcripts/, /local storage/]) {
    await expect(page.getByText(t).first()).toBeVisible()
  }
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/terms')
  await expect(
    page.getByText(
      /lifetime warranty on material adhesion, a 5-year warranty on color retention, and a 30-day satisfaction guarantee on workmanship/,
    ),
  ).toBeVisible()
  await expect(page.getByText(/at least 7 days before your install date/)).toBeVisible()
  await expect(page.getByText(/forfeits 50% of the deposit/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/accessibility')
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Known limits' })).toBeVisible()
  await expect(page.getByText(/respond within 2 business days/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Email accessibility feedback' })).toHaveAttribute(
    'href',
    /^mailto:/,
  )
  expect(await axeViolations(page)).toEqual([])
})

test('the information pages and their questions work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/warranty')
  await page.getByText('Can I extend the warranty?').click()
  await expect(page.getByText(/extended from 5 to 7 years/)).toBeVisible()
  await page.goto('/spec-sheet')
  const res = await page.request.get('/spec-sheet.pdf')
  expect(res.headers()['content-type']).toBe('application/pdf')
  await context.close()
})
