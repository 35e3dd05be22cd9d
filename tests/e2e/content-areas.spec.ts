import type { APIRequestContext } from '@playwright/test'
import { axeViolations, expect, hydrated, test, untilLive } from './own-server-fixture'
import { signIn } from './staff'

// Adding and retiring service areas changes the sitemap and ~140 pages (decision 033), so this
// journey runs on a server and database of its own.

/** Braselton, Jackson County: about 12 miles east of the Buford base, not in the repository's list. */
const added = '30517'
/** Buford, at the base: a seed ZIP the build prerendered, so its retirement must beat the build's file. */
const retired = '30518'

/** What a visitor's first request for a service-area page answers, without following a redirect. */
async function answerOf(request: APIRequestContext, zip: string) {
  const res = await request.get(`/service-area/${zip}`, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers().location ?? null }
}

async function sitemap(request: APIRequestContext) {
  return (await request.get('/sitemap.xml')).text()
}

test('the owner adds a ZIP and retires one; the public pages and the sitemap follow within seconds', async ({
  page,
  browser,
  ownServer,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const visitor = await (await browser.newContext({ baseURL: ownServer.baseURL })).newPage()
  const request = visitor.request

  // Before: the new ZIP has no page (the hub answers), the seed ZIP is the build's page.
  expect(await answerOf(request, added)).toEqual({ status: 302, location: '/knowledge' })
  expect((await answerOf(request, retired)).status).toBe(200)

  await signIn(page, { next: '/admin/content' })
  await page.getByRole('link', { name: 'Service areas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Service areas' })).toBeVisible()
  await expect(page.getByText(/^Showing 139 of 139 ZIPs/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // The list filters by county (and by city or ZIP) on the server.
  await page.getByLabel('County').selectOption('Hall')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/county=Hall/)
  await expect(page.getByText(/^Showing 12 of 139 ZIPs/)).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(12)

  // A ZIP that is not five digits, or not in Georgia, is refused with a message.
  await hydrated(page)
  await page.getByLabel('Add a ZIP').fill('3051')
  await page.getByRole('button', { name: 'Add ZIP' }).click()
  await expect(page.getByText('Enter a ZIP code: five digits, such as 30518.').first()).toBeVisible()
  await page.getByLabel('Add a ZIP').fill('90210')
  await page.getByRole('button', { name: 'Add ZIP' }).click()
  await expect(page.getByText(/ZIP 90210 is not a Georgia ZIP/).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Added from the ZIP data: city and county looked up, nothing typed but the number.
  await page.getByLabel('Add a ZIP').fill(added)
  await page.getByRole('button', { name: 'Add ZIP' }).click()
  await expect(
    page.getByText(/^Added 30517 \(Braselton, Jackson County\), 12\.4 miles east/).first(),
  ).toBeVisible()

  await expect.poll(async () => (await answerOf(request, added)).status, untilLive).toBe(200)
  await visitor.goto(`/service-area/${added}`)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Epoxy Flooring in Braselton, GA' }),
  ).toBeVisible()
  await expect(visitor.getByText(/Jackson County, GA/).first()).toBeVisible()
  expect(await sitemap(request)).toContain(`/service-area/${added}<`)

  // Retire the base's own ZIP: the list shows where its page will send visitors.
  await page.goto(`/admin/content/service-areas?q=${retired}`)
  const row = page.locator(`tr[data-zip="${retired}"]`)
  const target = (await row.getByText(/^If retired: to \d{5}$/).textContent())?.slice(-5) ?? ''
  expect(target).toMatch(/^\d{5}$/)
  await hydrated(page)
  await page.getByRole('button', { name: `Retire ${retired}` }).click()
  await expect(
    page.getByText(new RegExp(`^Retired ${retired} .*sends visitors to ${target}`)).first(),
  ).toBeVisible()
  await expect(row.getByText(`Sends visitors to ${target}`)).toBeVisible()

  // The build prerendered this page; once the page store is swapped in, the server's 301 answers.
  await expect
    .poll(async () => answerOf(request, retired), untilLive)
    .toEqual({ status: 301, location: `/service-area/${target}` })
  await visitor.goto(`/service-area/${retired}`)
  await expect(visitor).toHaveURL(new RegExp(`/service-area/${target}$`))
  const map = await sitemap(request)
  expect(map).not.toContain(`/service-area/${retired}<`)
  expect(map).toContain(`/service-area/${added}<`)

  // Restored in one click: the page is back.
  await page.getByRole('button', { name: `Restore ${retired}` }).click()
  await expect(page.getByText(new RegExp(`^Restored ${retired} `)).first()).toBeVisible()
  await expect.poll(async () => (await answerOf(request, retired)).status, untilLive).toBe(200)
  expect(await sitemap(request)).toContain(`/service-area/${retired}<`)
  // The two refused ZIPs answered 400, which the browser logs; nothing else went wrong.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ])
})
