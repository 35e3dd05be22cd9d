import sharp from 'sharp'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { axeViolations, expect, hydrated, test, untilLive } from './fixtures'
import { signIn } from './staff'

// A publish changes what every visitor sees (decision 033), so this journey runs on a server and a
// database of its own: the shared server's other journeys never see the author's photo.

let server: OwnServer
let dropDatabase: (() => Promise<void>) | null = null

test.beforeAll(async () => {
  test.setTimeout(120_000)
  let databaseUrl: string | null = null
  if (process.env.E2E_DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
    databaseUrl = db.url
    dropDatabase = db.drop
  }
  server = await startOwnServer({ databaseUrl })
})

test.afterAll(async () => {
  await server?.close()
  await dropDatabase?.()
})

test('the owner uploads an author’s photo and the author page shows it in place of the initials', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#8c6b5a' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 7/1 0/1' } })
    .toBuffer()

  // Before: the initials.
  const visitor = await page.context().newPage()
  await visitor.goto(`${server.baseURL}/author/renee-okafor`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Renee Okafor' })).toBeVisible()
  await expect(visitor.getByRole('img', { name: 'Renee Okafor' })).toHaveCount(0)

  await signIn(page, { next: `${server.baseURL}/admin` })
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Content' }).click()
  await page.getByRole('link', { name: 'Authors', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Authors' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Renee Okafor', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Renee Okafor' })).toBeVisible()
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await page
    .getByLabel('Upload a photo')
    .setInputFiles({ name: 'renee.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(/^Published as revision 2\./).first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Renee Okafor' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // The page store re-renders the author page within seconds of the publish.
  await expect
    .poll(
      async () => {
        await visitor.goto(`${server.baseURL}/author/renee-okafor`)
        return visitor.getByRole('img', { name: 'Renee Okafor' }).count()
      },
      { ...untilLive, intervals: [500] },
    )
    .toBe(1)
  const img = visitor.getByRole('img', { name: 'Renee Okafor' })
  await expect(img).toHaveAttribute('src', /^\/images\/content\/[0-9a-f-]{36}-160\.webp$/)
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  await hydrated(visitor)
  expect(await axeViolations(visitor)).toEqual([])

  // The contact card carries the photo: the link is the server's file when there is one.
  const card = await visitor.request.get(`${server.baseURL}/author/renee-okafor/vcard.vcf`)
  expect(card.status()).toBe(200)
  expect((await card.text()).replace(/\r\n /g, '')).toMatch(/\r\nPHOTO:data:image\/jpeg;base64,\/9j\//)
  expect(consoleErrors).toEqual([])
})
