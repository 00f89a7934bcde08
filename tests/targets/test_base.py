"""What every port shares: the name the Markdown page shows for a value is one the check checks."""

from __future__ import annotations

from pathlib import Path

from tests.loading import checked_file
from vocabgen.profile import value_origin
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
            seen: dict[tuple[str, ...], list[str]] = {}
            for ident in target_identifiers(config, file):
                seen.setdefault(ident.path, []).append(ident.name)
            patterned = {role for role, _, _ in config.names}  # read at the pattern (`names`), not the value
            for vocab in file.vocabularies:
                for value in vocab.values:
                    role, name = next(iter(value.names[config.name].items()), (None, None))
                    if role in patterned:
                        assert name in seen[("targets", config.name, "names", role)], config.name
                    else:
                        assert seen.get(value_origin(vocab, value)[0], [None])[0] == name, config.name
            checked.add(config.name)
    assert checked == set(TARGETS)
