#!/usr/bin/env bash
# A release's build and checks: .github/workflows/release.yml runs this on a tag, and
# tests/test_release.py runs it on this checkout. Builds the sdist and the wheel into OUT (default
# dist/), checks their metadata with `twine check`, installs the wheel into a fresh virtual
# environment and renders the shipped vocab.toml with it (`--check`: the committed generated/ is
# exactly what the wheel writes). With RELEASE_TAG set (the workflow passes the pushed tag), the tag
# must be `v` followed by the package's one version, vocabgen.__version__.
#
#   bash scripts/release.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}

version=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' generator/vocabgen/__init__.py)
if [ -z "$version" ]; then
  echo "release: no __version__ line in generator/vocabgen/__init__.py" >&2
  exit 2
fi
if [ -n "${RELEASE_TAG:-}" ] && [ "$RELEASE_TAG" != "v$version" ]; then
  echo "release: the tag $RELEASE_TAG is not v$version, the version in generator/vocabgen/__init__.py" >&2
  exit 2
fi

rm -rf "$out"
python3 -m build --sdist --wheel --outdir "$out" .
python3 -m twine check --strict "$out"/*

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$out"/vocabgen-"$version"-py3-none-any.whl
"$venv/bin/vocabgen" --version
"$venv/bin/vocabgen" render --check
echo "release: vocabgen $version built into $out and checked"
