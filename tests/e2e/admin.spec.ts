import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { owner, signIn } from './staff'

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('You have signed out.')).toBeVisible()
  await page.goto('/admin/inbox')
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Finbox/)
}

test('the console is private, uncached, unindexed, accessible and keyboard usable', async ({
  page,
  consoleErrors,
}) => {
  // Six pages, each checked by axe, on a shared 2-core machine.
  test.setTimeout(150_000)
  const anonymous = await page.goto('/admin/inbox')
  expect(page.url()).toContain('/admin/sign-in?next=%2Fadmin%2Finbox')
  expect(anonymous?.headers()['cache-control']).toBe('no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  // A wrong password: one message, no hint about the account.
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(owner.email)

  // Keyboard only: type, tab to the password, Enter to submit.
  await page.getByLabel('Password').fill(owner.password)
  await page.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(/\/admin\/inbox$/)
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'rr_staff')
  expect(session?.httpOnly).toBe(true)
  expect(session?.sameSite).toBe('Lax')

  for (const path of [
    '/admin',
    '/admin/inbox',
    '/admin/bookings',
    '/admin/slots',
    '/admin/conversations',
    '/admin/outbox',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['cache-control'], path).toBe('no-store')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolations(page), path).toEqual([])
  }

  // A cross-site POST is refused.
  const forged = await page.request.post('/admin/sign-out', { headers: { Origin: 'https://evil.example' } })
  expect(forged.status()).toBe(403)

  await signOut(page)
  // The one wrong password answered 401, which the browser logs; nothing else went wrong.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
  ])
})

test('staff generate weekend blocks and take one off sale', async ({ page }) => {
  await signIn(page, { next: '/admin/slots?month=2036-03' })
  await page.getByLabel('From').fill('2036-03-01')
  await page.getByLabel('To').fill('2036-03-31')
  await page.getByRole('button', { name: 'Generate blocks' }).click()
  await expect(page.getByText('Generated 4 weekend blocks.').first()).toBeVisible()
  await expect(page.getByText('Fri, Mar 7, 2036 – Sun, Mar 9, 2036')).toBeVisible()
  await page.getByRole('button', { name: 'Mark unavailable' }).first().click()
  await expect(page.getByText('Block 2036-03-07 is now unavailable.').first()).toBeVisible()
  // The public calendar agrees: the block is off sale, the other three are open.
  const res = await page.request.get('/api/slots?month=2036-03')
  expect(res.status()).toBe(200)
  const slots = (await res.json()) as { start_date: string; status: string }[]
  expect(slots.map((s) => [s.start_date, s.status])).toEqual([
    ['2036-03-07', 'unavailable'],
    ['2036-03-14', 'available'],
    ['2036-03-21', 'available'],
    ['2036-03-28', 'available'],
  ])
})

// Needs the public contact form and booking API (forms and scheduling branches).
test('a visitor writes and books; staff find both, work them, export them and sign out', {
  tag: '@postgres',
}, async ({ page, consoleErrors }) => {
  // Six pages, each checked by axe, on a shared 2-core machine.
  test.setTimeout(150_000)
  const stamp = `${Date.now()}`
  const visitorEmail = `visitor-${stamp}@example.com`

  // The visitor sends a contact message.
  await page.goto('/contact')
  await hydrated(page)
  const contactForm = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Message' }) })
  await contactForm.getByRole('textbox', { name: 'Name' }).fill(`Visitor ${stamp}`)
  await contactForm.getByRole('textbox', { name: 'Email' }).fill(visitorEmail)
  await contactForm
    .getByRole('textbox', { name: 'Message' })
    .fill('Garage floor, about 450 sq ft. When can you come?')
  await contactForm.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText("Got it — we'll reach out today.").first()).toBeVisible()
  await expect(contactForm.getByRole('textbox', { name: 'Message' })).toHaveValue('')

  // … and requests an install block (staff first open next year's first month so one exists).
  const month = `${new Date().getFullYear() + 1}-02`
  const slotsRes = await page.request.get(`/api/slots?month=${month}`)
  let slots = (await slotsRes.json()) as { id: string; start_date: string; status: string }[]
  if (!slots.some((s) => s.status === 'available')) {
    await signIn(page, { next: `/admin/slots?month=${month}` })
    await page.getByRole('button', { name: 'Generate blocks' }).click()
    await expect(page.getByText(/Generated \d+ weekend block/).first()).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    slots = (await (await page.request.get(`/api/slots?month=${month}`)).json()) as typeof slots
  }
  const slot = slots.find((s) => s.status === 'available')
  expect(slot).toBeTruthy()
  const booking = await page.evaluate(async (slotId) => {
    const res = await fetch('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slot_id: slotId,
        customer_name: 'Booking Visitor',
        customer_email: 'booker@example.com',
        project_address: '12 Main St, Buford, GA 30518',
        project_size: 450,
        project_type: 'residential',
      }),
    })
    return { status: res.status, body: await res.json() }
  }, slot!.id)
  expect(booking.status).toBe(201)

  // Staff sign in and find both in the inbox.
  await signIn(page, { next: '/admin/inbox' })
  await expect(page.getByRole('link', { name: `Visitor ${stamp}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Booking Visitor' }).first()).toBeVisible()

  // Move the contact lead to Contacted.
  await page.getByRole('link', { name: `Visitor ${stamp}` }).click()
  await expect(page.getByText('Garage floor, about 450 sq ft.')).toBeVisible()
  await page.getByRole('button', { name: 'Mark Contacted' }).click()
  await expect(page.getByText('Status set to Contacted.').first()).toBeVisible()
  await expect(page.getByText(`${owner.email} · Status set to contacted`)).toBeVisible()

  // Confirm the booking.
  await page.goto('/admin/bookings?status=pending')
  await page.getByRole('row').filter({ hasText: 'Booking Visitor' }).getByRole('link').first().click()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText(/Booking confirmed/).first()).toBeVisible()
  const after = (await (await page.request.get(`/api/slots?month=${month}`)).json()) as typeof slots
  expect(after.find((s) => s.id === slot!.id)?.status).toBe('booked')
  const schedule = await page.request.get(`/schedule?month=${month}`)
  expect(schedule.status()).toBe(200)

  // Download the invite.
  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download .ics' }).click(),
  ])
  const invite = await readFile((await ics.path())!, 'utf8')
  expect(invite).toContain('METHOD:REQUEST')
  expect(invite).toContain(`UID:booking-${booking.body.id}@refinedresin.example`)

  // Export the inbox as CSV.
  await page.goto('/admin/inbox')
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  const text = await readFile((await csv.path())!, 'utf8')
  expect(text).toContain(visitorEmail)
  expect(text).toContain('booker@example.com')

  await signOut(page)
  expect(consoleErrors).toEqual([])
})
