import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'

const emptyMessage = 'No articles found matching your criteria. Try adjusting your filters or search query.'
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Each visible card's date and read count, as a visitor reads them. */
async function cardFacts(page: Page) {
  const lines = await page.locator('main article p:last-child').allTextContents()
  return lines.map((line) => {
    const m = /^(\w{3}) (\d+), (\d{4}) · ([\d,]+) reads?/.exec(line.trim())
    if (!m) throw new Error(`unexpected card line: ${line}`)
    const ms = Date.UTC(Number(m[3]), months.indexOf(m[1]), Number(m[2]))
    return { ms, reads: Number(m[4].replace(/,/g, '')) }
  })
}

const cards = (page: Page) => page.locator('main article')
const count = (page: Page) => page.getByRole('status').filter({ hasText: /articles?/ })

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
}

test.describe('knowledge hub', () => {
  test('sorts, filters, searches with a typo, and says when nothing matches', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/knowledge')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resin Intelligence')
    await hydrated(page)
    const total = Number((await count(page).textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''))
    expect(total).toBeGreaterThan(140)
    await expect(cards(page)).toHaveCount(24)
    for (const s of [
      'garage prep',
      'urethane vs epoxy',
      'industrial coatings',
      'metallic finish care',
      'concrete moisture',
    ]) {
      await expect(page.getByRole('link', { name: s, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link')).toHaveText([
      'All Topics',
      'Local Service',
      'Residential Tips',
      'Commercial Specs',
      'Chemistry Breakdowns',
      'Case Studies',
      'Trends',
    ])

    // AI-Recommended is the default: readCount × 0.7 + published ms ÷ 1e6, highest first.
    const sortNav = page.getByRole('navigation', { name: 'Sort articles' })
    await expect(sortNav.getByRole('link', { name: 'AI-Recommended' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Poll: the URL changes as the navigation starts, the list a moment later on a busy machine.
    const sortedBy = (key: (f: { ms: number; reads: number }) => number) =>
      expect
        .poll(async () => {
          const v = (await cardFacts(page)).map(key)
          return v.join() === [...v].sort((a, b) => b - a).join()
        })
        .toBe(true)
    await sortedBy((f) => f.reads * 0.7 + f.ms / 1e6)

    await sortNav.getByRole('link', { name: 'Most Read' }).click()
    await expect(page).toHaveURL(/sort=most-read/)
    await sortedBy((f) => f.reads)

    await sortNav.getByRole('link', { name: 'Newest' }).click()
    await expect(page).toHaveURL(/sort=newest/)
    await sortedBy((f) => f.ms)

    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL(/topic=case-studies/)
    await expect(count(page)).toContainText('1 article')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Lawrenceville')

    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All Topics' }).click()
    const box = page.getByRole('searchbox', { name: 'Search articles' })
    await box.fill('urethane vs epoxi')
    await expect(page).toHaveURL(/q=urethane/)
    await expect(cards(page).first()).toContainText('Urethane vs. Epoxy')

    await box.fill('zzqxv')
    await expect(page.getByText(emptyMessage)).toBeVisible()
    await expect(count(page)).toContainText('0 articles')

    await box.fill('Buford')
    await expect(page.locator('main article a[href="/service-area/30518"]')).toHaveText(
      'Epoxy Flooring in Buford, GA 30518',
    )
    await box.fill('')
    await expect(cards(page)).toHaveCount(24)
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(cards(page)).toHaveCount(48)

    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('a shared search link and the search form work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/knowledge?q=garge+prep&topic=residential-tips')
    await expect(page.getByRole('searchbox')).toHaveValue('garge prep')
    await expect(cards(page).first()).toContainText('Garage Floor Prep')
    await expect(cards(page).first().getByRole('link')).toHaveAttribute(
      'href',
      '/article/garage-floor-prep-guide',
    )

    await page.goto('/knowledge')
    await page.getByRole('searchbox').fill('concrete moisture')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/q=concrete\+moisture/)
    await expect(cards(page).first()).toContainText('Concrete Moisture')

    await page.getByRole('link', { name: 'Most Read' }).click()
    await expect(page).toHaveURL(/q=concrete\+moisture&sort=most-read/)
    await page.goto('/knowledge?q=zzqxv')
    await expect(page.getByText(emptyMessage)).toBeVisible()
    await context.close()
  })
})

test.describe('article', () => {
  test('an id link lands on the slug page with every part, and its tools work', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    await page.goto('/article/1')
    await expect(page).toHaveURL(/\/article\/garage-floor-prep-guide$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Garage Floor Prep')
    await expect(page.getByRole('link', { name: 'Caleb Ashford' }).first()).toHaveAttribute(
      'href',
      '/author/caleb-ashford',
    )
    for (const h of [
      'The Science',
      'Pro Tips',
      'Field Experience',
      'Frequently Asked Questions',
      'Related topics',
    ]) {
      await expect(page.getByRole('heading', { name: h })).toBeVisible()
    }
    await expect(page.getByText(/min read/).first()).toBeVisible()
    await hydrated(page)

    // AI summary: hidden until asked for.
    const summary = page.getByText(/This guide explains the surface preparation/)
    await expect(summary).toBeHidden()
    await page.getByText('Show AI Summary').click()
    await expect(summary).toBeVisible()
    await page.getByText('Hide AI Summary').click()
    await expect(summary).toBeHidden()

    // FAQ: one answer open at a time.
    const faq = page.locator('section[aria-labelledby="faq"] details')
    expect(await faq.count()).toBeGreaterThan(1)
    await faq.nth(0).locator('summary').click()
    await expect(faq.nth(0)).toHaveAttribute('open', '')
    await faq.nth(1).locator('summary').click()
    await expect(faq.nth(1)).toHaveAttribute('open', '')
    await expect(faq.nth(0)).not.toHaveAttribute('open', '')

    // Citations from the article's real data.
    await expect(page.locator('[data-citation="MLA"]')).toHaveText(
      /^Ashford, Caleb\. “Garage Floor Prep: Why the Grind Decides Whether Your Epoxy Lasts\.” Refined Resin, 8 July 2025, .+\/article\/garage-floor-prep-guide\.$/,
    )
    await expect(page.locator('[data-citation="APA"]')).toHaveText(
      /^Ashford, C\. \(2025, July 8\)\. Garage Floor Prep: Why the Grind Decides Whether Your Epoxy Lasts\. Refined Resin\. https?:\/\/.+\/article\/garage-floor-prep-guide$/,
    )

    // Share without the Web Share API copies the link and says so.
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/article\/garage-floor-prep-guide$/,
    )

    // Download PDF gives the article as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('garage-floor-prep-guide.pdf')
    const { readFile } = await import('node:fs/promises')
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-')

    const ld = await jsonLd(page)
    const post = ld.find((b) => b['@type'] === 'BlogPosting')!
    expect(post).toMatchObject({
      headline: expect.stringContaining('Garage Floor Prep'),
      datePublished: '2025-07-08',
      author: { '@type': 'Person', name: 'Caleb Ashford' },
      publisher: { name: 'Refined Resin' },
    })
    const faqLd = ld.find((b) => b['@type'] === 'FAQPage') as { mainEntity: unknown[] }
    expect(faqLd.mainEntity).toHaveLength(await faq.count())
    expect(ld.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true)

    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('the Web Share API is used when the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = []
      ;(window as unknown as { shareCalls: unknown[] }).shareCalls = calls
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: unknown) => {
          calls.push(data)
        },
        configurable: true,
      })
    })
    await page.goto('/article/urethane-vs-epoxy-coatings')
    await hydrated(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: { url: string }[] }).shareCalls))
      .toEqual([
        expect.objectContaining({ url: expect.stringMatching(/\/article\/urethane-vs-epoxy-coatings$/) }),
      ])
  })

  test('an unknown article is the not-found page', async ({ page }) => {
    const res = await page.goto('/article/no-such-article')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  })
})

/** Clicks Download vCard and reads the file the browser saved. */
async function downloadVCard(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download vCard' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('renee-okafor.vcf')
  const { readFile } = await import('node:fs/promises')
  return (await readFile((await download.path()) as string)).toString('utf8')
}

function expectReneesCard(vcard: string) {
  const lines = vcard.split('\r\n')
  expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0'])
  expect(lines).toContain('FN:Renee Okafor')
  expect(lines).toContain('N:Okafor;Renee;;;')
  expect(lines).toContain('EMAIL;TYPE=work:renee@refinedresin.example')
  expect(lines).toContain('TITLE:Technical Director')
  expect(lines).toContain('URL:https://www.linkedin.com/in/renee-okafor-coatings')
  expect(lines.at(-2)).toBe('END:VCARD')
}

test('the vCard downloads with JavaScript off, the same card the browser builds', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/author/renee-okafor')
  const served = await downloadVCard(page)
  expectReneesCard(served)
  await context.close()

  const withScripts = await browser.newPage()
  await withScripts.goto('/author/renee-okafor')
  await hydrated(withScripts)
  expect(await downloadVCard(withScripts)).toBe(served)
  await withScripts.close()
})

test('author page: stats, contact actions and a vCard built in the browser', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/author/renee-okafor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renee Okafor')
  await expect(page.getByText('Articles', { exact: true })).toBeVisible()
  await expect(page.getByText('Total views')).toBeVisible()
  await expect(page.getByText('Expertise score', { exact: true })).toBeVisible()
  await expect(page.getByText('SSPC Protective Coatings Specialist')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    'mailto:renee@refinedresin.example',
  )
  await expect(page.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /Urethane vs\. Epoxy/ })).toHaveAttribute(
    'href',
    '/article/urethane-vs-epoxy-coatings',
  )
  await expect(page.getByRole('link', { name: 'Back to the Knowledge Hub' })).toHaveAttribute(
    'href',
    '/knowledge',
  )
  await hydrated(page)

  expectReneesCard(await downloadVCard(page))

  const ld = await jsonLd(page)
  expect(ld.find((b) => b['@type'] === 'ProfilePage')).toMatchObject({
    mainEntity: { '@type': 'Person', name: 'Renee Okafor' },
  })
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('service-area page is local, complete and described for search engines', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/service-area/30518')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Epoxy Flooring in Buford, GA')
  await expect(page).toHaveTitle(/Buford, GA 30518/)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Knowledge Hub' })).toHaveAttribute('href', '/knowledge')
  await expect(crumbs.getByRole('link', { name: 'Gwinnett County' })).toBeVisible()
  await expect(crumbs.getByText('Buford 30518')).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Gwinnett County, GA').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/estimator')
  await expect(page.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/schedule')
  for (const card of ['Residential Garage Floors', 'Commercial Flooring', 'Industrial Coatings']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible()
  }
  await expect(page.locator('section[aria-labelledby="why"] li')).toHaveCount(6)
  await expect(page.getByText(/inside our 25-mile service radius/)).toBeVisible()
  await expect(page.getByRole('link', { name: /Call \(470\) 555-0142/ })).toHaveAttribute(
    'href',
    'tel:+14705550142',
  )
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Buford/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/service-area\/30518$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Buford/)

  const ld = await jsonLd(page)
  const service = ld.find((b) => b['@type'] === 'Service') as {
    areaServed: { name?: string }[]
    provider: unknown
  }
  expect(service.areaServed.map((a) => a.name)).toContain('Buford, GA')
  expect(service.provider).toMatchObject({ name: 'Refined Resin', telephone: '(470) 555-0142' })
  const faq = ld.find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
  expect(faq.mainEntity.map((q) => q.name)).toEqual([
    expect.stringMatching(/How long/),
    expect.stringMatching(/How much/),
    expect.stringMatching(/all of Gwinnett County/),
    expect.stringMatching(/warranty/),
  ])

  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  // A city with many ZIPs links at most 8 of the others.
  await page.goto('/knowledge?q=Atlanta&topic=local-service')
  await cards(page).first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Epoxy Flooring in Atlanta, GA')
  const others = page.locator('section[aria-labelledby="nearby"] > div:first-child li a')
  expect(await others.count()).toBeGreaterThan(0)
  expect(await others.count()).toBeLessThanOrEqual(8)
  expect(consoleErrors).toEqual([])
})

test.describe('unknown ZIP', () => {
  test('the server redirects a request to /knowledge', async ({ page, request }) => {
    const res = await request.get('/service-area/99999', { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers().location).toBe('/knowledge')
    await page.goto('/service-area/99999')
    await expect(page).toHaveURL(/\/knowledge$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resin Intelligence')
  })

  test('without JavaScript, too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/service-area/%3Cscript%3E')
    await expect(page).toHaveURL(/\/knowledge$/)
    await context.close()
  })

  test('in the browser, the redirect replaces the history entry', async ({ page }) => {
    await page.goto('/article/garage-floor-prep-guide')
    await hydrated(page)
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter.navigate('/service-area/00000'),
    )
    await expect(page).toHaveURL(/\/knowledge$/)
    // Back leads to the page the visitor came from, never to the unknown ZIP.
    await page.goBack()
    await expect(page).toHaveURL(/\/article\/garage-floor-prep-guide$/)
    await page.goForward()
    await expect(page).toHaveURL(/\/knowledge$/)
  })
})

test('sitemap, AI index and llms.txt list the knowledge pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const p of ['/article/garage-floor-prep-guide', '/author/caleb-ashford', '/service-area/30518']) {
    expect(sitemap).toContain(`${p}</loc>`)
  }
  const res = await request.get('/api/resin-intel/ai-index')
  expect(res.headers()['cache-control']).toContain('max-age')
  const index = await res.json()
  expect(index.articles.length).toBeGreaterThan(140)
  expect(index.serviceAreas.find((a: { zip: string }) => a.zip === '30518')).toMatchObject({ city: 'Buford' })
  const llms = await request.get('/llms.txt')
  expect(llms.headers()['content-type']).toContain('text/markdown')
  expect((await llms.text()).startsWith('# Refined Resin\n\n> ')).toBe(true)
})
