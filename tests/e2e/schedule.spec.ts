import type { Page } from '@playwright/test'
import { addMonths, monthLabel, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import { axeViolations, expect, hydrated, test } from './fixtures'

const thisMonth = monthOf(todayInBusinessZone(new Date()))
let ipSeq = 0

/** Every test is its own visitor (the host trusts X-Forwarded-For from loopback), so the per-IP limit is per test. */
async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(process.pid % 50) * 5 + (++ipSeq % 5)}` })
}

async function goToMonth(page: Page, ahead: number) {
  for (let i = 1; i <= ahead; i++) {
    await page.getByRole('link', { name: 'Next month' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: monthLabel(addMonths(thisMonth, i)) }),
    ).toBeVisible()
  }
  await expect(page.getByText('Loading available slots...')).toHaveCount(0)
}

async function openFirstAvailable(page: Page) {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Request This Block/ }) })
  const label = (await card.first().getAttribute('aria-label')) ?? ''
  await card
    .first()
    .getByRole('button', { name: /Request This Block/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Request This Block' })
  await expect(dialog).toBeVisible()
  return { dialog, range: label.replace(/: Available$/, '') }
}

async function fill(page: Page, values: { name: string; email: string; address: string; size: string }) {
  await page.getByLabel('Full name').fill(values.name)
  await page.getByLabel('Email').fill(values.email)
  await page.getByLabel('Project address').fill(values.address)
  await page.getByLabel('Square footage').fill(values.size)
}

test.beforeEach(async ({ page }) => {
  await asVisitor(page)
})

test('shows this month, navigates months and is accessible', async ({ page, consoleErrors }) => {
  await page.goto('/schedule')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lock Your Weekend Slot')
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(thisMonth) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled()
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('listitem')).toHaveText(['Available', 'Requested', 'Booked', 'Unavailable'])

  const slotRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/slots')) slotRequests.push(new URL(r.url()).searchParams.get('month') ?? '')
  })
  await goToMonth(page, 2)
  expect(slotRequests).toEqual([addMonths(thisMonth, 1), addMonths(thisMonth, 2)])
  const cards = page.getByRole('list', { name: `Install blocks in ${monthLabel(addMonths(thisMonth, 2))}` })
  await expect(cards.getByRole('listitem').first()).toContainText('3 days')
  await expect(page).toHaveURL(new RegExp(`month=${addMonths(thisMonth, 2)}`))

  await page.getByRole('link', { name: 'Previous month' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: monthLabel(addMonths(thisMonth, 1)) }),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('requests a block: success toast, dialog closes, the block turns Requested', {
  tag: '@postgres',
}, async ({ page, consoleErrors }) => {
  await page.goto('/schedule')
  await hydrated(page)
  await goToMonth(page, 1)
  const { dialog, range } = await openFirstAvailable(page)
  expect(await axeViolations(page)).toEqual([])

  // Submitting empty shows errors under the fields and focuses the first one.
  await dialog.getByRole('button', { name: 'Request This Block' }).click()
  await expect(dialog.getByText('Enter your full name')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()
  await page.getByLabel('Square footage').fill('50')
  await page.getByLabel('Square footage').blur()
  await expect(dialog.getByText('Square footage must be at least 100')).toBeVisible()

  await fill(page, {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    address: '1 Navy Way, Buford, GA',
    size: '650',
  })
  await page.getByLabel('Project type').selectOption('commercial')
  await page.getByLabel('Preferred finish (optional)').selectOption('flake')
  await dialog.getByRole('button', { name: 'Request This Block' }).click()

  await expect(
    page.getByText("Booking request submitted successfully! We'll contact you within 24 hours."),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('listitem', { name: `${range}: Requested` })).toBeVisible()
  await expect(
    page
      .getByRole('listitem', { name: `${range}: Requested` })
      .getByRole('button', { name: /Request This Block/ }),
  ).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('a failed submission keeps every value and the dialog open', async ({ page, request }) => {
  await page.goto('/schedule')
  await hydrated(page)
  await goToMonth(page, 2)
  const { dialog, range } = await openFirstAvailable(page)
  await fill(page, {
    name: 'Alan Turing',
    email: 'alan@example.com',
    address: '2 Bletchley Rd, Duluth, GA',
    size: '400',
  })
  await page.getByLabel('Notes (optional)').fill('<script>alert(1)</script> side gate')

  // The server cannot be reached.
  await page.route('**/api/bookings', (route) => route.fulfill({ status: 503, body: 'down' }))
  await dialog.getByRole('button', { name: 'Request This Block' }).click()
  await expect(page.getByText('Failed to submit booking request. Please try again.').first()).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Alan Turing')
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('<script>alert(1)</script> side gate')
  await page.unroute('**/api/bookings')

  // Someone else takes the block first: 409, the message, values kept, the calendar reloads.
  const slots = (await (await request.get(`/api/slots?month=${addMonths(thisMonth, 2)}`)).json()) as {
    id: string
    status: string
  }[]
  const taken = slots.find((s) => s.status === 'available')!
  const other = await request.post('/api/bookings', {
    headers: { 'X-Forwarded-For': '192.0.2.200' },
    data: {
      slot_id: taken.id,
      customer_name: 'Someone Else',
      customer_email: 'else@example.com',
      project_address: '3 Elm St',
      project_size: 300,
    },
  })
  expect(other.status()).toBe(201)
  await dialog.getByRole('button', { name: 'Request This Block' }).click()
  await expect(page.getByText('That block was just requested. Please choose another.').first()).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('alan@example.com')
  await expect(page.getByLabel('Square footage')).toHaveValue('400')

  // Closing and choosing another block keeps what was typed.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listitem', { name: `${range}: Requested` })).toBeVisible()
  await openFirstAvailable(page)
  await expect(page.getByLabel('Full name')).toHaveValue('Alan Turing')
})

test('arriving from the estimator fills the dialog from the estimate', async ({ page, consoleErrors }) => {
  await page.goto('/schedule?space=warehouse&sqft=2400&finish=gunmetal-flake&zip=30518&timeline=next-month')
  await hydrated(page)
  const note = page.getByRole('complementary', { name: 'Your estimate' })
  await expect(note).toContainText('Warehouse · 2,400 sq ft · Gunmetal Flake · Next Month · $21,425–$30,153')
  await goToMonth(page, 3)
  await expect(page).toHaveURL(/space=warehouse/)
  await openFirstAvailable(page)
  await expect(page.getByLabel('Square footage')).toHaveValue('2400')
  await expect(page.getByLabel('Project type')).toHaveValue('industrial')
  await expect(page.getByLabel('Preferred finish (optional)')).toHaveValue('flake')
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('says so when slots fail to load, and shows the empty panel', async ({ page }) => {
  await page.goto('/schedule')
  await hydrated(page)
  await page.route('**/api/slots*', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.getByRole('link', { name: 'Next month' }).click()
  await expect(page.getByText('Failed to load available slots')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Slots Available This Month' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
})

test('works without JavaScript: month links, request form, outcome', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
  })
  const page = await context.newPage()
  await page.goto('/schedule')
  for (let i = 1; i <= 4; i++) await page.getByRole('link', { name: 'Next month' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: monthLabel(addMonths(thisMonth, 4)) }),
  ).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /Request This Block/ }) })
  const range = ((await card.first().getAttribute('aria-label')) ?? '').replace(/: Available$/, '')
  await card
    .first()
    .getByRole('link', { name: /Request This Block/ })
    .click()
  await expect(page.getByRole('heading', { name: `Request ${range}` })).toBeVisible()

  // An invalid post comes back with the errors and the values.
  await fill(page, {
    name: 'Katherine Johnson',
    email: 'kj@example',
    address: '4 Orbit Ln, Suwanee, GA',
    size: '120',
  })
  await page.getByRole('button', { name: 'Request This Block' }).click()
  await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Katherine Johnson')

  await page.getByLabel('Email').fill('kj@example.com')
  await page.getByRole('button', { name: 'Request This Block' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking request submitted successfully!' }),
  ).toBeVisible()
  await expect(page.getByRole('listitem', { name: `${range}: Requested` })).toBeVisible()
  await context.close()
})

test('the API answers 400 for a bad month and a bad booking, never a 5xx', async ({ request }) => {
  const month = await request.get('/api/slots?month=2026-13')
  expect(month.status()).toBe(400)
  expect((await month.json()).error).toMatch(/YYYY-MM/)
  const bad = await request.post('/api/bookings', {
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': '192.0.2.201' },
    data: '{"slot_id": ',
  })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ fieldErrors: {} })
})
