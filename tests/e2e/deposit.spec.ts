import type { APIRequestContext, Page } from '@playwright/test'
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe'
import type { CaughtMail } from '../support/mail-catcher'
import { freshPostgresDatabase, type OwnServer, startOwnServer } from '../support/own-server'
import { test as base, expect, hydrated } from './fixtures'
import { mailTo } from './mail'

const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 2527}/messages`

/**
 * Booking with a deposit (decision 041), against a server of its own with payments configured and a
 * loopback fake of Stripe that the real `stripe` package talks to: its hosted page takes the "card",
 * and it posts signed webhooks to the server as Stripe does.
 */
let fake: FakeStripe
let server: OwnServer

/** One server with payments and one fake Stripe for this file's journeys, started before the first. */
const test = base.extend<{ stripe: FakeStripe }, { payments: { fake: FakeStripe; server: OwnServer } }>({
  payments: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature.
    async ({}, use) => {
      // On PostgreSQL in CI's second pass (a fresh database), else on its own embedded database.
      const pg = process.env.E2E_DATABASE_URL
        ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
        : null
      fake = await startFakeStripe()
      server = await startOwnServer({
        databaseUrl: pg?.url,
        env: (baseURL) => ({
          SLOTS_SEED_MONTHS: pg ? '6' : '',
          SITE_URL: baseURL,
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_API_URL: fake.url,
        }),
      })
      fake.setWebhookUrl(`${server.baseURL}/api/stripe/webhook`)
      await use({ fake, server })
      await server.close()
      await fake.close()
      await pg?.drop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  stripe: async ({ payments }, use) => use(payments.fake),
  baseURL: async ({ payments }, use) => use(payments.server.baseURL),
})

test.describe.configure({ mode: 'serial' })

type Slot = { id: string; start_date: string; status: string }

const monthOf = (offset: number) => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + offset)
  return d.toISOString().slice(0, 7)
}

/** Open blocks at least `minDays` ahead, soonest first. */
async function openBlocks(request: APIRequestContext, minDays = 0): Promise<Slot[]> {
  const from = new Date(Date.now() + minDays * 86_400_000).toISOString().slice(0, 10)
  const out: Slot[] = []
  for (const m of [0, 1, 2, 3]) {
    const slots = (await (
      await request.get(`${server.baseURL}/api/slots?month=${monthOf(m)}`)
    ).json()) as Slot[]
    out.push(...slots.filter((s) => s.status === 'available' && s.start_date > from))
  }
  return out
}

async function statusOf(request: APIRequestContext, slot: Slot) {
  const slots = (await (
    await request.get(`${server.baseURL}/api/slots?month=${slot.start_date.slice(0, 7)}`)
  ).json()) as Slot[]
  return slots.find((s) => s.id === slot.id)?.status
}

async function fillRequest(
  page: Page,
  email: string,
  words = { name: 'Full name', email: 'Email', address: 'Project address', size: 'Square footage' },
) {
  await page.getByLabel(words.name).fill('Dana Deposit')
  await page.getByLabel(words.email, { exact: true }).fill(email)
  await page.getByLabel(words.address).fill('12 Oak St, Buford, GA')
  await page.getByLabel(words.size).fill('450')
}

async function cancelFromPage(page: Page) {
  await page.getByLabel('Yes, I want to cancel this booking').check()
  await page.getByRole('button', { name: 'Cancel my booking', exact: true }).click()
}

const sessionIn = (url: string) => url.slice(url.lastIndexOf('/') + 1)

async function bookByApi(request: APIRequestContext, slot: Slot, email: string, lang = 'en') {
  const res = await request.post(`${server.baseURL}/api/bookings`, {
    headers: { 'Content-Language': lang },
    data: {
      slot_id: slot.id,
      customer_name: 'Api Visitor',
      customer_email: email,
      project_address: '3 Pine Rd, Buford, GA',
      project_size: 300,
    },
  })
  return {
    status: res.status(),
    body: (await res.json()) as { id: string; checkout_url?: string; error?: string },
  }
}

test('a visitor pays the deposit on Stripe’s page and lands on their booking page, which says so; cancelling a week ahead refunds it in full', {
  tag: '@postgres',
}, async ({ page, stripe: _stripe }) => {
  const [slot] = await openBlocks(page.request, 10)
  await page.goto(`/schedule?slot=${slot.id}#request`)
  await hydrated(page)
  // The amount and the terms, before anything is sent; no Stripe script on our page.
  await expect(page.getByTestId('deposit-terms')).toContainText('A $250.00 deposit holds your block.')
  await expect(page.getByTestId('deposit-terms')).toContainText('at least 7 days before the install starts')
  expect(await page.locator('script[src*="stripe"]').count()).toBe(0)
  await fillRequest(page, `pay-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click()

  // Stripe Checkout's hosted page (the fake's): no card field of ours.
  await page.waitForURL(`${fake.url}/pay/**`)
  expect(await statusOf(page.request, slot)).toBe('pending')
  await page.getByRole('button', { name: 'Pay $250.00' }).click()

  await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{43}$/)
  const deposit = page.getByTestId('deposit-status')
  await expect(deposit).toContainText('Paid $250.00 on')
  await expect(deposit).toContainText('full refund of $250.00; after that, cancelling refunds $125.00 (50%)')
  expect(await statusOf(page.request, slot)).toBe('pending')

  await hydrated(page)
  await cancelFromPage(page)
  await expect(deposit).toContainText('Your $250.00 deposit was refunded in full on')
  expect(fake.refunds.at(-1)?.amount).toBe(25_000)
  expect(await statusOf(page.request, slot)).toBe('available')
})

test('cancelling refunds by the terms: half inside 7 days of the install (in full on the day exactly 7 before)', async ({
  page,
  stripe: _stripe,
}) => {
  // The soonest open block starts within 7 days of today (blocks start every Friday).
  const [soonest] = await openBlocks(page.request)
  const { body } = await bookByApi(page.request, soonest, `late-${Date.now()}@example.com`)
  await page.goto(body.checkout_url as string)
  await page.getByRole('button', { name: 'Pay $250.00' }).click()
  await page.waitForURL(/\/booking\//)
  await hydrated(page)
  await cancelFromPage(page)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
  const daysAhead = (Date.parse(soonest.start_date) - Date.parse(today)) / 86_400_000
  if (daysAhead < 7) {
    await expect(page.getByTestId('deposit-status')).toContainText(
      '$125.00 of your $250.00 deposit was refunded on',
    )
    expect(fake.refunds.at(-1)?.amount).toBe(12_500)
  } else {
    await expect(page.getByTestId('deposit-status')).toContainText('refunded in full')
    expect(fake.refunds.at(-1)?.amount).toBe(25_000)
  }
})

test('an abandoned checkout holds the block until the session expires, then the block is free again', async ({
  page,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 20)
  const { status, body } = await bookByApi(page.request, slot, `abandon-${Date.now()}@example.com`)
  expect(status).toBe(201)
  expect(await statusOf(page.request, slot)).toBe('pending')
  await page.goto(body.checkout_url as string)
  await page.getByRole('link', { name: 'Back' }).click()
  await page.waitForURL(/\/schedule/)
  expect(await statusOf(page.request, slot)).toBe('pending')
  // Stripe expires the session and says so.
  expect(await fake.expire(sessionIn(body.checkout_url as string))).toBe(200)
  await expect.poll(() => statusOf(page.request, slot)).toBe('available')
})

test('replayed, forged and out-of-order webhooks change nothing', { tag: '@postgres' }, async ({
  page,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 30)
  const email = `hooks-${Date.now()}@example.com`
  const { body } = await bookByApi(page.request, slot, email)
  const sessionId = sessionIn(body.checkout_url as string)
  const paid = fake.sessions.get(sessionId)
  if (!paid) throw new Error('no session')
  // A forged completion (another secret), a stale one and an unsigned one: 400, the hold still unpaid.
  const forgedEvent = fake.event('checkout.session.completed', {
    ...paid,
    status: 'complete',
    payment_status: 'paid',
  })
  const payload = JSON.stringify(forgedEvent, null, 2)
  expect(await fake.deliver(forgedEvent, { signature: fake.sign(payload, { secret: 'whsec_forged' }) })).toBe(
    400,
  )
  expect(
    await fake.deliver(forgedEvent, {
      signature: fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    }),
  ).toBe(400)
  expect(await fake.deliver(forgedEvent, { signature: null })).toBe(400)
  await page.goto(`/deposit?session_id=${sessionId}`)
  await expect(page.getByRole('status')).toContainText('We have not received your payment yet')

  // Paid for real, then the same event again and an expiry after it: still paid, the block held.
  expect(await fake.pay(sessionId)).toBe(200)
  const completed = fake.event('checkout.session.completed', fake.sessions.get(sessionId))
  expect(await fake.deliver(completed)).toBe(200)
  // One confirmation, with the amount and the terms, however often the event comes.
  const confirmation = await mailTo(email, /Your install block request/)
  expect(confirmation.text).toContain('Deposit paid: $250.00')
  expect(confirmation.text).toMatch(/Cancel by .+ for a full refund of \$250\.00/)
  expect(await fake.deliver(fake.event('checkout.session.expired', { ...paid, status: 'expired' }))).toBe(200)
  expect(await statusOf(page.request, slot)).toBe('pending')
  await page.goto(`/deposit?session_id=${sessionId}`)
  await expect(page.getByTestId('deposit-status')).toContainText('Paid $250.00 on')
  const caught = (await (await fetch(mailApi)).json()) as CaughtMail[]
  expect(
    caught.filter((m) => m.to.includes(email) && /Your install block request/.test(m.subject)),
  ).toHaveLength(1)
})

test('when Stripe fails at checkout the visitor is told nothing was booked or charged, and the block stays free', async ({
  page,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 40)
  fake.failWith(500)
  try {
    await page.goto(`/schedule?slot=${slot.id}#request`)
    await hydrated(page)
    await fillRequest(page, `fail-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Continue to payment', exact: true }).click()
    await expect(page.getByText(/your booking was not made and nothing was charged/).first()).toBeVisible()
    expect(await statusOf(page.request, slot)).toBe('available')
  } finally {
    fake.failWith(null)
  }
})

test('two visitors racing for one block: one gets Checkout, the other a 409', { tag: '@postgres' }, async ({
  page,
  playwright,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 50)
  const other = await playwright.request.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
  })
  const [a, b] = await Promise.all([
    bookByApi(page.request, slot, `race-a-${Date.now()}@example.com`),
    bookByApi(other, slot, `race-b-${Date.now()}@example.com`),
  ])
  await other.dispose()
  expect([a.status, b.status].sort()).toEqual([201, 409])
  expect((a.status === 201 ? a : b).body.checkout_url).toMatch(/\/pay\/cs_test_/)
})

test('in Spanish: the terms, Stripe’s page and the booking page are in Spanish', async ({
  page,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 60)
  await page.goto(`/es/schedule?slot=${slot.id}#request`)
  await hydrated(page)
  await expect(page.getByTestId('deposit-terms')).toContainText('Un depósito de $250.00 aparta su bloque.')
  await fillRequest(page, `es-${Date.now()}@example.com`, {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    address: 'Dirección del proyecto',
    size: 'Pies cuadrados',
  })
  await page.getByRole('button', { name: 'Continuar al pago', exact: true }).click()
  await page.waitForURL(`${fake.url}/pay/**`)
  expect(fake.sessions.get(sessionIn(page.url()))?.locale).toBe('es')
  await page.getByRole('button', { name: 'Pay $250.00' }).click()
  await page.waitForURL(/\/es\/booking\//)
  await expect(page.getByTestId('deposit-status')).toContainText('Pagó $250.00 el')
})

test('with JavaScript off the form goes to Stripe’s page and back to the booking page', async ({
  browser,
  stripe: _stripe,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL })
  const page = await context.newPage()
  const [slot] = await openBlocks(page.request, 70)
  await page.goto(`/schedule?slot=${slot.id}#request`)
  await expect(page.getByTestId('deposit-terms')).toContainText('A $250.00 deposit holds your block.')
  await fillRequest(page, `nojs-${Date.now()}@example.com`)
  await page.getByRole('button', { name: 'Continue to payment', exact: true }).click()
  await page.waitForURL(`${fake.url}/pay/**`)
  await page.getByRole('button', { name: 'Pay $250.00' }).click()
  await page.waitForURL(/\/booking\/[A-Za-z0-9_-]{43}$/)
  await expect(page.getByTestId('deposit-status')).toContainText('Paid $250.00 on')
  await context.close()
})

test('the pricing page states the deposit and its terms, in each language', async ({
  page,
  stripe: _stripe,
}) => {
  await page.goto('/pricing')
  await expect(page.getByTestId('deposit-terms')).toContainText('A $250.00 deposit holds your block.')
  await expect(page.getByTestId('deposit-terms')).toContainText('cancelling later refunds 50% of it')
  await page.goto('/es/pricing')
  await expect(page.getByTestId('deposit-terms')).toContainText('Un depósito de $250.00 aparta su bloque.')
  expect(await page.locator('script[src*="stripe"]').count()).toBe(0)
})

test('the booking dialog states the deposit and its terms and goes on to Checkout', async ({
  page,
  stripe: _stripe,
}) => {
  const [slot] = await openBlocks(page.request, 80)
  await page.goto(`/schedule?month=${slot.start_date.slice(0, 7)}`)
  await hydrated(page)
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Request This Block/ }) })
  await card
    .first()
    .getByRole('button', { name: /Request This Block/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Request This Block' })
  await expect(dialog.getByTestId('deposit-terms')).toContainText('A $250.00 deposit holds your block.')
  await expect(dialog.getByTestId('deposit-terms')).toContainText('held for 30 minutes while you pay')
  await fillRequest(page, `dialog-${Date.now()}@example.com`)
  await dialog.getByRole('button', { name: 'Continue to payment', exact: true }).click()
  await page.waitForURL(`${fake.url}/pay/**`)
  expect(fake.sessions.get(sessionIn(page.url()))?.amount_total).toBe(25_000)
})
