"""Each port's cap on one generated file (vocabgen.limits), through the CLI as users run it: the
values, aliases and removed spellings of every vocabulary together, at the cap accepted, one
more refused, located at the vocabulary that passes it, exit 2, nothing written. javac's and
mcs's limits in their own units: tests/targets/test_java_limits.py and test_csharp_limits.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen.cli import main
from tests.loading import checked_text
from vocabgen.profile import Limits
from vocabgen.records import replace
from vocabgen.targets import csharp, elixir, java_limits, typescript
from vocabgen.targets.registry import TARGETS

TABLES = {"python": 'module = "big.vocabulary"', "java": 'package = "big"', "typescript": "", "go": 'package = "big"',
          "csharp": 'namespace = "Big"', "elixir": 'module = "Big.Vocabulary"', "clojure": 'namespace = "big.vocabulary"',
          "rust": "", "kotlin": 'package = "big"'}
CAPPED = sorted(name for name, profile in TARGETS.items() if profile.limits and profile.limits.entries)


def cap(port: str) -> int:
    limits = TARGETS[port].limits
    assert limits is not None
    return limits.entries


# The ports sharing a cap are checked in one file that configures them all: each port's own check
# runs on it and reports on its own line, while loading the file (about four seconds at 55,001
# entries) is paid once per cap rather than once per port.
CAP_GROUPS = sorted(tuple(port for port in CAPPED if cap(port) == entries) for entries in {cap(p) for p in CAPPED})


def vocab_file(ports: str | tuple[str, ...], entries: int) -> str:
    """entries in all: a vocabulary of two values, an alias and a removed spelling (line 3), then
    the rest as the values of a second (line 13); then a target table for each port."""
    values = "\n".join(f'v{i} = "V."' for i in range(entries - 4))
    tables = "".join(f"\n[targets.{port}]\n{TABLES[port]}\n" for port in ((ports,) if isinstance(ports, str) else ports))
    return ('schema_version = 1\n\n[smalls]\nsingular = "small"\n[smalls.values]\nx = "X."\ny = "Y."\n'
            '[smalls.aliases]\nz = "x"\n[smalls.removed]\nold = "Gone."\n\n'
            f'[items]\nsingular = "item"\n[items.values]\n{values}\n{tables}')


def refused(ports: str | tuple[str, ...], entries: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The CLI's standard error for a file of entries: exit 2, nothing written."""
    (tmp_path / "vocab.toml").write_text(vocab_file(ports, entries), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["render", "--out", "out"])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and not (tmp_path / "out").exists()
    return result.stderr


def problem(port: str, entries: int, cap: int, limits: Limits) -> str:
    return (f"vocab.toml:13: items: {port}: the file would hold {entries:,} values, aliases and removed spellings "
            f"together; vocabgen allows {cap:,} per {port} file ({limits.compiler} {limits.past} past that); split "
            "the vocab file\n")


def message(port: str, entries: int, cap: int, limits: Limits) -> str:
    return problem(port, entries, cap, limits) + "1 problem found; nothing was written.\n"


def test_the_cap_counts_aliases_and_removed_spellings_of_every_vocabulary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself on a cap of 10 (each port's real cap: the slow tests below)."""
    small = Limits("elixirc", 10, "takes minutes")
    monkeypatch.setitem(TARGETS, "elixir", replace(TARGETS["elixir"], limits=small))
    checked_text(vocab_file("elixir", 10))
    assert refused("elixir", 11, tmp_path, monkeypatch) == message("elixir", 11, 10, small)


def test_the_ports_that_compile_code_each_declare_their_limits() -> None:
    assert {name for name, profile in TARGETS.items() if profile.limits} == set(TABLES)


def test_every_capped_port_is_in_one_cap_group() -> None:
    assert sorted(port for group in CAP_GROUPS for port in group) == CAPPED
    assert all(len({cap(port) for port in group}) == 1 for group in CAP_GROUPS)


@pytest.mark.slow
@pytest.mark.parametrize("ports", CAP_GROUPS, ids="-".join)
def test_a_file_at_the_cap_is_accepted(ports: tuple[str, ...]) -> None:
    checked_text(vocab_file(ports, cap(ports[0])))


@pytest.mark.slow
@pytest.mark.parametrize("ports", CAP_GROUPS, ids="-".join)
def test_one_entry_past_the_cap_is_refused_located_and_nothing_is_written(
        ports: tuple[str, ...], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each port of the group refuses the file on its own line (ports in name order)."""
    entries = cap(ports[0]) + 1
    lines = "".join(problem(port, entries, entries - 1, limits) for port in ports
                    if (limits := TARGETS[port].limits) is not None)
    count = f"{len(ports)} problem{'s' if len(ports) > 1 else ''} found"
    assert refused(ports, entries, tmp_path, monkeypatch) == f"{lines}{count}; nothing was written.\n"


def test_elixir_typed_has_a_lower_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """typed = true doubles elixirc's time (two more maps per vocabulary), so it has its own cap
    (docs/strings.md), checked here on a cap of 10; without typed the file stays accepted."""
    assert 0 < elixir.TYPED_ENTRIES < cap("elixir")
    monkeypatch.setattr(elixir, "TYPED_ENTRIES", 10)
    typed = 'typed = true\n'
    checked_text(vocab_file("elixir", 10) + typed)
    checked_text(vocab_file("elixir", 11))
    (tmp_path / "vocab.toml").write_text(vocab_file("elixir", 11) + typed, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["render", "--out", "out"])
    assert result.exit_code == 2 and not (tmp_path / "out").exists(), result.output
    assert result.stderr == ("vocab.toml:13: items: elixir: the file would hold 11 values, aliases and removed "
                             "spellings together; with typed = true vocabgen allows 10 per elixir file (elixirc "
                             "takes minutes past that); split the vocab file or turn typed off\n"
                             "1 problem found; nothing was written.\n")


PAGE_NAMES = {"Java": "java", "C#": "csharp", "TypeScript": "typescript", "Go": "go", "Python": "python",
              "Elixir": "elixir", "Clojure": "clojure", "Kotlin": "kotlin", "Rust": "rust"}


def test_the_strings_page_states_each_ports_caps() -> None:
    """docs/strings.md's compiler-limits table: what vocabgen refuses is what the profiles hold
    (a cap moved in the code and not on the page, or the reverse, fails here)."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "strings.md").read_text(encoding="utf-8")
    section = page.split("(compiler-limits)=", 1)[1].split("\n## ", 2)[1]  # to the next section's heading
    rows = dict(re.findall(r"^\| (\S+) \| (.+?) \| .+ \|$", section, re.M)[1:])  # [1:]: not the header
    assert set(rows) == set(PAGE_NAMES)
    for title, port in PAGE_NAMES.items():
        if port != "java":
            assert rows[title].startswith(f"{cap(port):,} entries") or f"; {cap(port):,} entries" in rows[title], \
                (title, rows[title])
    assert f"; {elixir.TYPED_ENTRIES:,} with `typed = true`" in rows["Elixir"]
    assert rows["TypeScript"].startswith(f"{typescript.ALIAS_ENTRIES:,} aliases in one vocabulary")
    assert f"could pass {java_limits.POOL_ENTRIES:,} entries" in rows["Java"]
    assert f"more than {java_limits.ENUM_MEMBERS:,} values (located at the {java_limits.ENUM_MEMBERS + 1:,}st)" \
        in rows["Java"]
    assert rows["C#"].startswith(f"user strings that could pass {csharp.USER_STRINGS:,} bytes")
