"""What every target shares: here, the value-name columns the check and the contexts read."""

from __future__ import annotations

import gc
from pathlib import Path

from vocabgen.load import load_file
from vocabgen.targets import base
from vocabgen.targets.base import spelled_values
from vocabgen.targets.naming import pascal, screaming

ROOT = Path(__file__).resolve().parent.parent.parent


def test_spelled_values_are_each_value_spelled_once_per_vocabulary_and_dropped_with_it() -> None:
    model = load_file(ROOT / "vocab.toml", identifiers=False)
    vocab = model.vocabularies[0]
    constants = spelled_values(screaming, vocab)
    assert constants == tuple(screaming(vocab.singular, v.words) for v in vocab.values)
    assert spelled_values(screaming, vocab) is constants  # spelled once, then shared
    assert spelled_values(pascal, vocab, singular=False) == tuple(pascal(v.words) for v in vocab.values)
    assert spelled_values(pascal, vocab) == tuple(pascal(vocab.singular, v.words) for v in vocab.values)
    other = model.vocabularies[1]
    assert spelled_values(screaming, other) == tuple(screaming(other.singular, v.words) for v in other.values)
    keys = {key for key in base._SPELLED if key[2] in (id(vocab), id(other))}
    assert len(keys) == 4  # (screaming, pascal, pascal without the singular) x vocab, screaming x other
    del model, vocab, other
    gc.collect()
    assert not keys & set(base._SPELLED)  # nothing outlives its vocabulary (an id can be reused)


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
