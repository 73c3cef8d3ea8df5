#!/usr/bin/env bash
# Installs, builds and starts the platform on this machine. While the platform is being built
# issue by issue, it builds what exists and reports which parts are not there yet.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_NO_CLOUD=true NX_TUI=false

bash scripts/install.sh
echo "== building"
npx nx run-many -t build --outputStyle=static >/dev/null
node scripts/start-report.mjs
