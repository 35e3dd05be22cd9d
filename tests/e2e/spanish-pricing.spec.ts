import { axeViolations, expect, test } from './fixtures'
import { expectNoEnglishLeft, expectReciprocalHreflang } from './spanish'

test('the pricing guide in Spanish: no English left, the same rates, its estimate links stay in Spanish', async ({
  page,
}) => {
  await expectNoEnglishLeft(page, '/pricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Guía de precios' })).toBeVisible()
  const table = page.getByRole('table', {
    name: 'Precio instalado típico por pie cuadrado según el tamaño del piso',
  })
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table).toContainText('$6-8')
  for (const link of await page.getByRole('link', { name: 'Obtener mi estimado instantáneo' }).all()) {
    await expect(link).toHaveAttribute('href', '/es/estimator')
  }
  expect(await axeViolations(page)).toEqual([])
  await expectReciprocalHreflang(page, '/pricing')
})
