#!/usr/bin/env bash
# The test command: installs whatever the tests need that is missing (idempotent), then runs them all.
# Used by README.md and .ci/run. Under CI=true a missing toolchain fails the suite instead of skipping.
# Where toolchains cannot be installed (no apt-get, not root and no sudo) it says which, and runs the
# tests anyway: those ports skip locally with the reason (and fail under CI=true).
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

# Per-port extras (test runners, linters, checkers): one idempotent script each.
for script in tests/install/*.sh; do
  [ -e "$script" ] && bash "$script"
done

# Python: install into the running Python unless it is externally managed (PEP 668, Debian and
# Ubuntu's system Python) — then into a virtual environment in .venv, checked before any download.
PYTHON=python3
if [ -z "${VIRTUAL_ENV:-}" ] && "$PYTHON" -c 'import sys, sysconfig, os; sys.exit(0 if os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")) else 1)'; then
  if [ ! -x .venv/bin/python ]; then
    echo "this Python is externally managed (PEP 668): creating .venv for the tests"
    "$PYTHON" -m venv .venv || { echo "python3 -m venv failed: install the python3-venv package"; exit 2; }
  fi
  PYTHON=.venv/bin/python
fi
"$PYTHON" -m pip --version >/dev/null 2>&1 || { echo "pip is missing for $PYTHON: install python3-pip"; exit 2; }
echo "installing vocabgen and its test dependencies (pip install -e '.[test]')"
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'
# Two workers (the machine has two cores); all conformance tests share one worker so each port
# compiles once. Pass -n 0 to run in one process.
exec "$PYTHON" -m pytest -n 2 --dist loadgroup "$@"
