import { axeViolations, expect, hydrated, test } from './fixtures'

test('the navigation marks the current page', async ({ page }) => {
  await page.goto('/portfolio')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const current = nav.locator('a[aria-current="page"]').first()
  await expect(current).toHaveText('Portfolio')
  await hydrated(page)
  await nav.getByRole('link', { name: 'Process' }).first().click()
  await expect(page).toHaveURL(/\/process$/)
  await expect(nav.locator('a[aria-current="page"]').first()).toHaveText('Process')
})

test('the navigation holds exactly the spec links and the Get Estimate button', async ({ page }) => {
  await page.goto('/')
  const links = page.getByRole('navigation', { name: 'Main' }).locator('ul').first().getByRole('link')
  await expect(links).toHaveText([
    'Home',
    'Portfolio',
    'Process',
    'Partners',
    'Knowledge',
    'Careers',
    'Contact',
    'Estimator',
  ])
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Estimate' }).first(),
  ).toHaveAttribute('href', '/estimator')
})

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens, closes, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect(menu).toBeHidden()
  })
})

test('the footer links legal pages, contact, the social profiles and the AI index', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  for (const [name, href] of [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Accessibility', '/accessibility'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.locator('a[href="/contact"]').first()).toBeVisible()
  const ai = footer.locator('a[href="/api/resin-intel/ai-index"]')
  await expect(ai).toHaveAttribute('target', '_blank')
  const social = footer.locator('a[target="_blank"][rel~="noopener"]')
  expect(await social.count()).toBeGreaterThanOrEqual(3)
  const res = await page.request.get('/api/resin-intel/ai-index')
  expect(res.headers()['content-type']).toContain('application/json')
  expect((await res.json()).business.name).toBe('Refined Resin')
})

test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await hydrated(page)
  await expect.poll(() => logged.some((l) => l.includes('/no-such-page'))).toBe(true)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
