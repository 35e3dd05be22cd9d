import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { field, focusLoadingChecks } from './form-helpers'

async function fillApplication(page: Page, email: string) {
  await field(page, 'Company Name').fill('Peach State Builders')
  await field(page, 'Primary Contact').fill('Lee Park')
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').fill('678 555 0101')
  await field(page, 'Partner Type').selectOption('builder')
  await field(page, 'Years in Business').selectOption('6-10')
  await field(page, 'Annual Projects').selectOption('16-30')
  await field(page, 'Primary Service Area').fill('Gwinnett County')
  await field(page, 'Monthly Referral Estimate').selectOption('3-5')
  await field(page, 'About Your Business').fill('Custom homes <script>alert(1)</script>')
}

const terms = (page: Page) => page.getByRole('checkbox', { name: /I agree to the partnership terms/ })
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' })

test('a partner application is submitted: toast and a cleared form', { tag: '@postgres' }, async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/partner-application')
  await hydrated(page)
  await fillApplication(page, 'lee.e2e@example.com')
  await terms(page).check()
  await submit(page).click()
  await expect(page.getByText('Application Submitted!').first()).toBeVisible()
  await expect(
    page.getByText("We'll review your application and get back to you within 2 business days.").first(),
  ).toBeVisible()
  await expect(field(page, 'Company Name')).toHaveValue('')
  await expect(field(page, 'Partner Type')).toHaveValue('')
  await expect(terms(page)).not.toBeChecked()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the terms box unchecked gives the Agreement Required toast, and nothing is lost', async ({ page }) => {
  await page.goto('/partner-application')
  await hydrated(page)
  await fillApplication(page, 'noterms@example.com')
  await submit(page).click()
  await expect(page.getByText('Agreement Required').first()).toBeVisible()
  await expect(page.getByText('Please agree to the partnership terms to continue.').first()).toBeVisible()
  await expect(field(page, 'Company Name')).toHaveValue('Peach State Builders')
  await expect(field(page, 'Partner Type')).toHaveValue('builder')
})

test('required fields and selects each say what is missing', async ({ page }) => {
  await page.goto('/partner-application')
  await hydrated(page)
  await focusLoadingChecks(page, field(page, 'Company Name'))
  await terms(page).check()
  await submit(page).click()
  for (const message of [
    'Enter your company name.',
    'Enter the primary contact’s name.',
    'Enter your email address.',
    'Enter your phone number.',
    'Choose your partner type.',
    'Choose how long you have been in business.',
    'Choose how many projects you run a year.',
    'Enter your primary service area.',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(field(page, 'Company Name')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test('works with JavaScript off: the agreement message, values kept, then success', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/partner-application')
  await fillApplication(page, 'noscript.partner@example.com')
  await submit(page).click()
  await expect(page.getByRole('alert')).toContainText('Agreement Required')
  await expect(field(page, 'Company Name')).toHaveValue('Peach State Builders')
  await expect(field(page, 'Annual Projects')).toHaveValue('16-30')
  await expect(field(page, 'About Your Business')).toHaveValue('Custom homes <script>alert(1)</script>')
  await terms(page).check()
  await submit(page).click()
  await expect(page.getByRole('status')).toContainText('Application Submitted!')
  await context.close()
})

test('partnerships: stats, program links, the value loop and the referral calculator', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/partnerships')
  await hydrated(page)
  const stats = page.getByRole('region', { name: 'Partnership record' })
  await expect(stats).toContainText(/Builder Alliances\s*5/)
  await expect(stats).toContainText(/Recurring Developers\s*3/)
  await expect(stats).toContainText(/Missed Deadlines\s*0/)
  await expect(page.getByRole('link', { name: 'Apply to Partner' })).toHaveAttribute('href', /^\/contact/)
  await expect(page.getByRole('link', { name: 'Request Spec Sheet' })).toHaveAttribute('href', /^\/contact/)
  for (const href of ['/builders-contractors', '/architects-designers', '/commercial-facilities']) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
  }
  await expect(page.getByRole('link', { name: 'Join the Loop' })).toHaveAttribute(
    'href',
    '/partner-application',
  )
  await expect(page.getByRole('link', { name: 'Start Referring' })).toHaveAttribute('href', /^\/contact/)
  await expect(page.getByRole('link', { name: 'View Policy' })).toHaveAttribute('href', '/terms')
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible()
  for (const tier of ['Bronze$0', 'Silver$25K', 'Gold$50K']) await expect(page.getByText(tier)).toBeVisible()

  const earnings = page.getByTestId('referral-earnings')
  const projects = page.getByLabel('Number of projects')
  const value = page.getByLabel('Average project value ($)')
  await expect(projects).toHaveValue('5')
  await expect(value).toHaveValue('10000')
  await expect(earnings).toHaveText('$2,500')
  await projects.fill('3')
  await value.fill('12345')
  await expect(earnings).toHaveText('$1,851.75')
  await projects.fill('')
  await expect(earnings).toHaveText('$0')
  await expect(page.getByText('Enter a positive number of projects')).toBeVisible()
  await projects.fill('-4')
  await expect(earnings).toHaveText('$0')
  await projects.fill('12')
  await expect(earnings).toHaveText('$7,407')
  await expect(page.getByText('Enter a positive number of projects')).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('NaN')
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})
