import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

/** The figures a page's main content names (prices, percentages, years, hours, the phone number). */
async function figures(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  // textContent, not innerText: the answers of closed questions hold figures too.
  const text = (await page.getByRole('main').textContent()) ?? ''
  const found = text.match(/\$?\d[\d,.]*%?/g) ?? []
  return [...new Set(found.map((f) => f.replace(/[.,]$/, '')))].sort()
}

/**
 * Lines of the footer that are names, not English: the social networks' own names and the copyright
 * line (the company's legal name and its town).
 */
const names = [/^(Instagram|Facebook)$/, /^© [\d–]+ Refined Resin LLC\./]

const pages = [
  {
    path: '/floor-care',
    heading: 'Floor Care Club, nuestro programa de mantenimiento',
    question: '¿Puedo cancelar?',
    answer: /en cualquier momento antes de su fecha de renovación/,
    shown: ['$199', '$299/año', '20% de descuento', 'Garantía extendida a 7 años', '30 días'],
  },
  {
    path: '/warranty',
    heading: 'Nuestra garantía',
    question: '¿Puedo extender la garantía?',
    answer: /extendida de 5 a 7 años/,
    shown: [
      '5 años',
      'Unas 48 horas',
      'En menos de 24 horas',
      'Paso 1: Contacto',
      'Sí, al siguiente propietario',
    ],
  },
]

for (const p of pages) {
  test(`${p.path} in Spanish: no English left, hreflang both ways, the same figures, links only in Spanish`, async ({
    page,
    consoleErrors,
  }) => {
    await expectNoEnglishLeft(page, p.path, names)
    await expectReciprocalHreflang(page, p.path)
    const english = await figures(page, p.path)
    expect(english.length).toBeGreaterThan(3)
    expect(await figures(page, `/es${p.path}`)).toEqual(english)

    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading)
    await expect(page).toHaveTitle(/\| Refined Resin$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /[áéíóúñ]/)
    for (const t of p.shown) await expect(page.getByText(t).first()).toBeAttached()
    // Every link of the page's own content stays in Spanish (the frame's links are the frame's).
    const hrefs = await page
      .getByRole('main')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    for (const href of hrefs) expect(href, 'a link from a Spanish page').toMatch(/^\/es(\/|$)/)
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', p.path)

    // The questions open one at a time, as on the English page.
    await hydrated(page)
    await page.getByText(p.question).click()
    await expect(page.getByText(p.answer)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test(`${p.path} in English links to its Spanish twin, named in Spanish`, async ({ page }) => {
    await page.goto(p.path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    const spanishLink = page.getByRole('link', { name: 'Español' })
    await expect(spanishLink).toHaveAttribute('href', `/es${p.path}`)
    await expect(spanishLink).toHaveAttribute('hreflang', 'es-US')
    await spanishLink.click()
    await expect(page).toHaveURL(new RegExp(`/es${p.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading)
  })
}

test('the Spanish Join goes to the Spanish contact page with maintenance chosen', async ({ page }) => {
  await page.goto('/es/floor-care')
  await expect(page.getByRole('link', { name: 'Inscribirme' })).toHaveAttribute(
    'href',
    '/es/contact?interest=maintenance',
  )
  await expect(page.getByRole('link', { name: 'Pida un estimado' }).first()).toHaveAttribute(
    'href',
    '/es/estimator',
  )
})

test('moving between the Spanish pages in the browser keeps them in Spanish', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/es/warranty')
  await hydrated(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Floor Care Club/ })
    .click()
  await expect(page).toHaveURL(/\/es\/floor-care$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[0]?.heading ?? '')
  await expect(page.getByText('Inspecciones trimestrales')).toBeVisible()
  await expect(page).toHaveTitle(/^Floor Care Club, programa de mantenimiento/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Garantía' }).click()
  await expect(page).toHaveURL(/\/es\/warranty$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Qué no cubre' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})
