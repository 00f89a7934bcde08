#!/bin/sh
# Any other CI (Jenkins, Buildkite, a Makefile): vocabgen's exit status is the verdict. BASE is
# the revision a change is compared with, when there is one (a pull request's base branch).
set -u
vocabgen render --check || { status=$?; echo "vocabgen: the check failed (exit $status)" >&2; exit "$status"; }
if [ -n "${BASE:-}" ]; then
  vocabgen compat --against "$BASE" || exit $?
fi
