#!/usr/bin/env bash
# Clojure 1.12 (the hosts' version; Debian ships 1.11) with its spec dependencies, fetched from
# Maven Central into the project's .toolchains/clojure-1.12.3/lib (pinned SHA-256 each, see
# maven_jar.py), for the Clojure port's tests.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version="1.12.3"
dest="$root/.toolchains/clojure-$version"
[ -f "$dest/.complete" ] && exit 0
if ! command -v python3 >/dev/null 2>&1; then
    echo "clojure: python3 not found, skipped (the Clojure tests fall back to Debian's 1.11 locally and fail under CI=true)"
    exit 0
fi
fetch() { python3 "$root/tests/install/maven_jar.py" "$1" "$2" "$dest/lib"; }
fetch "org.clojure:clojure:$version" cb2a1a3db1c2cd76ef4fa4a545d5a65f10b1b48b7f7672f0a109f5476f057166
fetch org.clojure:spec.alpha:0.5.238 94cd99b6ea639641f37af4860a643b6ed399ee5a8be5d717cff0b663c8d75077
fetch org.clojure:core.specs.alpha:0.4.74 eb73ac08cf49ba840c88ba67beef11336ca554333d9408808d78946e0feb9ddb
touch "$dest/.complete"
echo "clojure: fetched Clojure $version and its spec libraries into .toolchains/clojure-$version/lib"
