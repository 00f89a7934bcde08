"""Templates hold each file's shape: no context value a target hands a template is a line or a
block of lines. Walks every context of every target for every conformance case; for a target
with a profile, every name and literal the view holds for it (the view's docs are raw text)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

import pytest

from vocabgen.load import load_file
from vocabgen.profile import Profile
from vocabgen.targets.registry import TARGETS, build_view

ROOT = Path(__file__).resolve().parent.parent
CASES = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "vocabularies").glob("*.toml"))]


def _walk(value: Any, where: str) -> Iterator[tuple[str, str]]:
    """Every string reachable from a context value, with its path."""
    if isinstance(value, str):
        yield where, value
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _walk(getattr(value, f.name), f"{where}.{f.name}")
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{where}[{key!r}]")
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _walk(item, f"{where}[{index}]")


def _spelled(file: Any, port: str) -> Iterator[tuple[str, str]]:
    """Every name and literal the view spells for port."""
    yield from _walk(file.names[port], "file.names")
    for vocab in file.vocabularies:
        yield from _walk(vocab.names[port], f"{vocab.key}.names")
        for item in (*vocab.values, *vocab.aliases, *vocab.removed):
            yield from _walk(getattr(item, "names", {}).get(port, {}), f"{vocab.key}.names")
            yield from _walk(item.literal[port], f"{vocab.key}.literal")
    for rule in file.rules:
        yield from _walk(rule.names[port], f"rules.{rule.key}.names")


@pytest.mark.parametrize("target", [name for name in TARGETS if name != "conformance"])
def test_no_context_value_contains_a_newline(target: str) -> None:
    checked = 0
    for vocab in CASES:
        model = load_file(vocab)
        for config in model.targets:
            if config.name != target:
                continue
            found = TARGETS[target]
            if isinstance(found, Profile):
                spelled = _spelled(build_view(model), target)
            else:
                spelled = (item for output in found.files(model, config) for item in _walk(output.context, output.template))
            for where, text in spelled:
                checked += 1
                assert "\n" not in text, f"{vocab.name}: {where} holds lines: {text[:200]!r}"
    assert checked, f"no case configures {target}"
