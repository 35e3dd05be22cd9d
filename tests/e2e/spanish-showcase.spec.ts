import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test, untilLive } from './fixtures'
import { test as ownTest } from './own-server-fixture'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'
import { signIn } from './staff'

// The portfolio and the service areas in Spanish (decision 034). Reading journeys run on the shared
// server; the ones that publish run on a server of their own, as every publishing journey does.

/** A place's name reads the same in both languages: "Buford, GA", "Buford 30519", "Sugar Hill". */
const places = [/^[\p{L} .]+, GA$/u, /^[\p{L} ]+ \d{5}$/u]

/** Seed projects with a Spanish version (app/content/es/projects.ts); the other two have none. */
const spanishSeedProjects = 24

/** The language link's target and the `<html lang>` after following it. */
async function followLanguageLink(page: Page, name: 'Español' | 'English', path: RegExp, lang: string) {
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

const spanishField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

test('the Spanish portfolio: only projects with Spanish, every word in Spanish, reciprocal hreflang', async ({
  page,
  consoleErrors,
}) => {
  await expectNoEnglishLeft(page, '/portfolio', [...places, /^Industrial$/, /^Material$/])
  await expect(page.getByRole('heading', { level: 1, name: 'La prueba está en el vertido' })).toBeVisible()
  await expect(page.getByTestId('project-count')).toHaveText(
    `Mostrando ${spanishSeedProjects} de ${spanishSeedProjects} proyectos`,
  )
  const copper = page.locator('[data-project="copper-garage-buford"]')
  await expect(copper.getByRole('heading', { name: 'Garaje metálico color cobre' })).toBeVisible()
  await expect(copper).toContainText('Metálico')
  await expect(copper).toContainText('480 pies²')
  await expect(copper).toContainText('2 días')
  await expect(copper.getByRole('img')).toHaveAttribute('alt', /^Piso de epóxico metálico color cobre/)
  // A seed project without a Spanish version is not on the Spanish page.
  await expect(page.locator('[data-project="machine-shop-norcross"]')).toHaveCount(0)
  await expect(page.locator('[data-project="loading-dock-jefferson"]')).toHaveCount(0)
  // Links lead to Spanish pages only, the navigation's own portfolio link included.
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(hrefs.filter((h) => !h.startsWith('/es'))).toEqual([])
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Portafolio' }),
  ).toHaveAttribute('href', '/es/portfolio')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
  await expectReciprocalHreflang(page, '/portfolio')
})

test('the portfolio’s language link, both ways, and the Spanish filter with JavaScript', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/portfolio')
  await hydrated(page)
  await followLanguageLink(page, 'Español', /\/es\/portfolio$/, 'es-US')
  await expect(page.getByRole('heading', { level: 1, name: 'La prueba está en el vertido' })).toBeVisible()
  await expect(page.locator('[data-project]:visible')).toHaveCount(spanishSeedProjects)

  const filters = page.getByRole('navigation', { name: 'Filtrar proyectos' })
  await expect(filters.getByRole('link')).toHaveText([
    'Todos los proyectos',
    'Residencial',
    'Comercial',
    'Industrial',
    'Metálico',
    'Hojuelas',
    'Color sólido',
  ])
  await filters.getByRole('link', { name: 'Hojuelas' }).click()
  await expect(page).toHaveURL(/\/es\/portfolio\?filter=flake$/)
  await expect(filters.locator('[aria-current="true"]')).toHaveText('Hojuelas')
  const stated = page.getByTestId('project-count')
  await expect(stated).toHaveText(
    new RegExp(`^Mostrando \\d+ de ${spanishSeedProjects} proyectos · Hojuelas$`),
  )
  const n = Number((await stated.textContent())?.match(/^Mostrando (\d+)/)?.[1])
  expect(n).toBeGreaterThan(0)
  expect(n).toBeLessThan(spanishSeedProjects)
  const flake = page.locator('[data-project]:visible')
  await expect(flake).toHaveCount(n)
  for (let i = 0; i < n; i++) await expect(flake.nth(i)).toContainText('Hojuelas')
  await filters.getByRole('link', { name: 'Todos los proyectos' }).click()
  await expect(page).toHaveURL(/\/es\/portfolio$/)
  await expect(page.locator('[data-project]:visible')).toHaveCount(spanishSeedProjects)

  await followLanguageLink(page, 'English', /\/portfolio$/, 'en-US')
  await expect(page.getByRole('heading', { level: 1, name: 'Proof in the Pour' })).toBeVisible()
  await expect(page.locator('[data-project]:visible')).toHaveCount(26)
  expect(consoleErrors).toEqual([])
})

test('a service area in Spanish: no English left, Spanish FAQ and links, JSON-LD in es-US, reciprocal hreflang', async ({
  page,
  consoleErrors,
}) => {
  // The county's other cities are listed by name, the same in both languages.
  await page.goto('/service-area/30518')
  const cities = await page.locator('main li a[href^="/service-area/"]').allInnerTexts()
  const named = cities.map((c) => new RegExp(`^${c.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await expectNoEnglishLeft(page, '/service-area/30518', [...places, ...named])
  await expect(page.getByRole('heading', { level: 1, name: 'Pisos epóxicos en Buford, GA' })).toBeVisible()
  await expect(page.getByText('¿Cuánto tarda la instalación de un piso epóxico en Buford?')).toBeVisible()
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(3)
  expect(hrefs.filter((h) => !h.startsWith('/es'))).toEqual([])
  expect(hrefs).toContain('/es/estimator')
  expect(hrefs.some((h) => /^\/es\/service-area\/\d{5}$/.test(h))).toBe(true)
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? '')].flat()))
  const service = jsonLd.find((d) => d['@type'] === 'Service')
  const faq = jsonLd.find((d) => d['@type'] === 'FAQPage')
  expect(service).toMatchObject({ inLanguage: 'es-US', name: 'Pisos epóxicos en Buford, GA' })
  expect(service.url).toMatch(/\/es\/service-area\/30518$/)
  expect(faq.inLanguage).toBe('es-US')
  expect(faq.mainEntity[0].name).toBe('¿Cuánto tarda la instalación de un piso epóxico en Buford?')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
  await expectReciprocalHreflang(page, '/service-area/30518')

  // The language link, and a neighbour's Spanish page from the Spanish one.
  await page.goto('/service-area/30518')
  await followLanguageLink(page, 'Español', /\/es\/service-area\/30518$/, 'es-US')
  await page.locator('main a[href^="/es/service-area/"]').first().click()
  await expect(page).toHaveURL(/\/es\/service-area\/\d{5}$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Pisos epóxicos en / })).toBeVisible()
})

test('a ZIP we do not serve answers the Spanish 404, with its status', async ({ page }) => {
  const res = await page.goto('/es/service-area/99999')
  expect(res?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1, name: '¡Uy! No encontramos esta página' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
})

test('the sitemap pairs the Spanish portfolio and areas with their English twins', async ({ request }) => {
  const map = await (await request.get('/sitemap.xml')).text()
  expect(map).toMatch(/\/es\/portfolio<\/loc>/)
  expect(map).toMatch(/\/es\/service-area\/30518<\/loc>/)
  expect(map).toMatch(/hreflang="es-US" href="[^"]*\/es\/service-area\/30518"/)
})

/** What the first request for a page answers, without following a redirect. */
async function answerOf(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers().location ?? null }
}

ownTest(
  'an editor gives a project its Spanish in the console; /es/portfolio shows it within seconds',
  async ({ page, browser, ownServer, consoleErrors }) => {
    ownTest.setTimeout(180_000)
    const visitor = await (await browser.newContext({ baseURL: ownServer.baseURL })).newPage()
    await visitor.goto('/es/portfolio')
    await expect(visitor.locator('[data-project="machine-shop-norcross"]')).toHaveCount(0)

    await signIn(page, { next: '/admin/content' })
    await page.goto('/admin/content/projects/machine-shop-norcross')
    await expect(page.getByRole('heading', { level: 1, name: 'Machine Shop' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Spanish' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await hydrated(page)

    // Half a Spanish version is refused in the browser, under the empty Spanish field.
    await spanishField(page, 'Title in Spanish').fill('Taller mecánico')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const half = /^Fill in every Spanish field, or leave them all empty/
    await expect(page.getByText(half)).toHaveCount(1)
    await expect(spanishField(page, 'Location in Spanish')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations(page)).toEqual([])

    await spanishField(page, 'Location in Spanish').fill('Norcross, GA')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText(/^Published as revision 2\./).first()).toBeVisible()
    await expect(spanishField(page, 'Title in Spanish')).toHaveValue('Taller mecánico')

    // The page store re-renders the Spanish portfolio within seconds of the publish.
    await expect
      .poll(async () => {
        await visitor.goto('/es/portfolio')
        return visitor.locator('[data-project="machine-shop-norcross"]').count()
      }, untilLive)
      .toBe(1)
    const card = visitor.locator('[data-project="machine-shop-norcross"]')
    await expect(card.getByRole('heading', { name: 'Taller mecánico' })).toBeVisible()
    await expect(card).toContainText('Norcross, GA')
    await expect(visitor.getByTestId('project-count')).toHaveText(
      `Mostrando ${spanishSeedProjects + 1} de ${spanishSeedProjects + 1} proyectos`,
    )
    // The project still without Spanish stays off the Spanish page; the English one lists both.
    await expect(visitor.locator('[data-project="loading-dock-jefferson"]')).toHaveCount(0)
    await visitor.goto('/portfolio')
    await expect(visitor.locator('[data-project="machine-shop-norcross"]')).toContainText('Machine Shop')
    await expect(visitor.locator('[data-project="loading-dock-jefferson"]')).toHaveCount(1)
    expect(consoleErrors).toEqual([])
  },
)

ownTest(
  'without JavaScript, half a Spanish version is refused by the server with the same message, nothing published',
  async ({ browser, ownServer }) => {
    const context = await browser.newContext({ baseURL: ownServer.baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await signIn(page, { next: '/admin/content', javaScript: false })
    await page.goto('/admin/content/projects/loading-dock-jefferson')
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Dock' })).toBeVisible()
    await spanishField(page, 'Location in Spanish').fill('Jefferson, GA')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    expect((await answer).status()).toBe(400)
    await expect(page.getByText('Nothing was published. Check the fields below.').first()).toBeVisible()
    await expect(page.getByText(/^Fill in every Spanish field, or leave them all empty/)).toHaveCount(1)
    await expect(spanishField(page, 'Title in Spanish')).toHaveAttribute('aria-invalid', 'true')
    // What the editor typed is still there.
    await expect(spanishField(page, 'Location in Spanish')).toHaveValue('Jefferson, GA')
    await page.goto('/es/portfolio')
    await expect(page.locator('[data-project="loading-dock-jefferson"]')).toHaveCount(0)
    await context.close()
  },
)

ownTest(
  'a retired ZIP’s Spanish page sends visitors to the Spanish page of the area it now points to',
  async ({ page, ownServer }) => {
    ownTest.setTimeout(180_000)
    const retired = '30518'
    expect((await answerOf(page.request, `/es/service-area/${retired}`)).status).toBe(200)
    await signIn(page, { next: '/admin/content' })
    await page.goto(`/admin/content/service-areas?q=${retired}`)
    const row = page.locator(`tr[data-zip="${retired}"]`)
    const target = (await row.getByText(/^If retired: to \d{5}$/).textContent())?.slice(-5) ?? ''
    expect(target).toMatch(/^\d{5}$/)
    await hydrated(page)
    await page.getByRole('button', { name: `Retire ${retired}` }).click()
    await expect(page.getByText(new RegExp(`^Retired ${retired} `)).first()).toBeVisible()
    await expect
      .poll(async () => answerOf(page.request, `/es/service-area/${retired}`), { timeout: 40_000 })
      .toEqual({ status: 301, location: `/es/service-area/${target}` })
    const map = await (await page.request.get(`${ownServer.baseURL}/sitemap.xml`)).text()
    expect(map).not.toContain(`/es/service-area/${retired}<`)
    expect(map).toContain(`/es/service-area/${target}<`)
  },
)
