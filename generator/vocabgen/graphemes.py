"""Count extended grapheme clusters (UAX #29) with the frozen table in grapheme_table.py.

Elixir's String.length counts these, and mix format measures a line's width with it, so the
Elixir templates measure their lines here (`ex_width`) rather than in code points: "e" and a
combining accent, a flag's two regional indicators or an emoji and its skin tone are one column.
The table is frozen at Unicode 14.0, the version of Elixir 1.14 and of unicode_table.py.
"""

from __future__ import annotations

from bisect import bisect_right

from vocabgen import grapheme_table

UNICODE_VERSION = grapheme_table.UNICODE_VERSION

_BREAK_STARTS = tuple(first for first, _, _ in grapheme_table.BREAKS)
_PICTOGRAPHIC_STARTS = tuple(first for first, _ in grapheme_table.PICTOGRAPHIC)
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
# A cluster never ends before these (GB9, GB9a), nor after those (GB9b): the classes that join a
# neighbour whatever it is (vocabgen.targets.elixir escapes them where a join would mislead).
JOINS_PREVIOUS = frozenset({"Extend", "ZWJ", "SpacingMark"})
JOINS_NEXT = frozenset({"Prepend"})
_CONTROLS = frozenset({"Control", "CR", "LF"})
# Hangul syllable sequences (GB6, GB7, GB8): a class, and the classes that may follow it.
_HANGUL = {"L": frozenset({"L", "V", "LV", "LVT"}), "LV": frozenset({"V", "T"}), "V": frozenset({"V", "T"}),
           "LVT": frozenset({"T"}), "T": frozenset({"T"})}


def break_class(ch: str) -> str:
    """The character's Grapheme_Cluster_Break value ("Other" for most)."""
    code = ord(ch)
    if _HANGUL_FIRST <= code <= _HANGUL_LAST:
        return "LV" if (code - _HANGUL_FIRST) % 28 == 0 else "LVT"
    index = bisect_right(_BREAK_STARTS, code) - 1
    if index >= 0 and code <= grapheme_table.BREAKS[index][1]:
        return grapheme_table.BREAKS[index][2]
    return "Other"


def is_pictographic(ch: str) -> bool:
    """Extended_Pictographic: an emoji that a zero-width joiner glues to the one before (GB11)."""
    index = bisect_right(_PICTOGRAPHIC_STARTS, ord(ch)) - 1
    return index >= 0 and ord(ch) <= grapheme_table.PICTOGRAPHIC[index][1]


def count(text: str) -> int:
    """How many extended grapheme clusters text holds: what Elixir 1.14's String.length returns,
    but after an emoji and a raw ZWJ, where 1.14 ends the cluster before a mark and UAX #29 does
    not (the Elixir module writes every ZWJ as \\u{200D}; tests/targets/test_elixir.py)."""
    if text.isascii():  # every ASCII character is a cluster of its own, but CR LF is one
        return len(text) - text.count("\r\n")
    clusters = 0
    previous = ""  # the class before, "" at the start
    emoji = False  # after an Extended_Pictographic and any Extend (GB11)
    emoji_zwj = False  # ... and then a ZWJ: an Extended_Pictographic joins
    indicators = 0  # regional indicators in a row just before (GB12, GB13 pair them)
    for ch in text:
        current = break_class(ch)
        pictographic = is_pictographic(ch)
        if not _joins(previous, current, emoji_zwj and pictographic, indicators):
            clusters += 1
        emoji_zwj = emoji and current == "ZWJ"
        emoji = pictographic or (emoji and current == "Extend")
        indicators = indicators + 1 if current == "RI" else 0
        previous = current
    return clusters


def _joins(previous: str, current: str, emoji_sequence: bool, indicators: int) -> bool:
    """Whether no cluster boundary falls between a character of class previous and one of
    class current (the rules GB3 to GB13 in order; GB999 breaks everywhere else)."""
    if not previous:
        return False
    if previous == "CR" and current == "LF":
        return True
    if previous in _CONTROLS or current in _CONTROLS:
        return False
    if current in _HANGUL.get(previous, ()):
        return True
    if current in JOINS_PREVIOUS or previous in JOINS_NEXT:
        return True
    if emoji_sequence:
        return True
    return previous == "RI" and current == "RI" and indicators % 2 == 1
