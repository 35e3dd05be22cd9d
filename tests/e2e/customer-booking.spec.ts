import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { bookingLinkIn, mailTo } from './mail'

const staffEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const staffPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'

/** A phone photo: JPEG with GPS coordinates in its EXIF. */
async function gpsPhoto(color: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 7/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '84/1 0/1 0/1',
      },
    })
    .toBuffer()
}

function exifKeys(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-exif-'))
  const file = path.join(dir, 'photo')
  writeFileSync(file, bytes)
  return Object.keys(
    JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }))[0],
  )
}

const month = (offset: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + offset)
  return d.toISOString().slice(0, 7)
}

test('a visitor from nextdoor books with photos; mail over SMTP holds the booking page; staff confirm; the customer adds a photo and cancels; staff see it all', {
  tag: '@postgres',
}, async ({ page, browser }) => {
  test.setTimeout(120_000)
  // Landing with a campaign tag on a prerendered page sets the first-party source cookie.
  await page.goto('/?utm_source=nextdoor&utm_medium=social')
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'rr_src')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  // An available block a few weeks out, from the public API.
  let slot: { id: string; start_date: string; status: string } | undefined
  for (const m of [month(1), month(2), month(3)]) {
    const slots = (await (await page.request.get(`/api/slots?month=${m}`)).json()) as NonNullable<
      typeof slot
    >[]
    slot = slots.find((s) => s.status === 'available')
    if (slot) break
  }
  if (!slot) throw new Error('no available block')
  const slotMonth = slot.start_date.slice(0, 7)

  const stamp = Date.now()
  const email = `dana-${stamp}@example.com`
  await page.goto(`/schedule?slot=${slot.id}#request`)
  await hydrated(page)
  await page.getByLabel('Full name').fill(`Dana ${stamp}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone (optional)').fill('(470) 555-0142')
  await page.getByLabel('Project address').fill('12 Oak St, Buford, GA')
  await page.getByLabel('Square footage').fill('450')
  await page.getByLabel('Photos of the floor (optional)').setInputFiles([
    { name: 'left.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto('#7a6a55') },
    { name: 'right.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto('#556a7a') },
  ])
  await page.getByRole('button', { name: 'Request This Block', exact: true }).click()
  await expect(page.getByText(/Booking request submitted successfully/).first()).toBeVisible()

  // The acknowledgement came through SMTP and holds the customer's booking page.
  const received = await mailTo(email, /Your install block request/)
  const link = bookingLinkIn(received.text)
  expect(link).toBeTruthy()

  // Staff, in their own browser, confirm the booking; the confirmation mail holds the same page.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staff.goto('/admin/sign-in')
  await hydrated(staff)
  await staff.getByLabel('Email').fill(staffEmail)
  await staff.getByLabel('Password').fill(staffPassword)
  await staff.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(staff.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await staff.goto('/admin/inbox?source=nextdoor&kind=booking')
  await staff.getByRole('link', { name: `Dana ${stamp}` }).click()
  await expect(staff).toHaveURL(/\/admin\/leads\/booking\//)
  const bookingAdminUrl = staff.url()
  await staff.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(staff.getByText(/Booking confirmed/).first()).toBeVisible()
  const confirmed = await mailTo(email, /^Your installation is confirmed/)
  // Each mail carries a link of its own to the same page.
  const confirmedLink = bookingLinkIn(confirmed.text)
  expect(confirmedLink).toBeTruthy()
  await page.goto(confirmedLink as string)
  await expect(page.getByRole('heading', { name: 'Confirmed', exact: true })).toBeVisible()
  await expect(page.getByText('12 Oak St, Buford, GA')).toBeVisible()

  // The customer's page: status, block, address, estimate; noindex and no-store.
  const opened = await page.goto(link as string)
  expect(opened?.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your install booking')
  await expect(page.getByRole('heading', { name: 'Confirmed', exact: true })).toBeVisible()
  await expect(page.getByText('12 Oak St, Buford, GA')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(await axeViolations(page)).toEqual([])

  // A file that is not a picture is refused with a field message and the note kept.
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Note' }).fill('The slab has a crack by the door.')
  await page
    .getByLabel(/Photos \(room for 4 more\)/)
    .setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') }])
  await page.getByRole('button', { name: 'Send to our team' }).click()
  await expect(page.getByText('“notes.jpg” is not a JPEG, PNG, WebP or AVIF picture.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('The slab has a crack by the door.')

  await page
    .getByLabel(/Photos \(room for 4 more\)/)
    .setInputFiles([{ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: await gpsPhoto('#444444') }])
  await page.getByRole('button', { name: 'Send to our team' }).click()
  await expect(page.getByText('Thank you. We added that to your booking.')).toBeVisible()

  // Cancel from the page: the block reads available again.
  await page.getByLabel('Yes, I want to cancel this booking').check()
  await page.getByRole('button', { name: 'Cancel my booking' }).click()
  await expect(page.getByText(/Your booking is cancelled/)).toBeVisible()
  const after = (await (await page.request.get(`/api/slots?month=${slotMonth}`)).json()) as {
    id: string
    status: string
  }[]
  expect(after.find((s) => s.id === slot?.id)?.status).toBe('available')

  // Staff filter the inbox by source and see three photos, with no GPS left in the stored bytes.
  await staff.goto(bookingAdminUrl)
  await expect(staff.getByRole('link', { name: 'nextdoor', exact: true })).toBeVisible()
  await expect(staff.getByText(/Cancelled by the customer/)).toBeVisible()
  const thumbs = staff.getByRole('img', { name: /Floor from the customer/ })
  await expect(thumbs).toHaveCount(3)
  const hrefs = await staff
    .getByRole('link', { name: /Floor from the customer/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    const photo = await staff.request.get(href)
    expect(photo.headers()['content-type']).toBe('image/jpeg')
    expect(exifKeys(await photo.body()).filter((k) => /GPS/.test(k))).toEqual([])
  }
  const href = hrefs[0]
  // Nobody else can fetch it.
  const anonymous = await page.request.get(href as string, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(302)
  await staffContext.close()

  // An unknown token is the ordinary 404 page.
  const unknown = await page.goto(`/booking/${'A'.repeat(43)}`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})
