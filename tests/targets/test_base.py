"""What every port shares: the name the Markdown page shows for a value is one the check checks."""

from __future__ import annotations

from pathlib import Path

from vocabgen.profile import value_origin
from vocabgen.load import checked_file
from vocabgen.targets.registry import TARGETS, target_identifiers

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_first_name_of_each_value_is_the_first_identifier_the_check_reads() -> None:
    """The Markdown page lists each port's first value name of its naming table: it must be the
    name the identifier check (clashes, reserved words) reads first for that value."""
    vocabs = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "golden").glob("*/vocab.toml")),
              *sorted((ROOT / "tests" / "vocabularies").glob("*.toml"))]
    checked = set()
    for path in vocabs:
        model, file = checked_file(path)
        for config in model.targets:
            first_seen: dict[tuple[str, ...], str] = {}
            for ident in target_identifiers(config, file):
                first_seen.setdefault(ident.path, ident.name)
            for vocab in file.vocabularies:
                shown = [next(iter(v.names[config.name].values()), None) for v in vocab.values]
                assert shown == [first_seen.get(value_origin(vocab, v)[0]) for v in vocab.values], config.name
            checked.add(config.name)
    assert checked == set(TARGETS)
