"""How large a vocab file each port's compiler accepts: run once by hand, never in the suite.

Eight measurements, each with the real toolchains (the commands tests/ports/ uses):

* sizes: for each port, the largest number of values per file that compiles within the timeout
  (120 s by default: a compiler that takes minutes is a limit too). A synthetic vocab.toml of N
  values (every tenth with an alias, a rule over half of them) is rendered for one port and
  compiled under the timeout; the size is doubled until a compile fails or times out (or
  reaches 50,000, the most measured), then bisected to within 2.5 %. Each row gives the seconds and the compiler's peak memory.
* literals: one value of a given length (ASCII, and astral-plane characters) rendered for each
  port and compiled: which ports refuse a long string, and at what length.
* javac: javac's own limits on hand-written classes: the constant-pool entries of one class (at
  65,534 and one more), and the longest string constant in UTF-16 code units and in bytes of
  modified UTF-8.
* pool: javac's constant-pool entries per piece of the generated class (the PIECES shapes, and
  POOL_PIECES: a collection, a deprecated name, an alias constant, a rule over vocabularies of
  its own, each in every one of 200 vocabularies; with `-g -parameters`), and over POOL_SHAPES and
  RICH (every feature) what the class holds besides its pieces (java_limits.PER_CLASS), typed on
  and off.
* mcs: the longest single string a C# class may load, bisected, and the #US heap it fills.
* heap: the #US heap mcs writes for the generated C# class, read from the assembly over shapes and
  configurations: what it loads besides the vocab file's strings (csharp.HEAP_CLASS).
* aliases: the most aliases one TypeScript vocabulary may hold, each naming another of 2,000
  values (tsc reduces their entries' union of tuple types; TS2590 past it), bisected.
* shapes: Kotlin and Java (the JVM caps one method's bytecode at 64 KiB, and every collection of
  the generated class is built in its one static initialiser): first the initialiser's bytes, read
  from the class files of small shapes that compile (one more vocabulary, value, alias, removed
  spelling, rule, rule member; typed on and off), giving each piece's cost in bytes; then, for
  many small vocabularies (two values each) and for one large one, the most that compiles,
  bisected with the real compiler, typed on and off. (vocabgen.targets.kotlin_limits holds the
  rule these give; the tests compile its boundary.)

vocabgen enforces what this finds (README, "Compiler limits"; the figures are in docs/strings.md):
each port's cap on the values, aliases and removed spellings of one file (its profile's
`limits`) is at or below the largest size found here, and javac's and mcs's limits are bounded
in their own units (vocabgen.targets.java_limits, csharp.check_user_strings), the JVM static
initialisers' bytes by the costs `shapes` measures (kotlin_limits, java_limits).

    python benchmarks/limits.py                          # everything (hours on 2 cores)
    python benchmarks/limits.py sizes --port elixir      # one measurement, one port
    python benchmarks/limits.py sizes --port rust --start 10000 --timeout 300
    python benchmarks/limits.py shapes --port kotlin --typed on --timeout 300
    python benchmarks/limits.py --json benchmarks/results/limits-$(date +%F).json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.ports import kotlin  # noqa: E402
from tests.ports.java import JACKSON, JACKSON_JARS as JACKSON_NAMES  # noqa: E402
from tests.ports.classfile import method_sizes  # noqa: E402
from tests.ports.metadata import user_string_bytes  # noqa: E402
from tests.ports.clojure import clojure_classpaths  # noqa: E402
from tests.ports.typescript import TSC  # noqa: E402
from vocabgen.locate import locate  # noqa: E402
from vocabgen.problems import Collector  # noqa: E402
from vocabgen.load import Loaded  # noqa: E402
from vocabgen.render import render  # noqa: E402
from vocabgen.tables import build  # noqa: E402
from vocabgen.targets import java_limits  # noqa: E402
from vocabgen.targets.csharp import heap_bound, heap_class  # noqa: E402
from vocabgen.targets.registry import build_view  # noqa: E402

START = 5_000
MOST = 50_000  # the doubling stops here: a port that compiles this size has no cap measured below it
TIMEOUT = 120.0
TARGETS = {
    "java": '[targets.java]\npackage = "big"\n',
    "csharp": '[targets.csharp]\nnamespace = "Big"\n',
    "typescript": '[targets.typescript]\n',
    "go": '[targets.go]\npackage = "big"\n',
    "go-typed": '[targets.go]\npackage = "big"\ntyped = true\n',  # docs/typed.md: typed constants, generic helpers
    "rust": '[targets.rust]\n',
    "elixir": '[targets.elixir]\nmodule = "Big.Vocabulary"\n',
    "clojure": '[targets.clojure]\nnamespace = "big.vocabulary"\n',
    "clojure-aot": '[targets.clojure]\nnamespace = "big.vocabulary"\n',
    "python": '[targets.python]\nmodule = "big.vocabulary"\n',
    "kotlin": '[targets.kotlin]\npackage = "big"\n',
    "ruby": '[targets.ruby]\nmodule = "Big::Vocabulary"\n',
}
# (what, the character repeated, how many times): past javac's 65,535 bytes and 65,534 UTF-16
# units, a mebibyte, past mcs's 16 MiB of UTF-16 user strings, and astral characters (6 bytes
# of modified UTF-8 each in a class file).
LITERALS = (("ascii", ".", 65_535), ("ascii", ".", 1 << 20), ("ascii", ".", 8_500_000),
            ("astral", "\U0001f600", 10_923), ("astral", "\U0001f600", 1 << 18))


def vocab(count: int, target: str) -> str:
    names = [f"value{i:05d}" for i in range(count)]
    values = "\n".join(f'{n} = "Value {i}."' for i, n in enumerate(names))
    aliases = "\n".join(f'legacy-{n} = "{n}"' for n in names[::10])
    members = ", ".join(f'"{n}"' for n in names[: count // 2])
    return (f'schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n{values}\n\n'
            f'[values.aliases]\n{aliases}\n\n[kinds]\nsingular = "kind"\n\n[kinds.values]\nalpha = "A."\n\n'
            f'[rules.kind_carry]\nvocabulary = "values"\nvalues = [{members}]\ncarries = "kinds"\n\n{target}\n')


def one_value(text: str, target: str) -> str:
    """A vocab file of one value: "a" and then text (punctuation or astral characters, so that the
    identifiers stay short: they are built from the ASCII letters and digits alone)."""
    return f'schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n"a{text}" = "Long."\n\n{target}\n'


def compile_command(port: str, files: list[Path], work: Path) -> list[str]:
    sources = [str(f) for f in files if f.suffix not in (".md", ".json")]
    if port == "java":
        return ["javac", "--release", "17", "-encoding", "UTF-8", "-d", str(work / "classes"), *sources]
    if port == "csharp":
        return ["mcs", "-target:library", f"-out:{work / 'big.dll'}", *sources]
    if port == "typescript":
        return [str(TSC), "--strict", "--noEmit", "--target", "es2022", "--module", "es2022", *sources]
    if port.startswith("go"):
        (work / "out" / "go.mod").write_text("module big\n\ngo 1.19\n", encoding="utf-8")
        return ["go", "build", "./..."]
    if port == "rust":
        return ["rustc", "--edition", "2021", "--crate-type", "lib", "-o", str(work / "lib.rlib"), *sources]
    if port == "elixir":
        return ["elixirc", "-o", str(work / "ebin"), *sources]
    if port.startswith("clojure"):
        classes = work / "classes"
        classes.mkdir(exist_ok=True)
        classpath = os.pathsep.join([clojure_classpaths()[0], str(work / "out" / "clojure"), str(classes)])
        form = "(compile 'big.vocabulary)" if port == "clojure-aot" else "(require 'big.vocabulary)"
        return ["java", f"-Dclojure.compile.path={classes}", "-cp", classpath, "clojure.main", "-e", form]
    if port == "python":
        return [sys.executable, "-c", "import big.vocabulary"]
    if port == "ruby":
        return ["ruby", "-w", "-I", str(work / "out" / "ruby" / "lib"), "-e", "require 'big/vocabulary'"]
    if port == "kotlin":
        compiler = ":".join(str(kotlin.LIB / f"{jar}.jar") for jar in kotlin.COMPILER)
        return ["java", *kotlin.JVM_FLAGS, "-cp", compiler, "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler", "-no-stdlib",
                "-no-reflect", "-jvm-target", "17", "-classpath", str(kotlin.STDLIB), "-d", str(work / "classes"),
                *sources]
    raise ValueError(port)


def timed(command: list[str], cwd: Path, env: dict[str, str], timeout: float) -> tuple[str, float, float]:
    """Run command: ("compiled" or why not, seconds, peak RSS in MiB of the command and its children)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as output:
        proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=output, stderr=subprocess.STDOUT,
                                start_new_session=True)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            took = time.perf_counter() - start
            if pid:
                break
            if took > timeout:
                os.killpg(proc.pid, signal.SIGKILL)
                os.wait4(proc.pid, 0)
                return f"timed out after {timeout:.0f} s", took, 0.0
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
        output.seek(0)
        text = output.read().decode("utf-8", "replace").strip()
    peak = usage.ru_maxrss / 1024
    if proc.returncode != 0:
        lines = [line for line in text.splitlines() if "error" in line.lower() or "exception" in line.lower()]
        return f"failed: {(lines or text.splitlines() or [str(proc.returncode)])[0][:160]}", took, peak
    return "compiled", took, peak


def render_unchecked(text: str, out: Path) -> list[Path]:
    """Render text's files under out past vocabgen's own limits (which would refuse the sizes
    measured here): the tables are checked, the identifier and limit checks are not."""
    found = Collector("vocab.toml", locate(text))
    model = build(tomllib.loads(text), found)
    if model is None or found.problems:
        raise ValueError(f"the synthetic vocab.toml is invalid: {str(found.problems[0])[:200]}")
    written = []
    for path, body in render(Loaded(model, build_view(model))).items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(body, encoding="utf-8")
        written.append(out / path)
    return written


def try_vocab(port: str, text: str, timeout: float) -> tuple[str, float, float]:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        files = render_unchecked(text, work / "out")
        env = {**os.environ, "PYTHONPATH": str(work / "out" / "python"), "GOFLAGS": "-mod=mod", "GOPROXY": "off"}
        cwd = work / "out" if port.startswith("go") else work
        return timed(compile_command(port, files, work), cwd, env, timeout)


def sizes(port: str, start: int, timeout: float) -> list[dict[str, Any]]:
    """Double from start until a compile fails, then bisect: every size tried, in order."""
    rows: list[dict[str, Any]] = []

    def attempt(count: int) -> bool:
        result, took, peak = try_vocab(port, vocab(count, TARGETS[port]), timeout)
        rows.append({"port": port, "values": count, "result": result, "seconds": round(took, 1),
                     "peak_mib": round(peak)})
        print(f"| {port} | {count:,} | {result} | {took:.1f} | {peak:.0f} |", flush=True)
        return result == "compiled"

    good, bad = 0, start
    while attempt(bad):
        if bad == MOST:
            return rows
        good, bad = bad, min(bad * 2, MOST)
    while bad - good > max(250, good // 40):
        middle = (good + bad) // 2 // 50 * 50
        if attempt(middle):
            good = middle
        else:
            bad = middle
    return rows


def literals(ports: list[str], timeout: float) -> list[dict[str, Any]]:
    rows = []
    for port in ports:
        for kind, char, count in LITERALS:
            try:
                result, took, peak = try_vocab(port, one_value(char * count, TARGETS[port]), timeout)
            except ValueError as exc:
                result, took = str(exc), 0.0
            text = "a" + char * count
            units = len(text.encode("utf-16-le")) // 2
            rows.append({"port": port, "kind": kind, "characters": len(text), "utf16_units": units,
                         "utf8_bytes": len(text.encode()), "result": result, "seconds": round(took, 1)})
            print(f"| {port} | a + {count:,} {kind} characters ({units:,} UTF-16 units) | {result} | {took:.1f} |",
                  flush=True)
    return rows


def javac_compiles(source: str, folder: Path) -> tuple[bool, str]:
    (folder / "P.java").write_text(source, encoding="utf-8")
    proc = subprocess.run(["javac", "-d", str(folder / "out"), str(folder / "P.java")], capture_output=True,
                          text=True)
    return proc.returncode == 0, (proc.stderr.splitlines() or [""])[0]


def java_literal(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if code < 0x20:
            out.append(f"\\{code:03o}")
        elif code < 0x7F and ch not in '"\\':
            out.append(ch)
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    return '"' + "".join(out) + '"'


def javac() -> dict[str, Any]:
    """javac's limits on one class: its constant-pool entries and its longest string constant."""
    found: dict[str, Any] = {"version": subprocess.run(["javac", "-version"], capture_output=True,
                                                       text=True).stdout.strip()}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        # 21,840 string constants are 65,520 entries (a Utf8 name, a String and its Utf8 each) plus
        # 14 of the class itself; each field without initialiser adds one Utf8 (its name).
        base = "".join(f'static final String S{i} = "v{i}";\n' for i in range(21_840))
        pool = {}
        for extra in (0, 1):
            source = "class P {\n" + base + "".join(f"static String T{i};\n" for i in range(extra)) + "}\n"
            ok, error = javac_compiles(source, folder)
            entries = None
            if ok:
                data = (folder / "out" / "P.class").read_bytes()
                entries = int.from_bytes(data[8:10], "big") - 1
            pool[f"65,534 + {extra}"] = {"compiled": ok, "entries": entries, "error": error}
            print(f"javac constant pool, {extra} field(s) past 21,840 strings: "
                  f"{'compiled, ' + str(entries) + ' entries' if ok else error}", flush=True)
        found["constant_pool"] = pool
        strings = {}
        for label, text in (("65,534 ASCII", "a" * 65_534), ("65,535 ASCII", "a" * 65_535),
                            ("32,767 x U+00E9 + a (65,535 bytes)", "\u00e9" * 32_767 + "a"),
                            ("32,768 x U+00E9 (65,536 bytes)", "\u00e9" * 32_768),
                            ("32,767 x U+0000 + a (65,535 bytes)", "\0" * 32_767 + "a"),
                            ("32,768 x U+0000 (65,536 bytes)", "\0" * 32_768),
                            ("10,922 x U+1F600 + aaa (65,535 bytes)", "\U0001f600" * 10_922 + "aaa"),
                            ("10,923 x U+1F600 (65,538 bytes)", "\U0001f600" * 10_923)):
            ok, error = javac_compiles(f"class P {{ static final String X = {java_literal(text)}; }}\n", folder)
            strings[label] = {"compiled": ok, "error": error[:120]}
            print(f"javac string constant of {label}: {'compiled' if ok else error[:120]}", flush=True)
        found["string_constant"] = strings
    return found


def mcs() -> dict[str, Any]:
    """The longest string one C# class may load (bisected), and the #US heap that fills: one empty
    entry, then the string's UTF-16, a final byte and a 4-byte length."""
    def compiles(length: int, folder: Path) -> bool:
        (folder / "U.cs").write_text('public static class U { public static string X() { return "'
                                     + "a" * length + '"; } }\n', encoding="ascii")
        return subprocess.run(["mcs", "-target:library", f"-out:{folder / 'U.dll'}", str(folder / "U.cs")],
                              capture_output=True).returncode == 0

    with tempfile.TemporaryDirectory() as name:
        good, bad = 8_000_000, 8_500_000
        while bad - good > 1:
            middle = (good + bad) // 2
            good, bad = (middle, bad) if compiles(middle, Path(name)) else (good, middle)
    print(f"mcs: the longest string loaded is {good:,} characters, a #US heap of {1 + 2 * good + 5:,} bytes; "
          f"{bad:,} is refused", flush=True)
    return {"longest": good, "heap_bytes": 1 + 2 * good + 5, "refused": bad}


# The C# class's configurations whose user strings differ besides the vocabularies' own.
HEAP_TARGETS = {"functions none": 'functions = "none"\n', "functions public": 'functions = "public"\n',
                "functions internal": 'functions = "internal"\n',
                "typed": 'functions = "public"\ntyped = true\n',
                "typed, alias constants": 'functions = "internal"\ntyped = true\nalias_constants = true\n'}


def heap(timeout: float) -> dict[str, Any]:
    """The C# class's user-string heap beside the strings the vocab file gives it: per
    configuration, shapes of more vocabularies, values, aliases and removed spellings are compiled
    with mcs and the #US heap read from the assembly; `fixed` is what the class loads besides one
    empty entry and each value, alias, removed spelling and (with functions) vocabulary's noun, as
    vocabgen.targets.csharp.heap_pieces counts them: what its HEAP_CLASS must cover."""
    found: dict[str, Any] = {}
    for label, setting in HEAP_TARGETS.items():
        rows = []
        for shape in ({"vocabularies": 1, "values": 2}, {"vocabularies": 4, "values": 2},
                      {"vocabularies": 4, "values": 30, "aliases": 20, "removed": 10},
                      {"vocabularies": 12, "values": 5, "aliases": 3, "removed": 2, "rules": 3, "members": 2}):
            text = many(**shape, target='[targets.csharp]\nnamespace = "Big"\n' + setting)
            with tempfile.TemporaryDirectory() as folder:
                work = Path(folder)
                files = render_unchecked(text, work / "out")
                command = ["mcs", "-target:library", "-langversion:7.2", f"-out:{work / 'big.dll'}",
                           *(str(f) for f in files if f.suffix == ".cs")]
                result, _, _ = timed(command, work, dict(os.environ), timeout)
                measured = user_string_bytes((work / "big.dll").read_bytes()) if result == "compiled" else 0
            found_model = Collector("vocab.toml", locate(text))
            model = build(tomllib.loads(text), found_model)
            assert model is not None
            config = next(c for c in model.targets if c.name == "csharp")
            file = build_view(model)
            given = heap_bound(file, config) - heap_class(config) + 1  # the empty entry and the file's strings
            rows.append({"shape": shape, "result": result, "heap_bytes": measured, "given_bytes": given,
                         "fixed": measured - given})
            print(f"mcs #US, {label}, {shape}: {measured:,} bytes, {given:,} from the vocab file, "
                  f"{measured - given} besides ({result[:60]})", flush=True)
        found[label] = {"shapes": rows, "most_fixed": max(row["fixed"] for row in rows)}
    return found


def typescript_aliases(timeout: float) -> dict[str, Any]:
    """The most aliases one TypeScript vocabulary compiles with, each naming another value."""
    def text(count: int) -> str:
        values = "\n".join(f'v{i} = "V."' for i in range(2_000))
        aliases = "\n".join(f'a{i} = "v{i}"' for i in range(count))
        return (f'schema_version = 1\n\n[values]\nsingular = "value"\n[values.values]\n{values}\n'
                f'[values.aliases]\n{aliases}\n\n{TARGETS["typescript"]}\n')

    good, bad = 500, 1_500
    while bad - good > 1:
        middle = (good + bad) // 2
        result, took, _ = try_vocab("typescript", text(middle), timeout)
        print(f"tsc, one vocabulary of {middle:,} aliases: {result[:100]} ({took:.1f} s)", flush=True)
        good, bad = (middle, bad) if result == "compiled" else (good, middle)
    return {"most": good, "refused": bad}


def many(vocabularies: int, values: int, target: str, aliases: int = 0, removed: int = 0, rules: int = 0,
         members: int = 0) -> str:
    """vocabularies vocabularies of values values each (the first with aliases and removed
    spellings), and rules rules over the first vocabulary's first members values."""
    out = ["schema_version = 1\n"]
    for v in range(vocabularies):
        out.append(f'[k{v}s]\nsingular = "k{v}"\n[k{v}s.values]\n'
                   + "".join(f'x{v}_{i} = "X."\n' for i in range(values)))
        if v == 0 and aliases:
            out.append("[k0s.aliases]\n" + "".join(f'a{i} = "x0_{i % values}"\n' for i in range(aliases)))
        if v == 0 and removed:
            out.append("[k0s.removed]\n" + "".join(f'r{i} = "Gone."\n' for i in range(removed)))
    for r in range(rules):
        listed = ", ".join(f'"x0_{i}"' for i in range(members))
        out.append(f'[rules.r{r}]\nvocabulary = "k0s"\nvalues = [{listed}]\ncarries = "k{1 % vocabularies}s"\n')
    return "\n".join(out) + "\n" + target + "\n"


def initialisers(port: str, text: str, timeout: float) -> tuple[str, dict[str, int]]:
    """Compile text for port: the result and each class file's static initialiser size in bytes."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        files = render_unchecked(text, work / "out")
        result, _, _ = timed(compile_command(port, files, work), work, dict(os.environ), timeout)
        sizes = {str(path.relative_to(work / "classes")): method_sizes(path.read_bytes()).get("<clinit>", 0)
                 for path in sorted((work / "classes").rglob("*.class"))} if result == "compiled" else {}
        return result, sizes


# Each piece's cost: (the piece, a shape, the shape with more of the piece, how many more), the
# shapes as many()'s arguments. A piece at a large index (a list position past 127 takes `sipush`,
# a constant past the pool's first 255 entries `ldc_w`) is measured where it is largest.
PIECES = (("vocabulary of two values", {"vocabularies": 101, "values": 2}, {"vocabularies": 151, "values": 2}, 50),
          ("value, small index", {"vocabularies": 101, "values": 2}, {"vocabularies": 101, "values": 3}, 101),
          ("value, large index", {"vocabularies": 1, "values": 500}, {"vocabularies": 1, "values": 1500}, 1000),
          ("alias, large index", {"vocabularies": 1, "values": 2, "aliases": 500},
           {"vocabularies": 1, "values": 2, "aliases": 1500}, 1000),
          ("removed spelling, large index", {"vocabularies": 1, "values": 2, "removed": 500},
           {"vocabularies": 1, "values": 2, "removed": 1500}, 1000),
          ("rule of two members", {"vocabularies": 101, "values": 2},
           {"vocabularies": 101, "values": 2, "rules": 100, "members": 2}, 100),
          ("rule member, large index", {"vocabularies": 2, "values": 1000, "rules": 1, "members": 300},
           {"vocabularies": 2, "values": 1000, "rules": 1, "members": 900}, 600))
JACKSON_JARS = tuple(JACKSON / name for name in JACKSON_NAMES)
SHAPE_TARGETS = {"kotlin": '[targets.kotlin]\npackage = "big"\n', "java": '[targets.java]\npackage = "big"\n'}


def shapes(ports: list[str], timeout: float, typed_settings: tuple[bool, ...] = (False, True)) -> dict[str, Any]:
    """Per JVM port and typed on/off: each piece's cost in the main class's static initialiser
    (bytes, read from the class files of shapes that compile), and the most vocabularies of two
    values, and values of one vocabulary, that compile (bisected)."""
    found: dict[str, Any] = {}
    for port in [p for p in ports if p in SHAPE_TARGETS]:
        for typed in typed_settings:
            target = SHAPE_TARGETS[port] + ("typed = true\n" if typed else "")
            label = f"{port}{'-typed' if typed else ''}"
            measured: dict[str, tuple[str, str, int]] = {}

            def initialiser(shape: dict[str, int]) -> tuple[str, str, int]:
                key = json.dumps(shape, sort_keys=True)
                if key not in measured:
                    result, sizes = initialisers(port, many(**shape, target=target), timeout)
                    largest = max(sizes.items(), key=lambda item: item[1]) if sizes else ("", 0)
                    measured[key] = (result, *largest)
                return measured[key]

            costs = {}
            for piece, fewer, more, count in PIECES:
                (result_a, _, a), (result_b, largest, b) = initialiser(fewer), initialiser(more)
                costs[piece] = {"fewer": fewer, "more": more, "bytes": [a, b], "largest": largest,
                                "result": result_b if result_a == "compiled" else result_a,
                                "each": round((b - a) / count, 2)}
                print(f"{label}: {piece}: {costs[piece]['each']} bytes each ({a:,} -> {b:,} bytes of {largest}'s "
                      f"static initialiser; {costs[piece]['result'][:60]})", flush=True)
            bounds = {}
            for what, make, good, bad in (
                    ("vocabularies of 2 values", lambda n: many(n, 2, target), 50, 400 if typed else 2_000),
                    ("values of one vocabulary", lambda n: many(1, n, target), 500, 4_000)):
                tried: list[dict[str, Any]] = []

                def compiles(count: int) -> bool:
                    result, took, _ = try_vocab(port, make(count), timeout)
                    tried.append({"count": count, "result": result[:160], "seconds": round(took, 1)})
                    print(f"{label}: {count:,} {what}: {result[:100]} ({took:.1f} s)", flush=True)
                    return result == "compiled"

                while bad < MOST and compiles(bad):  # the first failure bounds the bisection
                    good, bad = bad, bad * 2
                while bad - good > max(5, good // 50):
                    middle = (good + bad) // 2
                    good, bad = (middle, bad) if compiles(middle) else (good, middle)
                bounds[what] = {"most": good, "refused": bad, "tried": tried}
            found[label] = {"costs": costs, "bounds": bounds}
    return found


# Shapes for the constant pool's fixed part: each kind of piece alone and all together, typed or not.
POOL_SHAPES = ({"vocabularies": 1, "values": 1}, {"vocabularies": 2, "values": 3, "aliases": 2},
               {"vocabularies": 2, "values": 3, "removed": 2}, {"vocabularies": 2, "values": 3, "rules": 1, "members": 2},
               {"vocabularies": 3, "values": 5, "aliases": 3, "removed": 2, "rules": 2, "members": 3},
               {"vocabularies": 2, "values": 3_300, "aliases": 4_100, "removed": 2_100, "rules": 1, "members": 3_200})


def each_vocabulary(vocabularies: int, target: str, aliases: int = 0, removed: int = 0, empty_aliases: bool = False,
                    renamed: bool = False, fallback: bool = False, rules: int = 0, alias_constants: bool = False,
                    jackson: bool = False) -> str:
    """vocabularies vocabularies of two values, each with `aliases` aliases, `removed` removed
    spellings, an empty aliases table, a deprecated name of its first value or a fallback; and
    rules rules, each over a pair of vocabularies of its own (rule r: k{2r}s carries k{2r+1}s)."""
    out = ["schema_version = 1\n"]
    for v in range(vocabularies):
        first = f'{{ doc = "X.", deprecated_names = {{ old_x{v} = "use x{v}" }} }}' if renamed else '"X."'
        out.append(f'[k{v}s]\nsingular = "k{v}"\n' + (f'fallback = "x{v}"\n' if fallback else "")
                   + f'[k{v}s.values]\nx{v} = {first}\ny{v} = "Y."\n')
        if aliases or empty_aliases:
            out.append(f"[k{v}s.aliases]\n" + "".join(f'a{v}_{i} = "x{v}"\n' for i in range(aliases)))
        if removed:
            out.append(f"[k{v}s.removed]\n" + "".join(f'r{v}_{i} = "Gone."\n' for i in range(removed)))
    for r in range(rules):
        out.append(f'[rules.r{r}]\nvocabulary = "k{2 * r}s"\nvalues = ["x{2 * r}"]\ncarries = "k{2 * r + 1}s"\n')
    return ("\n".join(out) + "\n" + target + ("alias_constants = true\n" if alias_constants else "")
            + ("jackson = true\n" if jackson else "") + "\n")


# Each piece's constant-pool entries as a vocabulary holds it (each_vocabulary's arguments, over
# 200 vocabularies of two values, against the same without it): what a collection, a deprecated
# name, a fallback or a rule over vocabularies of its own adds beside its entries.
POOL_PIECES = (("aliases map of one alias", {"aliases": 1}), ("empty aliases table", {"empty_aliases": True}),
               ("removed list of one spelling", {"removed": 1}), ("deprecated name", {"renamed": True}),
               ("fallback", {"fallback": True}), ("alias constant", {"aliases": 1, "alias_constants": True}),
               ("rule over a pair of its own", {"rules": 100}))
POOL_BASE = 200
# Every feature in every vocabulary, for the fixed part (each_vocabulary's arguments; jackson typed only).
RICH = {"vocabularies": 40, "aliases": 3, "removed": 2, "renamed": True, "fallback": True, "rules": 20,
        "alias_constants": True}


def pool(timeout: float) -> dict[str, Any]:
    """javac's constant pool per piece of the generated class (`javac -g -parameters`: all debug
    information, the most entries): each piece's entries, the difference between two PIECES shapes
    divided by how many more, and the entries of POOL_SHAPES beside what the per-piece costs of
    vocabgen.targets.java_limits give (`fixed`: what its PER_CLASS must cover)."""
    def entries(text: str) -> tuple[str, int]:
        with tempfile.TemporaryDirectory() as folder:
            work = Path(folder)
            files = render_unchecked(text, work / "out")
            command = compile_command("java", files, work)
            jars = [str(jar) for jar in JACKSON_JARS] if "jackson = true" in text else []  # its annotations
            result, _, _ = timed([command[0], "-g", "-parameters", *(["-cp", ":".join(jars)] if jars else []),
                                  *command[1:]], work, dict(os.environ), timeout)
            counts = [int.from_bytes(path.read_bytes()[8:10], "big") - 1 for path in (work / "classes").rglob("*.class")
                      if "$" not in path.name] if result == "compiled" else [0]
            return result, max(counts)

    found: dict[str, Any] = {}
    for typed in (False, True):
        target = SHAPE_TARGETS["java"] + ("typed = true\n" if typed else "")
        label = f"java{'-typed' if typed else ''}"
        costs = {}
        for piece, fewer, more, count in PIECES:
            (_, a), (result, b) = entries(many(**fewer, target=target)), entries(many(**more, target=target))
            costs[piece] = {"entries": [a, b], "each": round((b - a) / count, 2), "result": result[:80]}
            print(f"{label}: {piece}: {costs[piece]['each']} entries each ({a:,} -> {b:,})", flush=True)
        for piece, shape in POOL_PIECES:
            against = {"aliases": 1} if piece == "alias constant" else {}
            (_, a), (result, b) = (entries(each_vocabulary(POOL_BASE, target, **against)),
                                   entries(each_vocabulary(POOL_BASE, target, **shape)))
            count = shape.get("rules", POOL_BASE)
            costs[piece] = {"entries": [a, b], "each": round((b - a) / count, 2), "result": result[:80]}
            print(f"{label}: {piece}: {costs[piece]['each']} entries each ({a:,} -> {b:,})", flush=True)
        rows = []
        rich = [{**RICH, "jackson": True}] if typed else [RICH]
        for shape, text in ([(shape, many(**shape, target=target)) for shape in POOL_SHAPES]
                            + [(shape, each_vocabulary(**shape, target=target)) for shape in rich]):
            result, measured = entries(text)
            model = build(tomllib.loads(text), Collector("vocab.toml", locate(text)))
            assert model is not None
            pieces = sum(size for _, _, size in java_limits.pieces(build_view(model), typed,
                                                                   bool(shape.get("alias_constants"))))
            rows.append({"shape": shape, "entries": measured, "pieces": pieces,
                         "fixed": measured - pieces if result == "compiled" else None, "result": result[:80]})
            print(f"{label}: {shape}: {measured:,} entries, {pieces:,} from the pieces, {measured - pieces} besides",
                  flush=True)
        found[label] = {"costs": costs, "shapes": rows,
                        "most_fixed": max(row["fixed"] for row in rows if row["fixed"] is not None)}
    return found


def machine() -> dict[str, Any]:
    def version(command: list[str]) -> str:
        try:
            proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            return "missing"
        return (proc.stdout or proc.stderr).strip().splitlines()[-1] if (proc.stdout or proc.stderr) else "?"

    memory = next((line.split()[1] for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal")), "?") if Path("/proc/meminfo").exists() else "?"
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    return {"platform": platform.platform(), "nproc": os.cpu_count(), "mem_total_kib": memory,
            "load_average": os.getloadavg(), "python": platform.python_version(), "git_commit": commit,
            "javac": version(["javac", "-version"]), "mcs": version(["mcs", "--version"]),
            "go": version(["go", "version"]), "rustc": version(["rustc", "--version"]),
            "elixir": version(["elixir", "--version"]), "tsc": version([str(TSC), "--version"]),
            "clojure": clojure_classpaths()[0].split(os.pathsep)[0], "timeout_s": None}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", nargs="*", help="sizes, literals, javac, pool, mcs, heap, aliases or shapes (default: all eight)")
    parser.add_argument("--port", action="append", choices=sorted(TARGETS))
    parser.add_argument("--start", type=int, default=START, help="the first size tried")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds a compile may take")
    parser.add_argument("--json", type=Path, help="also write every row and the machine here")
    parser.add_argument("--typed", choices=("off", "on", "both"), default="both", help="shapes: typed = true off, on or both")
    args = parser.parse_args()
    known = ["sizes", "literals", "javac", "pool", "mcs", "heap", "aliases", "shapes"]
    what = args.what or known
    if set(what) - set(known):
        parser.error(f"unknown measurement {sorted(set(what) - set(known))}")
    ports = args.port or list(TARGETS)
    report: dict[str, Any] = {"machine": {**machine(), "timeout_s": args.timeout}, "started": time.strftime("%F %T")}
    if "javac" in what and shutil.which("javac"):
        report["javac"] = javac()
    if "mcs" in what and shutil.which("mcs"):
        report["mcs"] = mcs()
    if "pool" in what and shutil.which("javac"):
        report["pool"] = pool(args.timeout)
    if "heap" in what and shutil.which("mcs"):
        report["heap"] = heap(args.timeout)
    if "aliases" in what:
        report["aliases"] = typescript_aliases(args.timeout)
    if "shapes" in what:
        typed = {"off": (False,), "on": (True,), "both": (False, True)}[args.typed]
        report["shapes"] = shapes(args.port or list(SHAPE_TARGETS), args.timeout, typed)
    if "literals" in what:
        print("\n| port | one value of | result | seconds |\n|---|---|---|---|")
        report["literals"] = literals(ports, args.timeout)
    if "sizes" in what:
        print("\n| port | values | result | seconds | peak MiB |\n|---|---|---|---|---|")
        report["sizes"] = [row for port in ports for row in sizes(port, args.start, args.timeout)]
    report["finished"] = time.strftime("%F %T")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
