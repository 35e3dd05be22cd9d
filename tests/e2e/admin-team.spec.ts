import type { Page } from '@playwright/test'
import { axeViolations, expect, hydrated, test } from './fixtures'
import { mailTo } from './mail'
import { owner, signIn } from './staff'

/** Presses Tab until the element has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('never reached the element with Tab')
}

async function expectConsoleShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Get Estimate' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /chat|remy/i })).toHaveCount(0)
}

test('the owner invites, the invitee sets a password and changes it, the owner removes them', {
  tag: '@postgres',
}, async ({ page, browser, consoleErrors }) => {
  // Five pages checked by axe and two browsers on a shared 2-core machine.
  test.setTimeout(300_000)
  const invitee = `crew-${Date.now()}@example.com`
  const firstPassword = 'first crew password'
  const secondPassword = 'second crew password'

  await signIn(page, { next: '/admin/team' })
  await expect(page).toHaveURL(/\/admin\/team$/)
  await expectConsoleShell(page)
  await expect(page.getByRole('banner')).toContainText(`${owner.email} · Owner`)
  expect(await axeViolations(page)).toEqual([])

  // Keyboard only: Tab to the address, type it, Enter sends the invitation.
  const address = page.getByLabel('Email address')
  await tabTo(page, address)
  await page.keyboard.type(invitee)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Invitation sent to ${invitee}.`).first()).toBeVisible()
  const pending = page.getByRole('region', { name: 'Pending invitations' })
  await expect(pending.getByRole('row').filter({ hasText: invitee })).toContainText('Invitation')
  expect(await axeViolations(page)).toEqual([])

  // The invitation went out over SMTP; the invitee follows the link in it.
  const { text } = await mailTo(invitee, /invit/i)
  const link = /\/admin\/set-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0]
  expect(link).toBeTruthy()

  // The invitee, in their own browser.
  const theirs = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
    baseURL: new URL(page.url()).origin,
  })
  const crew = await theirs.newPage()
  await crew.goto(link!)
  await hydrated(crew)
  await expect(crew.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible()
  await expectConsoleShellSignedOut(crew)
  expect(await axeViolations(crew)).toEqual([])
  await tabTo(crew, crew.getByLabel('New password').first())
  await crew.keyboard.type(firstPassword)
  await crew.keyboard.press('Tab')
  await crew.keyboard.type(firstPassword)
  await crew.keyboard.press('Enter')
  await expect(crew).toHaveURL(/\/admin$/)
  await expect(crew.getByRole('banner')).toContainText(`${invitee} · Staff`)
  await expect(crew.getByRole('link', { name: 'Team' })).toHaveCount(0)

  // Staff are refused the team page, inside the console.
  const refused = await crew.goto('/admin/team')
  expect(refused?.status()).toBe(403)
  await expect(crew.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  await expect(crew.getByText('Only the owner can manage the team.')).toBeVisible()
  await expectConsoleShell(crew)

  // The link works once.
  const reused = await crew.goto(link!)
  expect(reused?.status()).toBe(410)
  await expect(crew.getByText(/This link has already been used\./)).toBeVisible()

  // They change their own password, by keyboard.
  await crew.goto('/admin/account')
  await hydrated(crew)
  expect(await axeViolations(crew)).toEqual([])
  await tabTo(crew, crew.getByLabel('Current password'))
  await crew.keyboard.type(firstPassword)
  await crew.keyboard.press('Tab')
  await crew.keyboard.type(secondPassword)
  await crew.keyboard.press('Tab')
  await crew.keyboard.type(secondPassword)
  await crew.keyboard.press('Enter')
  await expect(
    crew.getByText('Your password was changed. Your other sessions are signed out.').first(),
  ).toBeVisible()
  await expect(crew.getByText(`${invitee} · Changed their own password`)).toBeVisible()

  // The owner removes them from the team page, by keyboard.
  await page.goto('/admin/team')
  await hydrated(page)
  const remove = page.getByRole('button', { name: `Remove ${invitee}` })
  await tabTo(page, remove, 80)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${invitee} was removed and signed out.`).first()).toBeVisible()
  await expect(page.getByText(`${owner.email} · Removed ${invitee}`)).toBeVisible()

  // Their next request is signed out.
  await crew.goto('/admin/inbox')
  await expect(crew).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Finbox/)
  await theirs.close()

  // Nothing went wrong in the owner's browser.
  expect(consoleErrors).toEqual([])
})

async function expectConsoleShellSignedOut(page: Page) {
  await expect(page.getByRole('link', { name: 'Staff console' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Get Estimate' })).toHaveCount(0)
}
