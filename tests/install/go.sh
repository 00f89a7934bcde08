#!/usr/bin/env bash
# staticcheck (honnef.co/go/tools) from the Go module proxy into .toolchains/bin: the Go port's
# deprecation checker (SA1019). v0.8.2 (2026.1.2) needs go >= 1.26.0, the machine's go is 1.26.
# Idempotent: silent when the pinned version is already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=v0.8.2
BIN=.toolchains/bin/staticcheck
command -v go >/dev/null || { echo "staticcheck: go not found, skipped (the Go tests skip locally and fail under CI=true)"; exit 0; }
if [ -x "$BIN" ] && "$BIN" -version 2>/dev/null | grep -qF "(${VERSION#v})"; then
  exit 0
fi
echo "installing staticcheck $VERSION into .toolchains/bin"
mkdir -p .toolchains/bin .toolchains/gopath
GOBIN="$PWD/.toolchains/bin" GOPATH="$PWD/.toolchains/gopath" GOFLAGS=-modcacherw GOTOOLCHAIN=local \
  go install "honnef.co/go/tools/cmd/staticcheck@$VERSION"
