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
# The browser tests drive Debian's Chromium; Thai and Chinese fonts keep the th and zh-Hans
# screenshots legible (no boxes). Whatever is missing comes in one apt call (root and apt-get needed).
chromium_missing() { [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; }
# A font package is missing when it is not installed and no installed font covers its language.
font_missing() {
  command -v dpkg >/dev/null && ! dpkg -s "$1" >/dev/null 2>&1 && [ -z "$(fc-list ":lang=$2" family 2>/dev/null)" ]
}
missing=()
chromium_missing && missing+=(chromium)
font_missing fonts-thai-tlwg th && missing+=(fonts-thai-tlwg)
font_missing fonts-wqy-microhei zh-cn && missing+=(fonts-wqy-microhei)
# decK validates the Kong file (tools/deploy-check); without it that check only warns.
command -v deck >/dev/null || missing+=(deck)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "== installing ${missing[*]} for the browser tests and the deployment checks"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || echo "could not install ${missing[*]}" >&2
fi
if chromium_missing; then
  echo "The browser tests need Chromium: apt-get install chromium (or set CHROMIUM_PATH)" >&2
  exit 1
fi
if font_missing fonts-thai-tlwg th || font_missing fonts-wqy-microhei zh-cn; then
  echo "(no Thai or Chinese fonts: apt-get install fonts-thai-tlwg fonts-wqy-microhei, else th and zh-Hans screenshots show boxes)"
fi

rm -rf dist/test-results
started=$(date +%s)
# One layout for the whole tree: prettier decides it (npx prettier --write . formats).
echo "== format (prettier --check)"
npx prettier --check . --log-level warn
format_status=$?
# The browser tests are the longest task (about ten minutes, mostly waiting on pages and rounds), and
# Nx would start them last: the web builds they need come first, then the browser tests run beside
# everything else instead of after it.
WEB_APPS=shell,mfe-course,mfe-market-research,mfe-operations,mfe-analyses,mfe-admin
npx nx run-many -t build -p "$WEB_APPS" --outputStyle=static
status=$?
e2e_log=$(mktemp)
if [ $status -eq 0 ]; then
  npx nx run e2e:test --excludeTaskDependencies --outputStyle=static >"$e2e_log" 2>&1 &
  e2e_pid=$!
fi
npx nx run-many -t lint typecheck test build --exclude e2e --outputStyle=static "$@" || status=1
npx nx run-many -t lint typecheck -p e2e --outputStyle=static || status=1
if [ -n "${e2e_pid:-}" ]; then
  wait "$e2e_pid" || status=1
  echo "== browser tests (e2e:test)"
  cat "$e2e_log"
fi
rm -f "$e2e_log"
if [ $format_status -ne 0 ]; then echo "prettier: the files above are not formatted (npx prettier --write .)"; status=1; fi
node scripts/test-summary.mjs dist/test-results "$(( $(date +%s) - started ))" || status=1
exit $status
