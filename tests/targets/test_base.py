"""What every target shares: here, the value names the check and the Markdown page read."""

from __future__ import annotations

from pathlib import Path

from vocabgen.load import load_file
from vocabgen.targets.base import spelled_values

ROOT = Path(__file__).resolve().parent.parent.parent


def test_a_ports_value_names_are_the_first_identifier_it_derives_from_each_value() -> None:
    """Target.value_case spells the name the Markdown page lists for each port: it must be the
    name identifiers() (what is checked for clashes and reserved words) gives each value first."""
    from vocabgen.profile import Profile
    from vocabgen.targets.registry import TARGETS, build_view, target_identifiers

    vocabs = [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "golden").glob("*/vocab.toml")),
              *sorted((ROOT / "tests" / "vocabularies").glob("*.toml"))]
    checked = set()
    for path in vocabs:
        model = load_file(path)
        file = build_view(model)
        for config in model.targets:
            target = TARGETS[config.name]
            if isinstance(target, Profile):  # the Markdown page shows each value's first name
                first_seen: dict[tuple[str, ...], str] = {}
                for ident in target_identifiers(model, config, file):
                    first_seen.setdefault(ident.path, ident.name)
                for vocab in file.vocabularies:
                    shown = [next(iter(v.names[config.name].values()), None) for v in vocab.values]
                    assert shown == [first_seen.get((vocab.key, "values", v.text)) for v in vocab.values], config.name
                checked.add(config.name)
                continue
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
    assert checked == {name for name, target in TARGETS.items()
                       if isinstance(target, Profile) or target.value_case is not None}
