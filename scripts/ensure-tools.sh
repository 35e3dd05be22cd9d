#!/usr/bin/env bash
# Installs what the test suites need when it is missing, so `npm test` works on a
# bare clone: the npm packages, and Debian's packages the suites read artefacts
# with (Chromium for the journeys, PostgreSQL's binaries, Java for the Nu checker,
# exiftool, pdftotext). Debian's packages need root (apt-get); otherwise it says
# which to install and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node.js first (decision 036): the install then runs on it too.
source scripts/runtime.sh

if [ ! -x node_modules/.bin/react-router ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "== npm install"
  npm install --no-audit --no-fund
fi

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need+=(postgresql)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
command -v exiftool >/dev/null 2>&1 || need+=(libimage-exiftool-perl)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "== apt-get install ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "The tests need Debian's packages: ${need[*]}. Install them (sudo apt-get install ${need[*]}) and run again." >&2
    exit 1
  fi
fi
