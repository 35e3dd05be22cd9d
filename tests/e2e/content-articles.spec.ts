import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { axeViolations, expect, hydrated, test, untilLive } from './fixtures'

// Publishing an article changes what every page shows (decision 033), so this journey runs on its
// own server and database: the shared server's journeys never see its article.
const ownerEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const ownerPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'

const title = 'Coating hydronic heated slabs'
const slug = 'hydronic-heated-slabs'

let server: OwnServer
let dropDatabase: (() => Promise<void>) | undefined
let photoDir = ''
let photoPath = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  let databaseUrl: string | null = null
  if (process.env.E2E_DATABASE_URL) {
    const db = await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
    databaseUrl = db.url
    dropDatabase = db.drop
  }
  server = await startOwnServer({ databaseUrl })
  photoDir = mkdtempSync(path.join(tmpdir(), 'article-photo-'))
  photoPath = path.join(photoDir, 'heated-slab.jpg')
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 150, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  writeFileSync(photoPath, jpeg)
})

test.afterAll(async () => {
  await server?.close()
  await dropDatabase?.()
  if (photoDir) rmSync(photoDir, { recursive: true, force: true })
})

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL })
  const page = await context.newPage()
  await page.goto('/admin/content/articles')
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  await hydrated(page)
  await page.getByLabel('Email').fill(ownerEmail)
  await page.getByLabel('Password').fill(ownerPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
  return page
}

test('the owner writes an article with a photo, previews it live, publishes it, and every public surface and Remy follow', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const page = await ownerPage(browser)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'New article' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible()
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Address name (slug)').fill(slug)
  await page
    .getByLabel('Meta description', { exact: true })
    .fill('How we coat a hydronic radiant heated slab without cracking it.')
  await page
    .getByLabel('Summary', { exact: true })
    .fill('Hydronic radiant heat and epoxy: cure temperatures and warm-up.')
  await page
    .getByLabel('AI summary', { exact: true })
    .fill('Turn hydronic radiant heat off two days before an epoxy install and ramp it up slowly after.')
  await page.getByLabel('Author').selectOption({ label: 'Renee Okafor' })
  await page.getByLabel('Category').selectOption({ label: 'Residential Tips' })
  await page.getByLabel(/^Tags( \*)?$/).fill('Radiant heat, Garage')
  await page.getByLabel(/^Keywords( \*)?$/).fill('hydronic slab epoxy, radiant heated floor coating')
  await page.getByLabel('Question', { exact: true }).fill('Can epoxy go over a hydronic heated slab?')
  await page.getByLabel('Answer', { exact: true }).fill('Yes, with the heat off for the install.')
  await page.getByLabel('Or upload a photo').setInputFiles(photoPath)
  await page
    .getByLabel('Picture description (alt text)', { exact: true })
    .fill('A copper-toned floor over a heated slab')

  // The preview follows typing: rendered by the server's sanitiser, script shown as text only.
  await page
    .getByLabel(/^Article \(Markdown\)( \*)?$/)
    .fill('## Why heat matters\n\nEpoxy cures by **temperature**.\n\n<script>alert(1)</script>')
  const preview = page.getByTestId('markdown-preview')
  await expect(preview.getByRole('heading', { level: 2, name: 'Why heat matters' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('temperature')
  await expect(preview.locator('script')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page).toHaveURL(/\/admin\/content\/articles\/\d+\?done=published/)
  await expect(page.getByText('Published. The site shows it within a few seconds.')).toBeVisible()
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Public pages follow the publish within seconds.
  const request = page.request
  const text = async (p: string) => {
    const r = await request.get(p)
    return r.ok() ? r.text() : `HTTP ${r.status()}`
  }
  await expect.poll(() => text('/knowledge'), untilLive).toContain(title)
  await expect.poll(() => text(`/article/${slug}`), untilLive).toContain(title)
  await page.goto(`/article/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const photo = page.getByRole('img', { name: 'A copper-toned floor over a heated slab' })
  await expect(photo).toHaveAttribute('src', /^\/images\/content\/[0-9a-f-]{36}-\d+\.webp$/)
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // No empty sections for what the article left out.
  await expect(page.getByRole('heading', { name: 'Pro Tips' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await expect.poll(() => text('/sitemap.xml'), untilLive).toContain(`/article/${slug}`)
  await expect.poll(() => text('/knowledge/feed.xml'), untilLive).toContain(title)
  await expect.poll(() => text('/llms.txt'), untilLive).toContain(`/article/${slug}`)

  // Remy quotes it: the embedded responder links the passage it answered from.
  const remy = async () => {
    const created = await request.post('/api/chat/conversations', { data: {} })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const reply = await request.post('/api/chat', {
      data: {
        conversationId: id,
        messages: [{ role: 'user', content: 'Can I put epoxy on a hydronic heated slab?' }],
      },
    })
    return reply.text()
  }
  // One question: the chat is rate limited per visitor, and the index already follows the publish.
  expect(await remy()).toContain(`/article/${slug}`)
  await page.context().close()
})
