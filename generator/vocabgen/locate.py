"""Map TOML key paths to line numbers, because tomllib forgets where keys came from.

The scanner only runs on text that tomllib has already accepted, so it can be simple:
it follows strings, comments and bracket depth, and records the line of every table
header and every `key =` at bracket depth zero.
"""

from __future__ import annotations

import re

from vocabgen.records import Record, field

# TOML's bare keys are ASCII letters, digits, _ and -; a basic string is a quote, then anything
# but a quote or backslash or an escape pair, then a quote (tomllib has checked the text already).
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]*")
_BASIC_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_SPACES = re.compile(r"[ \t\r\ufeff]*")
_PLAIN_RUN = re.compile(r'[^"\\]+')


class Locator(Record, frozen=False):
    """Line numbers of key paths; unknown paths fall back to their nearest known parent."""

    lines: dict[tuple[str, ...], int] = field(factory=dict)
    # Every line that defines a path (a table header or a key), for duplicate-key messages.
    definitions: dict[tuple[str, ...], list[int]] = field(factory=dict)

    def line(self, path: tuple[str, ...]) -> int:
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return 0


def _parse_key(text: str, pos: int) -> tuple[list[str], int]:
    """Parse a dotted key starting at pos; return its parts and the position after it."""
    parts: list[str] = []
    n = len(text)
    while True:
        while pos < n and text[pos] in " \t":
            pos += 1
        if pos < n and text[pos] == '"':
            pos += 1
            buf: list[str] = []
            while pos < n and text[pos] != '"':
                if text[pos] == "\\":
                    pos, ch = _unescape(text, pos)
                    buf.append(ch)
                else:  # a run of plain characters at once: a key may be megabytes long
                    end = _PLAIN_RUN.match(text, pos).end()  # type: ignore[union-attr]  # text[pos] is plain
                    buf.append(text[pos:end])
                    pos = end
            parts.append("".join(buf))
            pos += 1
        elif pos < n and text[pos] == "'":
            end = text.index("'", pos + 1)
            parts.append(text[pos + 1 : end])
            pos = end + 1
        else:
            end = _BARE_KEY.match(text, pos).end()  # type: ignore[union-attr]  # * always matches
            parts.append(text[pos:end])
            pos = end
        while pos < n and text[pos] in " \t":
            pos += 1
        if pos < n and text[pos] == ".":
            pos += 1
            continue
        return parts, pos


_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\", "e": "\x1b"}


def _unescape(text: str, pos: int) -> tuple[int, str]:
    kind = text[pos + 1]
    if kind == "u":
        return pos + 6, chr(int(text[pos + 2 : pos + 6], 16))
    if kind == "U":
        return pos + 10, chr(int(text[pos + 2 : pos + 10], 16))
    if kind == "x":
        return pos + 4, chr(int(text[pos + 2 : pos + 4], 16))
    return pos + 2, _ESCAPES.get(kind, kind)


def locate(text: str) -> Locator:
    """Scan accepted TOML text and return the line of every key path it defines."""
    loc = Locator()
    table: tuple[str, ...] = ()
    array_counts: dict[tuple[str, ...], int] = {}
    depth = 0
    line = 1
    pos = 0
    n = len(text)
    at_line_start = True
    while pos < n:
        ch = text[pos]
        if ch == "\n":
            line += 1
            pos += 1
            at_line_start = True
            continue
        if ch in " \t\r\ufeff":
            pos = _SPACES.match(text, pos).end()  # type: ignore[union-attr]  # * always matches
            continue
        if ch == "#":
            end = text.find("\n", pos)
            pos = n if end < 0 else end
            continue
        if at_line_start and depth == 0:
            at_line_start = False
            if ch == "[":
                is_array = text.startswith("[[", pos)
                parts, pos = _parse_key(text, pos + (2 if is_array else 1))
                pos += 2 if is_array else 1
                table = tuple(parts)
                if is_array:
                    loc.lines.setdefault(table, line)  # errors about the whole array point at its first entry
                    index = array_counts.get(table, 0)
                    array_counts[table] = index + 1
                    table = table + (str(index),)
                else:
                    loc.definitions.setdefault(table, []).append(line)
                loc.lines.setdefault(table, line)
                continue
            parts, pos = _parse_key(text, pos)
            full = table + tuple(parts)
            for i in range(len(table) + 1, len(full) + 1):
                loc.lines.setdefault(full[:i], line)
            loc.definitions.setdefault(full, []).append(line)
            pos += 1  # the '='
            continue
        at_line_start = False
        if text.startswith('"""', pos) or text.startswith("'''", pos):
            quote = text[pos : pos + 3]
            end = pos + 3
            while True:
                end = text.index(quote, end)
                if quote == '"""' and _escaped(text, end):
                    end += 1
                    continue
                break
            while text.startswith(quote[0], end + 3):
                end += 1
            line += text.count("\n", pos, end + 3)
            pos = end + 3
            continue
        if ch == '"':
            string = _BASIC_STRING.match(text, pos)
            if string is None:  # only in text tomllib refused (a duplicate-key message's scan)
                raise ValueError(f"unterminated string at offset {pos}")
            pos = string.end()
            continue
        if ch == "'":
            pos = text.index("'", pos + 1) + 1
            continue
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        pos += 1
    return loc


def _escaped(text: str, pos: int) -> bool:
    """True when the character at pos is preceded by an odd number of backslashes."""
    count = 0
    while pos - count - 1 >= 0 and text[pos - count - 1] == "\\":
        count += 1
    return count % 2 == 1
