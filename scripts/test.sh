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
# The browser tests drive Debian's Chromium; install it when it is missing (root and apt-get needed).
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's chromium for the browser tests"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || { echo "could not install chromium" >&2; exit 1; }
  else
    echo "The browser tests need Chromium: apt-get install chromium (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
fi
# Thai and Chinese fonts, so screenshots of th and zh-Hans pages are legible (small packages).
if command -v fc-list >/dev/null && [ -z "$(fc-list :lang=th family)" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-tlwg-loma-otf fonts-wqy-microhei >/dev/null 2>&1 ||
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-tlwg-loma-otf fonts-wqy-microhei >/dev/null 2>&1)) ||
    echo "(no Thai/Chinese fonts: th and zh-Hans screenshots will show boxes; the tests do not depend on them)"
fi

rm -rf dist/test-results
started=$(date +%s)
# One layout for the whole tree: prettier decides it (npx prettier --write . formats).
echo "== format (prettier --check)"
npx prettier --check . --log-level warn
format_status=$?
npx nx run-many -t lint typecheck test build --outputStyle=static "$@"
status=$?
if [ $format_status -ne 0 ]; then echo "prettier: the files above are not formatted (npx prettier --write .)"; status=1; fi
node scripts/test-summary.mjs dist/test-results "$(( $(date +%s) - started ))" || status=1
exit $status
