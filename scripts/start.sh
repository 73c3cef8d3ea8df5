#!/usr/bin/env bash
# Installs and starts the platform on this machine (see scripts/start.mjs): PostgreSQL, NATS, the
# services and the gateway, with demo accounts. Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
# The browser application: the shell and every micro-frontend, built for production (cached by Nx).
NX_NO_CLOUD=true NX_TUI=false npx nx run-many -t build -p shell 'mfe-*' --outputStyle=static >/dev/null || { echo 'building the web application failed' >&2; exit 1; }
exec node scripts/start.mjs
