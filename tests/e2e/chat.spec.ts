import type { Page } from '@playwright/test'
import { chat } from '../../app/content/business'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { handoffSays, widgetWords } from './remy-words'

const chatCopy = widgetWords('en')

const openButton = (page: Page) => page.getByRole('button', { name: chatCopy.openLabel })
const panel = (page: Page) => page.getByRole('dialog', { name: chatCopy.title })
const input = (page: Page) => page.getByRole('textbox', { name: chatCopy.inputLabel })
const sendButton = (page: Page) => panel(page).getByRole('button', { name: chatCopy.sendLabel, exact: true })
const userMessages = (page: Page) => panel(page).locator('li[data-role="user"]')
const replies = (page: Page) => panel(page).locator('li[data-role="assistant"]')
const staffEmail = process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example'
const staffPassword = process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026'

async function openChat(page: Page) {
  await page.goto('/')
  await hydrated(page)
  const created = page.waitForResponse((r) => r.url().endsWith('/api/chat/conversations'))
  await openButton(page).click()
  await expect(panel(page)).toBeVisible()
  expect((await created).status()).toBe(201)
}

test('the panel code loads only when the chat is opened', async ({ page, consoleErrors }) => {
  const chunks: string[] = []
  page.on('request', (r) => {
    if (/chat-panel/.test(r.url())) chunks.push(r.url())
  })
  await page.goto('/')
  await hydrated(page)
  await expect(openButton(page)).toBeVisible()
  expect(chunks).toEqual([])
  await openButton(page).click()
  await expect(panel(page)).toBeVisible()
  expect(chunks).toHaveLength(1)
  expect(consoleErrors).toEqual([])
})

test('open, greeting, a chip, the streamed reply and the next-step links', async ({
  page,
  consoleErrors,
}) => {
  await openChat(page)
  await expect(panel(page).getByRole('heading', { name: chatCopy.title })).toBeVisible()
  await expect(panel(page).getByText(chatCopy.subtitle, { exact: true })).toBeVisible()
  await expect(replies(page).first()).toHaveText(`${chatCopy.title}: ${chatCopy.greeting}${chatCopy.notice}`)
  // Said once, under the greeting: Remy is automated and estimates are not binding.
  await expect(panel(page).getByText(chatCopy.notice)).toHaveCount(1)
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveAttribute('placeholder', chatCopy.placeholder)
  await expect(sendButton(page)).toBeDisabled()
  for (const chip of chatCopy.chips)
    await expect(panel(page).getByRole('button', { name: chip.label })).toBeVisible()
  await expect(panel(page).getByRole('navigation', { name: 'Next steps' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await panel(page).getByRole('button', { name: 'Pricing' }).click()
  await expect(userMessages(page).last()).toContainText('How much does epoxy cost?')
  await expect(panel(page).getByRole('button', { name: 'Finishes' })).toHaveCount(0)
  await expect(replies(page).nth(1)).toContainText('$6.75-$9.50 per sq ft')
  await expect(replies(page).nth(1)).toContainText('Next step:')
  await expect(replies(page).nth(1).getByRole('link', { name: 'instant estimator' })).toHaveAttribute(
    'href',
    '/estimator',
  )

  const steps = panel(page).getByRole('navigation', { name: 'Next steps' })
  for (const l of chatCopy.links)
    await expect(steps.getByRole('link', { name: l.label })).toHaveAttribute('href', l.to)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('Enter sends a trimmed message; whitespace is never sent; Send waits for the reply', async ({
  page,
}) => {
  // Hold the reply back until the loading state has been seen (a fixed delay raced a busy machine).
  let releaseReply: () => void = () => {}
  const replyHeld = new Promise<void>((resolve) => {
    releaseReply = resolve
  })
  await page.route('**/api/chat', async (route) => {
    await replyHeld
    await route.continue()
  })
  await openChat(page)
  await input(page).fill('   ')
  await expect(sendButton(page)).toBeDisabled()
  await input(page).press('Enter')
  await expect(userMessages(page)).toHaveCount(0)

  await input(page).fill('   Do you serve 30518?  ')
  await input(page).press('Enter')
  await expect(userMessages(page)).toHaveCount(1)
  await expect(userMessages(page).first()).toHaveText('You: Do you serve 30518?')
  await expect(input(page)).toHaveValue('')
  await input(page).fill('next question')
  await expect(sendButton(page)).toBeDisabled()
  releaseReply()
  await expect(replies(page).nth(1)).toContainText('Yes, we serve 30518')
  await expect(
    replies(page)
      .nth(1)
      .getByRole('link', { name: /30518 service page/ }),
  ).toHaveAttribute('href', '/service-area/30518')
  await expect(sendButton(page)).toBeEnabled()
})

test('Escape closes the panel, focus returns to the button, and the conversation is kept', async ({
  page,
}) => {
  await openChat(page)
  await panel(page).getByRole('button', { name: 'Timeline' }).click()
  await expect(replies(page).nth(1)).toContainText('Next step:')
  await input(page).focus()
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(openButton(page)).toBeFocused()
  await openButton(page).click()
  await expect(userMessages(page)).toHaveCount(1)
  await expect(input(page)).toBeFocused()
  await panel(page).getByRole('button', { name: chatCopy.closeLabel }).click()
  await expect(panel(page)).toBeHidden()
  await expect(openButton(page)).toBeFocused()
})

for (const [status, message] of [
  [429, chatCopy.errors.tooManyRequests],
  [402, chatCopy.errors.unavailable],
  [500, chatCopy.errors.failed],
] as const) {
  test(`a ${status} answer shows '${message}', removes the pending reply and puts the message back to resend`, async ({
    page,
  }) => {
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'x' }) }),
    )
    await openChat(page)
    await input(page).fill('hello')
    await input(page).press('Enter')
    await expect(page.getByText(message)).toBeVisible()
    await expect(replies(page)).toHaveCount(1)
    // The words are in one place only: back in the input, not also in the list.
    await expect(userMessages(page)).toHaveCount(0)
    await expect(input(page)).toHaveValue('hello')
    await expect(sendButton(page)).toBeEnabled()
  })
}

test('resending after a failed reply shows the message once', async ({ page }) => {
  let failures = 1
  await page.route('**/api/chat', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
    return route.continue()
  })
  await openChat(page)
  await input(page).fill('How long does installation take?')
  await input(page).press('Enter')
  await expect(page.getByText(chatCopy.errors.failed)).toBeVisible()
  await sendButton(page).click()
  await expect(replies(page).nth(1)).toContainText('2-3 days')
  await expect(userMessages(page)).toHaveCount(1)
  await expect(userMessages(page).first()).toHaveText('You: How long does installation take?')
})

test('hand-off: the visitor leaves a name and number, and staff find a named lead and the mail', {
  tag: '@postgres',
}, async ({ page, consoleErrors }) => {
  test.setTimeout(120_000)
  // A name of letters only, new on every run, to find this lead among others.
  const name = `Jane ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
  const shown = name.replace(/ (.)/, (_m, c: string) => ` ${c.toUpperCase()}`)
  const phone = '(470) 555-0199'
  await openChat(page)
  const say = async (text: string, expected: string | RegExp, nth: number) => {
    await input(page).fill(text)
    // The panel takes a message once the previous reply has ended (its words show before it ends):
    // send only then, as a visitor sees the button come back (decision 037).
    await expect(sendButton(page)).toBeEnabled()
    await input(page).press('Enter')
    await expect(replies(page).nth(nth)).toContainText(expected)
    await expect(sendButton(page)).toBeDisabled()
  }
  await say('Can someone call me back about a quote visit?', handoffSays('en').askDetails, 1)
  await say(name, handoffSays('en').askContact(shown), 2)
  await say(`call me on ${phone}`, handoffSays('en').confirm(shown, phone), 3)
  await say('yes', handoffSays('en').done(shown, phone, true), 4)
  await expect(replies(page).nth(4)).toContainText(`within ${chat.handoffCallbackHours} hours`)
  expect(await axeViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])

  // Staff: the conversation is in the inbox under the visitor's name, with the transcript.
  await page.goto('/admin/inbox')
  await hydrated(page)
  await page.getByLabel('Email').fill(staffEmail)
  await page.getByLabel('Password').fill(staffPassword)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: shown })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(phone)
  await row.getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: shown, level: 1 })).toBeVisible()
  await expect(page.getByText(phone).first()).toBeVisible()
  await expect(page.getByText('Can someone call me back about a quote visit?')).toBeVisible()

  // And the same notification mail as a contact message.
  await page.goto('/admin/outbox')
  await expect(page.getByText(`New contact message: ${shown}`)).toBeVisible()
})

test('a reply is shown as text: no HTML, no outside links', async ({ page }) => {
  const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `${chunk('<img src=x onerror="window.pwned=1"> ')}${chunk('[evil](https://evil.example) ')}${chunk('[ok](/estimator)')}data: [DONE]\n\n`,
    }),
  )
  await openChat(page)
  await input(page).fill('hi')
  await input(page).press('Enter')
  const reply = replies(page).nth(1)
  await expect(reply).toContainText('<img src=x onerror="window.pwned=1">')
  await expect(reply.locator('img')).toHaveCount(0)
  await expect(reply.getByRole('link')).toHaveCount(1)
  await expect(reply.getByRole('link', { name: 'ok' })).toHaveAttribute('href', '/estimator')
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined()
})

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the panel spans the screen width and is axe clean', async ({ page }) => {
    await openChat(page)
    const box = await panel(page).boundingBox()
    expect(box?.width).toBeGreaterThan(350)
    expect(await axeViolations(page)).toEqual([])
  })
})
