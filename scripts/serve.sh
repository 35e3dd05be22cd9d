#!/usr/bin/env bash
# `npm run serve`: install, build and start on the project's Node.js (decision 036),
# whatever Node.js the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/runtime.sh
npm install --no-audit --no-fund
npm run build
exec npm start
