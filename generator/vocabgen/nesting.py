"""How deeply TOML text nests, measured before tomllib reads it.

tomllib parses arrays and inline tables by recursion: about 500 levels end in a RecursionError
(fewer when the caller's stack is already deep), and a dotted key's tables take time that grows
with the square of its parts (a key of 50,000 parts: minutes). So vocabgen reads at most
MAX_DEPTH levels of either, as serde_json and toml-rs do, whatever the stack; a vocab file
needs two or three. The scan is linear and needs no recursion. It follows strings and comments as
tomllib does; where it cannot follow the text (an unterminated string) it stops, and tomllib
reports the syntax error at or before that point.
"""

from __future__ import annotations

import functools
import re

from vocabgen.records import Record

MAX_DEPTH = 128

# A key part: bare, a basic string or a literal string; a dotted key is parts joined by dots.
_PART = r"""[A-Za-z0-9_-]+|"(?:[^"\\\n]++|\\.)*+"|'[^'\n]*+'"""
_KEY = re.compile(rf"(?:{_PART})(?:[ \t]*+\.[ \t]*+(?:{_PART}))*+")
_PARTS = re.compile(_PART)
_BLANK = re.compile(r"[ \t\r]*+")
_BASIC = re.compile(r'"(?:[^"\\\n]++|\\.)*+"')
_LITERAL = re.compile(r"'[^'\n]*+'")
_PLAIN = re.compile(r"""[^"'#\[\]{},=\n \t\r]++""")  # numbers, dates, booleans, and text tomllib refuses


class TooDeep(Record):
    """The first place the text nests too deeply: its line, and what nests (a value or a key)."""

    line: int
    what: str  # "value": arrays and inline tables; "key": the parts of one dotted key or header


def too_deep(text: str, limit: int = MAX_DEPTH) -> TooDeep | None:
    """The first line where arrays and inline tables nest more than `limit` deep, or a key or
    table header has more than `limit` dotted parts; None when the text stays within both."""
    if text.count("[") + text.count("{") <= limit and not _dots_on_a_line(limit).search(text):
        return None  # no value can open more than `limit` brackets, no line holds a key that long
    open_: list[str] = []  # the '[' and '{' of values not closed yet
    line, pos, end = 1, 0, len(text)
    key = True  # a key (or, outside values, a table header) may start here
    while pos < end:
        ch = text[pos]
        if ch == "\n":
            line, pos, key = line + 1, pos + 1, key or not open_
            continue
        if ch in " \t\r":
            pos = _BLANK.match(text, pos).end()  # type: ignore[union-attr]  # *+ always matches
            continue
        if ch == "#":
            newline = text.find("\n", pos)
            pos = end if newline < 0 else newline
            continue
        if key:
            key = False
            header = not open_ and ch == "["
            start = pos + (2 if text.startswith("[[", pos) else 1) if header else pos
            found = _KEY.match(text, _BLANK.match(text, start).end())  # type: ignore[union-attr]
            if found is not None:
                if found.group().count(".") >= limit and len(_PARTS.findall(found.group())) > limit:
                    return TooDeep(line, "key")
                pos = found.end()
                continue
        if ch == '"' or ch == "'":
            closed = _string_end(text, pos)
            if closed < 0:
                return None
            line += text.count("\n", pos, closed)
            pos = closed
            continue
        if ch in "[{":
            open_.append(ch)
            if len(open_) > limit:
                return TooDeep(line, "value")
            key = ch == "{"
        elif ch in "]}":
            if open_:
                open_.pop()
        elif ch == ",":
            key = bool(open_) and open_[-1] == "{"
        elif ch != "=":
            pos = _PLAIN.match(text, pos).end()  # type: ignore[union-attr]  # ch is plain here
            continue
        pos += 1
    return None


@functools.cache
def _dots_on_a_line(limit: int) -> re.Pattern[str]:
    """A line holding `limit` dots or more: only there can a key have more than `limit` parts."""
    return re.compile(rf"^(?:[^.\n]*+\.){{{limit}}}", re.MULTILINE)


def _string_end(text: str, pos: int) -> int:
    """The position after the string starting at pos (basic, literal, or either multi-line), or
    -1 where it does not close as TOML would close it."""
    quote = text[pos]
    if text.startswith(quote * 3, pos):
        close = pos + 3
        while True:
            close = text.find(quote * 3, close)
            if close < 0:
                return -1
            if quote == "'" or not _escaped(text, close):
                break
            close += 1
        close += 3
        for _ in range(2):  # up to two quotes before the closing three belong to the string
            if text.startswith(quote, close):
                close += 1
        return close
    found = (_BASIC if quote == '"' else _LITERAL).match(text, pos)
    return -1 if found is None else found.end()


def _escaped(text: str, pos: int) -> bool:
    """True when the character at pos follows an odd number of backslashes."""
    start = pos
    while start > 0 and text[start - 1] == "\\":
        start -= 1
    return (pos - start) % 2 == 1
