import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { field, pdfBuffer } from './form-helpers'

/**
 * What a visitor types before the page's JavaScript has run survives
 * hydration, on every form, and is what gets submitted (decision
 * 019). The CPU runs 6× slower, as on a mid-range phone, and the page's
 * scripts are held back until the typing is done, so every keystroke lands
 * before hydration, for certain.
 */

test.describe.configure({ timeout: 150_000 })

/** Slows the CPU 6× and holds every script until the returned function lets them through. */
async function slowPhoneWithScriptsHeld(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released
    await route.continue()
  })
  return async () => {
    release()
  }
}

/** Loads the server's HTML only: no script has run when this returns. */
async function openBeforeHydration(page: Page, url: string, control = 'form') {
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForSelector(control, { state: 'attached' })
  expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false)
}

/** Waits until React owns the control, then until the renders right after hydration are done. */
async function hydratedAt(page: Page, control: Locator) {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), {
      timeout: 60_000,
    })
    .toBe(true)
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

test('the estimator keeps a zipcode and timeline entered before hydration, and estimates them', async ({
  page,
}) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/estimator?space=garage&sqft=400&finish=custom')
  const zip = page.getByRole('textbox', { name: 'Project zipcode' })
  const timeline = page.getByRole('combobox', { name: 'When do you want it done?' })
  await zip.pressSequentially('30518')
  await timeline.selectOption('later')
  await release()
  await hydratedAt(page, zip)
  await expect(zip).toHaveValue('30518')
  await expect(timeline).toHaveValue('later')
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  await expect(page).toHaveURL(/\/estimator\?space=garage&sqft=400&finish=custom&zip=30518&timeline=later$/)
  await expect(page.getByRole('heading', { name: 'Your Estimated Project Range' })).toBeVisible()
})

test('the contact form keeps what was typed before hydration and sends it', async ({ page }) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/contact')
  await field(page, 'Name').pressSequentially('Early Typist')
  await field(page, 'Email').fill('early.contact@example.com')
  await field(page, 'Service interest').selectOption('metallic')
  await field(page, 'Message').fill('Typed before the page woke up.')
  await release()
  await hydratedAt(page, field(page, 'Name'))
  await expect(field(page, 'Name')).toHaveValue('Early Typist')
  await expect(field(page, 'Email')).toHaveValue('early.contact@example.com')
  await expect(field(page, 'Service interest')).toHaveValue('metallic')
  await expect(field(page, 'Message')).toHaveValue('Typed before the page woke up.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').getByText("Got it — we'll reach out today.")).toBeVisible()
})

test('a job application opened and filled before hydration keeps its values and its resume', async ({
  page,
}) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/careers')
  const role = page.locator('details#lead-installer')
  await role.locator('summary').click()
  const form = page.getByRole('form', { name: 'Apply for Lead Installer' })
  const input = (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`))
  await input('Name').pressSequentially('Early Applicant')
  await input('Email').fill('early.job@example.com')
  await input('Phone').fill('470-555-0177')
  await input('Resume \\(PDF\\)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await release()
  await hydratedAt(page, input('Name'))
  await expect(role).toHaveAttribute('open', '')
  await expect(input('Name')).toHaveValue('Early Applicant')
  await expect(input('Email')).toHaveValue('early.job@example.com')
  await expect(input('Phone')).toHaveValue('470-555-0177')
  expect(await input('Resume \\(PDF\\)').evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(1)
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('status').getByText('Application Received!')).toBeVisible()
})

test('the partner application keeps every field filled before hydration and submits', async ({ page }) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/partner-application')
  await field(page, 'Company Name').pressSequentially('Early Builders')
  await field(page, 'Primary Contact').fill('Lee Early')
  await field(page, 'Email').fill('early.partner@example.com')
  await field(page, 'Phone').fill('678 555 0133')
  await field(page, 'Partner Type').selectOption('builder')
  await field(page, 'Years in Business').selectOption('6-10')
  await field(page, 'Annual Projects').selectOption('16-30')
  await field(page, 'Primary Service Area').fill('Gwinnett County')
  await page.getByRole('checkbox', { name: /I agree to the partnership terms/ }).check()
  await release()
  await hydratedAt(page, field(page, 'Company Name'))
  await expect(field(page, 'Company Name')).toHaveValue('Early Builders')
  await expect(field(page, 'Primary Contact')).toHaveValue('Lee Early')
  await expect(field(page, 'Partner Type')).toHaveValue('builder')
  await expect(field(page, 'Annual Projects')).toHaveValue('16-30')
  await expect(page.getByRole('checkbox', { name: /I agree to the partnership terms/ })).toBeChecked()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('status').getByText('Application Submitted!')).toBeVisible()
})

test('the booking request form keeps what was typed before hydration and books the block', async ({
  page,
  request,
}) => {
  // A block two months out, requested through the form /schedule renders for it.
  const now = new Date()
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 7)
  const slots = (await (await request.get(`/api/slots?month=${month}`)).json()) as {
    id: string
    status: string
  }[]
  const slot = slots.find((s) => s.status === 'available')
  expect(slot).toBeTruthy()
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, `/schedule?month=${month}&slot=${slot?.id}#request`)
  await page.getByLabel('Full name').pressSequentially('Early Booker')
  await page.getByLabel('Email').fill('early.booking@example.com')
  await page.getByLabel('Square footage').fill('450')
  await page.getByLabel('Project address').fill('12 Main St, Buford, GA 30518')
  await page.getByLabel('Project type').selectOption('commercial')
  await release()
  await hydratedAt(page, page.getByLabel('Full name'))
  await expect(page.getByLabel('Full name')).toHaveValue('Early Booker')
  await expect(page.getByLabel('Email')).toHaveValue('early.booking@example.com')
  await expect(page.getByLabel('Square footage')).toHaveValue('450')
  await expect(page.getByLabel('Project address')).toHaveValue('12 Main St, Buford, GA 30518')
  await expect(page.getByLabel('Project type')).toHaveValue('commercial')
  await page.locator('#request').getByRole('button', { name: 'Request This Block' }).click()
  await expect(
    page.getByText("Booking request submitted successfully! We'll contact you within 24 hours.").first(),
  ).toBeVisible()
  const after = (await (await request.get(`/api/slots?month=${month}`)).json()) as {
    id: string
    status: string
  }[]
  expect(after.find((s) => s.id === slot?.id)?.status).toBe('pending')
})

test('staff sign-in keeps an email and password typed before hydration and signs in', async ({ page }) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/admin/sign-in')
  await page
    .getByLabel('Email')
    .pressSequentially(process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example')
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026')
  await release()
  await hydratedAt(page, page.getByLabel('Email'))
  await expect(page.getByLabel('Email')).toHaveValue(
    process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example',
  )
  await expect(page.getByLabel('Password')).toHaveValue(
    process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026',
  )
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('the knowledge hub searches for words typed before hydration', async ({ page }) => {
  const release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/knowledge')
  const box = page.getByRole('searchbox', { name: 'Search articles' })
  const count = page.getByRole('status').filter({ hasText: /articles?/ })
  const before = await count.textContent()
  await box.pressSequentially('urethane')
  await release()
  await hydratedAt(page, box)
  await expect(box).toHaveValue('urethane')
  // The list follows the words: the same articles as the server's page for that search, and the address keeps it.
  await expect(count).toContainText('for “urethane”')
  await expect(count).not.toHaveText(before ?? '')
  await expect(page).toHaveURL(/\/knowledge\?q=urethane$/)
  const served = await page.request.get('/knowledge?q=urethane').then((r) => r.text())
  const servedTitles = [...served.matchAll(/<article[^>]*>[\s\S]*?<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map(
    (m) =>
      m[1]
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim(),
  )
  expect(servedTitles).toContain('Urethane vs. Epoxy: Which Coating Belongs Where on Your Floor')
  await expect(page.locator('main article h2, main article h3')).toHaveText(servedTitles)
})

test('the referral calculator and the ROI slider calculate what was set before hydration', async ({
  page,
}) => {
  let release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/partnerships', '#main input')
  const projects = page.getByLabel('Number of projects')
  await projects.fill('12')
  await page.getByLabel('Average project value ($)').fill('12345')
  await release()
  await hydratedAt(page, projects)
  await expect(projects).toHaveValue('12')
  await expect(page.getByTestId('referral-earnings')).toHaveText('$7,407')

  await page.unrouteAll({ behavior: 'ignoreErrors' })
  release = await slowPhoneWithScriptsHeld(page)
  await openBeforeHydration(page, '/why-epoxy')
  const slider = page.getByRole('slider', { name: /Years of ownership/ })
  await slider.focus()
  await page.keyboard.press('Home')
  await release()
  await hydratedAt(page, slider)
  await expect(slider).toHaveValue('1')
  await expect(page.getByTestId('roi-epoxy')).toHaveText('$8,150')
  await expect(page.getByTestId('roi-savings')).toHaveText('$4,300')
})
