"""mcs's user-string heap as vocabgen bounds it (vocabgen.targets.csharp.check_user_strings): the
bound is the heap mcs writes (read from the assembly) in every configuration, a class whose strings
fill the heap exactly compiles, and one byte more is refused, by vocabgen and by mcs alike."""

from __future__ import annotations

import subprocess
import tomllib
from pathlib import Path

import pytest

from tests.loading import checked_text
from tests.ports.metadata import user_string_bytes
from vocabgen.locate import locate
from vocabgen.model import Model
from vocabgen.problems import Collector, ProblemsFound
from tests.loading import render
from vocabgen.tables import build
from vocabgen.targets.csharp import USER_STRINGS, heap_bound
from vocabgen.targets.registry import TARGETS, build_view
from vocabgen.view import File
from tests.test_limits import vocab_file

# The heap's tests share one checked file (the fixture full_heap), so one worker checks it once.
pytestmark = pytest.mark.xdist_group("csharp-heap")

# With functions = "none" the class loads its values' texts and nothing else: the heap is one
# empty entry, then per string its UTF-16 (2 bytes a unit), a final byte and a length prefix (4
# bytes from 8,192 units, 2 from 64, else 1). 1 + (2 * 8,388,539 + 5) + (2 * 64 + 3) is 16,777,215.
# The texts are "a" and "b" then dots, so the identifiers stay short (ValueA, ValueB).
AT = (8_388_539, 64)
PAST = (8_388_541, 63)  # 1 + (2 * 8,388,541 + 5) + (2 * 63 + 2): 16,777,216


def two_values(sizes: tuple[int, int]) -> str:
    big, small = sizes
    return ('schema_version = 1\n\n[values]\nsingular = "value"\n\n[values.values]\n'
            f'"a{"." * (big - 1)}" = "Big."\n"b{"." * (small - 1)}" = "Small."\n\n'
            '[targets.csharp]\nnamespace = "Big"\nfunctions = "none"\n')


@pytest.fixture(scope="module")
def full_heap() -> tuple[Model, File]:
    """The class whose strings fill the heap exactly, checked: vocabgen accepts it (or this raises).
    8 MiB values take seconds to parse, so once per module (the module shares an xdist group)."""
    return checked_text(two_values(AT))


@pytest.mark.slow  # 8 MiB values: seconds to view
def test_a_class_filling_the_heap_is_accepted_and_one_byte_more_is_refused(full_heap: tuple[Model, File]) -> None:
    model, _ = full_heap
    assert [len(text) for text in model.vocabularies[0].texts] == list(AT)
    with pytest.raises(ProblemsFound) as raised:
        checked_text(two_values(PAST))
    assert str(raised.value) == ("vocab.toml:3: values: csharp: the class could load up to 16,777,216 bytes of user "
                                 "strings (UTF-16); mcs allows 16,777,215 per assembly (\"No logical space left to "
                                 "create more user strings\"); shorten the longest values or split the vocab file")


@pytest.mark.slow
def test_functions_add_the_nouns_and_the_helpers_strings() -> None:
    """The noun "value" (12 bytes of heap) and the helpers' 92 (csharp.HEAP_CLASS, measured)."""
    with pytest.raises(ProblemsFound, match="up to 16,777,319 bytes"):
        checked_text(two_values(AT).replace('functions = "none"', 'functions = "public"'))


@pytest.mark.slow
def test_typed_adds_its_two_strings() -> None:
    """typed = true loads 10 bytes of heap more (csharp.HEAP_CLASS, measured)."""
    with pytest.raises(ProblemsFound, match="up to 16,777,329 bytes"):
        checked_text(two_values(AT).replace('functions = "none"', 'functions = "public"\ntyped = true'))


@pytest.mark.slow
@pytest.mark.toolchain("mcs", "mono")
def test_typed_at_the_entry_cap_compiles_and_runs(tmp_path: Path) -> None:
    """The enum, the open struct and the positions table of a file at the entry cap (55,001:
    docs/strings.md) compile in seconds and run: the cap already covers the typed form."""
    cap = TARGETS["csharp"].limits.entries  # type: ignore[union-attr]
    model, file = checked_text(vocab_file("csharp", cap) + "typed = true\n")
    # The host and the class in one mcs run (one exe): mcs compiles the class as it would alone.
    user = tmp_path / "Use.cs"
    user.parent.mkdir(parents=True, exist_ok=True)
    user.write_text('class U { static void Main() { var o = Big.Vocabulary.OpenItem.Parse("v0"); System.Console.Write('
                    f'o + " " + Big.Vocabulary.OpenItem.Parse("v{cap - 5}").Known + " " + o.IsKnown); }} }}\n')
    built = subprocess.run(["mcs", "-nologo", "-langversion:7.2", f"-out:{tmp_path / 'u.exe'}",
                            *written(tmp_path, model, file), str(user)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout[-2000:]
    ran = subprocess.run(["mono", str(tmp_path / "u.exe")], capture_output=True, text=True, timeout=120,
                         cwd=tmp_path)
    assert ran.stdout == f"v0 V{cap - 5} True", ran.stdout + ran.stderr


def written(folder: Path, model: Model, file: File) -> list[str]:
    """The model's rendered C# class written under folder: its sources."""
    sources = []
    for path, body in render(model, ["csharp"], file=file).items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(body, encoding="utf-8")
        sources.append(str(folder / path))
    return sources


def unchecked(text: str) -> tuple[Model, File]:
    """text's model and view, the limit checks skipped (to compile what vocabgen refuses)."""
    found = Collector("vocab.toml", locate(text))
    model = build(tomllib.loads(text), found)
    assert model is not None and not found.problems
    return model, build_view(model)


def mcs(folder: Path, model: Model, file: File) -> subprocess.CompletedProcess[str]:
    """mcs over the model's rendered class, as a library."""
    return subprocess.run(["mcs", "-target:library", f"-out:{folder / 'big.dll'}", *written(folder, model, file)],
                          capture_output=True, text=True, timeout=600)


@pytest.mark.toolchain("mcs")
def test_mcs_compiles_the_full_heap_and_refuses_one_byte_more(full_heap: tuple[Model, File], tmp_path: Path) -> None:
    assert USER_STRINGS == 16_777_215
    at = mcs(tmp_path / "at", *full_heap)
    assert at.returncode == 0, at.stdout[-2000:]
    past = mcs(tmp_path / "past", *unchecked(two_values(PAST)))
    assert past.returncode != 0 and "No logical space left to create more user strings" in past.stdout + past.stderr


# Strings of every length class of the heap's compressed length (1, 2 and 4 bytes), non-ASCII and
# astral (two UTF-16 units), no two equal: the bound must be the heap exactly.
HEAP_SHAPE = ('schema_version = 1\n\n[colours]\nsingular = "colour"\n[colours.values]\nred = "R."\n'
              '"gr\u00fcn" = "G."\n"smile\U0001f600" = "S."\n[colours.aliases]\nrouge = "red"\n[colours.removed]\n'
              f'mauve = "Gone."\n\n[sizes]\nsingular = "size"\n[sizes.values]\n"s{"." * 70}" = "M."\n'
              f'"l{"." * 9000}" = "L."\n\n[rules.fit]\nvocabulary = "colours"\nvalues = ["red"]\ncarries = "sizes"\n\n'
              '[targets.csharp]\nnamespace = "Big"\n')


@pytest.mark.toolchain("mcs")
@pytest.mark.parametrize("setting", ['functions = "none"', 'functions = "public"',
                                     'functions = "internal"\ntyped = true\nalias_constants = true'])
def test_the_bound_is_the_heap_mcs_writes(setting: str, tmp_path: Path) -> None:
    """Every string the class loads besides the vocab file's is in csharp.HEAP_CLASS, measured: a
    string a template adds (or drops) shows here as a bound off the heap."""
    model, file = unchecked(HEAP_SHAPE + setting + "\n")
    built = subprocess.run(["mcs", "-target:library", "-langversion:7.2", f"-out:{tmp_path / 'big.dll'}",
                            *written(tmp_path, model, file)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout[-2000:]
    config = next(config for config in model.targets if config.name == "csharp")
    assert heap_bound(file, config) == user_string_bytes((tmp_path / "big.dll").read_bytes())
