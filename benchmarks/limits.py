"""How large a vocab file each port's compiler accepts: run once by hand, never in the suite.

For each port and each size N, renders a file of N values (every tenth with an alias, a rule over
half of them), compiles it with the port's real toolchain under a timeout, and prints whether
it compiled and how long it took. A size that fails or times out ends that port's row. Then a
second table: the longest single string javac accepts (in bytes of modified UTF-8, where
U+0000 takes 2 bytes and a supplementary character 6; javac refuses 65,535 and up). vocabgen's documented cap
(vocabgen.limits) is set at or below the largest size every port compiled here.

    python benchmarks/limits.py                         # every port, the default sizes
    python benchmarks/limits.py --port java --sizes 20000 25000 30000
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ports.clojure import clojure_classpaths  # noqa: E402
from tests.ports.typescript import TSC  # noqa: E402

SIZES = (5_000, 10_000, 20_000, 30_000, 40_000, 50_000)
TIMEOUT = 900.0
TARGETS = {
    "java": '[targets.java]\npackage = "big"\n',
    "csharp": '[targets.csharp]\nnamespace = "Big"\n',
    "typescript": '[targets.typescript]\n',
    "go": '[targets.go]\npackage = "big"\n',
    "rust": '[targets.rust]\n',
    "elixir": '[targets.elixir]\nmodule = "Big.Vocabulary"\n',
    "clojure": '[targets.clojure]\nnamespace = "big.vocabulary"\n',
    "python": '[targets.python]\nmodule = "big.vocabulary"\n',
}


def vocab(count: int, target: str) -> str:
    names = [f"value{i:05d}" for i in range(count)]
    values = "\n".join(f'{n} = "Value {i}."' for i, n in enumerate(names))
    aliases = "\n".join(f'legacy-{n} = "{n}"' for n in names[::10])
    members = ", ".join(f'"{n}"' for n in names[: count // 2])
    return (f'schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n{values}\n\n'
            f'[values.aliases]\n{aliases}\n\n[kinds]\nsingular = "kind"\n\n[kinds.values]\nalpha = "A."\n\n'
            f'[rules.kind_carry]\nvocabulary = "values"\nvalues = [{members}]\ncarries = "kinds"\n\n{target}\n')


def compile_command(port: str, files: list[Path], work: Path) -> list[str]:
    sources = [str(f) for f in files if f.suffix not in (".md", ".json")]
    if port == "java":
        return ["javac", "--release", "17", "-encoding", "UTF-8", "-d", str(work / "classes"), *sources]
    if port == "csharp":
        return ["mcs", "-target:library", f"-out:{work / 'big.dll'}", *sources]
    if port == "typescript":
        return [str(TSC), "--strict", "--noEmit", "--target", "es2022", "--module", "es2022", *sources]
    if port == "go":
        (work / "out" / "go.mod").write_text("module big\n\ngo 1.19\n", encoding="utf-8")
        return ["go", "build", "./..."]
    if port == "rust":
        return ["rustc", "--edition", "2021", "--crate-type", "lib", "-o", str(work / "lib.rlib"), *sources]
    if port == "elixir":
        return ["elixirc", "-o", str(work / "ebin"), *sources]
    if port == "clojure":
        classpath = os.pathsep.join([clojure_classpaths()[0], str(work / "out" / "clojure")])
        return ["java", "-cp", classpath, "clojure.main", "-e", "(require 'big.vocabulary)"]
    if port == "python":
        return [sys.executable, "-c", "import big.vocabulary"]
    raise ValueError(port)


def try_size(port: str, count: int) -> tuple[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "vocab.toml").write_text(vocab(count, TARGETS[port]), encoding="utf-8")
        render = subprocess.run([sys.executable, "-m", "vocabgen", "render", "--quiet", "--out", "out"], cwd=work,
                                capture_output=True, text=True)
        if render.returncode != 0:
            return f"refused by vocabgen: {render.stderr.strip().splitlines()[0]}", 0.0
        files = [p for p in (work / "out").rglob("*") if p.is_file()]
        env = {**os.environ, "PYTHONPATH": str(work / "out" / "python"), "GOFLAGS": "-mod=mod", "GOPROXY": "off"}
        cwd = work / "out" if port == "go" else work
        start = time.perf_counter()
        try:
            proc = subprocess.run(compile_command(port, files, work), cwd=cwd, capture_output=True, text=True,
                                  timeout=TIMEOUT, env=env)
        except subprocess.TimeoutExpired:
            return f"timed out after {TIMEOUT:.0f} s", TIMEOUT
        took = time.perf_counter() - start
        if proc.returncode != 0:
            last = (proc.stderr or proc.stdout).strip().splitlines()
            return f"failed: {last[0][:100] if last else proc.returncode}", took
        return "compiled", took


def java_string_limit() -> str:
    """The longest string constant javac accepts, in modified UTF-8 bytes."""
    if shutil.which("javac") is None:
        return "javac missing"
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for length in (65_534, 65_535):
            source = Path(folder) / "S.java"
            source.write_text(f'class S {{ static final String X = "{"a" * length}"; }}\n', encoding="utf-8")
            proc = subprocess.run(["javac", "-d", folder, str(source)], capture_output=True, text=True)
            results.append(f"{length} bytes: {'compiled' if proc.returncode == 0 else 'refused'}")
    return "; ".join(results)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", action="append", choices=sorted(TARGETS))
    parser.add_argument("--sizes", nargs="+", type=int, default=list(SIZES))
    args = parser.parse_args()
    print("| port | values | result | seconds |\n|---|---|---|---|")
    for port in args.port or list(TARGETS):
        for count in args.sizes:
            result, took = try_size(port, count)
            print(f"| {port} | {count:,} | {result} | {took:.1f} |", flush=True)
            if result != "compiled":
                break
    print(f"\njavac string constants: {java_string_limit()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
