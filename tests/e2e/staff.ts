import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'

/** The e2e server's staff account, which is the owner (playwright.config.ts sets ADMIN_EMAIL). */
export const owner = {
  email: process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example',
  password: process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026',
}

/**
 * Opens `next` signed out, signs in on the form it sends the browser to, and waits for the console
 * that follows. `next` may be a full URL, for a journey on a server of its own; `javaScript: false`
 * for a page whose context runs none (the form posts as a document).
 */
export async function signIn(
  page: Page,
  { next = '/admin', email = owner.email, password = owner.password, javaScript = true } = {},
) {
  await page.goto(next)
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  if (javaScript) await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
}
