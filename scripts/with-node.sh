#!/usr/bin/env bash
# Runs a command with the project's Node.js first on PATH (scripts/runtime.sh,
# decision 036): `bash scripts/with-node.sh npm run build:app`.
set -euo pipefail
source "$(dirname "$0")/runtime.sh"
exec "$@"
