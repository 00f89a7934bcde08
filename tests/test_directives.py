"""Doc text a host tool reads as a directive (docs/strings.md, "Directives in comments"): each
port's table is data (profile.Directive) its doc filters read. Here, the tables themselves and
each port's filters; each port's test module runs the real tools on one file holding its forms."""

from __future__ import annotations

import re

import pytest
import tomli_w

from tests.loading import load_text
from vocabgen.profile import Directive
from tests.loading import render
from vocabgen.targets.registry import TARGETS

ROWS = [(name, row) for name, profile in TARGETS.items() for row in profile.directives]
DEFUSED = [(name, row) for name, row in ROWS if row.pattern]


def test_every_port_that_writes_docs_has_a_table() -> None:
    assert {name for name, _ in ROWS} == set(TARGETS) - {"conformance"}  # JSON data holds no comment


@pytest.mark.parametrize(("name", "row"), DEFUSED, ids=[f"{name}: {row.form}" for name, row in DEFUSED])
def test_a_defused_form_reads_as_none(name: str, row: Directive) -> None:
    """The row's own example holds the form, and what replaces it holds it no more: defusing is
    done in one pass, and a second changes nothing."""
    pattern = re.compile(row.pattern)
    assert pattern.search(row.example), row.example
    defused = pattern.sub(row.replacement, row.example)
    assert defused != row.example and pattern.search(defused) is None, defused


def test_a_ruled_out_form_has_no_replacement() -> None:
    assert all(not row.replacement and row.how.startswith("ruled out: ") for _, row in ROWS if not row.pattern)


def _document(name: str, row: Directive) -> str:
    """A vocab file for one port whose vocabulary doc holds the row's example (the file doc for a
    form read at a file's top, which that doc is written into)."""
    document: dict = {"schema_version": 1,  # type: ignore[type-arg]
                      "statuses": {"singular": "status", "values": {"done": "Finished."}},
                      "targets": {name: TARGETS[name].starter(("demo", "vocab"))}}
    if row.header:
        document["doc"] = row.example
    else:
        document["statuses"]["doc"] = row.example
    return tomli_w.dumps(document)


@pytest.mark.parametrize(("name", "row"), DEFUSED, ids=[f"{name}: {row.form}" for name, row in DEFUSED])
def test_the_ports_doc_filters_defuse_each_form(name: str, row: Directive) -> None:
    """Rendered by the port's own templates and filters, a doc holding the form comes out as the
    table says, in some file of the port."""
    files = render(load_text(_document(name, row)), [name])
    defused = re.sub(row.pattern, row.replacement, row.example)
    assert any(defused in text for text in files.values()), "\n".join(files.values())


@pytest.mark.parametrize(("name", "row"), DEFUSED, ids=[f"{name}: {row.form}" for name, row in DEFUSED])
def test_a_row_has_hints_its_example_holds(name: str, row: Directive) -> None:
    """The defuser runs a row's pattern only on a line holding one of its hints (lower-cased)."""
    assert row.hints and all(hint == hint.lower() for hint in row.hints)
    assert any(hint in row.example.lower() for hint in row.hints), row.example
