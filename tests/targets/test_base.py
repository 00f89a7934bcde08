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
