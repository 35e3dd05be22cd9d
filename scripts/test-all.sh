#!/usr/bin/env bash
# Runs every suite: unit and integration tests (Vitest, on in-memory PGlite),
# the database tests again on PostgreSQL when TEST_DATABASE_URL is set, then
# the browser journeys (Playwright + Debian's Chromium) against a production
# build, and with TEST_DATABASE_URL the journeys that store data again on PostgreSQL. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
# Every suite on the project's Node.js, brought from the npm registry on an older machine (decision 036).
source scripts/runtime.sh || { echo "0 passed, 1 failed"; exit 1; }
echo "== node $(node --version)"
out=$(mktemp -d)
status=0

# A bare clone has nothing installed: install what the suites need first.
bash scripts/ensure-tools.sh || { echo "0 passed, 1 failed"; exit 1; }

echo "== build"
npm run build >"$out/build.log" 2>&1 || { cat "$out/build.log"; echo "0 passed, 1 failed"; exit 1; }

echo "== vitest (PGlite)"
# On the embedded database, whatever TEST_DATABASE_URL says: the second pass is PostgreSQL's.
TEST_DATABASE_URL= npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json" || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== vitest (PostgreSQL: database tests)"
  npx vitest run server.test --reporter=default --reporter=json --outputFile.json="$out/vitest-pg.json" || status=1
fi

echo "== production install (runtime dependencies only, node build/host.js)"
bash scripts/prod-smoke.sh "$out" || status=1

echo "== html check (W3C Nu checker) and internal link crawl"
npx tsx scripts/html-check.ts --out "$out/html-check.json" || status=1

echo "== playwright"
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test || status=1

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The journeys that store and read data, again with the server on PostgreSQL, in a fresh database:
  # one of each kind (a booking, a lead, staff work, a publish, a payment, a conversation). Their
  # Spanish twins run the same code with the language as a parameter (decision 039), and the
  # database's own behaviour on PostgreSQL is the second Vitest pass's (decision 037).
  echo "== playwright (PostgreSQL: the journeys that store data)"
  e2e_db="${TEST_DATABASE_URL%/*}/refined_resin_e2e"
  PGOPTIONS='--client-min-messages=warning' psql "$TEST_DATABASE_URL" -q -c 'drop database if exists refined_resin_e2e' -c 'create database refined_resin_e2e' \
    && E2E_DATABASE_URL="$e2e_db" PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright-pg.json" npx playwright test \
      e2e/customer-booking e2e/schedule.spec e2e/contact.spec e2e/careers.spec e2e/partners.spec e2e/chat.spec \
      e2e/admin e2e/owner-pages e2e/content.spec e2e/content-public e2e/deposit e2e/spanish-schedule || status=1
fi

node scripts/test-summary.mjs "$out" ${TEST_DATABASE_URL:+--postgres} || status=1
exit $status
