import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'refined-resin-e2e-'))
// The journeys' SMTP server (tests/support/mail-catcher.ts); set here so test workers read them too.
process.env.E2E_SMTP_PORT ??= String(port + 1)
process.env.E2E_MAIL_PORT ??= String(port + 2)
// The servers the journeys start are new installs, which require staff to have a second factor;
// journeys that are not about it sign in with the password alone, as on an install whose owner
// turned that off (decision 038). The second-factor journeys start their own server with it on.
process.env.STAFF_REQUIRE_SECOND_FACTOR ??= 'false'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at least: Playwright's default (half the cores) is one on CI's two, and two took 11.7–13.3
  // min where one took 15.5 (decision 037).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 45_000,
  // Ceilings, not targets: a slow day must not fail a journey that is right (decision 037).
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Off: recording a trace of every journey to keep the failed ones cost a tenth of the run (its
    // screencast and snapshots), and CI keeps only its log. To see a failure, run that journey again
    // with `--trace retain-on-failure` (decision 037).
    trace: 'off',
    launchOptions: {
      // Debian's Chromium: never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Mail goes out over real SMTP to this loopback server; journeys read it from its HTTP list.
      command: 'npx tsx tests/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // What `npm start` runs: the bundled host on plain node.
      command: `node ${process.env.BUILD_DIR ?? 'build'}/host.js`,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        // The staff console journey signs in as this first account (created at start).
        ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'e2e-staff@refinedresin.example',
        ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e staff password 2026',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        STAFF_REQUIRE_SECOND_FACTOR: process.env.STAFF_REQUIRE_SECOND_FACTOR,
        // The second pass in CI runs the journeys that store data on PostgreSQL (scripts/test-all.sh).
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        SLOTS_SEED_MONTHS: process.env.E2E_DATABASE_URL ? '6' : '',
        // The pseudo-locale's pages, which prove every word comes from a catalog (decision 039).
        PSEUDO_LOCALE: '1',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
