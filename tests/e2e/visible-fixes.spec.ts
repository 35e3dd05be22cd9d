// Four things a visitor saw wrong, checked in the HTML the server sends (JavaScript off),
// then, for the schedule legend, against a real "Requested" card in a hydrated page.
import { company } from '../../app/content/business'
import { articleCategories } from '../../app/features/knowledge/category-names'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import { axeViolations, expect, hydrated, test } from './fixtures'

const thisYear = Number(todayInBusinessZone(new Date()).slice(0, 4))

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every topic filter of the knowledge hub lists articles; Trends has at least two', async ({
    page,
  }) => {
    for (const { id, label } of articleCategories) {
      await page.goto(`/knowledge?topic=${id}`)
      await expect(page.locator('main article').first(), label).toBeVisible()
    }
    await page.goto('/knowledge?topic=trends')
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(2)
    // The card leads straight to the canonical article URL: no redirect on the way.
    const href = await page.locator('main article a').first().getAttribute('href')
    expect(href).toMatch(/^\/article\/[a-z0-9-]+$/)
    const res = await page.request.get(href!, { maxRedirects: 0 })
    expect(res.status()).toBe(200)
  })

  test('the footer runs from the founding year to the build year', async ({ page }) => {
    await page.goto('/')
    const line = page.locator('footer').getByText(`© ${company.founded.year}–`)
    await expect(line).toHaveText(new RegExp(`^© ${company.founded.year}–(${thisYear}|${thisYear - 1}) `))
  })

  test('the prerendered schedule legend explains Requested', async ({ page }) => {
    await page.goto('/schedule')
    await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      'Available',
      'Requested',
      'Booked',
      'Unavailable',
    ])
    await expect(page.getByTestId('legend-requested')).toHaveText(
      /^Requested: another visitor's request for this block is waiting for our confirmation.*Pick another block, or check back/,
    )
  })
})

test('a Requested card and its legend entry wear the same colours', async ({ page, request }) => {
  const month = addMonths(monthOf(todayInBusinessZone(new Date())), 4)
  const slots = (await (await request.get(`/api/slots?month=${month}`)).json()) as {
    id: string
    status: string
  }[]
  const slot = slots.find((s) => s.status === 'available')
  expect(slot, `an available block in ${month}`).toBeTruthy()
  const booked = await request.post('/api/bookings', {
    headers: { 'X-Forwarded-For': '192.0.2.181' },
    data: {
      slot_id: slot!.id,
      customer_name: 'Legend Check',
      customer_email: 'legend@example.com',
      project_address: '1 Legend Way, Buford, GA',
      project_size: 300,
    },
  })
  expect(booked.status()).toBe(201)

  await page.goto(`/schedule?month=${month}`)
  await hydrated(page)
  const legendItem = page
    .getByRole('list', { name: 'Legend' })
    .getByRole('listitem')
    .filter({ hasText: /^Requested$/ })
  const badge = page
    .getByRole('listitem', { name: /: Requested$/ })
    .first()
    .getByText('Requested', { exact: true })
  const colours = (el: Element) => {
    const s = getComputedStyle(el)
    return [s.color, s.backgroundColor, s.borderTopColor]
  }
  expect(await legendItem.evaluate(colours)).toEqual(await badge.evaluate(colours))
  expect(await axeViolations(page)).toEqual([])
})

test('the pricing guide keeps each card’s details under its own heading', async ({ page }) => {
  await page.goto('/pricing')
  const cards = page.getByRole('region', { name: 'Four things that set your price' }).getByRole('listitem')
  await expect(cards.filter({ hasText: 'Surface condition' })).not.toContainText('×')
  await expect(cards.filter({ hasText: 'Floor size and space' })).toContainText(
    'Space factor: Garage ×1.00 · Patio ×1.10 · Basement ×1.05 · Commercial Suite ×1.20 · Warehouse ×1.15',
  )
})
