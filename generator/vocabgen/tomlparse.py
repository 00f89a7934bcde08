"""TOML for vocab files: tomllib, with long tables of plain `key = "text"` lines read by regex.

A 10,000-value vocabulary is 10,000 lines of `name = "doc"`, and tomllib (pure Python) spends
about 6 µs on each: the slowest step before a render can be split across processes. For each
table whose every line is such a line (a bare or quoted key, a string without escapes, perhaps a
comment) or blank or a comment, `loads` cuts the lines from the text, lets tomllib parse the
rest, and fills the table from one regex pass. It gives up and lets tomllib parse the whole text, so that every error and every value is
tomllib's own, whenever that could differ:
- the text holds a multi-line string (a line inside one may look like a header);
- tomllib finds an error in the rest, or the header does not lead to a table it left empty (a
  header-looking line inside an array, a sub-table declared elsewhere);
- a key is given twice in the table.
tests/test_tomlparse.py compares it with tomllib on drawn documents, errors included.
"""

from __future__ import annotations

import functools
import re
import tomllib
from typing import Any

# Texts with fewer lines go straight to tomllib, and tables with fewer key lines are left to it:
# the regexes would cost more than they save.
MIN_LINES = 1000
MIN_PAIRS = 100

_WS = r"[ \t]*"
_BARE = r"[A-Za-z0-9_-]+"
_PLAIN = r'[^"\\\x00-\x08\x0a-\x1f\x7f]*'  # a basic string's characters, no escape, no quote
_COMMENT = r"(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?"  # what tomllib accepts after `#`
_EOL = r"(?:\r(?=\n))?$"  # a line's end: \n or \r\n (a lone \r is no line break in TOML)


@functools.cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """A table header of bare keys; one line of a plain table's body; a header's dots. Compiled
    on the first long text (about a millisecond that a small vocab file never pays).

    A body line's match is (bare key, quoted key, "=", string) for a key line, four empty groups
    for a blank or comment line; a line that is neither has no match."""
    header = re.compile(rf"^{_WS}\[{_WS}({_BARE}(?:{_WS}\.{_WS}{_BARE})*){_WS}\]{_WS}{_COMMENT}{_EOL}", re.M)
    line = re.compile(rf'^{_WS}(?:(?:({_BARE})|"({_PLAIN})"){_WS}(=){_WS}"({_PLAIN})"{_WS})?{_COMMENT}{_EOL}', re.M)
    return header, line, re.compile(rf"{_WS}\.{_WS}")


def loads(text: str, min_lines: int = MIN_LINES, min_pairs: int = MIN_PAIRS) -> dict[str, Any]:
    """tomllib.loads(text), the same dict or the same error, faster for long plain tables."""
    if text.count("\n") < min_lines or '"""' in text or "'''" in text:
        return tomllib.loads(text)
    header_pattern, line_pattern, dot = _patterns()
    tables: list[tuple[list[str], list[tuple[str, str, str, str]]]] = []
    kept: list[str] = []
    start = 0  # text[start:] is still to be copied
    headers = list(header_pattern.finditer(text))
    for header, following in zip(headers, headers[1:] + [None]):
        body_start = header.end() + 1  # past the header line's newline
        body_end = following.start() if following else len(text)
        if body_start > body_end:
            continue
        lines = line_pattern.findall(text, body_start, body_end)
        if len(lines) != text.count("\n", body_start, body_end) + 1:  # a line of another kind
            continue
        pairs = [line for line in lines if line[2]]
        if len(pairs) < max(min_pairs, 1):
            continue
        kept.append(text[start:body_start])  # the body goes: tomllib's errors come from the whole text
        start = body_end
        tables.append((dot.split(header.group(1)), pairs))
    if not tables:
        return tomllib.loads(text)
    kept.append(text[start:])
    try:
        parsed = tomllib.loads("".join(kept))
    except tomllib.TOMLDecodeError:
        return tomllib.loads(text)  # raises the error as tomllib reports it on the whole text
    for keys, pairs in tables:
        table: Any = parsed
        for key in keys:
            table = table.get(key) if isinstance(table, dict) else None
        if not isinstance(table, dict) or table:  # a sub-table's header: tomllib's order differs
            return tomllib.loads(text)
        table.update((bare or quoted, value) for bare, quoted, _, value in pairs)
        if len(table) != len(pairs):  # a key given twice: tomllib's error
            return tomllib.loads(text)
    return parsed
