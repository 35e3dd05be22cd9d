import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { axeViolations, expect, hydrated, test, untilLive } from './fixtures'
import { signIn } from './staff'

// A publish changes what every visitor sees (decision 033), so this journey runs on a server and a
// database of its own: the shared server's other journeys never see its project.

/** Every tag exiftool finds in a file. */
function exifTags(bytes: Buffer): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-project-exif-')), 'photo')
  writeFileSync(file, bytes)
  return Object.keys(
    JSON.parse(execFileSync('exiftool', ['-json', '-a', '-G1', file], { encoding: 'utf8' }))[0],
  )
}

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

test('the owner adds a project with an uploaded photo and sees it on the portfolio, and hides a testimonial', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#6b7b8c' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 7/1 0/1' } })
    .toBuffer()

  await signIn(page, { next: `${server.baseURL}/admin` })
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Content' }).click()
  await page.getByRole('link', { name: 'Portfolio projects' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio projects' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Lakeside Boathouse')
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Gainesville, GA')
  await page.getByLabel('Category').selectOption('residential')
  await page.getByLabel('Finish kind').selectOption('flake')
  await page.getByLabel('Size (sq ft)').fill('640')
  await page.getByLabel('Days on site').fill('2')
  await page.getByLabel('Upload a photo').setInputFiles({
    name: 'boathouse.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  // A photo without words for people who cannot see it is refused under that field.
  await page.getByRole('button', { name: 'Publish the new project' }).click()
  await expect(page.getByText('Describe what the photo shows, for visitors who cannot see it.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page
    .getByRole('textbox', { name: 'What the photo shows', exact: true })
    .fill('Speckled grey floor of a lakeside boathouse')
  await page.getByLabel('Upload a photo').setInputFiles({
    name: 'boathouse.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await page.getByRole('button', { name: 'Publish the new project' }).click()
  await expect(page.getByText(/^Published as revision 1\./).first()).toBeVisible()
  await page.getByRole('link', { name: 'Open the new project' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lakeside Boathouse' })).toBeVisible()

  // The page store re-renders the portfolio within a few seconds of the publish.
  const visitor = await page.context().newPage()
  await expect
    .poll(async () => {
      await visitor.goto(`${server.baseURL}/portfolio`)
      return visitor.locator('[data-project="lakeside-boathouse-gainesville"]').count()
    }, untilLive)
    .toBe(1)
  const card = visitor.locator('[data-project="lakeside-boathouse-gainesville"]')
  await expect(card.getByRole('heading', { name: 'Lakeside Boathouse' })).toBeVisible()
  const img = card.getByRole('img', { name: 'Speckled grey floor of a lakeside boathouse' })
  await expect(img).toHaveAttribute('src', /^\/images\/content\/[0-9a-f-]{36}-960\.webp$/)
  await img.scrollIntoViewIfNeeded()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  // The served file, read by exiftool as a visitor's tools would: no GPS left from the phone's photo.
  const served = await visitor.request.get(`${server.baseURL}${(await img.getAttribute('src')) ?? ''}`)
  expect(served.status()).toBe(200)
  const tags = exifTags(await served.body())
  expect(tags.some((t) => t.includes('GPS'))).toBe(false)
  await expect(visitor.getByTestId('project-count')).toContainText('Showing 27 of 27 projects')
  // The browser renders what the server rendered: a filter keeps the new project among its matches.
  await hydrated(visitor)
  await visitor.getByRole('link', { name: 'Flake', exact: true }).click()
  await expect(visitor).toHaveURL(/filter=flake/)
  await expect(card).toBeVisible()
  expect(await axeViolations(visitor)).toEqual([])

  // A testimonial unpublished in one click leaves the home page.
  await page.goto(`${server.baseURL}/admin/content/testimonials`)
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Unpublish Jorge R.' }).click()
  await expect(page.getByText(/Jorge R\.’s testimonial is hidden from the site/).first()).toBeVisible()
  await expect
    .poll(async () => {
      await visitor.goto(`${server.baseURL}/`)
      return visitor.getByText('Jorge R.', { exact: true }).count()
    }, untilLive)
    .toBe(0)
  await expect(visitor.getByText('Danielle M.', { exact: true })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
