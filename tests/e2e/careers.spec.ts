import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { focusLoadingChecks, pdfBuffer } from './form-helpers'

const role = (page: Page, title: string) => page.locator(`details#${title.toLowerCase().replace(/ /g, '-')}`)
const roleForm = (page: Page, title: string) => page.getByRole('form', { name: `Apply for ${title}` })
const input = (page: Page, title: string, label: string) =>
  roleForm(page, title).getByLabel(new RegExp(`^${label}( \\*)?$`))

async function openRole(page: Page, title: string) {
  await role(page, title).locator('summary').click()
  await expect(role(page, title)).toHaveAttribute('open', '')
}

test('Apply Now scrolls to the roles; each role shows its pay, location and JobPosting data', async ({
  page,
}) => {
  await page.goto('/careers')
  await hydrated(page)
  await page.getByRole('link', { name: 'Apply Now' }).click()
  await expect(page.getByRole('heading', { name: 'Open roles' })).toBeInViewport()
  await expect(role(page, 'Installer Apprentice')).toContainText('$18-22/hr plus bonuses')
  await expect(role(page, 'Lead Installer')).toContainText('$25-35/hr plus bonuses')
  await expect(role(page, 'Estimator')).toContainText('$50-70K/year plus commission')
  await expect(role(page, 'Content Creator')).toContainText('$20-30/hr')
  await expect(role(page, 'Content Creator')).toContainText('Hybrid')
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? '')].flat()))
  const jobs = postings.filter((p) => p['@type'] === 'JobPosting')
  expect(jobs.map((j) => j.title)).toEqual([
    'Installer Apprentice',
    'Lead Installer',
    'Estimator',
    'Content Creator',
  ])
  expect(jobs[0].baseSalary.value).toMatchObject({ minValue: 18, maxValue: 22, unitText: 'HOUR' })
})

test('roles open one at a time', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  await openRole(page, 'Lead Installer')
  await openRole(page, 'Estimator')
  await expect(role(page, 'Lead Installer')).not.toHaveAttribute('open', '')
  await expect(page.locator('details[open]')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})

test('an application is received: toast, form reset and the role collapses', { tag: '@postgres' }, async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/careers')
  await hydrated(page)
  await openRole(page, 'Lead Installer')
  await input(page, 'Lead Installer', 'Name').fill('Sam Ortiz')
  await input(page, 'Lead Installer', 'Email').fill('sam.e2e@example.com')
  await input(page, 'Lead Installer', 'Phone').fill('470-555-0100')
  await input(page, 'Lead Installer', 'Resume \\(PDF\\)').setInputFiles({
    name: 'sam.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await input(page, 'Lead Installer', 'Video pitch link').fill('https://youtu.be/pitch')
  await roleForm(page, 'Lead Installer').getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Received!').first()).toBeVisible()
  await expect(page.getByText('We respond within 48 hours. Check your email.').first()).toBeVisible()
  await expect(role(page, 'Lead Installer')).not.toHaveAttribute('open', '')
  await openRole(page, 'Lead Installer')
  await expect(input(page, 'Lead Installer', 'Name')).toHaveValue('')
  expect(consoleErrors).toEqual([])
})

test('each field says what is wrong; the first invalid takes focus', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  await openRole(page, 'Estimator')
  await focusLoadingChecks(page, input(page, 'Estimator', 'Name'))
  await input(page, 'Estimator', 'Video pitch link').fill('not a link')
  await roleForm(page, 'Estimator').getByRole('button', { name: 'Submit Application' }).click()
  const form = roleForm(page, 'Estimator')
  await expect(form.getByText('Enter your name.')).toBeVisible()
  await expect(form.getByText('Enter your email address.')).toBeVisible()
  await expect(form.getByText('Enter your phone number.')).toBeVisible()
  await expect(form.getByText('Attach your resume as a PDF.')).toBeVisible()
  await expect(form.getByText('Enter a full link starting with https://, or leave it empty.')).toBeVisible()
  await expect(input(page, 'Estimator', 'Name')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})

test('an HTML file renamed to .pdf is refused by the server; the other values stay', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  await openRole(page, 'Installer Apprentice')
  await input(page, 'Installer Apprentice', 'Name').fill('Riley Fake')
  await input(page, 'Installer Apprentice', 'Email').fill('riley@example.com')
  await input(page, 'Installer Apprentice', 'Phone').fill('470-555-0111')
  await input(page, 'Installer Apprentice', 'Resume \\(PDF\\)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>not a pdf</body></html>'),
  })
  await roleForm(page, 'Installer Apprentice').getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    roleForm(page, 'Installer Apprentice').getByText(
      'Your resume must be a PDF file. Save it as PDF and attach it again.',
    ),
  ).toBeVisible()
  await expect(role(page, 'Installer Apprentice')).toHaveAttribute('open', '')
  await expect(input(page, 'Installer Apprentice', 'Name')).toHaveValue('Riley Fake')
  await expect(input(page, 'Installer Apprentice', 'Email')).toHaveValue('riley@example.com')
  await expect(input(page, 'Installer Apprentice', 'Resume \\(PDF\\)')).toBeFocused()
})

test('applies with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/careers')
  await openRole(page, 'Content Creator')
  await input(page, 'Content Creator', 'Name').fill('No Script')
  await input(page, 'Content Creator', 'Email').fill('noscript.job@example.com')
  await roleForm(page, 'Content Creator').getByRole('button', { name: 'Submit Application' }).click()
  // The server's answer reopens the role with its errors and the values kept.
  await expect(role(page, 'Content Creator')).toHaveAttribute('open', '')
  await expect(roleForm(page, 'Content Creator').getByText('Attach your resume as a PDF.')).toBeVisible()
  await expect(input(page, 'Content Creator', 'Name')).toHaveValue('No Script')
  await input(page, 'Content Creator', 'Phone').fill('470 555 0123')
  await input(page, 'Content Creator', 'Resume \\(PDF\\)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await roleForm(page, 'Content Creator').getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('status')).toContainText('Application Received!')
  await context.close()
})

test('a network failure keeps the role open with its values', async ({ page }) => {
  await page.goto('/careers')
  await hydrated(page)
  await openRole(page, 'Estimator')
  await input(page, 'Estimator', 'Name').fill('Net Down')
  await input(page, 'Estimator', 'Email').fill('netdown@example.com')
  await input(page, 'Estimator', 'Phone').fill('470-555-0199')
  await input(page, 'Estimator', 'Resume \\(PDF\\)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await page.route('**/careers.data*', (route) => route.abort('internetdisconnected'))
  await roleForm(page, 'Estimator').getByRole('button', { name: 'Submit Application' }).click()
  await expect(roleForm(page, 'Estimator').getByRole('alert')).toContainText('We could not reach our server')
  await expect(role(page, 'Estimator')).toHaveAttribute('open', '')
  await expect(input(page, 'Estimator', 'Name')).toHaveValue('Net Down')
  await expect(input(page, 'Estimator', 'Resume \\(PDF\\)')).toHaveJSProperty('files.length', 1)
})
