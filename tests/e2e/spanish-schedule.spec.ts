import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { mailTo } from './mail'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

let ipSeq = 0

/** Every test is its own visitor (the host trusts X-Forwarded-For from loopback), so the per-IP limit is per test. */
async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.51.100.${(process.pid % 50) * 5 + (++ipSeq % 5)}`,
  })
}

const month = (offset: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + offset)
  return d.toISOString().slice(0, 7)
}

/** A month ahead with an available block, from the public API. */
async function monthWithBlock(page: Page, fromEnd = 0): Promise<{ month: string; id: string }> {
  for (const m of [month(1), month(2), month(3), month(4)]) {
    const slots = (await (await page.request.get(`/api/slots?month=${m}`)).json()) as {
      id: string
      status: string
    }[]
    const open = slots.filter((s) => s.status === 'available')
    // From the end of the month: the English journeys take the first open blocks, and the two Spanish
    // ones, running at once, each their own (`fromEnd` 0 and 1).
    if (open.length > fromEnd) return { month: m, id: open[open.length - 1 - fromEnd].id }
  }
  throw new Error('no available block')
}

test.beforeEach(async ({ page }) => {
  await asVisitor(page)
})

test('the Spanish schedule page says everything in Spanish, with hreflang both ways, and is accessible', async ({
  page,
}) => {
  const { month: m } = await monthWithBlock(page)
  // Block locations are place names.
  await expectNoEnglishLeft(page, `/schedule?month=${m}`, [/, GA$/])
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve su bloque de fin de semana')
  const legend = page.getByRole('list', { name: 'Leyenda' })
  await expect(legend.getByRole('listitem')).toHaveText([
    'Disponible',
    'Solicitado',
    'Reservado',
    'No disponible',
  ])
  await expect(page.getByRole('heading', { level: 2, name: / de \d{4}$/ })).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: /^Bloques de instalación en / })
      .getByRole('listitem')
      .first(),
  ).toContainText('3 días')
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/schedule')
})

test('books a block in Spanish with JavaScript: Spanish dialog and errors, success, the Spanish mail and booking page', {
  tag: '@postgres',
}, async ({ page, consoleErrors }) => {
  test.setTimeout(90_000)
  const { month: m } = await monthWithBlock(page)
  await page.goto(`/es/schedule?month=${m}`)
  await hydrated(page)
  // Months change in the browser and stay in Spanish.
  await page.getByRole('link', { name: 'Mes siguiente' }).click()
  await expect(page).toHaveURL(/\/es\/schedule\?month=/)
  await expect(page.getByRole('heading', { level: 2, name: / de \d{4}$/ })).toBeVisible()
  await page.getByRole('link', { name: 'Mes anterior' }).click()
  await expect(page.getByText('Cargando los bloques disponibles...')).toHaveCount(0)

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Solicitar este bloque/ }) })
    .last()
  const label = (await card.getAttribute('aria-label')) ?? ''
  expect(label).toMatch(/^\p{L}{3}, \d+ de \p{L}+ – \p{L}{3}, \d+ de \p{L}+ de \d{4}: Disponible$/u)
  await card.getByRole('button', { name: /Solicitar este bloque/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Solicitar este bloque' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Le contactaremos en menos de 24 horas para confirmarlo.')

  await dialog.getByRole('button', { name: 'Solicitar este bloque' }).click()
  await expect(dialog.getByText('Escriba su nombre completo')).toBeVisible()
  await dialog.getByLabel('Pies cuadrados').fill('50')
  await dialog.getByLabel('Pies cuadrados').blur()
  await expect(dialog.getByText('Los pies cuadrados deben ser al menos 100')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const stamp = Date.now()
  const email = `lucia-${stamp}@example.com`
  await dialog.getByLabel('Nombre completo').fill(`Lucía ${stamp}`)
  await dialog.getByLabel('Correo electrónico').fill(email)
  await dialog.getByLabel('Dirección del proyecto').fill('12 Oak St, Buford, GA')
  await dialog.getByLabel('Pies cuadrados').fill('450')
  await dialog.getByLabel('Acabado preferido (opcional)').selectOption('metallic')
  await dialog.getByRole('button', { name: 'Solicitar este bloque' }).click()
  await expect(page.getByText(/^¡Enviamos su solicitud de reserva!/).first()).toBeVisible()
  await expect(dialog).toBeHidden()
  expect(consoleErrors).toEqual([])

  const mail = await mailTo(email, /^Su solicitud de bloque de instalación: /)
  expect(mail.text).toContain(`Hola, Lucía ${stamp}:`)
  expect(mail.text).toContain('- Proyecto: 450 pies², residencial, acabado metálico')
  const link = mail.text.match(/\/es\/booking\/[A-Za-z0-9_-]{43}/)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link ?? '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su reserva de instalación')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Solicitada: espera nuestra confirmación' }),
  ).toBeVisible()
  await expect(page.getByText(`Hola, Lucía ${stamp}.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar mi reserva' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('books a block in Spanish without JavaScript: the server refuses in Spanish, then accepts', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${200 + (process.pid % 50)}` },
  })
  const page = await context.newPage()
  const { month: m, id } = await monthWithBlock(page, 1)
  await page.goto(`/es/schedule?month=${m}`)
  await page.locator(`a[href*="slot=${id}"]`).click()
  await expect(page).toHaveURL(/\/es\/schedule\?month=.+&slot=.+#request$/)
  await expect(page.getByRole('heading', { level: 2, name: /^Solicitar / })).toBeVisible()
  await page.getByLabel('Nombre completo').fill('Sin Script')
  await page.getByLabel('Correo electrónico').fill('sin-script')
  await page.getByLabel('Dirección del proyecto').fill('12 Oak St, Buford, GA')
  await page.getByLabel('Pies cuadrados').fill('450')
  await page.getByRole('button', { name: 'Solicitar este bloque' }).click()
  await expect(page.getByText('Corrija los campos marcados abajo.')).toBeVisible()
  await expect(page.getByText('Escriba un correo electrónico válido, como nombre@ejemplo.com')).toBeVisible()
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Sin Script')
  await page.getByLabel('Correo electrónico').fill(`sin.script.${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Solicitar este bloque' }).click()
  await expect(page.getByText(/^¡Enviamos su solicitud de reserva!/)).toBeVisible()
  await expect(
    page.getByText(
      'Le enviamos a su correo una confirmación con las fechas del bloque y los siguientes pasos.',
    ),
  ).toBeVisible()
  await context.close()
})
