#!/usr/bin/env bash
# JUnit 5's console launcher (one self-contained jar) from Maven Central into .toolchains/junit/,
# for the generated Java tests (tests_path). Idempotent and quiet when already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

JUNIT_VERSION=1.11.4
JAR=".toolchains/junit/junit-platform-console-standalone-$JUNIT_VERSION.jar"
if [ ! -f "$JAR" ] && ! command -v mvn >/dev/null; then
  echo "junit: mvn not found, skipped (the generated Java tests skip locally and fail under CI=true)"
elif [ ! -f "$JAR" ]; then
  echo "installing junit-platform-console-standalone $JUNIT_VERSION into .toolchains/junit/"
  mkdir -p .toolchains/junit
  mvn -B -q dependency:copy -Dartifact="org.junit.platform:junit-platform-console-standalone:$JUNIT_VERSION" \
    -DoutputDirectory=.toolchains/junit >/dev/null
fi
