import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { focusLoadingChecks, pdfBuffer } from './form-helpers'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

const role = (page: Page, id: string) => page.locator(`details#${id}`)
const roleForm = (page: Page, title: string) =>
  page.getByRole('form', { name: `Solicitud para el puesto de ${title}` })
const input = (page: Page, title: string, label: string) =>
  roleForm(page, title).getByLabel(new RegExp(`^${label}( \\*)?$`))

async function openRole(page: Page, id: string) {
  await role(page, id).locator('summary').click()
  await expect(role(page, id)).toHaveAttribute('open', '')
}

test('the Spanish careers page says everything in Spanish, roles included, with Spanish postings', async ({
  page,
}) => {
  // The estimator works in Atlanta: a place's name is the same in both languages.
  await expectNoEnglishLeft(page, '/careers', [/^Atlanta$/])
  await expect(
    page.getByRole('heading', { level: 1, name: 'Construya una carrera en el oficio' }),
  ).toBeVisible()
  await expect(role(page, 'lead-installer')).toContainText('Instalador principal')
  await expect(role(page, 'lead-installer')).toContainText('$25-35/hora más bonos')
  await expect(role(page, 'content-creator')).toContainText('Híbrido')
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? '')].flat()))
  const jobs = postings.filter((p) => p['@type'] === 'JobPosting')
  expect(jobs.map((j) => j.title)).toEqual([
    'Aprendiz de instalador',
    'Instalador principal',
    'Estimador',
    'Creador de contenido',
  ])
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Empleos' }),
  ).toBeVisible()
  await openRole(page, 'lead-installer')
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/careers')
})

test('an application in Spanish: Spanish errors in the browser, then the Spanish thanks', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now()
  await page.goto('/es/careers')
  await hydrated(page)
  await openRole(page, 'estimator')
  await focusLoadingChecks(page, input(page, 'Estimador', 'Nombre'))
  await input(page, 'Estimador', 'Enlace a su video de presentación').fill('no es un enlace')
  await roleForm(page, 'Estimador').getByRole('button', { name: 'Enviar solicitud' }).click()
  const form = roleForm(page, 'Estimador')
  await expect(form.getByText('Escriba su nombre.')).toBeVisible()
  await expect(form.getByText('Escriba su correo electrónico.')).toBeVisible()
  await expect(form.getByText('Escriba su teléfono.')).toBeVisible()
  await expect(form.getByText('Adjunte su currículum en PDF.')).toBeVisible()
  await expect(
    form.getByText('Escriba un enlace completo que empiece con https://, o deje el campo vacío.'),
  ).toBeVisible()
  await expect(input(page, 'Estimador', 'Nombre')).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  await input(page, 'Estimador', 'Nombre').fill(`Rosa ${stamp}`)
  await input(page, 'Estimador', 'Correo electrónico').fill(`rosa.${stamp}@example.com`)
  await input(page, 'Estimador', 'Teléfono').fill('470-555-0100')
  await input(page, 'Estimador', 'Currículum \\(PDF\\)').setInputFiles({
    name: 'curriculum.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await input(page, 'Estimador', 'Enlace a su video de presentación').fill('https://youtu.be/presentacion')
  await roleForm(page, 'Estimador').getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText('¡Recibimos su solicitud!').first()).toBeVisible()
  await expect(page.getByText('Respondemos en menos de 48 horas. Revise su correo.').first()).toBeVisible()
  await expect(role(page, 'estimator')).not.toHaveAttribute('open', '')
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('applies in Spanish with JavaScript off: the server answers in Spanish, values kept, then thanks', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/careers')
  await openRole(page, 'content-creator')
  await input(page, 'Creador de contenido', 'Nombre').fill('Sin Script')
  await input(page, 'Creador de contenido', 'Correo electrónico').fill('sin-script')
  await roleForm(page, 'Creador de contenido').getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(role(page, 'content-creator')).toHaveAttribute('open', '')
  const form = roleForm(page, 'Creador de contenido')
  await expect(form.getByText('Escriba un correo electrónico válido, como nombre@ejemplo.com.')).toBeVisible()
  await expect(form.getByText('Adjunte su currículum en PDF.')).toBeVisible()
  await expect(form.getByText('Revise los campos marcados y vuelva a enviar.')).toBeVisible()
  await expect(input(page, 'Creador de contenido', 'Nombre')).toHaveValue('Sin Script')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await input(page, 'Creador de contenido', 'Correo electrónico').fill('sin.script.empleo@example.com')
  await input(page, 'Creador de contenido', 'Teléfono').fill('470 555 0123')
  await input(page, 'Creador de contenido', 'Currículum \\(PDF\\)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  })
  await roleForm(page, 'Creador de contenido').getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByRole('status')).toContainText('¡Recibimos su solicitud!')
  await context.close()
})
