import type { Page } from '@playwright/test'
import { company } from '../../app/content/business'
import { chatWidget as chatWidgetEs } from '../../app/content/es/chat-widget'
import { estimate } from '../../app/features/estimator/estimate'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { handoffSays } from './remy-words'

/** Remy on the Spanish pages (decision 034): its own words in Spanish, and Spanish answers with the English figures. */

const words = Object.fromEntries(
  Object.entries(chatWidgetEs).map(([k, v]) => [
    k,
    typeof v === 'string' ? v.replaceAll('{assistant}', company.assistantName) : v,
  ]),
) as unknown as typeof chatWidgetEs
const staffEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const staffPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'
const usd = (n: number) => `$${n.toLocaleString('en-US')}`

const panel = (page: Page) => page.getByRole('dialog', { name: words.title })
const input = (page: Page) => page.getByRole('textbox', { name: words.inputLabel })
const replies = (page: Page) => panel(page).locator('li[data-role="assistant"]')

async function openChat(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  const created = page.waitForRequest((r) => r.url().endsWith('/api/chat/conversations'))
  await page.getByRole('button', { name: path.startsWith('/es') ? words.openLabel : /^Chat with/ }).click()
  await expect(panel(page)).toBeVisible()
  return (await created).postDataJSON() as { language?: string }
}

test('on /es, the widget speaks Spanish and prices a garage with the English figures', async ({
  page,
  consoleErrors,
}) => {
  const started = await openChat(page, '/es')
  expect(started.language).toBe('es')
  await expect(panel(page).getByRole('heading', { name: words.title })).toBeVisible()
  await expect(panel(page).getByText(words.subtitle, { exact: true })).toBeVisible()
  await expect(replies(page).first()).toContainText(words.greeting)
  await expect(panel(page).getByText(words.notice)).toHaveCount(1)
  await expect(input(page)).toHaveAttribute('placeholder', words.placeholder)
  await expect(panel(page).getByRole('button', { name: words.sendLabel, exact: true })).toBeDisabled()
  await expect(panel(page).getByRole('button', { name: words.closeLabel })).toBeVisible()
  for (const chip of words.chips)
    await expect(panel(page).getByRole('button', { name: chip.label })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await input(page).fill('¿Cuánto cuesta un piso epóxico para un garaje de 600 pies cuadrados?')
  await input(page).press('Enter')
  const reply = replies(page).nth(1)
  await expect(reply).toContainText('Siguiente paso:')
  await expect(reply).toContainText('Para un garaje de 600 pies cuadrados')
  for (const [label, finish] of [
    ['Color sólido (Storm Grey)', 'storm-grey'],
    ['Hojuelas (Gunmetal Flake)', 'gunmetal-flake'],
    ['Metálico (Metallic Copper)', 'metallic-copper'],
    ['Mezcla personalizada (Custom Blend)', 'custom'],
  ] as const) {
    const r = estimate({ spaceType: 'garage', squareFootage: 600, finishStyle: finish })
    await expect(reply).toContainText(`${label}: ${usd(r.minTotal)}-${usd(r.maxTotal)}`)
  }
  // The next step is the Spanish estimator, where the visitor prices their own floor.
  await expect(reply.getByRole('link', { name: 'estimador instantáneo' })).toHaveAttribute(
    'href',
    '/es/estimator',
  )

  // After the first exchange, the next steps lead only to pages that exist in Spanish.
  const steps = panel(page).getByRole('navigation', { name: words.nextSteps })
  for (const l of words.links)
    await expect(steps.getByRole('link', { name: l.label })).toHaveAttribute('href', `/es${l.to}`)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('on an English page, a question plainly in Spanish gets a Spanish answer', async ({ page }) => {
  const started = await openChat(page, '/')
  expect(started.language).toBe('en')
  // The widget's words stay English here; only the answer follows the visitor.
  const english = panel(page).getByRole('textbox', { name: `Message ${company.assistantName}` })
  await english.fill('¿Qué garantía tienen sus pisos?')
  await english.press('Enter')
  const reply = replies(page).nth(1)
  await expect(reply).toContainText('Siguiente paso:')
  await expect(reply).toContainText('Nuestros pisos tienen una garantía de')
  await expect(reply.getByRole('link', { name: 'garantía completa' })).toHaveAttribute('href', '/es/warranty')
})

test('hand-off in Spanish: the visitor leaves a name and number, and staff see a Spanish lead', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  // A name of letters only, new on every run, to find this lead among others.
  const name = `María ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
  const shown = name.replace(/ (.)/, (_m, c: string) => ` ${c.toUpperCase()}`)
  const phone = '(470) 555-0177'
  await openChat(page, '/es')
  const say = async (text: string, expected: string, nth: number) => {
    await input(page).fill(text)
    // The panel takes a message once the previous reply has ended (its words show before it ends):
    // send only then, as a visitor sees the button come back (decision 037).
    await expect(panel(page).getByRole('button', { name: words.sendLabel, exact: true })).toBeEnabled()
    await input(page).press('Enter')
    await expect(replies(page).nth(nth)).toContainText(expected)
    await expect(panel(page).getByRole('button', { name: words.sendLabel, exact: true })).toBeDisabled()
  }
  await say('Quiero hablar con una persona, por favor', handoffSays('es').askDetails, 1)
  await say(`Me llamo ${name}, mi teléfono es ${phone}`, handoffSays('es').confirm(shown, phone), 2)
  await say('sí', handoffSays('es').done(shown, phone, true), 3)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])

  await page.goto('/admin/inbox')
  await hydrated(page)
  await page.getByLabel('Email').fill(staffEmail)
  await page.getByLabel('Password').fill(staffPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: shown })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: shown, level: 1 })).toBeVisible()
  await expect(page.getByText('Spanish', { exact: true })).toBeVisible()
})
