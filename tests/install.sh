#!/usr/bin/env bash
# The toolchains the tests need, installed when missing (idempotent), for tests/run.sh. Where they
# cannot be installed (no apt-get, not root and no sudo, a missing npm/go/mvn/cargo) it says which and
# carries on: those ports skip locally with the reason, and fail under CI=true.
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
command -v php >/dev/null || need_apt+=(php-cli)
command -v phpunit >/dev/null || need_apt+=(phpunit)
command -v phpcs >/dev/null || need_apt+=(php-codesniffer)
command -v ruby >/dev/null || need_apt+=(ruby)
ruby -e "require 'minitest'" 2>/dev/null || need_apt+=(ruby-minitest)
command -v rubocop >/dev/null || need_apt+=(rubocop)
command -v shellcheck >/dev/null || need_apt+=(shellcheck)  # the Action's scripts (tests/test_action.py, with actionlint)
[ -f /usr/share/unicode/DerivedCoreProperties.txt ] || need_apt+=(unicode-data)  # scripts/freeze_unicode.py --check
if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo"; else SUDO="none"; fi
  fi
  if ! command -v apt-get >/dev/null || [ "$SUDO" = "none" ]; then
    echo "cannot install toolchains here (no apt-get, or not root and no sudo): ${need_apt[*]}"
    echo "  the ports needing them skip with the reason (under CI=true they fail)"
  else
    echo "installing toolchains with apt-get: ${need_apt[*]}"
    $SUDO apt-get update -q
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${need_apt[@]}"
  fi
fi

# Per-port extras (test runners, linters, checkers): one idempotent script each, all run side by
# side (they are mostly downloads, into separate folders). Each one's output is printed whole, in
# name order, once it has finished; a script that fails fails the install.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
scripts=(tests/install/*.sh)
pids=()
for script in "${scripts[@]}"; do
  bash "$script" >"$logs/${script##*/}" 2>&1 &
  pids+=("$!")
done
failed=0
for i in "${!scripts[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  cat "$logs/${scripts[$i]##*/}"
  if [ "$status" -ne 0 ]; then
    echo "${scripts[$i]} failed (exit $status)"
    failed=1
  fi
done
exit "$failed"

