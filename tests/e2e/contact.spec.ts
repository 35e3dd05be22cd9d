import { axeViolations, expect, hydrated, test } from './fixtures'
import { field, focusLoadingChecks } from './form-helpers'

const form = (page: import('@playwright/test').Page) => page.locator('form#contact-form')

test('call, text and email buttons carry the company number and address', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('link', { name: /^Call us/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  )
  await expect(page.getByRole('link', { name: /^Text us/ }).first()).toHaveAttribute(
    'href',
    /^sms:\+1\d{10}$/,
  )
  await expect(page.getByRole('link', { name: /^Email us/ }).first()).toHaveAttribute('href', /^mailto:.+@/)
  const panel = page.getByRole('complementary', { name: 'Service area' })
  await expect(panel).toContainText('Gwinnett County')
  await expect(panel).toContainText('25 miles')
  await expect(panel).toContainText('under 2 hours on business days')
})

test('a message is sent: Sending... while in flight, then the toast and an empty form', {
  tag: '@postgres',
}, async ({ page, consoleErrors }) => {
  await page.goto('/contact')
  await hydrated(page)
  await field(page, 'Name').fill('Dana Rivers')
  await field(page, 'Email').fill('dana.e2e@example.com')
  await field(page, 'Service interest').selectOption('metallic')
  await field(page, 'Message').fill('Two-car garage, metallic copper please.')
  // Hold the request until the in-flight state has been seen, rather than for a fixed time that a
  // loaded machine may outlast or never reach (decision 037).
  let letThrough = () => {}
  const seen = new Promise<void>((resolve) => {
    letThrough = resolve
  })
  await page.route('**/contact.data*', async (route) => {
    await seen
    await route.continue()
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  const sending = form(page).getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeDisabled()
  letThrough()
  await expect(page.getByText("Got it — we'll reach out today.").first()).toBeVisible()
  await expect(
    page.getByText('Thanks for contacting Refined Resin. Check your email shortly.').first(),
  ).toBeVisible()
  await expect(field(page, 'Name')).toHaveValue('')
  await expect(field(page, 'Message')).toHaveValue('')
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('each field says what is wrong, and the first invalid field takes focus', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await focusLoadingChecks(page, field(page, 'Name'))
  await field(page, 'Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Enter your name.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Tell us a little about your project.')).toBeVisible()
  await expect(field(page, 'Name')).toBeFocused()
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Email')).toHaveValue('not-an-email')
  // Fixing a field clears its message as the visitor types.
  await field(page, 'Name').fill('Dana')
  await expect(page.getByText('Enter your name.')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('a failure on the server keeps every value and says what to do', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await field(page, 'Name').fill('Dana Rivers')
  await field(page, 'Email').fill('kept@example.com')
  await field(page, 'Phone').fill('470 555 0100')
  await field(page, 'Message').fill('This message survives.')
  // The server sees a message that is too long (the browser's limit bypassed).
  // The form posts multipart (it carries photos), so the message's value is swapped in place.
  await page.route('**/contact.data*', async (route) => {
    const body = (route.request().postData() ?? '').replace('This message survives.', 'x'.repeat(6000))
    await route.continue({ postData: body })
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Keep your message under 5000 characters.')).toBeVisible()
  await expect(page.getByText('Check the highlighted fields, then send again.')).toBeVisible()
  await expect(field(page, 'Name')).toHaveValue('Dana Rivers')
  await expect(field(page, 'Email')).toHaveValue('kept@example.com')
  await expect(field(page, 'Phone')).toHaveValue('470 555 0100')
  await expect(field(page, 'Message')).toHaveValue('This message survives.')
  await expect(field(page, 'Message')).toBeFocused()
})

test('the query string preselects the interest and prefills the message, server-side and in the browser', async ({
  page,
}) => {
  await page.goto('/contact?interest=partnership&message=Send%20me%20the%20%3Cb%3Espec%3C%2Fb%3E')
  await expect(field(page, 'Service interest')).toHaveValue('partnership')
  await expect(field(page, 'Message')).toHaveValue('Send me the <b>spec</b>')
  await expect(page.locator('b', { hasText: 'spec' })).toHaveCount(0)
  // A link from another page, followed in the browser.
  await page.goto('/partnerships')
  await hydrated(page)
  await page.getByRole('link', { name: 'Request Spec Sheet' }).click()
  await expect(page).toHaveURL(/\/contact\?interest=partnership/)
  await expect(field(page, 'Service interest')).toHaveValue('partnership')
  await expect(field(page, 'Message')).toHaveValue('Please send me your spec sheet.')
})

test('works with JavaScript off: server errors with values kept, then success', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await field(page, 'Name').fill('No Script')
  await field(page, 'Email').fill('noscript')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Tell us a little about your project.')).toBeVisible()
  await expect(field(page, 'Name')).toHaveValue('No Script')
  await expect(field(page, 'Email')).toHaveValue('noscript')
  await field(page, 'Email').fill('noscript@example.com')
  await field(page, 'Message').fill('Sent without JavaScript.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status')).toContainText("Got it — we'll reach out today.")
  await expect(field(page, 'Name')).toHaveValue('')
  await context.close()
})

test('a network failure keeps the form and every value, and says what to do', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  await field(page, 'Name').fill('Offline Olivia')
  await field(page, 'Email').fill('offline@example.com')
  await field(page, 'Message').fill('Sent from a parking garage.')
  await page.route('**/contact.data*', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toContainText('We could not reach our server, so nothing was sent.')
  await expect(field(page, 'Name')).toHaveValue('Offline Olivia')
  await expect(field(page, 'Message')).toHaveValue('Sent from a parking garage.')
  // Back online, the same form sends.
  await page.unroute('**/contact.data*')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: "Got it — we'll reach out today." })).toBeVisible()
})
