#!/usr/bin/env bash
# What the GitHub Action's tests need (tests/test_action.py), into .toolchains/: actionlint
# (github.com/rhysd/actionlint, from the Go module proxy) into .toolchains/bin, which checks
# action.yml, the sample workflow and the CI page's workflow; and a wheelhouse of vocabgen's
# dependencies and build requirements (.toolchains/action-wheels, from PyPI), so the Action's own
# install step (a fresh virtual environment, pip install of the action's folder) runs offline.
# Idempotent: silent when the pinned versions are already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=v1.7.12
BIN=.toolchains/bin/actionlint
WHEELS=.toolchains/action-wheels
# The newest of each that vocabgen's pyproject.toml accepts, as of this pin.
PINS=(click==8.5.1 jinja2==3.1.6 markupsafe==3.0.4 packaging==26.4 tomli-w==1.2.0 setuptools==84.2.1 wheel==0.48.0)

if ! command -v go >/dev/null; then
  echo "actionlint: go not found, skipped (the Action's tests skip locally and fail under CI=true)"
# `go version -m` names the module version a binary was built from.
elif ! { [ -x "$BIN" ] && go version -m "$BIN" 2>/dev/null \
    | grep -qE "^[[:space:]]mod[[:space:]]+github.com/rhysd/actionlint[[:space:]]+${VERSION}[[:space:]]"; }; then
  echo "installing actionlint $VERSION into .toolchains/bin"
  mkdir -p .toolchains/bin .toolchains/gopath
  GOBIN="$PWD/.toolchains/bin" GOPATH="$PWD/.toolchains/gopath" GOFLAGS=-modcacherw GOTOOLCHAIN=local \
    go install "github.com/rhysd/actionlint/cmd/actionlint@$VERSION"
fi

stamp="$WHEELS/pins.txt"
if [ "$(cat "$stamp" 2>/dev/null)" != "$(python3 --version) ${PINS[*]}" ]; then
  if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "action wheels: pip not found for python3, skipped (the Action's run test skips locally, fails under CI=true)"
    exit 0
  fi
  echo "downloading the Action's install wheels into $WHEELS: ${PINS[*]}"
  rm -rf "$WHEELS" && mkdir -p "$WHEELS"
  python3 -m pip download --quiet --disable-pip-version-check --only-binary=:all: --no-deps --dest "$WHEELS" "${PINS[@]}"
  printf '%s\n' "$(python3 --version) ${PINS[*]}" >"$stamp"
fi
