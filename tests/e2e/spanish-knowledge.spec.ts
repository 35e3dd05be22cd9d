import type { Browser, Page } from '@playwright/test'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { axeViolations, expect, hydrated, test, untilLive } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

/**
 * The knowledge hub in Spanish (decision 034): the seeded Spanish articles and authors, the Spanish
 * 404 of an article without Spanish, and an editor adding an article's Spanish in the console.
 */

// Names of people (and their initials, the avatar without a photo) and of the citation styles read
// the same in both languages.
const names = [/^(Caleb Ashford|Renee Okafor|Jordan Pruitt)$/, /^(CA|RO|JP)$/, /^(MLA|APA)$/]

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? '')].flat()))

test('a seeded Spanish article says everything in Spanish, its author included, with Spanish JSON-LD', async ({
  page,
  consoleErrors,
}) => {
  await expectNoEnglishLeft(page, '/article/garage-floor-prep-guide', names)
  await expect(
    page.getByRole('heading', { level: 1, name: /^Preparación del piso del garaje/ }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  // The byline leads to the author's Spanish page; related articles and keywords stay in Spanish.
  await expect(page.getByRole('link', { name: 'Caleb Ashford' }).first()).toHaveAttribute(
    'href',
    '/es/author/caleb-ashford',
  )
  await expect(page.getByRole('heading', { name: 'Temas relacionados' })).toBeVisible()
  const related = page.getByRole('navigation', { name: 'Temas relacionados' }).getByRole('link')
  for (const href of await related.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/es\//)
  const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    inLanguage: 'es-US',
    headline: expect.stringMatching(/^Preparación/),
    url: expect.stringMatching(/\/es\/article\/garage-floor-prep-guide$/),
    author: { name: 'Caleb Ashford', jobTitle: 'Fundador e instalador principal' },
  })
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/es/knowledge/feed.xml',
  )
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/article/garage-floor-prep-guide')
  // The Spanish PDF and feed.
  const pdf = await page.request.get('/es/article/garage-floor-prep-guide/pdf')
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(await (await page.request.get('/es/knowledge/feed.xml')).text()).toContain(
    'Preparación del piso del garaje',
  )
  expect(consoleErrors).toEqual([])
})

test('the Spanish hub lists the Spanish articles only, searches and filters in Spanish', async ({
  page,
  consoleErrors,
}) => {
  await expectNoEnglishLeft(page, '/knowledge')
  await expect(page.getByRole('heading', { level: 1, name: 'Lo que sabemos de la resina' })).toBeVisible()
  const cards = page.locator('main article h2 a')
  await expect(cards).toHaveCount(3)
  for (const href of await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/es\/article\//)
  const status = page.getByRole('status').filter({ hasText: /artículos?/ })
  await expect(status).toHaveText('3 artículos')
  // Reached from the Spanish navigation, as the English hub is from the English one.
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Conocimiento' }),
  ).toHaveAttribute('href', '/es/knowledge')
  // The topics it has articles in: no local-service pages, which are English only.
  const topics = page.getByRole('navigation', { name: 'Temas' })
  await expect(topics.getByRole('link')).toHaveText([
    'Todos los temas',
    'Consejos para el hogar',
    'La química, a fondo',
  ])
  await hydrated(page)
  await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill('prueba de humedad')
  await expect(page).toHaveURL(/\/es\/knowledge\?q=prueba/)
  await expect(cards.first()).toHaveText(/^La humedad del concreto/)
  await page.getByRole('searchbox', { name: 'Buscar artículos' }).fill('')
  await page
    .getByRole('navigation', { name: 'Temas' })
    .getByRole('link', { name: 'Consejos para el hogar' })
    .click()
  await expect(status).toHaveText('2 artículos en Consejos para el hogar')
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/knowledge')
  expect(consoleErrors).toEqual([])
})

test('the Spanish hub searches on the server for a shared link, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const res = await page.goto('/es/knowledge?q=epoxico+metalico')
  expect(res?.status()).toBe(200)
  await expect(page.locator('main article h2 a').first()).toHaveText(
    /^Cómo cuidar un piso de epóxico metálico/,
  )
  await context.close()
})

test('a Spanish author page shows the author in Spanish and only their Spanish articles', async ({
  page,
}) => {
  await expectNoEnglishLeft(page, '/author/caleb-ashford', names)
  await expect(page.getByRole('heading', { level: 2, name: 'Artículos en español' })).toBeVisible()
  const listed = page.getByRole('region', { name: 'Artículos en español' }).getByRole('heading', { level: 3 })
  await expect(listed).toHaveCount(2)
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/author/caleb-ashford')
  // The Spanish contact card names the role in Spanish.
  const card = await page.request.get('/es/author/caleb-ashford/vcard.vcf')
  expect((await card.text()).replace(/\r\n /g, '')).toContain('TITLE:Fundador e instalador principal')
})

test('an article or author without Spanish is the Spanish 404 under /es, and its English page offers no twin', async ({
  page,
}) => {
  for (const path of [
    '/es/article/urethane-vs-epoxy-coatings',
    '/es/author/jordan-pruitt',
    '/es/article/2',
  ]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Uy! No encontramos esta página' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  }
  await page.goto('/article/urethane-vs-epoxy-coatings')
  await expect(page.getByRole('link', { name: 'Español' })).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  // An id under /es leads to the Spanish slug, as it does in English.
  const moved = await page.request.get('/es/article/1', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/es/article/garage-floor-prep-guide')
})

test.describe('an article’s Spanish in the console', () => {
  // Publishing an article's Spanish changes what every page shows (decision 033), so these journeys run
  // on their own server and database, in order.
  test.describe.configure({ mode: 'default' })

  const ownerEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
  const ownerPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'
  let server: OwnServer
  let dropDatabase: (() => Promise<void>) | undefined

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

  async function editor(browser: Browser, javaScriptEnabled: boolean, articleId: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`/admin/content/articles/${articleId}`)
    await expect(page).toHaveURL(/\/admin\/sign-in/)
    if (javaScriptEnabled) await hydrated(page)
    await page.getByLabel('Email').fill(ownerEmail)
    await page.getByLabel('Password').fill(ownerPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Spanish', exact: true })).toBeVisible()
    if (javaScriptEnabled) await hydrated(page)
    return page
  }

  const half =
    'Fill in every Spanish field, or leave them all empty: an article is shown in Spanish only when all of its Spanish is there.'
  const sectionMissing =
    'The English has this section: write it in Spanish too, or leave all the Spanish empty.'

  for (const javaScriptEnabled of [true, false]) {
    test(`half a translation is refused field by field, ${javaScriptEnabled ? 'in the browser' : 'by the server with JavaScript off'}`, async ({
      browser,
    }) => {
      test.setTimeout(90_000)
      const page = await editor(browser, javaScriptEnabled, '2')
      const englishTitle = await page.getByLabel('Title', { exact: true }).inputValue()
      await page.getByLabel('Title in Spanish').fill('Uretano o epóxico')
      await page.getByRole('button', { name: 'Publish now' }).click()
      const spanish = page.getByRole('region', { name: 'Spanish', exact: true })
      // Every other field a Spanish version needs, and each section the English has.
      await expect(spanish.getByText(half)).toHaveCount(7)
      await expect(spanish.getByText(sectionMissing)).toHaveCount(5)
      await expect(page.getByLabel('Meta description in Spanish')).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Title in Spanish')).toHaveValue('Uretano o epóxico')
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(englishTitle)
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
      // Nothing was published.
      expect((await page.request.get('/es/article/urethane-vs-epoxy-coatings')).status()).toBe(404)
      await page.context().close()
    })
  }

  test('an editor adds an article’s Spanish, previews it live and publishes: the Spanish page, hub and twins follow', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    const slug = 'industrial-floor-coating-specs'
    const title = 'Especificaciones de recubrimientos industriales que se cumplen'
    const page = await editor(browser, true, '3')
    await page.getByLabel('Title in Spanish').fill(title)
    await page
      .getByLabel('Meta description in Spanish')
      .fill('Qué debe decir la especificación de un piso industrial para que la obra salga como se pidió.')
    await page
      .getByLabel('Summary in Spanish', { exact: true })
      .fill('Una buena especificación nombra el sistema, el espesor y las pruebas, no solo un producto.')
    await page
      .getByLabel('AI summary in Spanish')
      .fill(
        'La especificación de un piso industrial fija el sistema completo, su espesor y cómo se comprueba.',
      )
    await page.getByLabel('Tags in Spanish').fill('Pisos industriales, Especificaciones')
    await page
      .getByLabel('Keywords in Spanish')
      .fill('especificación de piso industrial, recubrimiento de bodega')
    await page.getByLabel('Picture description in Spanish (alt text)').fill('Un piso industrial gris y liso')
    await page
      .getByLabel('Opening line in Spanish')
      .fill('Una especificación vaga es la manera más cara de comprar un piso industrial.')
    await page
      .getByLabel('The Science in Spanish')
      .fill('El espesor de la película decide cuánto desgaste aguanta el piso.')
    await page.getByLabel('Pro Tips in Spanish').fill('Pida la ficha técnica de cada capa antes de firmar.')
    await page
      .getByLabel('Field Experience in Spanish')
      .fill('En una bodega de Gainesville, la especificación pedía un producto y no un sistema.')
    await page.getByLabel('Question in Spanish', { exact: true }).fill('¿Qué espesor necesita mi bodega?')
    await page
      .getByLabel('Answer in Spanish', { exact: true })
      .fill('Depende del tránsito de montacargas y de los químicos que caen al piso.')

    // The Spanish body's preview follows typing, through the public page's sanitiser.
    await page
      .getByLabel('Article in Spanish (Markdown)')
      .fill('## Qué pedir\n\nUn **sistema** completo, con sus pruebas.\n\n<script>alert(1)</script>')
    const preview = page.getByTestId('markdown-preview-es')
    await expect(preview.getByRole('heading', { level: 2, name: 'Qué pedir' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('sistema')
    await expect(preview.locator('script')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Publish now' }).click()
    await expect(page.getByText(/^Published as revision \d+\./).first()).toBeVisible()

    // The page store renders the Spanish page, and the English one with its twin, within seconds.
    const request = page.request
    await expect.poll(async () => (await request.get(`/es/article/${slug}`)).status(), untilLive).toBe(200)
    await expect
      .poll(async () => (await request.get(`/article/${slug}`)).text(), untilLive)
      .toMatch(/hreflang="es-US"/i)

    const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage()
    await visitor.goto(`/article/${slug}`)
    await hydrated(visitor)
    await visitor.getByRole('link', { name: 'Español' }).click()
    await expect(visitor).toHaveURL(`${server.baseURL}/es/article/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(visitor.locator('main h2', { hasText: 'Qué pedir' })).toBeVisible()
    // Jordan Pruitt has no Spanish version: named, never linked to an English page, none of his English.
    await expect(visitor.getByRole('link', { name: 'Jordan Pruitt' })).toHaveCount(0)
    await expect(visitor.getByText('Jordan Pruitt').first()).toBeVisible()
    const posting = (await jsonLd(visitor)).find((d) => d['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ inLanguage: 'es-US', headline: title })
    expect(await axeViolations(visitor)).toEqual([])

    await expectNoEnglishLeft(visitor, `/article/${slug}`, names)
    await expectReciprocalHreflang(visitor, `/article/${slug}`)

    // The Spanish hub lists it, leading to its Spanish page.
    await expect.poll(async () => (await request.get('/es/knowledge')).text(), untilLive).toContain(title)
    await visitor.goto('/es/knowledge')
    await expect(visitor.getByRole('link', { name: title })).toHaveAttribute('href', `/es/article/${slug}`)
    await expect(visitor.locator('main article h2 a')).toHaveCount(4)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/es/article/${slug}`)
    expect(await (await request.get('/llms.txt')).text()).toContain(`/es/article/${slug}`)
    await visitor.context().close()
    await page.context().close()
  })
})
