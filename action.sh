#!/usr/bin/env bash
# The steps of vocabgen's GitHub Action (action.yml), run by the runner with GITHUB_ACTION_PATH
# (this repository at the action's ref), RUNNER_TEMP and, on a pull request, GITHUB_BASE_REF set.
#
#   action.sh install   vocabgen from GITHUB_ACTION_PATH into a virtual environment of its own
#   action.sh check     render --check, then (VOCABGEN_COMPAT=true, on a pull request or with
#                       VOCABGEN_AGAINST) compat; findings as annotations; the worst exit status
set -euo pipefail

venv="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/vocabgen-action"
vocabgen="$venv/bin/vocabgen"

install() {
  echo "::group::pip install $GITHUB_ACTION_PATH"
  "${VOCABGEN_PYTHON:-python3}" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$GITHUB_ACTION_PATH"
  "$vocabgen" --version
  echo "::endgroup::"
}

worst=0
keep() {  # the worst exit status so far: 2 (invalid input) over 1 (drift, a breaking change) over 0
  if [ "$1" -gt "$worst" ]; then worst="$1"; fi
}

baseline() {  # the revision compat compares with: the input, else the pull request's base branch
  if [ -n "${VOCABGEN_AGAINST:-}" ]; then
    printf '%s\n' "$VOCABGEN_AGAINST"
  elif [ -n "${GITHUB_BASE_REF:-}" ]; then
    # actions/checkout fetches only the pull request's commit: fetch the base branch's tip too.
    if ! git rev-parse --verify --quiet "refs/remotes/origin/$GITHUB_BASE_REF^{commit}" >/dev/null; then
      git fetch --quiet --no-tags --depth=1 origin "+refs/heads/$GITHUB_BASE_REF:refs/remotes/origin/$GITHUB_BASE_REF"
    fi
    printf '%s\n' "origin/$GITHUB_BASE_REF"
  fi
}

check() {
  cd "${VOCABGEN_WORKING_DIRECTORY:-.}"
  local files=() status against
  read -r -a files <<<"${VOCABGEN_FILES:-}"
  status=0
  "$vocabgen" render --check --format github "${files[@]}" || status=$?
  keep "$status"
  if [ "${VOCABGEN_COMPAT:-false}" != "true" ]; then
    exit "$worst"
  fi
  against="$(baseline)"
  if [ -z "$against" ]; then
    echo "::notice title=vocabgen compat::not a pull request and no against input: compat skipped"
    exit "$worst"
  fi
  if [ "${#files[@]}" -eq 0 ]; then
    files=("")
  fi
  for file in "${files[@]}"; do
    status=0
    "$vocabgen" compat --against "$against" --fail-on "${VOCABGEN_FAIL_ON:-breaking}" --format github \
      ${file:+--vocab "$file"} || status=$?
    keep "$status"
  done
  exit "$worst"
}

case "${1:-}" in
  install) install ;;
  check) check ;;
  *) echo "usage: action.sh install|check (run by action.yml)" >&2; exit 2 ;;
esac
