#!/usr/bin/env bash
# From Maven Central (pinned SHA-256, see maven_jar.py), idempotent and quiet when already there:
# JUnit 5's console launcher (one self-contained jar) into .toolchains/junit/, for the generated
# Java tests (tests_path); Jackson 2 (databind, core, annotations) into .toolchains/jackson/, for
# the typed Java port's `jackson = true` (docs/typed.md).
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

# Jackson 2.20 on versions jackson-annotations as MAJOR.MINOR only (its bom's jackson.version.annotations).
JACKSON_VERSION=2.23.0
JACKSON_JARS=(
  "com.fasterxml.jackson.core:jackson-databind:$JACKSON_VERSION abd1edd2736c764da03fe6cb7a9de70d48dd0a198aed131604c564bff62f9cc1"
  "com.fasterxml.jackson.core:jackson-core:$JACKSON_VERSION 449798beb4c4ec26de9cc25b39ca2198036883fb905ca968cbef7136d19a25d9"
  "com.fasterxml.jackson.core:jackson-annotations:2.23 e5b60c3088e0887b290ff9226394354589a1dad583743944b7f5538661056b4c"
)
for entry in "${JACKSON_JARS[@]}"; do
  coordinate=${entry% *}
  artifact_version=${coordinate#*:}
  jar=".toolchains/jackson/${artifact_version%%:*}-${coordinate##*:}.jar"
  if [ -f "$jar" ]; then
    continue
  elif ! command -v python3 >/dev/null; then
    echo "jackson: python3 not found, skipped (the typed Java conformance skips locally and fails under CI=true)"
    break
  fi
  echo "installing ${artifact_version%%:*} ${coordinate##*:} into .toolchains/jackson/"
  python3 tests/install/maven_jar.py "$coordinate" "${entry#* }" .toolchains/jackson
done
