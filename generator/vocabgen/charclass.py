"""Character classes for escaping and sanitising, read from the frozen table in unicode_table.py.

`str.isprintable()` and friends follow the running Python's Unicode database, which changes
between Python versions (3.11 ships Unicode 14, 3.13 ships 15.1); output bytes must not. Every
target asks these functions instead, so the same value renders the same way on every Python.

Whether a character may be written raw is `is_visible`: printable, and not in the INVISIBLE
class (Default_Ignorable_Code_Point and the blank-looking characters), which str.isprintable()
lets through (U+FE0F, U+034F, U+3164, U+2800): a reviewer must see every character the compiler
reads (Trojan Source).
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache

from vocabgen import unicode_table

UNICODE_VERSION = unicode_table.UNICODE_VERSION


def _member(table: tuple[tuple[int, int], ...], starts: tuple[int, ...], ch: str) -> bool:
    index = bisect_right(starts, ord(ch)) - 1
    return index >= 0 and table[index][0] <= ord(ch) <= table[index][1]


def _starts(table: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    return tuple(first for first, _ in table)


_PRINTABLE = _starts(unicode_table.PRINTABLE)
_ALPHA = _starts(unicode_table.ALPHA)
_UPPER = _starts(unicode_table.UPPER)
_DIGIT = _starts(unicode_table.DIGIT)
_FORMAT = _starts(unicode_table.FORMAT_OR_UNASSIGNED)
_NARROW = _starts(unicode_table.NARROW_VISIBLE)
_INVISIBLE = _starts(unicode_table.INVISIBLE)


@lru_cache(maxsize=4096)
def is_printable(ch: str) -> bool:
    """Visible, or the ASCII space (what `str.isprintable()` says at UNICODE_VERSION)."""
    return " " <= ch <= "~" or _member(unicode_table.PRINTABLE, _PRINTABLE, ch)


def is_invisible(ch: str) -> bool:
    """Default_Ignorable_Code_Point at UNICODE_VERSION, or blank-looking (the Hangul fillers,
    U+2800 BRAILLE PATTERN BLANK, ...: scripts/freeze_unicode.py lists them and why)."""
    return ch >= "\x80" and _member(unicode_table.INVISIBLE, _INVISIBLE, ch)


@lru_cache(maxsize=4096)
def is_visible(ch: str) -> bool:
    """Printable and not invisible: what every port may write raw in a literal or a comment."""
    return " " <= ch <= "~" or (is_printable(ch) and not is_invisible(ch))


def is_hidden(ch: str) -> bool:
    """Format, private-use, unassigned or invisible: what a comment that keeps non-ASCII spaces
    (Java, C#, PHP, Kotlin) shows as U+XXXX."""
    return is_format_or_unassigned(ch) or is_invisible(ch)


def is_alpha(ch: str) -> bool:
    return _member(unicode_table.ALPHA, _ALPHA, ch)


def is_upper(ch: str) -> bool:
    return _member(unicode_table.UPPER, _UPPER, ch)


def is_digit(ch: str) -> bool:
    return _member(unicode_table.DIGIT, _DIGIT, ch)


def is_format_or_unassigned(ch: str) -> bool:
    """Category Cf, Co, Cn or Cs: invisible in a comment, so shown as U+XXXX (never ASCII)."""
    return ch >= "\x80" and _member(unicode_table.FORMAT_OR_UNASSIGNED, _FORMAT, ch)


def is_narrow_visible(ch: str) -> bool:
    """BMP, visible and one column wide everywhere: safe to write raw where width matters."""
    return _member(unicode_table.NARROW_VISIBLE, _NARROW, ch)
