#!/usr/bin/env bash
# kotlinc 2.4 (kotlin-compiler-embeddable and the runtime jars its POM requires) plus kotlin-test
# for JUnit 5, from Maven Central into .toolchains/kotlin-2.4.21/lib (pinned SHA-256 each, see
# maven_jar.py), for the Kotlin port's tests: run as `java -cp lib/* K2JVMCompiler` on the JDK
# (Debian's kotlin is 1.3). The JUnit Platform console comes from java.sh. Idempotent: a second
# run fetches nothing. It then dumps a class-data-sharing archive of the compiler's classes
# (kotlinc.jsa, a standard JDK feature): each kotlinc start then loads its classes from the archive,
# about 3 CPU seconds less per run (CONTRIBUTING.md). A JVM that cannot use the archive (another
# JDK, moved jars) says so in one line and loads the classes from the jars as before.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
version="2.4.21"
dest="$root/.toolchains/kotlin-$version"
[ -f "$dest/.complete" ] && [ -f "$dest/kotlinc.jsa" ] && exit 0
if ! command -v python3 >/dev/null 2>&1; then
    echo "kotlin: python3 not found, skipped (the Kotlin tests skip locally and fail under CI=true)"
    exit 0
fi
if [ ! -f "$dest/.complete" ]; then
    fetch() { python3 "$root/tests/install/maven_jar.py" "$1" "$2" "$dest/lib"; }
    fetch "org.jetbrains.kotlin:kotlin-compiler-embeddable:$version" ef19419c765e7ac8404465fa026ca8fc4dbb8a822de0fc79aa53c8dce29f1d02
    fetch "org.jetbrains.kotlin:kotlin-build-tools-api:$version" c5cd6a49bd072b529ae10809111c16a7aa0f92147e95d288354017fd65799461
    fetch "org.jetbrains.kotlin:kotlin-stdlib:$version" bd8250210584cb659847dce9cda660f8e9906e5def7fbebcea93dc6dcb6a88a3
    fetch "org.jetbrains.kotlin:kotlin-script-runtime:$version" a658cf5902a1525a06c264a5e42b437e97a6679ddeef8ca641246f270cf6a013
    fetch org.jetbrains.kotlin:kotlin-reflect:1.6.10 3277ac102ae17aad10a55abec75ff5696c8d109790396434b496e75087854203
    fetch "org.jetbrains.kotlin:kotlin-daemon-embeddable:$version" 7b3ef24674e5bcffcadfc4e43202ea314194939ecbcdd90a4770b2f1b04e0d07
    fetch org.jetbrains.kotlinx:kotlinx-coroutines-core-jvm:1.8.0 9860906a1937490bf5f3b06d2f0e10ef451e65b95b269f22daf68a3d1f5065c5
    fetch org.jetbrains:annotations:13.0 ace2a10dc8e2d5fd34925ecac03e4988b2c0f851650c94b8cef49ba1bd111478
    fetch "org.jetbrains.kotlin:kotlin-test:$version" 4b43f419bf41a9ede07094652db97b5034984a8cdc642f3c5b2bfd4767f6e365
    fetch "org.jetbrains.kotlin:kotlin-test-junit5:$version" 488e12c6e5ce2ed9dacdebc5ab2582b938781e753eec6867b0e65f4e9d7d200d
    touch "$dest/.complete"
    echo "kotlin: fetched kotlinc $version, kotlin-test and their runtime jars into .toolchains/kotlin-$version/lib"
fi
if command -v java >/dev/null 2>&1; then
    # The archive's class path must be the one tests/ports/kotlin.py starts kotlinc with (COMPILER).
    compiler=""
    for jar in kotlin-compiler-embeddable-$version kotlin-build-tools-api-$version kotlin-stdlib-$version \
        kotlin-script-runtime-$version kotlin-reflect-1.6.10 kotlin-daemon-embeddable-$version \
        kotlinx-coroutines-core-jvm-1.8.0 annotations-13.0; do
        compiler="$compiler${compiler:+:}$dest/lib/$jar.jar"
    done
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    printf 'package sample\n\nobject Sample {\n    const val VALUE: String = "value"\n}\n' >"$work/Sample.kt"
    if java -XX:ArchiveClassesAtExit="$dest/kotlinc.jsa.part" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
        -cp "$compiler" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -no-stdlib -no-reflect -jvm-target 17 \
        -classpath "$dest/lib/kotlin-stdlib-$version.jar" -d "$work/classes" "$work/Sample.kt" >/dev/null &&
        [ -f "$dest/kotlinc.jsa.part" ]; then
        mv "$dest/kotlinc.jsa.part" "$dest/kotlinc.jsa"
        echo "kotlin: dumped kotlinc's class-data-sharing archive into .toolchains/kotlin-$version/kotlinc.jsa"
    else  # an optional speed-up: kotlinc then loads its classes from the jars
        rm -f "$dest/kotlinc.jsa.part"
        echo "kotlin: this JVM dumped no class-data-sharing archive; kotlinc starts without one"
    fi
fi
