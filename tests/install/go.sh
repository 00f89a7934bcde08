#!/usr/bin/env bash
# The Go port's checkers from the Go module proxy into .toolchains/bin: staticcheck
# (honnef.co/go/tools; its deprecation check SA1019) and exhaustive (github.com/nishanths/exhaustive:
# a switch over a typed = true type missing a member, docs/typed.md). staticcheck v0.8.2 (2026.1.2)
# needs go >= 1.26.0, the machine's go is 1.26; exhaustive v0.17.1 builds with it.
# Idempotent: silent when the pinned versions are already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=v0.8.2
BIN=.toolchains/bin/staticcheck
EXHAUSTIVE_VERSION=v0.17.1
EXHAUSTIVE=.toolchains/bin/exhaustive
command -v go >/dev/null || { echo "staticcheck: go not found, skipped (the Go tests skip locally and fail under CI=true)"; exit 0; }

install() {  # a module path and version, into .toolchains/bin
  mkdir -p .toolchains/bin .toolchains/gopath
  GOBIN="$PWD/.toolchains/bin" GOPATH="$PWD/.toolchains/gopath" GOFLAGS=-modcacherw GOTOOLCHAIN=local \
    go install "$1@$2"
}

if ! { [ -x "$BIN" ] && "$BIN" -version 2>/dev/null | grep -qF "(${VERSION#v})"; }; then
  echo "installing staticcheck $VERSION into .toolchains/bin"
  install honnef.co/go/tools/cmd/staticcheck "$VERSION"
fi
# `go version -m` names the module version a binary was built from.
if ! { [ -x "$EXHAUSTIVE" ] && go version -m "$EXHAUSTIVE" 2>/dev/null \
    | grep -qE "^[[:space:]]mod[[:space:]]+github.com/nishanths/exhaustive[[:space:]]+${EXHAUSTIVE_VERSION}[[:space:]]"; }; then
  echo "installing exhaustive $EXHAUSTIVE_VERSION into .toolchains/bin"
  install github.com/nishanths/exhaustive/cmd/exhaustive "$EXHAUSTIVE_VERSION"
fi
