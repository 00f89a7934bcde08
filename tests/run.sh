#!/usr/bin/env bash
# The test command: installs whatever the tests need that is missing (idempotent), then runs them all.
# Used by README.md and .ci/run. Under CI=true a missing toolchain fails the suite instead of skipping.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v go >/dev/null || need_apt+=(golang-go)
command -v mcs >/dev/null || need_apt+=(mono-mcs)
command -v mono >/dev/null || need_apt+=(mono-runtime)
command -v elixirc >/dev/null || need_apt+=(elixir)
[ -f /usr/share/java/clojure.jar ] || need_apt+=(clojure)
command -v javac >/dev/null || need_apt+=(openjdk-17-jdk-headless)
command -v node >/dev/null || need_apt+=(nodejs)
command -v npm >/dev/null || need_apt+=(npm)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "installing toolchains: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

TS_VERSION=5.6.3
if [ ! -x .toolchains/node_modules/.bin/tsc ] || [ "$(.toolchains/node_modules/.bin/tsc --version)" != "Version $TS_VERSION" ]; then
  echo "installing typescript@$TS_VERSION into .toolchains/"
  npm install --no-save --no-audit --no-fund --silent --prefix .toolchains "typescript@$TS_VERSION"
fi

# Per-port extras (test runners, linters, checkers): one idempotent script each.
for script in tests/install/*.sh; do
  [ -e "$script" ] && bash "$script"
done

python3 -m pip install --quiet --disable-pip-version-check -e '.[test]'
exec python3 -m pytest "$@"
