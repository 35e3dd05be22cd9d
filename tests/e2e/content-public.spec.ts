import type { Page } from '@playwright/test'
import { pdfLines } from '../support/pdftotext'
import { expect, hydrated, test, untilLive } from './own-server-fixture'
import { signIn } from './staff'

// What visitors see after the owner publishes (decision 033), on a server of its own: the phone on
// every page and in the structured data, a garage rate in the estimator and the quote PDF (an older
// quote link keeping its figures), a new job role on the careers page, and a restored revision.

/** The page's LocalBusiness structured data. */
async function businessJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b)).find((d) => JSON.stringify(d['@type']).includes('LocalBusiness'))
}

const garage = 'space=garage&sqft=400&finish=storm-grey&zip=30518&timeline=next-month'

async function quoteRange(page: Page, href: string) {
  const res = await page.request.get(href)
  expect(res.status()).toBe(200)
  const text = pdfLines(new Uint8Array(await res.body())).join(' ')
  return /\$[\d,]+\s*[–-]\s*\$[\d,]+/.exec(text)?.[0]?.replace(/\s/g, '')
}

test('the owner’s publishes reach every page visitors see within seconds, and a restore brings the old ones back', async ({
  page,
  browser,
  ownServer,
}) => {
  test.setTimeout(240_000)
  const visitor = await (await browser.newContext({ baseURL: ownServer.baseURL })).newPage()

  // Before: the repository's phone on the home page, the footer, the contact page and the JSON-LD.
  await visitor.goto('/')
  await expect(visitor.locator('footer')).toContainText('(470) 555-0142')
  const oldQuote = `/estimator/quote.pdf?${garage}&pb=1`
  expect(await quoteRange(visitor, oldQuote)).toBe('$2,700–$3,800')

  await signIn(page, { next: '/admin/content' })
  await page.goto('/admin/content/facts')
  await hydrated(page)
  await page.getByLabel('Phone').fill('404.555.0177')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText(/^Published as revision 2\./).first()).toBeVisible()

  // Within a few seconds, every page shows the new number (the page store re-rendered them).
  await expect
    .poll(
      async () => {
        await visitor.goto('/')
        return visitor.locator('footer').textContent()
      },
      { ...untilLive, intervals: [500] },
    )
    .toContain('(404) 555-0177')
  await expect(visitor.locator('footer a[href="tel:+14045550177"]').first()).toBeVisible()
  expect((await businessJsonLd(visitor))?.telephone).toBe('+1-404-555-0177')
  await visitor.goto('/contact')
  await expect(visitor.getByRole('main')).toContainText('(404) 555-0177')
  await expect(visitor.getByRole('main')).not.toContainText('(470) 555-0142')
  await visitor.goto('/warranty')
  await expect(visitor.getByRole('main')).toContainText('(404) 555-0177')

  // A garage costs more: the estimator's range and its quote PDF follow; the old quote link does not.
  await page.goto('/admin/content/prices')
  await hydrated(page)
  await page.getByLabel('Garage factor').fill('1.2')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText(/^Published as revision 2\./).first()).toBeVisible()
  await expect
    .poll(
      async () => {
        await visitor.goto(`/estimator?${garage}`)
        return visitor.getByRole('main').textContent()
      },
      { ...untilLive, intervals: [500] },
    )
    .toMatch(/\$3,240\s*[–-]\s*\$4,560/)
  const quoteHref = await visitor.locator('a[href*="quote.pdf"]').first().getAttribute('href')
  expect(quoteHref).toContain('pb=2')
  expect(await quoteRange(visitor, quoteHref ?? '')).toBe('$3,240–$4,560')
  expect(await quoteRange(visitor, oldQuote)).toBe('$2,700–$3,800')
  // The pricing guide's table of factors follows once its page is rendered again.
  await expect
    .poll(
      async () => {
        await visitor.goto('/pricing')
        return visitor.getByRole('main').textContent()
      },
      { ...untilLive, intervals: [500] },
    )
    .toContain('Garage ×1.20')

  // A new role opens: the careers page lists it with its own application form, which the server takes.
  await page.goto('/admin/content/jobs/new')
  await hydrated(page)
  await page.getByLabel('Address name').fill('floor-technician')
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Floor Technician')
  await page
    .getByRole('textbox', { name: 'Tagline', exact: true })
    .fill('Keep every floor we poured looking new.')
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Visit finished floors for inspections, touch-ups and reseals across Metro Atlanta.')
  await page
    .getByRole('textbox', { name: 'Requirements', exact: true })
    .fill('Valid driver’s license\nCareful with detail')
  await page.getByRole('textbox', { name: 'Pay as shown', exact: true }).fill('$20-24/hr')
  await page.getByLabel('Lowest pay').fill('20')
  await page.getByLabel('Highest pay').fill('24')
  await page.getByRole('button', { name: 'Publish the new role' }).click()
  await expect(page.getByText(/Published/).first()).toBeVisible()
  const role = visitor.locator('details#floor-technician')
  await expect
    .poll(
      async () => {
        await visitor.goto('/careers')
        return role.count()
      },
      { ...untilLive, intervals: [500] },
    )
    .toBe(1)
  await expect(role).toContainText('$20-24/hr')
  await hydrated(visitor)
  await role.locator('summary').click()
  await expect(visitor.getByRole('form', { name: 'Apply for Floor Technician' })).toBeVisible()

  // Restoring the imported facts puts the old number back everywhere.
  await page.goto('/admin/content/history/facts/business')
  await hydrated(page)
  await page.getByRole('link', { name: 'View revision 1' }).click()
  await page.getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(page.getByText(/Revision 1 restored as revision 3\./).first()).toBeVisible()
  await expect
    .poll(
      async () => {
        await visitor.goto('/')
        return visitor.locator('footer').textContent()
      },
      { ...untilLive, intervals: [500] },
    )
    .toContain('(470) 555-0142')
  expect((await businessJsonLd(visitor))?.telephone).toBe('+1-470-555-0142')
})
