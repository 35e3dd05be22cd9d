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

port=$((20000 + RANDOM % 20000))
(cd "$work" && NODE_ENV=production PORT=$port DATA_DIR="$work/data" exec node --enable-source-maps build/host.js >"$work/server.log" 2>&1) &
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
check "the server process is plain node on built JavaScript" sh -c "ps -o args= -p $server_pid | grep -Eq '^node (--enable-source-maps )?build/host.js$'"
check "the server runs no child processes (no esbuild, no tsx)" sh -c "! pgrep -P $server_pid"
kill -TERM "$server_pid" 2>/dev/null
wait "$pid" 2>/dev/null
check "SIGTERM stops it cleanly" sh -c "grep -q 'SIGTERM' '$work/server.log'"

if [ "$failed" -gt 0 ]; then
  echo "--- server log"
  tail -20 "$work/server.log"
  echo "--- install log"
  tail -20 "$work/install.log"
fi
printf '{"suite":"production install","passed":%d,"failed":%d,"failures":[%s]}\n' "$passed" "$failed" \
  "$(printf '"%s",' "${failures[@]+"${failures[@]}"}" | sed 's/,$//')" >"$out/prod-smoke.json"
rm -rf "$work"
[ "$failed" -eq 0 ]
