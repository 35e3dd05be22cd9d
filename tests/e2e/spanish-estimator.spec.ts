import type { Browser, Page } from '@playwright/test'
import { pdfLines } from '../support/pdftotext'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

const WAREHOUSE = 'space=warehouse&sqft=4200&finish=gunmetal-flake&zip=30518&timeline=this-month'

/**
 * Lines the Spanish estimator shares with the English one and that are not English: prices and the
 * multiplier (figures), "Patio" (the same word in both), the social networks' names and the copyright.
 */
const shared = [/^\$/, /^×/, /^Patio$/, /^(Instagram|Facebook)$/, /^© [\d–]+ Refined Resin LLC\./]

/** The figures of an estimate as a page shows them: the range and the cost breakdown. */
async function estimateFigures(page: Page) {
  const range = (await page.getByTestId('estimate-range').textContent()) ?? ''
  const breakdown = (await page.locator('dl', { has: page.getByText('×') }).textContent()) ?? ''
  return { range, breakdown: breakdown.match(/\$[\d,]+|×\d\.\d\d|\d+ (days|días)/g) ?? [] }
}

/** The English estimator's figures for the warehouse floor, read from its own page. */
async function englishFigures(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/estimator?${WAREHOUSE}`)
  const figures = await estimateFigures(page)
  await context.close()
  expect(figures.range).toMatch(/^\$[\d,]+ – \$[\d,]+$/)
  return {
    range: figures.range,
    breakdown: figures.breakdown.map((f) => f.replace(/ days$/, ' días')),
  }
}

test('/es/estimator: no English left (hero, a step, the estimate), hreflang both ways, links only in Spanish', async ({
  page,
}) => {
  await expectNoEnglishLeft(page, '/estimator', shared)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimado instantáneo de pisos epóxicos')
  await expect(page).toHaveTitle(/^Estimado instantáneo de pisos epóxicos \| Refined Resin$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bodega/)
  await expect(page.getByText('2.3 días')).toBeVisible()
  for (const path of ['/estimator?step=1', '/estimator?space=patio&sqft=1250&finish=custom&step=4']) {
    await expectNoEnglishLeft(page, path, shared)
  }
  await expectNoEnglishLeft(page, `/estimator?${WAREHOUSE}`, shared)
  await expectReciprocalHreflang(page, '/estimator')

  await page.goto(`/es/estimator?${WAREHOUSE}`)
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(3)
  for (const href of hrefs) expect(href, 'a link from the Spanish estimator').toMatch(/^\/es(\/|$)/)
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/estimator')
  await expect(page.getByRole('link', { name: 'Estimador' }).first()).toHaveAttribute('href', '/es/estimator')
})

test('with JavaScript, a warehouse floor in Spanish: the English figures, count-up, toast, dialog, PDF and booking', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  const english = await englishFigures(browser)
  await page.goto('/es/estimator')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Comenzar mi estimado' }).click()
  await expect(page.getByText('Paso 1 de 4')).toBeVisible()
  await expect(page.getByRole('heading', { name: '¿Qué tipo de espacio?' })).toBeFocused()
  const next = page.getByRole('button', { name: 'Siguiente' })
  await expect(next).toBeDisabled()
  await page.getByText('Bodega', { exact: true }).click()
  expect(await axeViolations(page)).toEqual([])
  await next.click()

  await expect(page.getByText('Paso 2 de 4')).toBeVisible()
  const slider = page.getByRole('slider', { name: '¿Cuántos pies cuadrados?' })
  await slider.fill('4200')
  await expect(page.getByText('4,200 pies²')).toBeVisible()
  await expect(slider).toHaveAttribute('aria-valuetext', '4,200 pies cuadrados')
  await next.click()

  await expect(page.getByText('Paso 3 de 4')).toBeVisible()
  await page.getByText('Hojuelas gris plomo', { exact: true }).click()
  await next.click()

  await expect(page.getByText('Paso 4 de 4')).toBeVisible()
  const zip = page.getByRole('textbox', { name: 'Código postal del proyecto' })
  await zip.fill('3051')
  await page.getByRole('combobox', { name: '¿Cuándo le gustaría hacerlo?' }).selectOption('this-month')
  const submit = page.getByRole('button', { name: 'Ver mi estimado' })
  await submit.click()
  await expect(page.getByText('Debe ser un código postal válido de 5 dígitos')).toBeVisible()
  await zip.fill('30518')
  expect(await axeViolations(page)).toEqual([])
  // The range's every frame, from the page's first byte (as the English journey records them).
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { rangeTexts: string[] }).rangeTexts = seen
    const note = () => {
      const text = document.querySelector('[data-testid="estimate-range"]')?.textContent
      if (text && text !== seen.at(-1)) seen.push(text)
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await submit.click()

  await expect(page).toHaveURL(new RegExp(`/es/estimator\\?${WAREHOUSE}$`))
  await expect(page.getByRole('heading', { name: 'El rango estimado de su proyecto' })).toBeVisible()
  await expect(page.getByTestId('estimate-range')).toHaveText(english.range)
  const frames = () => page.evaluate(() => (window as unknown as { rangeTexts: string[] }).rangeTexts)
  await expect.poll(async () => (await frames()).includes('$0 – $0')).toBe(true)
  await expect.poll(async () => (await frames()).at(-1)).toBe(english.range)
  await expect(page.getByText('¡Estimado calculado!')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Tenemos los datos de su estimado' })
  // Opens 3 s after the results; the ceiling is for a loaded machine, not a claim about speed.
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toContainText('en menos de 24 horas')
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeAttached()
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'El rango estimado de su proyecto' })).toBeFocused()

  expect(await estimateFigures(page)).toEqual(english)
  await expect(page.getByText('30518 está en Buford, condado de Gwinnett')).toBeVisible()
  await page.getByText('Disponibilidad de la cuadrilla').click()
  await expect(page.getByText(/recargo de 15-20%/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  const pdfLink = page.getByRole('link', { name: 'Descargar el estimado en PDF' })
  await expect(pdfLink).toHaveAttribute('href', new RegExp(`^/es/estimator/quote\\.pdf\\?${WAREHOUSE}`))
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '')
  expect(pdf.status()).toBe(200)
  const text = pdfLines(new Uint8Array(await pdf.body()))
  expect(text).toContain(english.range)
  expect(text).toContain('Estimado del proyecto')
  expect(text).toContain('Bodega')

  // The booking goes to the Spanish schedule page with the estimate in its address, as English does.
  await page.getByRole('link', { name: 'Pedir mi fecha de instalación' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/schedule\\?${WAREHOUSE}`))
  await expect(page.getByText('Su estimado va junto con esta solicitud')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Su estimado' })).toContainText('Bodega')
  expect(consoleErrors).toEqual([])
})

test('without JavaScript, the Spanish steps lead to the same estimate as English', async ({ browser }) => {
  const english = await englishFigures(browser)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/estimator')
  await page.getByRole('link', { name: 'Comenzar mi estimado' }).click()
  await expect(page).toHaveURL(/\/es\/estimator\?step=1$/)
  await expect(page.getByText('Paso 1 de 4')).toBeVisible()
  await page.getByText('Bodega', { exact: true }).click()
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByText('Paso 2 de 4')).toBeVisible()
  await page.getByRole('slider').fill('4200')
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByText('Paso 3 de 4')).toBeVisible()
  await page.getByRole('button', { name: 'Atrás' }).click()
  await expect(page.getByRole('slider')).toHaveValue('4200')
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await page.getByText('Hojuelas gris plomo', { exact: true }).click()
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await page.getByRole('textbox', { name: 'Código postal del proyecto' }).fill('30518')
  await page.getByRole('combobox', { name: '¿Cuándo le gustaría hacerlo?' }).selectOption('this-month')
  await page.getByRole('button', { name: 'Ver mi estimado' }).click()
  await expect(page).toHaveURL(new RegExp(`/es/estimator\\?${WAREHOUSE}$`))
  expect(await estimateFigures(page)).toEqual(english)
  await expect(page.getByRole('link', { name: 'Pedir mi fecha de instalación' })).toHaveAttribute(
    'href',
    new RegExp(`^/es/schedule\\?${WAREHOUSE}$`),
  )

  // A refusal from the server is in Spanish too.
  await page.goto('/es/estimator?space=warehouse&sqft=1&step=2')
  await expect(page.getByText('Los pies cuadrados deben ser un número entero de 100 a 5,000.')).toBeVisible()
  await context.close()
})

test('the language link moves between the two estimators in the browser, keeping each in its language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/estimator')
  await hydrated(page)
  const spanishLink = page.getByRole('link', { name: 'Español' })
  await expect(spanishLink).toHaveAttribute('href', '/es/estimator')
  await spanishLink.click()
  await expect(page).toHaveURL(/\/es\/estimator$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimado instantáneo de pisos epóxicos')
  // Lingui's chunk arrives with the page's words; the steps then speak Spanish.
  await page.getByRole('link', { name: 'Comenzar mi estimado' }).click()
  await expect(page.getByText('Paso 1 de 4')).toBeVisible()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/estimator$/)
  await expect(page.getByRole('link', { name: 'Start My Estimate' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
