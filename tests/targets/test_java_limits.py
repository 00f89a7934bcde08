"""javac's limits as vocabgen bounds them (vocabgen.targets.java_limits): the constant-pool bound is
never below what javac writes, for every shape the template takes; a file at the bound
compiles and one entry more is refused; a string constant at 65,535 bytes of modified UTF-8 or
65,534 UTF-16 code units compiles and one more is refused, by vocabgen and by javac alike."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.ports.classfile import method_sizes
from tests.ports.common import JUNIT
from tests.ports.java import Compiled, compile_each
from tests.toolchains import require
from tests.loading import checked_text
from vocabgen.locate import locate
from vocabgen.model import Model
from vocabgen.paths import templates_dir
from vocabgen.problems import Collector, ProblemsFound
from tests.loading import render
from vocabgen.tables import build
from vocabgen.targets import java_limits
from vocabgen.targets.java_limits import POOL_ENTRIES, initialiser_bound, pool_bound
from vocabgen.targets.registry import build_view
from vocabgen.view import File

ROOT = Path(__file__).resolve().parents[2]
# The javac runs are made once, in one JVM, by one worker (the fixture `compiled`).
pytestmark = pytest.mark.xdist_group("javac-limits")


def values(prefix: str, count: int) -> str:
    return "\n".join(f'{prefix}{i} = "Doc {i}."' for i in range(count))


def quoted(names: list[str]) -> str:
    return ", ".join(f'"{name}"' for name in names)


SMALL = '''[a]
singular = "a"
fallback = "x"
[a.values]
x = "X."
y = { doc = "Y.", deprecated = "use x" }
[a.aliases]
z = { canonical = "x", deprecated = "use x" }
[a.removed]
old = "Gone."
[b]
singular = "b"
[b.values]
q = "Q."
[b.aliases]
[rules.r]
vocabulary = "a"
values = ["x"]
carries = "b"
'''
# Past the 2,000-entry chunk: values, aliases, removed spellings and a rule's members.
CHUNKED = (f'[big]\nsingular = "item"\n[big.values]\n{values("v", 4500)}\n[big.aliases]\n'
           + "\n".join(f'al{i} = "v{i}"' for i in range(2100)) + "\n[big.removed]\n"
           + "\n".join(f'gone{i} = "r"' for i in range(2300))
           + f'\n[k]\nsingular = "k"\n[k.values]\nkk = "K."\n[rules.rr]\nvocabulary = "big"\n'
           f'values = [{quoted([f"v{i}" for i in range(2050)])}]\ncarries = "k"\n')


def rich(index: int, count: int) -> str:
    """A vocabulary with every feature: a fallback, a deprecated value, a deprecated name, aliases,
    removed spellings."""
    name = f"voc{index}"
    return "\n".join([f'[{name}]\nsingular = "noun{index}"\nfallback = "{name}v0"\n[{name}.values]',
                      *(f'{name}v{i} = {{ doc = "D.", deprecated = "use {name}v0" }}' if i == 1
                        else f'{name}v{i} = {{ doc = "D.", deprecated_names = {{ old_{name} = "use {name}v0" }} }}'
                        if i == 0 else f'{name}v{i} = "D."' for i in range(count)),
                      f"[{name}.aliases]", *(f'{name}a{i} = "{name}v{i % count}"' for i in range(count)),
                      f"[{name}.removed]", *(f'{name}r{i} = "Gone."' for i in range(count))]) + "\n"


# List.of's fixed arities (one to ten) and its varargs form, every feature in every vocabulary,
# and a rule over each pair.
EVERYTHING = ("".join(rich(n, n + 1) for n in range(1, 13))
              + "".join(f'[rules.r{n}]\nvocabulary = "voc{n}"\nvalues = ["voc{n}v0"]\ncarries = "voc{n % 12 + 1}"\n'
                        for n in range(1, 13)))
SHAPES = {"small": SMALL, "chunked": CHUNKED, "everything": EVERYTHING, "chunked_everything": CHUNKED + EVERYTHING}
FUNCTIONS = ("public", "internal", "none")


def unchecked(text: str) -> tuple[Model, File]:
    """The model and view of text without the limit checks, to render a file javac must refuse."""
    out = Collector("vocab.toml", locate(text))
    model = build(tomllib.loads(text), out)
    assert model is not None and not out.problems, out.problems[:3]
    return model, build_view(model)


def java_file(tables: str, package: str, functions: str = "public", typed: bool = False, extra: str = "") -> str:
    return (f'schema_version = 1\n\n{tables}\n[targets.java]\npackage = "{package}"\nfunctions = "{functions}"\n'
            + ("typed = true\n" if typed else "") + extra)


def sources(folder: Path, texts: dict[str, str]) -> tuple[list[str], dict[str, Path], dict[str, int]]:
    """Each vocab text's rendered class (each in its own package) written under folder/src: the
    sources, where javac writes each text's class file (folder/classes), and each one's bound."""
    paths, classes, bounds = [], {}, {}
    for package, text in texts.items():
        model, file = unchecked(text)
        for path, body in render(model, ["java"], file=file).items():
            source = folder / "src" / path
            source.parent.mkdir(parents=True, exist_ok=True)
            source.write_text(body, encoding="utf-8")
            paths.append(str(source))
        classes[package] = folder / "classes" / package / "Vocabulary.class"
        bounds[package] = file_bound(model, file)
    return paths, classes, bounds


DEBUG = ("-g", "-parameters")  # all debug information: the most constant-pool entries


def javac_runs() -> dict[str, tuple[dict[str, str], tuple[str, ...]]]:
    """Every javac run the module's tests make: name -> (vocab text per package, javac flags)."""
    return {
        "shapes": (shape_texts(), DEBUG),
        "pool_bound": ({"big": at_pool_bound()}, DEBUG),
        "pool_past": ({"big": java_file(f'[a]\nsingular = "a"\n[a.values]\n{values("v", 22_000)}\n', "big", "none")},
                      ()),
        "strings_at": ({"bytes": one_value(AT_BYTES, 'package = "bytes"'), "units": one_value(AT_UNITS, 'package = "units"')},
                       ()),
        "bytes_past": ({"bytes": one_value(AT_BYTES + "a", 'package = "bytes"')}, ()),
        "units_past": ({"units": one_value(AT_UNITS + ".", 'package = "units"')}, ()),
        "junit_rule": ({"big": junit_rule()}, ("-cp", str(JUNIT))),
        "enum_at": ({"big": typed_values(java_limits.ENUM_MEMBERS)}, DEBUG),
        "enum_past": ({"past": typed_values(3_460, "past")}, ()),
    }


RULE_MEMBERS = 5_000


def junit_rule() -> str:
    """A rule over RULE_MEMBERS values with the JUnit class (tests_path): its settle test holds
    25,010 cases, 15,010 of them expecting an error. One assertThrows lambda a case (about six
    constant-pool entries each) passed javac's 65,534 entries; the table the test holds adds none."""
    members = [f"v{index}" for index in range(RULE_MEMBERS)]
    return ('schema_version = 1\n\n[items]\nsingular = "item"\n[items.values]\n' + values("v", RULE_MEMBERS)
            + '\n[codes]\nsingular = "code"\n[codes.values]\nc = "C."\n[rules.coded]\nvocabulary = "items"\n'
            f'carries = "codes"\nvalues = [{quoted(members)}]\n[targets.java]\npackage = "big"\n'
            'tests_path = "java/big/VocabularyTest.java"\n')


class Run(NamedTuple):
    """One javac run of javac_runs: its result, each package's class file, and its bound."""

    proc: Compiled
    classes: dict[str, Path]
    bounds: dict[str, int]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    """javac_runs, each a javac compilation of its own (its own errors, its own exit code), all in
    one JVM (tests/ports/java.py compile_each): the module's tests share the xdist group
    "javac-limits", so one worker compiles them, once."""
    folder = tmp_path_factory.mktemp("javac-limits")
    tasks, classes, bounds = {}, {}, {}
    for name, (texts, flags) in javac_runs().items():
        paths, classes[name], bounds[name] = sources(folder / name, texts)
        tasks[name] = ["--release", "17", "-encoding", "UTF-8", *flags, "-d", str(folder / name / "classes"), *paths]
    results = compile_each(tasks, folder / "javac")
    return {name: Run(results[name], classes[name], bounds[name]) for name in tasks}


def pool_entries(path: Path) -> int:
    """The entries of a class file's constant pool: constant_pool_count (bytes 8-9) less one."""
    return int.from_bytes(path.read_bytes()[8:10], "big") - 1


def file_bound(model: Model, file: File) -> int:
    config = next(c for c in model.targets if c.name == "java")
    return pool_bound(file, config.flag("typed"), config.flag("alias_constants"))


def test_the_chunk_is_the_templates() -> None:
    macros = (templates_dir() / "java" / "_macros.java.j2").read_text(encoding="utf-8")
    assert re.search(r"\{% set chunk = (\d+) %\}", macros)[1] == str(java_limits.CHUNK)  # type: ignore[index]


def shape_texts() -> dict[str, str]:
    """Every shape the template takes, at each functions level (typed too), and the shipped vocab.toml."""
    texts = {f"{name}_{functions}": java_file(tables, f"{name}_{functions}", functions)
             for name, tables in SHAPES.items() for functions in FUNCTIONS}
    # typed = true adds the enum and open class (their own class files) and the typed settle; the
    # chunked shapes have more values than one enum takes (test_a_typed_vocabulary_at_the_enum_limit...).
    # (One-letter singulars would name the enum as its collection field: typed singulars are words.)
    typed_shapes = {"small": SMALL.replace('singular = "a"', 'singular = "alpha"').replace('singular = "b"',
                                                                                           'singular = "beta"'),
                    "everything": EVERYTHING}
    texts.update({f"typed_{name}_{functions}": java_file(tables, f"typed_{name}_{functions}", functions, True)
                  for name, tables in typed_shapes.items() for functions in FUNCTIONS[:2]})
    # alias_constants: a constant of its own for each alias (its name one entry more), typed too.
    texts.update({f"alias_constants{'_typed' * typed}": java_file(EVERYTHING, f"alias_constants{'_typed' * typed}",
                                                                   typed=typed, extra="alias_constants = true\n")
                  for typed in (False, True)})
    # A constant of its own a name: 300 deprecated names and 300 alias constants, past PER_CLASS's margin.
    named = ('[a]\nsingular = "item"\n[a.values]\n'
             + "".join(f'v{i} = {{ doc = "D.", deprecated_names = {{ old_v{i} = "use v{i}" }} }}\n' for i in range(300))
             + "[a.aliases]\n" + "".join(f'al{i} = "v{i}"\n' for i in range(300)))
    texts["named"] = java_file(named, "named", extra="alias_constants = true\n")
    texts["shipped"] = (ROOT / "vocab.toml").read_text(encoding="utf-8").replace(
        'package = "io.github.muthuishere.toolnexus.agents"', 'package = "shipped"')
    return texts


@pytest.mark.toolchain("javac", "java")
def test_the_bound_is_never_below_javacs_count(compiled: dict[str, Run]) -> None:
    """With -g -parameters (all debug information, the most entries) for every shape, the shipped
    vocab.toml among them; the bound for the class alone (no vocabulary) is what it adds least."""
    proc, classes, bounds = compiled["shapes"]
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert classes.keys() == shape_texts().keys()
    for package, path in classes.items():
        assert pool_entries(path) <= bounds[package], package


def at_pool_bound(extra: int = 0) -> str:
    """A file whose bound is exactly javac's 65,534 entries (or extra more: a value adds 3, an alias 2)."""
    count, aliases = (21_741, 7) if extra == 0 else (21_742, 6)
    return java_file(f'[a]\nsingular = "item"\n[a.values]\n{values("v", count)}\n[a.aliases]\n'
                     + "\n".join(f'al{i} = "v{i}"' for i in range(aliases)) + "\n", "big", "none")


def test_a_file_at_the_pool_bound_is_accepted_and_one_entry_more_is_refused() -> None:
    """The refusal states the file's pool_bound, so the file one entry past the bound is loaded
    once (each of these files takes a second)."""
    assert file_bound(*checked_text(at_pool_bound())) == POOL_ENTRIES
    with pytest.raises(ProblemsFound) as raised:
        checked_text(at_pool_bound(1))
    assert f"could hold up to {POOL_ENTRIES + 1:,} constant-pool entries" in str(raised.value)
    assert str(raised.value) == ('vocab.toml:3: a: java: the class could hold up to 65,535 constant-pool entries; '
                                 'javac allows 65,534 per class ("too many constants"); split the vocab file')


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_the_file_at_the_pool_bound(compiled: dict[str, Run]) -> None:
    proc, classes, _ = compiled["pool_bound"]
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert pool_entries(classes["big"]) <= POOL_ENTRIES


@pytest.mark.toolchain("javac", "java")
def test_javac_refuses_a_class_past_its_pool_limit(compiled: dict[str, Run]) -> None:
    """What the bound guards against: 22,000 values are past javac's limit."""
    proc = compiled["pool_past"].proc
    assert proc.returncode != 0 and "too many constants" in proc.stderr


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_the_junit_class_of_a_rule_over_five_thousand_values(compiled: dict[str, Run]) -> None:
    if not JUNIT.exists():
        require("junit-platform-console-standalone (tests/install/java.sh)")
    run = compiled["junit_rule"]
    assert run.proc.returncode == 0, run.proc.stderr[-3000:]
    test_class = run.classes["big"].with_name("VocabularyTest.class")
    assert pool_entries(test_class) < POOL_ENTRIES, pool_entries(test_class)


# The longest string constants javac takes: 65,535 bytes of modified UTF-8 (U+00E9 takes 2,
# U+1F600 6: two surrogates of 3), and 65,534 UTF-16 code units.
AT_BYTES = "a" + "\u00e9" + "\U0001f600" * 10_922  # 1 + 2 + 65,532 = 65,535 bytes, 21,846 units
AT_UNITS = "a" + "." * 65_533  # 65,534 bytes and units


def one_value(text: str, java: str = 'package = "big"') -> str:
    return f'schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n"{text}" = "Long."\n\n[targets.java]\n{java}\n'


def test_string_constants_at_javacs_limits_are_accepted_and_one_more_is_refused() -> None:
    checked_text(one_value(AT_BYTES))
    checked_text(one_value(AT_UNITS))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(one_value(AT_BYTES + "\u00e9"))
    assert str(raised.value) == ("vocab.toml:7: values.values: java: the value on this line is 65,537 bytes of "
                                 "modified UTF-8 as a Java string constant; javac allows 65,535; shorten it")
    with pytest.raises(ProblemsFound) as raised:
        checked_text(one_value(AT_UNITS + "."))
    assert str(raised.value) == ("vocab.toml:7: values.values: java: the value on this line is 65,535 UTF-16 code "
                                 "units long as a Java string constant; javac allows 65,534; shorten it")


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_string_constants_at_the_limits_and_refuses_one_more(compiled: dict[str, Run]) -> None:
    proc = compiled["strings_at"].proc
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "too long for the constant pool" in compiled["bytes_past"].proc.stderr
    assert "constant string too long" in compiled["units_past"].proc.stderr


def test_a_name_past_one_constant_pool_entry_is_refused() -> None:
    """VALUE_ and 65,529 letters is 65,535 characters (ASCII: as many bytes), the most one Utf8 holds."""
    checked_text(one_value("a" * 65_529))
    with pytest.raises(ProblemsFound, match="java: constant is 65536 characters long; a name in a class file is one "
                                            "javac constant-pool entry, which holds at most 65535; shorten"):
        checked_text(one_value("a" * 65_530))


def typed_values(count: int, package: str = "big") -> str:
    """One typed vocabulary of count values (names of six characters: the widest the test needs)."""
    return java_file(f'[a]\nsingular = "item"\n[a.values]\n{values("v", count)}\n', package, typed=True)


def test_a_typed_vocabulary_at_the_enum_limit_is_accepted_and_one_value_more_is_refused() -> None:
    """An enum builds every member in its static initialiser (64 KiB of bytecode): typed = true
    takes 3,400 values, far below the string constants' 21,000; without typed, 3,401 are fine."""
    checked_text(typed_values(java_limits.ENUM_MEMBERS))
    checked_text(typed_values(java_limits.ENUM_MEMBERS + 1).replace("typed = true\n", ""))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(typed_values(java_limits.ENUM_MEMBERS + 1))
    assert str(raised.value) == ('vocab.toml:3406: a.values: java: typed = true makes the 3,401 values one enum, whose '
                                 'static initialiser javac caps at 64 KiB ("code too large"); vocabgen allows 3,400 '
                                 'members; split the vocabulary or leave out typed')


@pytest.mark.toolchain("javac", "java")
def test_javac_compiles_a_typed_enum_at_the_limit_and_refuses_one_past_its_own(compiled: dict[str, Run]) -> None:
    """What the limit guards against, measured: javac 17 writes 19 bytes of static initialiser a
    member, and refuses the enum of 3,460 values ("code too large") that it takes untyped."""
    proc, classes, _ = compiled["enum_at"]
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert (classes["big"].parent / "Vocabulary$Item.class").is_file()
    proc = compiled["enum_past"].proc
    assert proc.returncode != 0 and "error: code too large" in proc.stderr, proc.stderr[-3000:]
    assert "Vocabulary.java:" in proc.stderr and "V0(ITEM_V0)," in proc.stderr, proc.stderr[-3000:]


def aliased(vocabularies: int, aliases: int, package: str = "big") -> str:
    """vocabularies vocabularies of two values and `aliases` aliases each: every map built in place
    in the class's static initialiser (a collection of up to 2,000 entries is not chunked)."""
    tables = "".join(f'[k{v}s]\nsingular = "k{v}"\n[k{v}s.values]\nx{v} = "X."\ny{v} = "Y."\n[k{v}s.aliases]\n'
                     + "".join(f'a{v}_{i} = "x{v}"\n' for i in range(aliases)) for v in range(vocabularies))
    return java_file(tables, package)


def test_vocabularies_of_many_aliases_are_refused_at_the_initialiser_bound() -> None:
    """Issue 38's sibling in Java: ten vocabularies of 1,900 aliases pass the pool bound and javac
    refuses the class ("code too large"); four of 1,000 fit, a fifth is refused where it passes."""
    checked_text(aliased(4, 1_000))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(aliased(5, 1_000))
    assert str(raised.value) == ("vocab.toml:4027: k4s: java: the class's static initialiser could take 70,264 bytes "
                                 "(its collections of up to 2,000 entries are built in it); javac allows 65,535 a "
                                 'method ("code too large"); split the vocab file')


@pytest.mark.toolchain("javac", "java")
def test_the_initialiser_bound_is_never_below_javacs_bytes(compiled: dict[str, Run]) -> None:
    """Every shape the template takes, the pool bound's file, a chunked rule and a typed enum at its
    limit: the bytes javac writes in the class's static initialiser are at most the bound."""
    texts = {**shape_texts(), **{name: text for name in ("pool_bound", "junit_rule", "enum_at")
                                 for text in javac_runs()[name][0].values()}}
    classes = {**compiled["shapes"].classes, **{name: compiled[name].classes["big"]
                                                for name in ("pool_bound", "junit_rule", "enum_at")}}
    for name, path in classes.items():
        written = method_sizes(path.read_bytes()).get("<clinit>", 0)
        assert 0 < written <= initialiser_bound(unchecked(texts[name])[1]), name
