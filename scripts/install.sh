#!/usr/bin/env bash
# Installs the workspace's npm packages from the lockfile when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "Node.js 20 or later with npm is needed: https://nodejs.org (Debian: apt-get install nodejs npm)" >&2
  exit 1
fi

stamp=node_modules/.simbiz-lock-sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "== installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
