#!/usr/bin/env bash
# JUnit 5's console launcher (one self-contained jar) from Maven Central into .toolchains/junit/
# (pinned SHA-256, see maven_jar.py), for the generated Java tests (tests_path). Idempotent and
# quiet when already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

JUNIT_VERSION=1.11.4
JUNIT_SHA256=b016ef6b1c3454d6d7c2c88ce081dabf289699686af6622d6e4e2e1b54b4a2fc
JAR=".toolchains/junit/junit-platform-console-standalone-$JUNIT_VERSION.jar"
if [ ! -f "$JAR" ] && ! command -v python3 >/dev/null; then
  echo "junit: python3 not found, skipped (the generated Java tests skip locally and fail under CI=true)"
elif [ ! -f "$JAR" ]; then
  echo "installing junit-platform-console-standalone $JUNIT_VERSION into .toolchains/junit/"
  python3 tests/install/maven_jar.py "org.junit.platform:junit-platform-console-standalone:$JUNIT_VERSION" \
    "$JUNIT_SHA256" .toolchains/junit
fi
