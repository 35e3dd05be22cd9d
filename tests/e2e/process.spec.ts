import { axeViolations, expect, hydrated, test } from './fixtures'

const steps = ['Grind & Repair Cracks', 'Prime & Seal', 'Resin Pour', 'Cure & Polish', 'Reveal Day']

test('process page: hero, five steps revealed on scroll, cards and closing links', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/process')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('From Crack to Craft')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /1-6 day.*lifetime warranty/,
  )
  await expect(page.getByText(/Ambient sound/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Full Warranty' })).toHaveAttribute('href', '/warranty')
  await hydrated(page)

  const items = page.locator('[data-step]')
  await expect(items).toHaveCount(5)
  for (let i = 0; i < 5; i++)
    await expect(items.nth(i).getByRole('heading')).toHaveText(`Step ${i + 1}: ${steps[i]}`)
  // The last step starts below the fold, waiting to be revealed.
  const last = items.nth(4)
  await expect(last).toHaveAttribute('data-reveal', 'pending')

  await page.getByRole('link', { name: 'See How We Do It' }).click()
  await expect(page).toHaveURL(/#timeline$/)
  await expect(page.locator('#timeline')).toBeInViewport()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-reveal', 'shown')
  await expect(last).toHaveCSS('opacity', '1')

  await expect(page.getByRole('link', { name: 'Join Floor Care Club' })).toHaveAttribute(
    'href',
    '/floor-care',
  )
  await expect(page.getByRole('link', { name: 'Read Full Policy' })).toHaveAttribute('href', '/warranty')
  const next = page.getByRole('navigation', { name: 'Next steps' })
  for (const href of ['/estimator', '/portfolio', '/process#timeline', '/contact']) {
    await expect(next.locator(`a[href="${href}"]`)).toHaveCount(1)
  }
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])

  await page.getByRole('link', { name: 'Read Full Policy' }).click()
  await expect(page).toHaveURL(/\/warranty$/)
})

test('with reduced motion every step is shown at once, without animation', async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 720 },
  })
  const page = await context.newPage()
  await page.goto('/process')
  await hydrated(page)
  const items = page.locator('[data-step]')
  for (let i = 0; i < 5; i++) {
    await expect(items.nth(i)).not.toHaveAttribute('data-reveal', 'pending')
    await expect(items.nth(i)).toHaveCSS('opacity', '1')
  }
  await context.close()
})

test('without JavaScript all five steps are in the page and visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/process')
  for (const s of steps) {
    const heading = page.getByRole('heading', { name: s })
    await heading.scrollIntoViewIfNeeded()
    await expect(heading).toBeVisible()
  }
  await context.close()
})
