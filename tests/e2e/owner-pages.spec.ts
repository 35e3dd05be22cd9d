import { readFile } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'
import type { APIRequestContext } from '@playwright/test'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import { axeViolations, expect, hydrated, test } from './fixtures'

// The e2e server's ADMIN_EMAIL account is the owner (playwright.config.ts).
const ownerEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const ownerPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'

/** A visitor who chats (giving their address) and requests a block, as a person would. */
async function visitorLeavesData(request: APIRequestContext, email: string, phone: string) {
  const conversation = await request.post('/api/chat/conversations', { data: {} })
  expect(conversation.status()).toBe(201)
  const { id } = (await conversation.json()) as { id: string }
  const reply = await request.post('/api/chat', {
    data: {
      conversationId: id,
      messages: [{ role: 'user', content: `How long does it cure? Write to ${email}` }],
    },
  })
  expect(reply.status()).toBe(200)
  await reply.body()

  const thisMonth = monthOf(todayInBusinessZone(new Date()))
  for (let i = 1; i <= 5; i++) {
    const slots = (await (await request.get(`/api/slots?month=${addMonths(thisMonth, i)}`)).json()) as {
      id: string
      status: string
    }[]
    for (const slot of slots.filter((s) => s.status === 'available')) {
      const booked = await request.post('/api/bookings', {
        data: {
          slot_id: slot.id,
          customer_name: 'Erin Private',
          customer_email: email,
          customer_phone: phone,
          project_address: '9 Quiet Lane, Buford, GA 30518',
          project_size: 380,
        },
      })
      if (booked.status() === 201) return
    }
  }
  throw new Error('No available block to book')
}

test('the owner downloads a backup and erases a person on request', { tag: '@postgres' }, async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000)
  // The privacy page states the periods the jobs keep.
  await page.goto('/privacy')
  for (const promise of [
    'Job applications, with the résumé and our notes on them, are deleted one year after they arrive.',
    /spam trap catches .* are deleted after 30 days/,
    /keep the last 14, so each copy is deleted after 14 days/,
  ])
    await expect(page.getByText(promise)).toBeVisible()

  const email = `erin-${Date.now()}@example.com`
  // A number no other journey uses: erasure also finds the chats and mails that name it (decision 018).
  const phone = `678-555-${String(Date.now() % 10_000).padStart(4, '0')}`
  await visitorLeavesData(page.request, email, phone)

  await page.goto('/admin/backup')
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  await hydrated(page)
  await page.getByLabel('Email').fill(ownerEmail)
  await page.getByLabel('Password').fill(ownerPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  // A fresh backup: a gzip-compressed SQL file holding what the visitor just sent.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^refined-resin-.*\.sql\.gz$/)
  const sql = gunzipSync(await readFile((await download.path()) as string)).toString('utf8')
  expect(sql.startsWith('-- Refined Resin backup\n')).toBe(true)
  expect(sql).toContain(email)
  expect(sql.trimEnd()).toMatch(/-- end of backup: \d+ rows in \d+ tables$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()

  // Look the person up, then erase them; keyboard only for the confirmation.
  await page.goto('/admin/privacy')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Their email address').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Find their data' }).click()
  // Every record that will change is listed, with its kind, date, name and an excerpt.
  const held = page.getByRole('region', { name: `What we hold for ${email}` })
  const rows = held
    .getByRole('table', { name: 'Every record the erasure changes or deletes' })
    .getByRole('row')
  await expect(
    rows
      .filter({ hasText: 'Booking request' })
      .filter({ hasText: 'Erin Private' })
      .filter({ hasText: /380 sq ft, pending/ }),
  ).toHaveCount(1)
  await expect(
    rows
      .filter({ hasText: 'Chat conversation' })
      .filter({ hasText: /How long does it cure\? .*\(2 messages\)/ }),
  ).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Email copy' })).toHaveCount(2)
  await expect(
    held.getByText(`Also searched for the phone number on these records in chats and emails: ${phone}.`),
  ).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  const listed = (await rows.count()) - 1
  await page
    .getByRole('checkbox', {
      name: `${email} asked us to erase their data, and the ${listed} records listed above are theirs. This cannot be undone.`,
    })
    .press('Space')
  await page.getByRole('button', { name: 'Erase their data' }).press('Enter')
  await expect(
    page.getByText(`Erased what was stored for ${email}. A confirmation went to that address.`).first(),
  ).toBeVisible()
  const erased = page.getByRole('region', { name: `Erased for ${email}` })
  await expect(erased.getByRole('listitem')).toHaveText([
    '1 booking request: your name, email, phone, address and notes',
    '1 chat conversation',
    '2 copies of emails',
  ])
  await expect(page.getByText(`Nothing is stored under ${email}.`)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // A copy of the confirmation stays in the outbox.
  await page.goto('/admin/outbox')
  await expect(page.getByText('Your information has been erased — Refined Resin').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})
