"""kotlinc's limits as vocabgen bounds them (vocabgen.targets.kotlin_limits): the object's static
initialiser, which the JVM caps at 65,535 bytes (many small typed vocabularies pass it long before
the entry cap), and the longest class-file string (65,535 bytes of modified UTF-8). The fast tests
check the refusals; the boundary group compiles with the real kotlinc, in one JVM: the largest
accepted file of each shape, one that the bound must refuse and kotlinc does refuse, the strings
at the limit and one byte past it, and that the bound is never below the bytes kotlinc writes."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.ports.classfile import method_sizes
from tests.ports.common import Compiled
from tests.ports.kotlin import COMPILER, LIB, TEST_LIBS, Kotlinc
from tests.toolchains import missing
from tests.vocabularies.registry_shape import registry_shape
from vocabgen.filenames import NAME_MAX
from tests.loading import checked_text
from vocabgen.locate import locate
from vocabgen.problems import Collector, ProblemsFound
from tests.loading import render
from vocabgen.tables import build as build_model
from vocabgen.targets.kotlin_limits import METHOD_BYTES, initialiser_bound
from vocabgen.targets.registry import build_view

KOTLIN = '[targets.kotlin]\npackage = "{package}"\n'
TYPED = "typed = true\n"
# 65,535 bytes of modified UTF-8 (an astral character takes 6) and the same in ASCII (65,535 UTF-16
# units, one more than javac allows: kotlinc has no limit of its own in that unit).
AT_BYTES = "a" + "\u00e9" + "\U0001f600" * 10_922
AT_ASCII = "a" + "." * 65_534


def one_value(text: str, package: str = "big", extra: str = "") -> str:
    return (f'schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n"{text}" = "Long."\n\n'
            + KOTLIN.format(package=package) + extra)


def small_vocabularies(count: int, package: str = "big", typed: bool = True) -> str:
    """count vocabularies of two values each: the registry shape at its plainest."""
    tables = "".join(f'[k{i}s]\nsingular = "k{i}"\n[k{i}s.values]\nx{i} = "X."\ny{i} = "Y."\n' for i in range(count))
    return f"schema_version = 1\n\n{tables}\n" + KOTLIN.format(package=package) + (TYPED if typed else "")


def bound_of(text: str) -> int:
    """kotlin_limits' bound for text, whatever vocabgen's other checks say."""
    out = Collector("vocab.toml", locate(text))
    model = build_model(tomllib.loads(text), out)
    assert model is not None and not out.problems
    return initialiser_bound(build_view(model), next(c for c in model.targets if c.name == "kotlin").flag("typed"))


def most_small_vocabularies(typed: bool) -> int:
    """The most two-value vocabularies the bound accepts (the bound grows by the same each)."""
    each = bound_of(small_vocabularies(2, typed=typed)) - bound_of(small_vocabularies(1, typed=typed))
    first = bound_of(small_vocabularies(1, typed=typed))
    return 1 + (METHOD_BYTES - first) // each


def test_a_string_at_kotlincs_limit_is_accepted_and_one_byte_more_is_refused() -> None:
    checked_text(one_value(AT_BYTES))
    checked_text(one_value(AT_ASCII))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(one_value(AT_BYTES + "a"))
    assert str(raised.value) == ('vocab.toml:7: values.values: kotlin: the value on this line is 65,536 bytes of '
                                 'modified UTF-8 as a class-file string; kotlinc allows 65,535 ("UTF8 string too '
                                 'large"); shorten it')


def test_aliases_removed_spellings_deprecations_and_near_misses_are_bounded_too() -> None:
    """Each string the object or its test class holds, located at its line (a near miss, a value
    with a letter more, at its vocabulary)."""
    long = "." * 65_536
    text = ('schema_version = 1\n\n[values]\nsingular = "value"\n[values.values]\n'
            f'x = {{ doc = "X.", deprecated = "{long}" }}\n"c{long[2:]}" = "C."\n'
            f'y = {{ doc = "Y.", deprecated_names = {{ old_y = "{long}" }} }}\n'
            f'[values.aliases]\n"a{long}" = "x"\n[values.removed]\n"r{long}" = "Gone."\n\n'
            + KOTLIN.format(package="big") + 'tests_path = "kotlin/big/VocabularyTest.kt"\n')
    with pytest.raises(ProblemsFound) as raised:
        checked_text(text)
    assert [(p.line, p.path, str(p).split(": kotlin: ")[1][:40]) for p in raised.value.problems] == [
        (3, ("values",), "a near miss the test class (tests_path) "),
        (6, ("values", "values"), "the deprecation of the value on this lin"),
        (8, ("values", "values"), "the deprecation of the deprecated name o"),
        (10, ("values", "aliases"), "the alias on this line is 65,537 bytes o"),
        (12, ("values", "removed"), "the removed spelling on this line is 65,")]


def test_the_registry_shape_typed_is_refused_at_the_vocabulary_that_passes_the_bound() -> None:
    """Issue 38: 168 small typed vocabularies (962 entries, under the 1,601-entry cap) fail kotlinc;
    the same file untyped is accepted (kotlinc compiles it: the boundary group)."""
    text = registry_shape(targets=KOTLIN.format(package="big") + TYPED)
    with pytest.raises(ProblemsFound) as raised:
        checked_text(text)
    (problem,) = raised.value.problems
    assert "kotlin: the object's static initialiser could take" in str(problem)
    assert str(problem).endswith("bytes (168 vocabularies with typed = true); the JVM allows 65,535 a method (kotlinc: "
                                 '"Method too large"); split the vocab file or turn typed off')
    checked_text(text.replace(TYPED, ""))


def test_the_most_small_typed_vocabularies_are_accepted_and_one_more_is_refused() -> None:
    most = most_small_vocabularies(typed=True)
    checked_text(small_vocabularies(most))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(small_vocabularies(most + 1))
    assert raised.value.problems[0].path == (f"k{most}s",)


# The boundary group: kotlinc over each shape, all in one JVM (tests/ports/kotlinc/Tasks.java).


class Run(NamedTuple):
    """One kotlinc task: its result, its class files' folder and vocabgen's bound for it."""

    proc: Compiled
    classes: Path
    bound: int


def one_large_vocabulary(values: int, package: str) -> str:
    """values values, every tenth with an alias, and a rule over half of them (benchmarks/limits.py's
    sizes shape): at 1,455 values, 1,601 entries, the entry cap."""
    items = "".join(f'v{i} = "V."\n' for i in range(values))
    aliases = "".join(f'a{i} = "v{i}"\n' for i in range(0, values, 10))
    members = ", ".join(f'"v{i}"' for i in range(values // 2))
    return (f'schema_version = 1\n\n[items]\nsingular = "item"\n[items.values]\n{items}[items.aliases]\n{aliases}'
            f'[kinds]\nsingular = "kind"\n[kinds.values]\nk = "K."\n[rules.carry]\nvocabulary = "items"\n'
            f'values = [{members}]\ncarries = "kinds"\n\n' + KOTLIN.format(package=package))


def kotlinc_runs() -> dict[str, str]:
    """Every kotlinc compilation of the group: name -> vocab text (each its own package)."""
    return {
        "strings_at": one_value(AT_BYTES, "strings_at") + f'\n[more]\nsingular = "more"\n[more.values]\n"{AT_ASCII}" = "M."\n',
        "bytes_past": one_value(AT_BYTES + "a", "bytes_past"),
        "small_typed_at": small_vocabularies(most_small_vocabularies(typed=True), "small_typed_at"),
        "registry_typed": registry_shape(targets=KOTLIN.format(package="registry_typed") + TYPED),
        "registry_untyped": registry_shape(targets=KOTLIN.format(package="registry_untyped")),
        "everything_typed": registry_shape(60, targets=KOTLIN.format(package="everything_typed") + TYPED, aliases=True,
                                           rules=40),
        "entries_cap": one_large_vocabulary(1_455, "entries_cap"),
        "long_singular": long_singular(),
    }


def long_singular() -> str:
    """The longest singular the file-name check accepts with typed = true and the test class."""
    def text(length: int) -> str:
        return (f'schema_version = 1\n\n[things]\nsingular = "{"s" * length}"\n[things.values]\nx = "X."\n\n'
                + KOTLIN.format(package="long_singular") + TYPED + 'tests_path = "kotlin/long_singular/VocabularyTest.kt"\n')

    length = next(n for n in range(NAME_MAX, 0, -1) if accepted(text(n)))
    return text(length)


def accepted(text: str) -> bool:
    try:
        checked_text(text)
    except ProblemsFound:
        return False
    return True


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    """kotlinc_runs, each a kotlinc compilation of its own, all in one JVM: the module's boundary
    tests share the xdist group "kotlinc-limits", so one worker compiles them, once."""
    absent = [path.name for path in (*(LIB / f"{jar}.jar" for jar in COMPILER), *TEST_LIBS) if not path.exists()]
    if absent:
        missing(f"toolchain missing: {', '.join(absent)} (tests/install/kotlin.sh and java.sh install them)")
    folder = tmp_path_factory.mktemp("kotlinc-limits")
    kotlinc = Kotlinc(folder / "tasks")
    runs: dict[str, tuple[Path, int]] = {}
    try:
        for name, text in kotlinc_runs().items():
            out = Collector("vocab.toml", locate(text))
            model = build_model(tomllib.loads(text), out)
            assert model is not None and not out.problems, out.problems[:3]
            view = build_view(model)
            sources = []
            for rel, body in render(model, ["kotlin"], file=view).items():
                source = folder / name / "src" / rel
                source.parent.mkdir(parents=True, exist_ok=True)
                source.write_text(body, encoding="utf-8")
                sources.append(source)
            kotlinc.submit(name, sources, folder / name / "classes")
            runs[name] = (folder / name / "classes", initialiser_bound(view, model.targets[0].flag("typed")))
        results = kotlinc.results()
    finally:
        kotlinc.close()
    return {name: Run(results[name], classes, bound) for name, (classes, bound) in runs.items()}


def initialiser(run: Run) -> int:
    """The bytes of the object's static initialiser kotlinc wrote."""
    (path,) = run.classes.rglob("Vocabulary.class")
    return method_sizes(path.read_bytes())["<clinit>"]


BOUNDARY = (pytest.mark.boundary, pytest.mark.toolchain("java"), pytest.mark.xdist_group("kotlinc-limits"))


def boundary(test: Callable[..., None]) -> Callable[..., None]:
    for mark in BOUNDARY:
        test = mark(test)
    return test


@boundary
def test_kotlinc_compiles_strings_at_its_limit_and_fails_one_byte_past(compiled: dict[str, Run]) -> None:
    proc = compiled["strings_at"].proc
    assert proc.returncode == 0, proc.stderr[-3000:]
    proc = compiled["bytes_past"].proc
    assert proc.returncode != 0 and "UTF8 string too large" in proc.stderr, proc.stderr[-3000:]


@boundary
def test_kotlinc_compiles_the_most_small_typed_vocabularies_vocabgen_accepts(compiled: dict[str, Run]) -> None:
    run = compiled["small_typed_at"]
    assert run.proc.returncode == 0, run.proc.stderr[-3000:]
    assert initialiser(run) <= run.bound <= METHOD_BYTES


@boundary
def test_kotlinc_fails_the_registry_shape_typed_that_vocabgen_refuses(compiled: dict[str, Run]) -> None:
    """What the bound guards against: kotlinc's own failure on the file issue 38 reported (168 small
    typed vocabularies), which it compiles untyped."""
    proc = compiled["registry_typed"].proc
    assert proc.returncode != 0 and "Method too large" in proc.stderr and "<clinit>" in proc.stderr, proc.stderr[-3000:]
    assert compiled["registry_typed"].bound > METHOD_BYTES
    run = compiled["registry_untyped"]
    assert run.proc.returncode == 0 and initialiser(run) <= run.bound <= METHOD_BYTES, run.proc.stderr[-3000:]


@boundary
def test_kotlinc_writes_the_255_byte_class_file_of_the_longest_singular(compiled: dict[str, Run]) -> None:
    """One letter more is refused by validate (tests/test_filenames.py)."""
    run = compiled["long_singular"]
    assert run.proc.returncode == 0, run.proc.stderr[-3000:]
    names = [path.name for path in run.classes.rglob("*.class")]
    assert max(len(name.encode("utf-8")) for name in names) == NAME_MAX, names


@boundary
def test_the_bound_is_never_below_the_bytes_kotlinc_writes(compiled: dict[str, Run]) -> None:
    """Every shape compiled: aliases, removed spellings, fallbacks, rules, typed on and off, one
    large vocabulary at the entry cap, many small ones at the bound."""
    for name in ("small_typed_at", "registry_untyped", "everything_typed", "entries_cap"):
        run = compiled[name]
        assert run.proc.returncode == 0, (name, run.proc.stderr[-3000:])
        assert initialiser(run) <= run.bound, (name, initialiser(run), run.bound)
