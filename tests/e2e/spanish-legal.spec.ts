import { axeViolations, expect, test } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

for (const path of ['/privacy', '/terms', '/accessibility']) {
  test(`${path} in Spanish: translated in full, says the English text governs, hreflang both ways`, async ({
    page,
  }) => {
    // The legal name, the standard's name and the cookie names are the same in both languages.
    await expectNoEnglishLeft(page, path, [/^Refined Resin LLC/])
    await expect(page.getByText('rige el texto en inglés')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Leer la versión en inglés' })).toHaveAttribute('href', path)
    expect(await axeViolations(page)).toEqual([])
    await expectReciprocalHreflang(page, path)
  })
}

test('the Spanish footer links the Spanish legal pages', async ({ page }) => {
  await page.goto('/es/contact')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/es/privacy')
  await expect(footer.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/es/terms')
  await expect(footer.getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute(
    'href',
    '/es/accessibility',
  )
})
