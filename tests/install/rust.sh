#!/usr/bin/env bash
# serde and serde_json for the Rust port's tests, fetched from crates.io into the project's
# .toolchains/cargo (CARGO_HOME), so every later build runs with --offline. Needs cargo (rustup).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
export CARGO_HOME="$root/.toolchains/cargo"
if ! command -v cargo >/dev/null 2>&1; then
    exit 0  # no Rust toolchain: the Rust tests skip locally and fail under CI=true
fi
marker="$CARGO_HOME/.vocabgen-serde-1.0.229-json-1.0.154"
[ -f "$marker" ] && exit 0
fetch="$root/.toolchains/cargo-fetch"
mkdir -p "$fetch/src"
cat >"$fetch/Cargo.toml" <<'TOML'
[package]
name = "vocabgen-fetch"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
serde = "=1.0.229"
serde_json = "=1.0.154"

[workspace]
TOML
echo 'fn main() {}' >"$fetch/src/main.rs"
(cd "$fetch" && cargo fetch --quiet)
touch "$marker"
echo "rust: fetched serde 1.0.229 and serde_json 1.0.154 into .toolchains/cargo"
