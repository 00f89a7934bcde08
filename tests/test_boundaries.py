"""Name limits proved at their edge with the real tools (the `boundary` group, tests/run.sh's own
step): at the longest singular vocabgen accepts, javac writes a class file whose name is exactly
255 bytes and PHP's write step a file through a temp file whose name is, and one letter more is refused by validate
(tests/test_filenames.py); ExUnit runs every generated test of the longest names Elixir accepts;
javac compiles the most aliases the static-initialiser bound accepts and refuses a file it refuses,
and the most small vocabularies (typed and not) the bounds accept, within a tenth of javac's own.
Kotlin's: tests/targets/test_kotlin_limits.py (in its one kotlinc JVM)."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
import tomli_w
from click.testing import CliRunner

from tests.ports.classfile import method_sizes
from tests.ports.common import JUNIT
from tests.ports.java import compile_each
from tests.targets.test_java_limits import unchecked
from tests.targets.test_elixir import sized_name
from vocabgen.cli import main
from vocabgen.filenames import NAME_MAX
from tests.loading import checked_text, load_text
from vocabgen.plan import TEMP_EXTRA
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.targets.java_limits import POOL_ENTRIES, initialiser_bound, pool_bound

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.boundary


def accepted(text: str) -> bool:
    try:
        checked_text(text)
    except ProblemsFound:
        return False
    return True


def longest(make: Callable[[int], str], low: int, high: int) -> int:
    """The longest length in [low, high) whose file vocabgen accepts (it accepts every shorter one)."""
    assert accepted(make(low)) and not accepted(make(high))
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if accepted(make(middle)) else (low, middle)
    return low


def typed(target: str, singular_length: int) -> str:
    return (f'schema_version = 1\n\n[things]\nsingular = "{"s" * singular_length}"\n[things.values]\nx = "X."\n'
            f'y = "Y."\n[things.aliases]\nz = "x"\n\n{target}typed = true\n')


def written(text: str, folder: Path) -> list[Path]:
    """Render text with the CLI into folder/out: the files written (the real file system's say)."""
    (folder / "vocab.toml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["render", "--vocab", str(folder / "vocab.toml"), "--out", str(folder / "out")])
    assert result.exit_code == 0, result.output
    return sorted(path for path in (folder / "out").rglob("*") if path.is_file())


@pytest.mark.toolchain("javac")
def test_javac_writes_the_255_byte_class_file_of_the_longest_singular(tmp_path: Path) -> None:
    target = '[targets.java]\npackage = "big"\ntests_path = "java/big/VocabularyTest.java"\n'
    length = longest(lambda n: typed(target, n), 100, NAME_MAX)
    sources = [str(path) for path in written(typed(target, length), tmp_path) if path.suffix == ".java"]
    proc = subprocess.run(["javac", "--release", "17", "-encoding", "UTF-8", "-cp", str(JUNIT), "-d",
                           str(tmp_path / "classes"), *sources], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    names = [path.name for path in (tmp_path / "classes").rglob("*.class")]
    assert max(len(name.encode("utf-8")) for name in names) == NAME_MAX, names


def aliased(total: int) -> str:
    """total aliases in vocabularies of two values and up to 1,000 aliases each."""
    tables = []
    for v in range(-(-total // 1000)):
        count = min(1000, total - 1000 * v)
        tables.append(f'[k{v}s]\nsingular = "k{v}"\n[k{v}s.values]\nx{v} = "X."\ny{v} = "Y."\n[k{v}s.aliases]\n'
                      + "".join(f'a{v}_{i} = "x{v}"\n' for i in range(count)))
    return "schema_version = 1\n\n" + "".join(tables) + '\n[targets.java]\npackage = "{package}"\n'


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_the_most_aliases_the_initialiser_bound_accepts_and_refuses_ten_vocabularies_of_1900(
        tmp_path: Path) -> None:
    """Many vocabularies of many aliases: every map is built in the class's static initialiser. The
    largest accepted compiles; the file issue 38's sibling found (ten of 1,900, refused by
    validate) is javac's "code too large"."""
    most = longest(lambda n: aliased(n).replace("{package}", "at"), 1_000, 10_000)
    past = "schema_version = 1\n\n" + "".join(
        f'[k{v}s]\nsingular = "k{v}"\n[k{v}s.values]\nx{v} = "X."\n[k{v}s.aliases]\n'
        + "".join(f'a{v}_{i} = "x{v}"\n' for i in range(1_900)) for v in range(10)) + '\n[targets.java]\npackage = "past"\n'
    assert not accepted(past)
    tasks = {}
    for name, text in (("at", aliased(most).replace("{package}", "at")), ("past", past)):
        model, file = unchecked(text)
        sources = []
        for rel, body in render(model, ["java"], file=file).items():
            (tmp_path / name / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name / rel).write_text(body, encoding="utf-8")
            sources.append(str(tmp_path / name / rel))
        tasks[name] = ["--release", "17", "-encoding", "UTF-8", "-d", str(tmp_path / name / "classes"), *sources]
    results = compile_each(tasks, tmp_path / "javac")
    assert results["at"].returncode == 0, results["at"].stderr[-3000:]
    (class_file,) = (tmp_path / "at" / "classes").rglob("Vocabulary.class")
    assert method_sizes(class_file.read_bytes())["<clinit>"] <= initialiser_bound(unchecked(aliased(most).replace("{package}", "at"))[1]) <= 65_535
    assert results["past"].returncode != 0 and "code too large" in results["past"].stderr, results["past"].stderr[-3000:]


def small(count: int, typed: bool) -> str:
    """count vocabularies of two values each: the shape whose constant pool grows fastest."""
    return ("schema_version = 1\n\n" + "".join(f'[k{v}s]\nsingular = "k{v}"\n[k{v}s.values]\nx{v} = "X."\ny{v} = "Y."\n'
                                                for v in range(count))
            + '\n[targets.java]\npackage = "big"\n' + ("typed = true\n" if typed else ""))


def javacs_most_small_vocabularies() -> int:
    """The most vocabularies of two values javac compiles (benchmarks/limits.py shapes, bisected to
    2 %; its static initialiser's 64 KiB come first, typed or not)."""
    shapes = json.loads((ROOT / "benchmarks" / "results" / "limits-shapes.json").read_text(encoding="utf-8"))["shapes"]
    return min(shapes[label]["bounds"]["vocabularies of 2 values"]["most"] for label in ("java", "java-typed"))


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_the_most_small_vocabularies_the_bounds_accept_within_a_tenth_of_its_own(tmp_path: Path) -> None:
    """Many vocabularies of two values, typed and not: vocabgen accepts at least nine tenths of what
    javac compiles (the pool's costs are measured, java_limits), and at the most it accepts javac
    -g -parameters (the most entries) compiles the class within both bounds; one more is refused."""
    tasks, files = {}, {}
    for typed in (False, True):
        name = "typed" if typed else "untyped"
        most = longest(lambda n: small(n, typed), 1_000, 4_000)
        assert most >= javacs_most_small_vocabularies() * 9 // 10, (name, most)
        model, files[name] = unchecked(small(most, typed))
        sources = []
        for rel, body in render(model, ["java"], file=files[name]).items():
            (tmp_path / name / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name / rel).write_text(body, encoding="utf-8")
            sources.append(str(tmp_path / name / rel))
        tasks[name] = ["--release", "17", "-encoding", "UTF-8", "-g", "-parameters", "-d",
                       str(tmp_path / name / "classes"), *sources]
    results = compile_each(tasks, tmp_path / "javac")
    for name, file in files.items():
        assert results[name].returncode == 0, results[name].stderr[-3000:]
        data = (tmp_path / name / "classes" / "big" / "Vocabulary.class").read_bytes()
        assert int.from_bytes(data[8:10], "big") - 1 <= pool_bound(file, name == "typed") <= POOL_ENTRIES, name
        assert method_sizes(data)["<clinit>"] <= initialiser_bound(file) <= 65_535, name


@pytest.mark.toolchain("php")
def test_php_writes_and_lints_the_255_byte_file_of_the_longest_singular(tmp_path: Path) -> None:
    target = "[targets.php]\nnamespace = 'Big'\n"
    length = longest(lambda n: typed(target, n), 100, NAME_MAX)
    files = [path for path in written(typed(target, length), tmp_path) if path.suffix == ".php"]
    # written through a temp file of TEMP_EXTRA bytes more: 255 bytes
    assert max(len(path.name.encode("utf-8")) for path in files) == NAME_MAX - TEMP_EXTRA
    for path in files:
        proc = subprocess.run(["php", "-l", str(path)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def elixir_names(length: int) -> str:
    """A typed vocabulary (macros, alias constants, aliases, removed spellings) whose singular is
    `length` characters and a rule whose key is, carrying it, with the ExUnit file."""
    return tomli_w.dumps({
        "schema_version": 1,
        "cs": {"singular": "c", "values": {"m": "M.", "n": "N."}},
        sized_name(length, "s") + "s": {"singular": sized_name(length, "s"), "values": {"v": "V.", "w": "W."},
                                        "aliases": {"a": "v"}, "removed": {"r": "R."}},
        "rules": {sized_name(length, "r"): {"vocabulary": "cs", "values": ["m"], "carries": sized_name(length, "s") + "s"}},
        "targets": {"elixir": {"module": "Long.Names", "typed": True, "accessors": "macros", "alias_constants": True,
                               "path": "lib/long.ex", "tests_path": "test/long_test.exs"}}})


@pytest.mark.toolchain("elixirc", "elixir")
def test_exunit_runs_every_test_of_the_longest_names_elixir_accepts(tmp_path: Path) -> None:
    """Test names spelled from names of up to 255 characters (atoms) passed ExUnit's 255-character
    test atoms (SystemLimitError); they are cut to fit (elixir.test_name), every test still runs."""
    length = longest(elixir_names, 60, NAME_MAX)
    files = render(load_text(elixir_names(length)), ["elixir"])
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    script = ('ExUnit.start(autorun: false); Code.require_file("test/long_test.exs"); '
              'result = ExUnit.run(); IO.puts("RESULT #{inspect(result)}")')
    subprocess.run(["elixirc", "-o", str(tmp_path / "ebin"), str(tmp_path / "lib/long.ex")], check=True, cwd=tmp_path,
                   capture_output=True, timeout=300)
    proc = subprocess.run(["elixir", "-pa", str(tmp_path / "ebin"), "-e", script], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300)
    found = re.search(r"RESULT %\{excluded: 0, failures: 0, skipped: 0, total: (\d+)\}", proc.stdout)
    assert found and int(found.group(1)) >= 10, proc.stdout[-2000:] + proc.stderr[-2000:]
