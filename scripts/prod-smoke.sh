#!/usr/bin/env bash
# The production install, as the Dockerfile's runtime stage does it (decision 014):
# a clean copy of the build folder with package.json and the lockfile, runtime
# dependencies only (`npm install --omit=dev`), then `node build/host.js`.
# Proves the site serves with no dev tool present and no TypeScript at run time.
# Writes <out>/prod-smoke.json: { "suite", "passed", "failed", "failures" }.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
build=${BUILD_DIR:-build}
work=$(mktemp -d)
passed=0
failed=0
failures=()
check() { # name, command...
  local name=$1
  shift
  if "$@" >/dev/null 2>&1; then
    passed=$((passed + 1))
    echo "  ok   $name"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "  FAIL $name"
  fi
}

# Same steps as the Dockerfile's runtime stage.
cp package.json package-lock.json "$work/"
cp -r "$build" "$work/build"
(cd "$work" && npm install --omit=dev --no-audit --no-fund >"$work/install.log" 2>&1)
check "runtime install without dev dependencies" test -d "$work/node_modules/react-router"
# (typescript is present: @react-router/node declares it as a peer; nothing loads it.)
for dev in tsx esbuild vite @react-router/dev vitest drizzle-kit; do
  check "no $dev in the production install" test ! -e "$work/node_modules/$dev"
done

# A build started on an older Node.js line refuses at once and says why (decision 036).
# The machine's own node is one where it is older than the project's (Node 20 here).
older=""
for candidate in /usr/bin/node /usr/local/bin/node; do
  [ -x "$candidate" ] && [ "$("$candidate" -p 'process.versions.node.split(".")[0]')" -lt "$(node -p 'process.versions.node.split(".")[0]')" ] && older=$candidate && break
done
if [ -n "$older" ]; then
  check "$("$older" --version) refuses the build: exit 1, naming both versions" sh -c "cd '$work' && ! PATH='$(dirname "$older")':\$PATH NODE_ENV=production PORT=0 DATA_DIR='$work/old-node' timeout 30 npm start >'$work/old-node.log' 2>&1 && grep -q 'This build needs Node.js' '$work/old-node.log' && test ! -e '$work/old-node'"
fi

port=$((20000 + RANDOM % 20000))
# What `npm start` runs (decision 047).
(cd "$work" && NODE_ENV=production MALLOC_ARENA_MAX=2 PORT=$port DATA_DIR="$work/data" exec node --max-semi-space-size=16 build/host.js >"$work/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 300); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.5
done
base="http://127.0.0.1:$port"
check "/healthz answers 200" curl -sf "$base/healthz"
check "the home page serves" sh -c "curl -sf '$base/' | grep -q 'Refined Resin'"
check "a server-rendered page with a query serves" sh -c "curl -sf '$base/estimator?space=garage&sqft=500&finish=metallic' | grep -q '<html'"
month=$(date -d "+1 month" +%Y-%m)
check "/api/slots answers JSON" sh -c "curl -sf '$base/api/slots?month=$month' | grep -q 'start_date'"
server_pid=$(pgrep -P "$pid" -f 'build/host.js' || echo "$pid")
check "the server process is plain node on built JavaScript" sh -c "ps -o args= -p $server_pid | grep -Eq '^node (--[a-z-]+(=[0-9]+)? )*build/host.js$'"
check "the server runs no child processes (no esbuild, no tsx)" sh -c "! pgrep -P $server_pid"
kill -TERM "$server_pid" 2>/dev/null
wait "$pid" 2>/dev/null
check "SIGTERM stops it cleanly" sh -c "grep -q 'SIGTERM' '$work/server.log'"

# --- The operator's journey in the same production install: one process per
# data folder, data in through the public site, a backup downloaded from the console while
# serving, a restore into an empty folder, and the console showing the same data after it.
owner_email=owner@refinedresin.example
owner_password='operator journey password 2026'
# The journey is about the data, not the sign-in: the owner signs in with the password alone here
# (the second factor has its own journeys, tests/e2e/staff-second-factor.spec.ts; decision 038).
start_server() { # folder, port
  (cd "$work" && NODE_ENV=production PORT=$2 DATA_DIR="$1" ADMIN_EMAIL=$owner_email ADMIN_PASSWORD="$owner_password" \
    STAFF_REQUIRE_SECOND_FACTOR=false \
    exec node --max-semi-space-size=16 build/host.js >>"$work/ops.log" 2>&1) &
  ops_pid=$!
  for _ in $(seq 1 240); do
    curl -sf "http://127.0.0.1:$2/healthz" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  return 1
}
sign_in() { # base, cookie jar: a 302 to the console means signed in
  [ "$(curl -s -o /dev/null -w '%{http_code}' -c "$2" -H 'Sec-Fetch-Site: same-origin' \
    --data-urlencode "email=$owner_email" --data-urlencode "password=$owner_password" "$1/admin/sign-in")" = 302 ]
}
ops_a="$work/ops-a"
ops_b="$work/ops-b"
port_a=$((port + 1))
port_b=$((port + 2))
t0=$(date +%s%N)
start_server "$ops_a" "$port_a"
ready_ms=$((($(date +%s%N) - t0) / 1000000))
a="http://127.0.0.1:$port_a"
sleep 3
echo "  (figure) first start on a new folder: ready in ${ready_ms} ms, idle resident memory $(awk '/VmRSS/ {print int($2/1024)" MB"}' /proc/$ops_pid/status)"

check "a second server on the same DATA_DIR is refused, naming the process that holds it" sh -c \
  "cd '$work' && ! NODE_ENV=production PORT=$port_b DATA_DIR='$ops_a' timeout 60 node build/host.js >'$work/second.log' 2>&1 && grep -q 'in use by another process' '$work/second.log'"
check "staff:add beside the server is refused, naming the process that holds it" sh -c \
  "cd '$work' && ! DATA_DIR='$ops_a' STAFF_PASSWORD='another password 2026' timeout 60 node build/scripts/staff-add.js crew@example.com >'$work/staff-add.log' 2>&1 && grep -q 'in use by another process' '$work/staff-add.log'"
check "db:backup beside the server is refused" sh -c \
  "cd '$work' && ! DATA_DIR='$ops_a' timeout 60 node build/scripts/db-backup.js '$work/beside.sql' >'$work/beside.log' 2>&1"

check "a contact message is taken through the public form" sh -c \
  "curl -s -H 'Sec-Fetch-Site: same-origin' -H 'Accept: text/html' -H 'X-Forwarded-For: 198.51.100.31' \
    --data-urlencode 'name=Opal Operator' --data-urlencode 'email=opal@example.com' \
    --data-urlencode 'message=Two-car garage, metallic finish.' '$a/contact' | grep -q 'reach out today'"
slot=$(curl -s "$a/api/slots?month=$(date -d '+2 month' +%Y-%m)" | grep -o '"id":"[^"]*","start_date":"[^"]*","end_date":"[^"]*","status":"available"' | head -1 | cut -d'"' -f4)
check "a booking is taken through the public API (201)" sh -c \
  "[ \"\$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' -H 'X-Forwarded-For: 198.51.100.32' \
    --data '{\"slot_id\":\"$slot\",\"customer_name\":\"Bram Booker\",\"customer_email\":\"bram@example.com\",\"project_address\":\"3 Pine Rd, Buford, GA\",\"project_size\":420}' \
    '$a/api/bookings')\" = 201 ]"
check "the owner signs in over HTTP" sign_in "$a" "$work/jar-a"
check "the owner downloads a backup from the console while the site serves" sh -c \
  "curl -sf -b '$work/jar-a' -H 'Sec-Fetch-Site: same-origin' -X POST -o '$work/backup.sql.gz' '$a/admin/backup/download' \
    && gzip -dc '$work/backup.sql.gz' | grep -q 'Bram Booker'"
kill -TERM "$ops_pid" 2>/dev/null
wait "$ops_pid" 2>/dev/null

check "the backup restores into an empty folder" sh -c \
  "cd '$work' && DATA_DIR='$ops_b' timeout 120 node build/scripts/db-restore.js '$work/backup.sql.gz' >'$work/restore.log' 2>&1"
check "a restore over data without --force is refused" sh -c \
  "cd '$work' && ! DATA_DIR='$ops_b' timeout 120 node build/scripts/db-restore.js '$work/backup.sql.gz' >'$work/restore2.log' 2>&1"
start_server "$ops_b" "$port_b"
b="http://127.0.0.1:$port_b"
check "after the restore the owner signs in with the same password" sign_in "$b" "$work/jar-b"
check "the console shows the same contact message and booking" sh -c \
  "curl -sf -b '$work/jar-b' '$b/admin/inbox' > '$work/inbox.html' && grep -q 'Opal Operator' '$work/inbox.html' && grep -q 'Bram Booker' '$work/inbox.html'"
kill -TERM "$ops_pid" 2>/dev/null
wait "$ops_pid" 2>/dev/null

if [ "$failed" -gt 0 ]; then
  echo "--- server log"
  tail -20 "$work/server.log"
  echo "--- operator journey log"
  tail -20 "$work/ops.log" 2>/dev/null
  tail -5 "$work"/second.log "$work"/staff-add.log "$work"/restore.log 2>/dev/null
  echo "--- install log"
  tail -20 "$work/install.log"
fi
printf '{"suite":"production install","passed":%d,"failed":%d,"failures":[%s]}\n' "$passed" "$failed" \
  "$(printf '"%s",' "${failures[@]+"${failures[@]}"}" | sed 's/,$//')" >"$out/prod-smoke.json"
rm -rf "$work"
[ "$failed" -eq 0 ]
