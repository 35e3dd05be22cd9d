import type { Page } from '@playwright/test'
import { base32Decode, hotp } from '../../app/features/second-factor/totp.server'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { axeViolations, expect, hydrated, test as shared } from './fixtures'
import { owner } from './staff'

/**
 * The second factor (decision 038), on servers of their own that are new installs with the
 * requirement on (the shared server starts with it off, for the journeys that are not about it).
 */
const test = shared.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      const pg = process.env.E2E_DATABASE_URL
        ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
        : null
      const server = await startOwnServer({
        databaseUrl: pg?.url,
        env: { STAFF_REQUIRE_SECOND_FACTOR: 'true' },
      })
      await use(server)
      await server.close()
      await pg?.drop()
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
})

/** The authenticator app's code for a 30-second step (what the phone would show then). */
const codeAt = (secret: string, step: number) => hotp(base32Decode(secret), step)
const stepNow = () => Math.floor(Date.now() / 30_000)

async function passwordSignIn(page: Page) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  await hydrated(page)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('You have signed out.')).toBeVisible()
}

test('an authenticator app: enrolled at the first sign-in, a code works once, a recovery code is spent', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  await passwordSignIn(page)
  // No factor yet and the team requires one: enrolment before any other page.
  await expect(page).toHaveURL(/\/admin\/enrol/)
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  await page.goto('/admin/inbox')
  await expect(page).toHaveURL(/\/admin\/enrol\?next=%2Fadmin%2Finbox/)
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])

  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()

  // A code typed with a space is refused, with the reason.
  const enrolStep = stepNow()
  const first = codeAt(secret, enrolStep)
  await page.getByLabel('Code from the app').fill(`${first.slice(0, 3)} ${first.slice(3)}`)
  await page.getByRole('button', { name: 'Confirm the app' }).click()
  await expect(page.getByText(/digits only, no spaces/).first()).toBeVisible()

  await page.getByLabel('Code from the app').fill(first)
  await page.getByRole('button', { name: 'Confirm the app' }).click()
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.allTextContents()).map((c) => c.trim())
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Continue to the console' }).click()
  await expect(page).toHaveURL(/\/admin\/inbox$/)
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await signOut(page)

  // The password, then the next code from the app.
  await passwordSignIn(page)
  await expect(page).toHaveURL(/\/admin\/sign-in\/verify/)
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  // The app's code now, or the next one if the enrolment's step has not ended yet (both accepted).
  const next = codeAt(secret, Math.max(enrolStep + 1, stepNow()))
  await page.getByLabel(/Code from your authenticator app/).fill(next)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await signOut(page)

  // The same code again is refused: each code is taken once.
  await passwordSignIn(page)
  await expect(page).toHaveURL(/\/admin\/sign-in\/verify/)
  await page.getByLabel(/Code from your authenticator app/).fill(next)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/already used/)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0)

  // A recovery code signs in once; the account page says how many are left.
  await page.getByLabel(/Code from your authenticator app/).fill(recovery[0])
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/admin\/account\?recovery=used/)
  await expect(page.getByText('You signed in with a recovery code: 9 of 10 left.')).toBeVisible()
  await expect(page.getByTestId('recovery-left')).toHaveText('9 of 10 recovery codes left.')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  // The refusals above are answers the page shows (400, 401), which the browser also logs.
  expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([])
})

test('a passkey: registered, signs in alone, removed, then refused', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000)
  // Chromium's virtual authenticator: a platform authenticator that verifies the person at once.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })

  await passwordSignIn(page)
  await expect(page).toHaveURL(/\/admin\/enrol/)
  await hydrated(page)
  await page.getByLabel('Name of this passkey').fill('Test laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  await page.getByRole('link', { name: 'Continue to the console' }).click()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()
  await signOut(page)

  // The passkey alone signs in.
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible()

  // The owner sees it on the team page, and lets the last factor go.
  await page.goto('/admin/team')
  const self = page.getByRole('row', { name: new RegExp(owner.email) })
  await expect(self).toContainText('1 passkey, 10 recovery codes left')
  await hydrated(page)
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Require a second factor').uncheck()
  await page.getByRole('button', { name: 'Save the second-factor requirement' }).click()
  await expect(page.getByText('A second factor is no longer required.').first()).toBeVisible()

  // Removing it asks for the password and a factor first (a passkey sign-in gave no password).
  await page.goto('/admin/account')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Password (with a passkey)').fill(owner.password)
  await page.getByRole('button', { name: 'Confirm with password and a passkey' }).click()
  await expect(page.getByText(/Confirmed\. For the next 5 minutes/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click()
  await expect(page.getByText(/it no longer signs in anywhere/).first()).toBeVisible()
  // After the change, the page offers to sign out everywhere else.
  await page.getByRole('button', { name: 'Sign out every other session' }).click()
  await expect(page.getByText(/Every other session of yours is signed out/).first()).toBeVisible()
  await signOut(page)

  // The authenticator still holds the passkey, but it signs in nowhere.
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText(/not registered here/)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0)
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([])
})
