#!/usr/bin/env bash
# Installs and starts the platform on this machine (see scripts/start.mjs): PostgreSQL, NATS, the
# services and the gateway, with demo accounts. Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
exec node scripts/start.mjs
