import sharp from 'sharp'
import { expect, hydrated, test } from './fixtures'

const staffEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const staffPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'

type Slot = { id: string; start_date: string; status: string }

const month = (offset: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + offset)
  return d.toISOString().slice(0, 7)
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#6b5d4a' } })
    .jpeg()
    .toBuffer()

/**
 * The customer's side works with JavaScript off: a request with a photo, then the
 * booking page's note and photo, a request to move, and a cancellation, each a plain form post.
 */
test('with JavaScript off a visitor books with a photo, then adds to, moves and cancels the booking from its page', {
  tag: '@postgres',
}, async ({ browser }) => {
  test.setTimeout(120_000)
  const customer = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.161' },
  })
  const page = await customer.newPage()
  await page.goto('/?utm_source=nextdoor')

  // Two open blocks, the last of a month some way out (other journeys take the first ones).
  const open: (Slot & { month: string })[] = []
  for (const m of [5, 6, 4, 3]) {
    if (open.length >= 2) break
    const slots = (await (await page.request.get(`/api/slots?month=${month(m)}`)).json()) as Slot[]
    for (const s of slots.filter((s) => s.status === 'available').slice(-2))
      open.push({ ...s, month: month(m) })
  }
  const [first, second] = open
  if (!first || !second) throw new Error('fewer than two available blocks')
  const statusOf = async (slot: Slot & { month: string }) => {
    const slots = (await (await page.request.get(`/api/slots?month=${slot.month}`)).json()) as Slot[]
    return slots.find((s) => s.id === slot.id)?.status
  }

  const stamp = Date.now()
  const email = `noscript-${stamp}@example.com`
  await page.goto(`/schedule?month=${first.month}&slot=${first.id}#request`)
  await page.getByLabel('Full name').fill(`Noscript ${stamp}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Project address').fill('7 Elm Ct, Sugar Hill, GA')
  await page.getByLabel('Square footage').fill('380')
  await page
    .getByLabel('Photos of the floor (optional)')
    .setInputFiles([{ name: 'floor.jpg', mimeType: 'image/jpeg', buffer: await photo() }])
  await page.getByRole('button', { name: 'Request This Block', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking request submitted successfully!' }),
  ).toBeVisible()
  expect(await statusOf(first)).toBe('pending')

  // The acknowledgement holds the booking page's link (read where staff read mail).
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staff.goto('/admin/sign-in')
  await hydrated(staff)
  await staff.getByLabel('Email').fill(staffEmail)
  await staff.getByLabel('Password').fill(staffPassword)
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(staff.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await staff.goto('/admin/outbox')
  const mail = staff
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'Your install block request' })
  const link = ((await mail.locator('pre').first().textContent()) ?? '').match(
    /\/booking\/[A-Za-z0-9_-]{43}/,
  )?.[0]
  expect(link).toBeTruthy()

  // A note and a second photo, posted as a plain multipart form.
  const opened = await page.goto(link as string)
  // The token never leaves the site in a Referer, and the page's own posts keep their Origin.
  expect(opened?.headers()['referrer-policy']).toBe('same-origin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your install booking')
  await page.getByRole('textbox', { name: 'Note' }).fill('Side door code 2468.')
  await page
    .getByLabel(/Photos \(room for 5 more\)/)
    .setInputFiles([{ name: 'corner.jpg', mimeType: 'image/jpeg', buffer: await photo() }])
  await page.getByRole('button', { name: 'Send to our team' }).click()
  await expect(page.getByText('Thank you. We added that to your booking.')).toBeVisible()
  await expect(page.getByText('Side door code 2468.')).toBeVisible()
  await expect(page.getByLabel(/Photos \(room for 4 more\)/)).toBeVisible()

  // Ask to move: the new block is held, and so is the old one until staff decide.
  await page.getByLabel('Another available block').selectOption(second.id)
  await page.getByRole('button', { name: 'Ask to move' }).click()
  await expect(page.getByText(/We got your request to move/)).toBeVisible()
  expect([await statusOf(first), await statusOf(second)]).toEqual(['pending', 'pending'])

  // Cancel: both blocks open again.
  await page.getByLabel('Yes, I want to cancel this booking').check()
  await page.getByRole('button', { name: 'Cancel my booking' }).click()
  await expect(page.getByText(/Your booking is cancelled/)).toBeVisible()
  expect([await statusOf(first), await statusOf(second)]).toEqual(['available', 'available'])

  // Staff see the cancellation by the customer, both photos and the note.
  // The inbox lists the request and the move request it made, both from nextdoor.
  await staff.goto('/admin/inbox?source=nextdoor&kind=booking')
  const rows = staff.getByRole('link', { name: `Noscript ${stamp}` })
  await expect(rows).toHaveCount(2)
  const hrefs = await rows.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const pages = await Promise.all(hrefs.map(async (href) => (await staff.request.get(href)).text()))
  const original = hrefs[pages.findIndex((html) => html.includes('Side door code 2468.'))]
  expect(original).toBeTruthy()
  await staff.goto(original as string)
  await expect(staff.getByText(/Cancelled by the customer/)).toBeVisible()
  await expect(staff.getByRole('img', { name: /Floor from the customer/ })).toHaveCount(2)
  await expect(staff.getByText('Side door code 2468.')).toBeVisible()
  await staffContext.close()
  await customer.close()
})
