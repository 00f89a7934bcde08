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


# One draw a word (a drawn document holds hundreds; 40 documents must fit one example): lengths 1 to 12.
WORD = st.sampled_from(["a", "of", "key", "long", "words", "status", "reached", "timeouts", "migration",
                        "qualifiers", "attributions", "x"])
# A name of one to fourteen words, cut at 20, 60 or 120 characters: every line shape a template
# writes crosses its formatter's limits somewhere in that range.
LONG_NAME = st.builds(lambda words, cut: "_".join(words)[:cut].strip("_"), st.lists(WORD, min_size=1, max_size=14),
                      st.sampled_from([20, 60, 120]))
# Long and short texts, ASCII or not: a letter of two bytes, a wide one, an astral emoji and a
# combining mark (one grapheme with the letter before it), which formatters count differently.
LONG_TEXT = st.builds(lambda chunk, size: (chunk * 130)[:size].strip() or "t",
                      st.text(st.sampled_from("abc xyz-.\u00e9\u6f22\U0001f600\u0301"), min_size=1, max_size=8),
                      st.sampled_from([3, 40, 90, 130]))
# A doc's shape, one draw each (so that 40 documents fit one example): none, one word, or the
# document's drawn prose as one long paragraph or as several.
DOC_SHAPES = st.sampled_from([lambda prose: "", lambda prose: "d", lambda prose: " ".join([prose] * 4),
                              lambda prose: "\n\n".join([prose] * 3)])


@st.composite
def long_named_documents(draw: st.DrawFn, settings: dict[str, st.SearchStrategy[Any]]) -> dict[str, Any]:
    """Two vocabularies and a rule, each name drawn long or short on its own, with long and short
    values, aliases, removed spellings, deprecations (ASCII or not), docs and a fallback; settings are drawn from the
    strategies given (the caller adds each document's target table: tests/ports/common.py's
    rendered_documents)."""
    subject, carried, rule = "s" + draw(LONG_NAME), "c" + draw(LONG_NAME), "r" + draw(LONG_NAME)
    prose = draw(LONG_TEXT)

    def doc() -> str:
        return draw(DOC_SHAPES)(prose)  # type: ignore[no-any-return]

    values = {f"v{i}{draw(LONG_TEXT)}": ({"doc": doc(), "deprecated": draw(LONG_TEXT)} if draw(st.booleans())
                                          else doc())
              for i in range(draw(st.integers(1, 3)))}
    first = next(iter(values))
    return {
        "schema_version": 1,
        "doc": doc(),
        subject + "_list": {"singular": subject, "doc": doc(), "values": values,
                            "aliases": {"a" + draw(LONG_TEXT): first,
                                        "b" + draw(LONG_TEXT): {"canonical": first, "deprecated": draw(LONG_TEXT)}},
                            "removed": {"r" + draw(LONG_TEXT): doc() or "why"},
                            **({"fallback": first} if draw(st.booleans()) else {})},
        carried + "_set": {"singular": carried, "values": {"m" + draw(LONG_TEXT): "m", "n": "n"}},
        "rules": {rule: {"doc": doc(), "vocabulary": subject + "_list", "values": [first], "carries": carried + "_set"}},
        "settings": {key: draw(strategy) for key, strategy in settings.items()},
    }
