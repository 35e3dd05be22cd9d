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
# Each suite's wall time, printed at the end, so a run over its 20 minutes says where they went.
timings=""
phase_name=""
phase() {
  local now
  now=$(date +%s)
  if [ -n "$phase_name" ]; then timings+="  $phase_name: $((now - phase_start)) s"$'\n'; fi
  phase_name=$1
  phase_start=$now
  if [ -n "$1" ]; then echo "== $1"; fi
}

# A bare clone has nothing installed: install what the suites need first.
# Each suite's exit code beside its report: one that exits non-zero with every test passed (an
# unhandled error, a crashed runner) is named in the summary and counted as a failure.
exited() {
  local code=$?
  printf '%s\t%s\t%s\n' "$1" "$code" "$phase_name" >>"$out/exit-codes.tsv"
  if [ "$code" -ne 0 ]; then status=1; fi
}

phase "tools"
bash scripts/ensure-tools.sh || { echo "0 passed, 1 failed"; exit 1; }

phase "build"
npm run build >"$out/build.log" 2>&1 || { cat "$out/build.log"; echo "0 passed, 1 failed"; exit 1; }

phase "vitest (PGlite)"
# On the embedded database, whatever TEST_DATABASE_URL says: the second pass is PostgreSQL's.
TEST_DATABASE_URL= npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"; exited vitest.json

# The production install and its smoke test run beside Vitest's PostgreSQL pass: the install is mostly
# the disk and the registry, and the pass mostly waits on PostgreSQL, so together they take about the
# time of the longer one. Its servers use ports and folders of their own.
bash scripts/prod-smoke.sh "$out" >"$out/prod-smoke.log" 2>&1 &
smoke=$!

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  phase "vitest (PostgreSQL: database tests)"
  # Left out, as what they prove does not depend on the database: the embedded database's own folder,
  # hostile query strings on GET pages, and the page store's renders and render workers (its PostgreSQL
  # side, two servers on one database, is page-store.pg.server.test.ts).
  npx vitest run server.test --exclude app/db/pglite-folder.server.test.ts \
    --exclude server/query-values.server.test.ts --exclude server/page-store-reads.server.test.ts \
    --exclude server/page-store.server.test.ts --exclude server/render-pool.server.test.ts \
    --reporter=default --reporter=json --outputFile.json="$out/vitest-pg.json"; exited vitest-pg.json
fi

phase "production install (runtime dependencies only, node build/host.js): the rest of it"
wait "$smoke"; exited prod-smoke.json
cat "$out/prod-smoke.log"

phase "html check (W3C Nu checker) and internal link crawl"
npx tsx scripts/html-check.ts --out "$out/html-check.json"; exited html-check.json

phase "playwright"
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test; exited playwright.json

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # One journey of each kind that stores data, tagged @postgres, again with the server on PostgreSQL
  # in a fresh database: a booking in each language and from the customer's page, a deposit and its
  # webhooks, the contact, careers and partner forms, a conversation's hand-off, the console, the
  # team, a backup and an erasure, a publish. The database's own behaviour on PostgreSQL is the second
  # Vitest pass's (decision 037).
  phase "playwright (PostgreSQL: one journey of each kind that stores data)"
  e2e_db="${TEST_DATABASE_URL%/*}/refined_resin_e2e"
  PGOPTIONS='--client-min-messages=warning' psql "$TEST_DATABASE_URL" -q -c 'drop database if exists refined_resin_e2e' -c 'create database refined_resin_e2e' \
    && E2E_DATABASE_URL="$e2e_db" PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright-pg.json" npx playwright test --grep @postgres
  exited playwright-pg.json
fi

phase ""
echo "== wall time per suite"
printf "%s" "$timings"

node scripts/test-summary.mjs "$out" ${TEST_DATABASE_URL:+--postgres} || status=1
exit $status
