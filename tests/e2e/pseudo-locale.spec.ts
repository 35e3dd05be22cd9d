import { serviceAreas } from '../../app/content/service-areas'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { englishLeft, expectNoEnglishLeakedIn } from './pseudo-locale'

/**
 * The pseudo-locale (decision 039): English accented and bracketed, made from the English catalog.
 * A page whose every word comes from a catalog shows nothing unbracketed but the business's facts;
 * English that a component or a service wrote itself shows plainly, and fails here.
 */

test('the leak check sees English: the English page fails it', async ({ page }) => {
  await page.goto('/contact')
  expect((await englishLeft(page)).length).toBeGreaterThan(10)
})

/** The page types that are one implementation in every language so far (decision 039). */
const pages = [
  '/',
  '/contact',
  '/careers',
  '/floor-care',
  '/estimator',
  '/pricing',
  '/privacy',
  '/terms',
  '/accessibility',
  '/warranty',
]

/** A page's path in a language: its prefix, then the path ('/' alone is the prefix). */
const inLanguage = (prefix: string, path: string) => (path === '/' ? prefix : `${prefix}${path}`)

for (const path of pages) {
  test(`${path} and the frame, served and hydrated, speak the pseudo-locale only`, async ({
    page,
    consoleErrors,
  }) => {
    const pseudo = inLanguage('/en-xa', path)
    await page.goto(pseudo)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
    await expectNoEnglishLeakedIn(page, `${pseudo} (server render)`)
    await hydrated(page)
    await expectNoEnglishLeakedIn(page, `${pseudo} (hydrated)`)
    // Its links stay in the language, and the switch offers the languages visitors are offered.
    const internal = await page
      .locator('main a[href^="/"]:not([hreflang]), nav a[href^="/"]:not([hreflang])')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    for (const href of internal.filter((h) => !h.startsWith('/api/')))
      expect(href).toMatch(/^\/en-xa(\/|$|\?|#)/)
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', path)
    await expect(page.getByRole('link', { name: 'Español' })).toHaveAttribute('href', inLanguage('/es', path))
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test('the contact form refuses in the pseudo-locale, in the browser and from the server', async ({
  page,
}) => {
  await page.goto('/en-xa/contact')
  await hydrated(page)
  const form = page.locator('form', { has: page.locator('textarea') })
  await form.getByRole('textbox').first().fill('x')
  await form.getByRole('textbox').first().fill('')
  await form.locator('button[type="submit"]').click()
  await expect(form.getByText(/⟦ÉÉñţééŕ ýööûûŕ ñååɱéé\.⟧/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/contact (refused in the browser)')
})

test('the contact form refuses in the pseudo-locale without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en-xa/contact')
  await page
    .locator('form', { has: page.locator('textarea') })
    .locator('button[type="submit"]')
    .click()
  await expect(page.getByText(/⟦ÉÉñţééŕ ýööûûŕ ñååɱéé\.⟧/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/contact (refused by the server)')
  await context.close()
})

test('the estimator’s steps, refusals and estimate speak the pseudo-locale', async ({
  page,
  consoleErrors,
}) => {
  // A refusal from the server, worded by the pseudo catalog.
  await page.goto('/en-xa/estimator?space=warehouse&sqft=1&step=2')
  await expect(page.getByText(/ŵĥööļéé ñûûɱƀééŕ ƒŕööɱ 100 ţöö 5,000/)).toBeVisible()
  await expectNoEnglishLeakedIn(page, '/en-xa/estimator, step 2 refused (server render)')
  await hydrated(page)
  await expectNoEnglishLeakedIn(page, '/en-xa/estimator, step 2 refused (hydrated)')
  // An estimate: its figures, answers and facts in the pseudo-locale's words.
  const estimate =
    '/en-xa/estimator?space=warehouse&sqft=4200&finish=gunmetal-flake&zip=30518&timeline=this-month'
  await page.goto(estimate)
  await hydrated(page)
  await expect(page.getByText(/4,200/).first()).toBeVisible()
  await expectNoEnglishLeakedIn(page, `${estimate} (hydrated)`)
  expect(consoleErrors).toEqual([])
})

test('a service-area page speaks the pseudo-locale, served and hydrated', async ({ page, consoleErrors }) => {
  // Its links to pages the pseudo-locale has stay in it; the English-only pages it names (the
  // knowledge hub, the spec sheet) are linked in English, so the generic link check does not apply.
  const places = [...new Set(serviceAreas.flatMap((a) => [a.city, a.county]))]
  await page.goto('/en-xa/service-area/30518')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expectNoEnglishLeakedIn(page, '/en-xa/service-area/30518 (server render)', places)
  await hydrated(page)
  await expectNoEnglishLeakedIn(page, '/en-xa/service-area/30518 (hydrated)', places)
  await expect(page.getByRole('link', { name: /⟦/ }).first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
