"""What every target shares: here, the value names the check and the Markdown page read."""

from __future__ import annotations

from pathlib import Path

from vocabgen.load import load_file
from vocabgen.targets.base import spelled_values

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_ports_value_names_are_the_first_identifier_it_derives_from_each_value() -> None:
    """Target.value_case spells the name the Markdown page lists for each port: it must be the
    name identifiers() (what is checked for clashes and reserved words) gives each value first."""
    from vocabgen.targets.registry import TARGETS

    vocabs = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "golden").glob("*/vocab.toml")),
              *sorted((ROOT / "tests" / "vocabularies").glob("*.toml"))]
    checked = set()
    for path in vocabs:
        model = load_file(path)
        for config in model.targets:
            target = TARGETS[config.name]
            if target.value_case is None:
                assert not any(i.path[1:2] == ("values",) for i in target.identifiers(model, config)), config.name
                continue
            first: dict[tuple[str, ...], str] = {}
            for ident in target.identifiers(model, config):
                first.setdefault(ident.path, ident.name)
            for vocab in model.vocabularies:
                assert list(spelled_values(target.value_case, vocab)) == [
                    first[(vocab.key, "values", text)] for text in vocab.texts], (path.name, config.name)
            checked.add(config.name)
    assert checked == {name for name, target in TARGETS.items() if target.value_case is not None}
