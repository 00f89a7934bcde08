#!/usr/bin/env bash
# Clojure 1.12 (the hosts' version; Debian ships 1.11) with its spec dependencies, fetched from
# Maven Central by mvn into the project's .toolchains/clojure-1.12, for the Clojure port's tests.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version="1.12.3"
dest="$root/.toolchains/clojure-$version"
if ! command -v mvn >/dev/null 2>&1; then
    exit 0  # no Maven: the Clojure tests fall back to Debian's 1.11 locally and fail under CI=true
fi
[ -f "$dest/.complete" ] && exit 0
mkdir -p "$dest"
cat >"$dest/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>vocabgen</groupId>
  <artifactId>clojure-fetch</artifactId>
  <version>0</version>
  <dependencies>
    <dependency>
      <groupId>org.clojure</groupId>
      <artifactId>clojure</artifactId>
      <version>$version</version>
    </dependency>
  </dependencies>
</project>
POM
mvn -q -B -Dstyle.color=never -f "$dest/pom.xml" -Dmaven.repo.local="$root/.toolchains/m2" \
    dependency:copy-dependencies -DoutputDirectory="$dest/lib" -DincludeScope=runtime
touch "$dest/.complete"
echo "clojure: fetched Clojure $version and its spec libraries into .toolchains/clojure-$version/lib"
