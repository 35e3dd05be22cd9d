import { company } from '../../app/content/business'
import { factsEs } from '../../app/content/es/facts'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

// Shared by both languages (decision 034): place names ('Suwanee, GA'), customers' names ('Jorge R.'),
// 'Industrial' (a Spanish word too), the social networks' names and the footer's legal line.
const alsoShared = [
  /^[A-Z][a-z]+ [A-Z]\.$/,
  /^[A-Z][a-z]+( [A-Z][a-z]+)*, GA$/,
  /^Industrial$/,
  /^(Instagram|Facebook)$/,
  /^© [\d–]+ Refined Resin LLC\. [A-Z][a-z]+, GA\.$/,
]

test('the Spanish home shows no English, only the place names and figures both share', async ({ page }) => {
  await expectNoEnglishLeft(page, '/', alsoShared)
})

test('the two homes name each other in hreflang, and the Spanish one is es-US', async ({ page }) => {
  await expectReciprocalHreflang(page, '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page).toHaveTitle(/Pisos epóxicos/)
})

test('the Spanish home shows the English home figures and links only to Spanish pages', async ({
  page,
  consoleErrors,
}) => {
  const figures = async () => {
    const strip = await page.locator('section').nth(1).locator('dd').allInnerTexts()
    const panel = await page.locator('section').nth(2).locator('dl dd').allInnerTexts()
    // The figures of each stat: a range is worded by each language ("2-3 Days", "2 a 3 días", decision 039).
    return [...strip, ...panel].map((f) => f.match(/\d[\d,]*%?/g)?.join(' '))
  }
  await page.goto('/')
  const english = await figures()
  await page.goto('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refined Resin. Pisos vertidos como arte.')
  expect(await figures()).toEqual(english)
  for (const size of ['600 pies²', '800 pies²', '2,400 pies²'])
    await expect(page.getByText(size)).toBeVisible()
  await expect(page.getByText('Terminado el 14 nov 2026')).toBeVisible()
  await expect(page.getByRole('region', { name: 'De un vistazo' })).toContainText('Lanzamiento en verano')

  const main = page.locator('main')
  for (const href of await main.getByRole('link').evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/es(\/[a-z-]+)?(\?.*)?$/)
  await expect(main.getByRole('link', { name: 'Comparta su opinión' })).toHaveAttribute(
    'href',
    /^\/es\/contact\?interest=other&message=Me%20gustar%C3%ADa/,
  )
  await expect(main.getByRole('link', { name: 'Reserve su bloque de fin de semana' })).toHaveAttribute(
    'href',
    '/es/schedule',
  )

  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test("the navigation's Inicio leads to /es and English to /", async ({ page }) => {
  await page.goto('/es/contact')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await nav.getByRole('link', { name: 'Inicio' }).click()
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refined Resin. Pisos vertidos como arte.')
  await page.getByRole('link', { name: 'English', exact: true }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refined Resin. Floors Poured Like Art.')
})

test('the Spanish home’s document carries the owner’s Spanish hours, not the English ones', async ({
  request,
}) => {
  // The English hours as the seed publishes them, and the Spanish the owner wrote (decision 039).
  const html = await (await request.get('/es')).text()
  expect(html).toContain(factsEs.hours)
  expect(html).not.toContain(company.hours)
  const english = await (await request.get('/')).text()
  expect(english).not.toContain(factsEs.hours)
})
