import { readFile } from 'node:fs/promises'
import { PDFDocument } from 'pdf-lib'
import { pdfLines } from '../support/pdftotext'
import { axeViolations, expect, hydrated, test } from './fixtures'

const PATIO = '/estimator?space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month'
const RANGE = '$12,994 – $18,288'

test('hero → four steps → results, toast, dialog, PDF and hand-off to /schedule', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  await page.goto('/estimator')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know Before You Pour')
  await expect(page.getByText('2.3 days')).toBeVisible()
  await expect(page.getByText('$6.75–$9.50')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Learn How Pricing Works' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Start My Estimate' }).click()
  await expect(page).toHaveURL(/\/estimator$/)
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What type of space?' })).toBeFocused()
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])

  await page.getByText('Patio', { exact: true }).click()
  await expect(next).toBeEnabled()
  await next.click()

  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(page.getByText('Standard 2-car garage ≈ 400 sq ft')).toBeVisible()
  const slider = page.getByRole('slider', { name: 'How much square footage?' })
  await expect(slider).toHaveValue('400')
  await slider.fill('1250')
  await expect(page.getByText('1,250 sq ft')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await next.click()

  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await expect(next).toBeDisabled()
  await page.getByText('Custom Blend', { exact: true }).click()
  expect(await axeViolations(page)).toEqual([])
  await next.click()

  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Get My Estimate' })
  await expect(submit).toBeDisabled()
  const zip = page.getByRole('textbox', { name: 'Project zipcode' })
  await expect(zip).toHaveAttribute('maxlength', '5')
  await expect(zip).toHaveAttribute('placeholder', '12345')
  await zip.fill('30518')
  await page.getByRole('combobox', { name: 'When do you want it done?' }).selectOption('next-month')
  expect(await axeViolations(page)).toEqual([])
  // Every figure the range shows, recorded in the page from its first byte: on a loaded machine
  // the 1.5 s count-up can be over before a test's first look, so its frames are read from here.
  // The page's own clock also notes when the count-up began (the results are on screen) and when the
  // confirmation appeared, so their distance does not depend on how quickly this test looks.
  await page.addInitScript(() => {
    const seen: string[] = []
    const w = window as unknown as { rangeTexts: string[]; resultsAt?: number; dialogAt?: number }
    w.rangeTexts = seen
    const note = () => {
      const text = document.querySelector('[data-testid="estimate-range"]')?.textContent
      if (text && text !== seen.at(-1)) seen.push(text)
      if (text === '$0 – $0') w.resultsAt ??= performance.now()
      if (document.querySelector('[role="dialog"]')) w.dialogAt ??= performance.now()
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await submit.click()

  await expect(page).toHaveURL(
    /\/estimator\?space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month$/,
  )
  const range = page.getByTestId('estimate-range')
  await expect(page.getByRole('heading', { name: 'Your Estimated Project Range' })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: "We've Locked Your Details" })
  expect(await dialog.count()).toBe(0)
  await expect(range).toHaveText(RANGE)
  // A just-calculated estimate counts up from $0 once the page hydrates (a shared link shows
  // its figures at once). The server's HTML already holds the final range, so wait for the
  // count-up to have run rather than reading the frames as soon as that text shows.
  const frames = () => page.evaluate(() => (window as unknown as { rangeTexts: string[] }).rangeTexts)
  await expect.poll(async () => (await frames()).includes('$0 – $0')).toBe(true)
  await expect.poll(async () => (await frames()).at(-1)).toBe(RANGE)
  const shown = await frames()
  expect(shown.filter((text) => text !== RANGE).length).toBeGreaterThan(5)
  await expect(page.getByText('Estimate calculated successfully!')).toBeVisible()
  // The confirmation opens 3 s after the results (and hides the page behind it from assistive tech).
  // However long a loaded machine takes to show it, it never opens sooner: a timer does not fire
  // early. The page's clock starts a moment after the dialog's timer is set, hence 2.9 s.
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  const { resultsAt, dialogAt } = await page.evaluate(() => {
    const w = window as unknown as { resultsAt: number; dialogAt: number }
    return { resultsAt: w.resultsAt, dialogAt: w.dialogAt }
  })
  // timing-allowed: the spec's 3 s delay is the behaviour; a lower bound a slow machine only lengthens
  expect(dialogAt - resultsAt).toBeGreaterThanOrEqual(2_900)
  await expect(dialog).toContainText('Expect a call from our team within 24 hours to confirm your slot.')
  await expect(dialog).toContainText('email')
  const optIn = dialog.getByRole('checkbox', { name: 'Get garage design tips + project discounts' })
  await expect(optIn).toBeFocused()
  await optIn.click()
  await expect(optIn).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('refined-resin:design-tips-opt-in'))).toBe('true')
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'View Scheduling Calendar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Your Estimated Project Range' })).toBeFocused()

  const breakdown = page.locator('dl', { hasText: 'Material & Prep' })
  await expect(breakdown).toContainText('$6,256')
  await expect(breakdown).toContainText('$9,384')
  await expect(breakdown).toContainText('×1.40')
  await expect(breakdown).toContainText('3 days')
  await expect(page.getByText('Price may vary by prep condition and design complexity')).toBeVisible()
  await expect(page.getByText('Book now and lock current material pricing for 30 days')).toBeVisible()
  await expect(page.getByText('No card required to book a consult')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Epoxy flooring in Buford' })).toHaveAttribute(
    'href',
    '/service-area/30518',
  )

  // Pricing factors: one open at a time, collapsible.
  const surface = page.locator('details', { hasText: 'Surface Condition' })
  const design = page.locator('details', { hasText: 'Design Complexity' })
  await surface.locator('summary').click()
  await expect(surface).toHaveAttribute('open', '')
  await design.locator('summary').click()
  await expect(design).toHaveAttribute('open', '')
  await expect(surface).not.toHaveAttribute('open', '')
  await design.locator('summary').click()
  await expect(design).not.toHaveAttribute('open', '')
  await expect(page.getByRole('heading', { name: 'Did You Know?' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Quote PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^refined-resin-estimate-RR-\d{8}-[0-9A-Z]{5}\.pdf$/)
  const bytes = await readFile(await download.path())
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getPageCount()).toBe(1)
  const text = pdfLines(bytes)
  expect(text).toContain(RANGE)
  expect(text).toContain('3 days')
  expect(text).toContain('Price may vary by prep condition and design complexity')

  await page.getByRole('link', { name: 'Lock My Slot' }).click()
  await expect(page).toHaveURL(
    /\/schedule\?space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month$/,
  )
  expect(consoleErrors).toEqual([])
})

test('a shared estimate URL renders the same figures with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(PATIO)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know Before You Pour')
  await expect(page.getByTestId('estimate-range')).toHaveText(RANGE)
  await expect(page.locator('dl', { hasText: 'Material & Prep' })).toContainText('3 days')
  await expect(page.getByRole('link', { name: 'Lock My Slot' })).toHaveAttribute(
    'href',
    '/schedule?space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month',
  )
  // The pricing factors open without JavaScript.
  await page.getByText('Crew Availability').click()
  await expect(page.getByText(/rush jobs may incur 15-20% urgency fees/i)).toBeVisible()
  await context.close()
})

test('without JavaScript the four steps still lead to an estimate', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/estimator')
  await page.getByRole('link', { name: 'Start My Estimate' }).click()
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await page.getByText('Warehouse', { exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await page.getByRole('slider').fill('3000')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(page.getByRole('slider')).toHaveValue('3000')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByText('Storm Grey Solid', { exact: true }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Project zipcode' }).fill('90210')
  await page.getByRole('combobox', { name: 'When do you want it done?' }).selectOption('later')
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  // 3000 × 6.75 × 1.15 = 23,287.5; 3000 × 9.5 × 1.15 = 32,775; 3000 sq ft is 5 days.
  await expect(page.getByTestId('estimate-range')).toHaveText('$23,288 – $32,775')
  await expect(page.locator('dl', { hasText: 'Material & Prep' })).toContainText('5 days')
  await expect(page.getByText(/90210 is outside our usual Metro Atlanta service area/)).toBeVisible()
  await context.close()
})

test('a bad or partial estimate link opens the form at the step to fix, with its error', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/estimator?space=garage&sqft=99999&finish=storm-grey&zip=30518&timeline=later')
  await hydrated(page)
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await expect(page.getByText('Square footage must be a whole number from 100 to 5,000.')).toBeVisible()
  await expect(page.getByRole('slider')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/estimator?space=garage&sqft=400&finish=storm-grey&zip=abcde&timeline=later')
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  const zip = page.getByRole('textbox', { name: 'Project zipcode' })
  await expect(zip).toHaveValue('abcde')
  await expect(zip).toHaveAccessibleDescription('Must be a valid 5-digit zipcode')

  await page.goto('/estimator?space=basement&sqft=600')
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await expect(page.getByText(/This estimate link is missing some details/)).toBeVisible()

  await page.goto('/estimator?space=%3Cscript%3Ealert(1)%3C%2Fscript%3E&sqft=abc')
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByText('Choose the type of space.')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('the zipcode must be five digits, and Back on step 1 returns to the hero', async ({ page }) => {
  await page.goto('/estimator?space=garage&sqft=400&finish=gunmetal-flake&step=4')
  await hydrated(page)
  const zip = page.getByRole('textbox', { name: 'Project zipcode' })
  await zip.fill('3O518')
  await page.getByRole('combobox', { name: 'When do you want it done?' }).selectOption('this-month')
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  await expect(zip).toBeFocused()
  await expect(zip).toHaveAccessibleDescription('Must be a valid 5-digit zipcode')
  await expect(page).toHaveURL(/step=4$/)

  for (const step of [4, 3, 2]) {
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
  }
  await expect(page.getByText('Step 1 of 4')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Garage' })).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('link', { name: 'Start My Estimate' })).toBeVisible()
})

test('the whole estimate works from the keyboard alone', async ({ page }) => {
  await page.goto('/estimator')
  await hydrated(page)
  const start = page.getByRole('link', { name: 'Start My Estimate' })
  await start.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'What type of space?' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Garage' })).toBeFocused()
  await expect(page.getByRole('tooltip').first()).toBeVisible()
  await page.keyboard.press('ArrowDown') // moves and selects: Patio
  await page.keyboard.press('ArrowDown') // Basement
  await expect(page.getByRole('radio', { name: 'Basement' })).toBeChecked()
  await page.keyboard.press('Enter') // submits the form: Next
  await expect(page.getByText('Step 2 of 4')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('slider')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByText('500 sq ft')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 3 of 4')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: /Metallic Copper/ })).toBeChecked()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 4 of 4')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.type('30043')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Get My Estimate' })).toBeFocused()
  await page.keyboard.press('Enter')
  // 500 sq ft basement, metallic copper: 500 × 6.75 × 1.05 × 1.3 = 4,606.88; × 9.5 = 6,483.75.
  await expect(page.getByTestId('estimate-range')).toHaveText('$4,607 – $6,484')
})

test('with reduced motion the range shows at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/estimator?space=garage&sqft=400&finish=storm-grey&step=4')
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Project zipcode' }).fill('30518')
  await page.getByRole('combobox', { name: 'When do you want it done?' }).selectOption('later')
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  // 400 × 6.75 = 2,700; 400 × 9.5 = 3,800: shown as soon as the results are, no counting.
  await expect(page.getByRole('heading', { name: 'Your Estimated Project Range' })).toBeVisible()
  expect(await page.getByTestId('estimate-range').textContent()).toBe('$2,700 – $3,800')
  await context.close()
})

test('the quote PDF refuses a bad link with a 400 and the reasons', async ({ request }) => {
  const response = await request.get('/estimator/quote.pdf?space=patio&sqft=20&zip=../../etc')
  expect(response.status()).toBe(400)
  const body = await response.json()
  expect(body.error).toMatch(/missing or has invalid answers/)
  expect(body.fieldErrors.zip).toEqual(['Must be a valid 5-digit zipcode'])
  expect(body.fieldErrors.sqft[0]).toMatch(/100 to 5,000/)
})
