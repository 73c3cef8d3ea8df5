#!/usr/bin/env bash
# Installs what is missing, then runs every suite of every project through Nx: lint, typecheck,
# unit and integration tests (real PostgreSQL and NATS, found or started by libs/testing), build.
# Ends with one line "tests: N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_TUI=false PACT_DO_NOT_TRACK=true
# The pact verifier would send its requests through a proxy and ignore NO_PROXY: tests talk to 127.0.0.1 only.
unset HTTP_PROXY HTTPS_PROXY http_proxy https_proxy
if [ -n "${CI:-}" ]; then export NX_DAEMON=false; fi

bash scripts/install.sh || exit 1

rm -rf dist/test-results
started=$(date +%s)
npx nx run-many -t lint typecheck test build --outputStyle=static "$@"
status=$?
node scripts/test-summary.mjs dist/test-results "$(( $(date +%s) - started ))" || status=1
exit $status
