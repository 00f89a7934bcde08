#!/usr/bin/env bash
# The test command: installs whatever the tests need that is missing (idempotent), then runs them all.
# Used by README.md and .ci/run. Under CI=true a missing toolchain fails the suite instead of skipping.
# Where toolchains cannot be installed (no apt-get, not root and no sudo) it says which, and runs the
# tests anyway: those ports skip locally with the reason (and fail under CI=true).
#
#   bash tests/run.sh [PYTEST_ARGS...]          everything (what CI runs)
#   bash tests/run.sh --fast [PYTEST_ARGS...]   the loop between edits: no toolchain installed or run,
#                                               no test marked toolchain, slow or boundary (under a minute)
# The boundary compiles (tests marked boundary: each port's largest accepted file compiled at its
# limits, and one past them) run as a step of their own after the rest, with their time printed.
set -euo pipefail
cd "$(dirname "$0")/.."

FAST=0
if [ "${1:-}" = "--fast" ]; then
  FAST=1
  shift
fi
[ "$FAST" = 1 ] || bash tests/install.sh

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
# Installed once per pyproject.toml and interpreter: the stamp records both, so a second run skips
# pip (about ten seconds) until either changes.
stamp=".toolchains/python-test-deps.stamp"
want="$(cd "$(dirname "$0")/.." && pwd) $("$PYTHON" -c 'import sys; print(sys.executable)') $(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ] || ! "$PYTHON" -c 'import vocabgen, pytest, xdist' 2>/dev/null; then
  echo "installing vocabgen and its test dependencies (pip install -e '.[test]')"
  "$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'
  mkdir -p .toolchains && printf '%s\n' "$want" >"$stamp"
fi
# Bytecode: where the caller turned caching off (PYTHONDONTWRITEBYTECODE), each test worker and each
# `python -m vocabgen` or pytest a test starts would compile vocabgen and
# the test modules again from source; keep the bytecode in a folder outside the checkout instead.
if [ -n "${PYTHONDONTWRITEBYTECODE:-}" ]; then
  unset PYTHONDONTWRITEBYTECODE
  export PYTHONPYCACHEPREFIX="${PYTHONPYCACHEPREFIX:-${TMPDIR:-/tmp}/vocabgen-pycache-$(id -u)}"
fi
# Two workers (the machine has two cores); all conformance tests share one worker so each port
# compiles once. Pass -n 0 to run in one process.
if [ "$FAST" = 1 ]; then
  exec "$PYTHON" -m pytest -n 2 --dist loadgroup -m "not toolchain and not slow and not boundary" "$@"
fi
"$PYTHON" -m pytest -n 2 --dist loadgroup -m "not boundary" "$@"
start=$SECONDS
status=0
"$PYTHON" -m pytest -n 2 --dist loadgroup -m boundary "$@" || status=$?
echo "boundary compiles (pytest -m boundary): $((SECONDS - start)) s"
# 5: none selected (the arguments named tests outside the group)
[ "$status" = 0 ] || [ "$status" = 5 ] || exit "$status"
