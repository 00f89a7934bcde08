"""tsc's limit on one vocabulary's alias entries (vocabgen.targets.typescript.ALIAS_ENTRIES): at the
limit vocabgen accepts the file and tsc compiles it; one alias more is refused, by vocabgen
(located at that alias) and by tsc (TS2590) alike."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.ports.typescript import TSC, build_projects
from tests.loading import checked_text
from vocabgen.locate import locate
from vocabgen.problems import Collector, ProblemsFound
from tests.loading import render
from vocabgen.tables import build
from vocabgen.targets.registry import build_view
from vocabgen.targets.typescript import ALIAS_ENTRIES

VALUES = 2_000  # each alias names another value: the worst case, one tuple type per alias


def aliased(count: int) -> str:
    values = "\n".join(f'v{i} = "V."' for i in range(VALUES))
    aliases = "\n".join(f'a{i} = "v{i % VALUES}"' for i in range(count))
    return (f'schema_version = 1\n\n[values]\nsingular = "value"\n[values.values]\n{values}\n'
            f'[values.aliases]\n{aliases}\n\n[targets.typescript]\n')


def test_alias_entries_at_the_limit_are_accepted_and_one_more_is_refused() -> None:
    checked_text(aliased(ALIAS_ENTRIES))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(aliased(ALIAS_ENTRIES + 1))
    line = 7 + VALUES + ALIAS_ENTRIES  # the first alias past the limit
    assert str(raised.value) == (f"vocab.toml:{line}: values.aliases: typescript: values has {ALIAS_ENTRIES + 1:,} "
                                 f"aliases; tsc refuses the alias entries of one vocabulary past {ALIAS_ENTRIES:,} "
                                 "(TS2590: a union type too complex to represent); remove aliases or split the "
                                 "vocabulary")


def project(folder: Path, text: str) -> tuple[list[str], list[str]]:
    """text's module as benchmarks/limits.py compiles it, the limit checks skipped (to compile
    what vocabgen refuses): written under folder, with its tsc flags and files."""
    found = Collector("vocab.toml", locate(text))
    model = build(tomllib.loads(text), found)
    assert model is not None and not found.problems
    sources = []
    for path, body in render(model, ["typescript"], file=build_view(model)).items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(body, encoding="utf-8")
        sources.append(path)
    return ["--strict", "--noEmit", "--target", "es2022", "--module", "es2022"], sources


@pytest.mark.toolchain("node", str(TSC))
def test_tsc_compiles_the_alias_entries_at_the_limit_and_refuses_one_more(tmp_path: Path) -> None:
    """Both files in one `tsc -b` (one tsc start), each its own project."""
    projects = {name: project(tmp_path / name, aliased(count))
                for name, count in (("at", ALIAS_ENTRIES), ("past", ALIAS_ENTRIES + 1))}
    diagnostics = build_projects(tmp_path, projects)
    assert diagnostics["at"] == "", diagnostics["at"][-2000:]
    assert "TS2590" in diagnostics["past"], diagnostics["past"][-2000:]
