"""Hypothesis strategies for valid vocabularies: arbitrary allowed strings, unique identifiers."""

from __future__ import annotations

import string
from typing import Any

from hypothesis import strategies as st

FORBIDDEN = {chr(c) for c in [*range(0x00, 0x20), *range(0x7F, 0xA0)]} | {"\u2028", "\u2029", "\ufeff", "\ufffe", "\uffff"}
# Anything allowed in a value that is not an ASCII letter or digit: punctuation, quotes,
# backslashes, $, #, {, }, non-ASCII letters, astral-plane characters.
NOISE = st.characters(
    blacklist_categories=("Cs",),
    blacklist_characters="".join(sorted(FORBIDDEN)) + string.ascii_letters + string.digits,
)
DOC = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
NAMES = st.sampled_from(["alpha", "beta", "gamma", "delta", "omega", "kappa"])


@st.composite
def value_texts(draw: st.DrawFn, count: int) -> list[str]:
    """count distinct allowed values whose identifier words are all distinct."""
    values = []
    for index in range(count):
        left = draw(st.text(NOISE, max_size=4))
        right = draw(st.text(NOISE, max_size=4))
        word = f"v{index}x" if draw(st.booleans()) else f"Val{index}Item"
        values.append((left + word + right).strip() if (left + right).strip() else word)
    return values


@st.composite
def vocab_documents(draw: st.DrawFn, targets: dict[str, dict[str, str]]) -> dict[str, Any]:
    """A whole valid vocab.toml document (as data, for tomli_w) with 1-3 vocabularies and maybe a rule."""
    keys = draw(st.lists(NAMES, min_size=1, max_size=3, unique=True))
    doc: dict[str, Any] = {"schema_version": 1, "doc": draw(DOC)}
    for key in keys:
        count = draw(st.integers(1, 6))
        texts = draw(value_texts(count))
        table: dict[str, Any] = {"doc": draw(DOC), "singular": key[:-1] if key.endswith("a") else key + "_item",
                                 "values": {t: draw(DOC) for t in texts}}
        if draw(st.booleans()):
            aliases = {}
            for index, text in enumerate(texts):
                if draw(st.booleans()):
                    alias = draw(st.text(NOISE, min_size=1, max_size=3)).strip() or "a"
                    alias = f"{alias}{index}" if alias not in texts else f"alias{index}"
                    if alias not in texts and alias not in aliases:
                        aliases[alias] = text
            table["aliases"] = aliases
        doc[key] = table
    if len(keys) >= 2 and draw(st.booleans()):
        subject, carried = keys[0], keys[1]
        members = draw(st.lists(st.sampled_from(list(doc[subject]["values"])), min_size=1, unique=True))
        doc["rules"] = {"carry_rule": {"doc": draw(DOC), "vocabulary": subject, "values": members, "carries": carried}}
    doc["targets"] = targets
    return doc
