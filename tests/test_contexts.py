"""Templates hold each file's shape: no name or literal the view holds for a port is a line or a
block of lines (the view's docs are raw text, which each port's doc filters sanitise). Walks
every port of every conformance case."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.loading import checked_file
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent
CASES = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "vocabularies").glob("*.toml"))]


def _strings(value: Any, where: str) -> Iterator[tuple[str, str]]:
    """Every string in a name table or literal, with its path."""
    if isinstance(value, str):
        yield where, value
    else:
        for key, item in value.items():
            yield from _strings(item, f"{where}.{key}")


def _spelled(file: Any, port: str) -> Iterator[tuple[str, str]]:
    """Every name and literal the view spells for port."""
    yield from _strings(file.names[port], "file.names")
    for vocab in file.vocabularies:
        yield from _strings(vocab.names[port], f"{vocab.key}.names")
        for value in vocab.values:
            yield from _strings(value.names[port], f"{vocab.key}.{value.text!r}.names")
        for item in (*vocab.values, *vocab.aliases, *vocab.removed):
            yield from _strings(item.literal[port], f"{vocab.key}.literal")
    for rule in file.rules:
        yield from _strings(rule.names[port], f"rules.{rule.key}.names")


@pytest.mark.parametrize("target", list(TARGETS))
def test_no_name_or_literal_contains_a_newline(target: str) -> None:
    checked = 0
    for vocab in CASES:
        model, file = checked_file(vocab)
        if not any(config.name == target for config in model.targets):
            continue
        for where, text in _spelled(file, target):
            checked += 1
            assert "\n" not in text, f"{vocab.name}: {where} holds lines: {text[:200]!r}"
    assert checked, f"no case configures {target}"
