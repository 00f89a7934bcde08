#!/usr/bin/env bash
# The test command: installs whatever the tests need that is missing (idempotent), then runs them all.
# Used by README.md and .ci/run. Under CI=true a missing toolchain fails the suite instead of skipping.
# Where toolchains cannot be installed (no apt-get, not root and no sudo) it says which, and runs the
# tests anyway: those ports skip locally with the reason (and fail under CI=true).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tests/install.sh

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
