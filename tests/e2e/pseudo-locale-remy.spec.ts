import type { Page } from '@playwright/test'
import { company } from '../../app/content/business'
import { catalog as pseudo } from '../../app/content/en-XA/catalog'
import { formatCopy } from '../../app/i18n/format-copy.server'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { expectNoEnglishLeakedIn } from './pseudo-locale'

/**
 * Remy in the pseudo-locale (decision 039): its panel's words and its replies come from the
 * language's catalog, so in `en-XA` every word of a reply is bracketed; only figures and the
 * business's facts show as they are. English here is a reply a component or a service wrote itself.
 */
const words = formatCopy('en-XA', pseudo.chatWidget, { assistant: company.assistantName })
const panel = (page: Page) => page.getByRole('dialog', { name: words.title })
const input = (page: Page) => page.getByRole('textbox', { name: words.inputLabel })
const sendButton = (page: Page) => panel(page).getByRole('button', { name: words.sendLabel, exact: true })
const replies = (page: Page) => panel(page).locator('li[data-role="assistant"]')

test('Remy answers in the pseudo-locale: its panel, a price and a warranty answer, no English', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en-xa')
  await hydrated(page)
  const created = page.waitForRequest((r) => r.url().endsWith('/api/chat/conversations'))
  await page.getByRole('button', { name: words.openLabel }).click()
  await expect(panel(page)).toBeVisible()
  expect(((await created).postDataJSON() as { language?: string }).language).toBe('en-XA')
  await expect(replies(page).first()).toContainText(words.greeting)

  // Questions too short to show a language of their own (a message plainly in English is answered
  // in English, decision 034), so the conversation keeps the page's.
  const questions = ['garage 600 sq ft?', 'warranty?']
  for (const [i, question] of questions.entries()) {
    await input(page).fill(question)
    // The panel takes a message once the previous reply has ended (a link can show before it ends):
    // send only then, as a visitor sees the button come back (decision 037).
    await expect(sendButton(page)).toBeEnabled()
    await input(page).press('Enter')
    // A whole reply ends with its next step, a link.
    await expect(
      replies(page)
        .nth(i + 1)
        .locator('a')
        .last(),
    ).toBeVisible()
    await expect(replies(page).nth(i + 1)).toContainText('⟦')
  }
  await expect(replies(page).nth(1)).toContainText('$')
  // The assistant's name is the business's, and the questions are the visitor's own words.
  await expectNoEnglishLeakedIn(page, '/en-xa with Remy’s replies', [company.assistantName], questions)
  // Its links stay in the language.
  const links = await replies(page)
    .locator('a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(links.length).toBeGreaterThan(0)
  for (const href of links) expect(href).toMatch(/^\/en-xa(\/|$|\?|#)/)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})
