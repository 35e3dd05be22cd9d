#!/usr/bin/env bash
# Runs every suite: unit and integration tests (Vitest, on in-memory PGlite),
# the database tests again on PostgreSQL when TEST_DATABASE_URL is set, then
# the browser journeys (Playwright + Debian's Chromium) against a production
# build. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
status=0

echo "== build"
npm run build >"$out/build.log" 2>&1 || { cat "$out/build.log"; echo "0 passed, 1 failed"; exit 1; }

echo "== vitest (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json" || status=1

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

node scripts/test-summary.mjs "$out" || status=1
exit $status
