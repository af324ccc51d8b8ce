#!/usr/bin/env bash
# `npm test`: every test — typecheck, lint, unit and integration (Vitest), browser end to end
# (Playwright, JavaScript on and off, in Debian Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== typecheck and lint"
npx react-router typegen
# Each is single-threaded: side by side on two cores.
npx tsc &
tsc=$!
npx eslint --max-warnings=0 . &
eslint=$!
wait "$tsc"
wait "$eslint"
echo "== build"
node scripts/build-if-stale.js
echo "== JavaScript budget of tool pages"
node scripts/page-weight.js --budget
echo "== unit, data layer and server tests (Vitest)"
npx vitest run
echo "== end to end (Playwright: js and no-js)"
npx playwright test
