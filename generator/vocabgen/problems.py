"""Errors are data: every user mistake is a Problem, and all of them are reported at once."""

from __future__ import annotations

import datetime
import difflib
import re

from collections.abc import Iterable
from typing import Any

from vocabgen.locate import Locator
from vocabgen.records import Record

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


# The most characters of one piece of user text (a value, a key, a setting) a message quotes: a
# 70 KB value is shown by its first SHOWN characters and its length, never in full.
SHOWN = 80
LISTED = 10  # the most user spellings a "use one of: ..." list names


def _more(text: str) -> str:
    return f"... ({len(text):,} characters)" if len(text) > SHOWN else ""


def quote(text: str) -> str:
    """User text as a message quotes it: repr() of at most SHOWN characters, then its length."""
    return repr(text[:SHOWN]) + _more(text)


def clip(text: str) -> str:
    """User text as a message names it unquoted: at most SHOWN characters, then its length."""
    return text[:SHOWN] + _more(text)


def listing(items: Iterable[str], empty: str = "(none)") -> str:
    """User spellings a message offers ("use one of: a, b"): at most LISTED, each clipped."""
    items = list(items)
    shown = ", ".join(clip(item) for item in items[:LISTED])
    more = f", and {len(items) - LISTED:,} more" if len(items) > LISTED else ""
    return shown + more if items else empty


def format_key_path(path: tuple[str, ...]) -> str:
    """Spell a key path the way TOML would, quoting keys that are not bare; a key longer than
    SHOWN characters is quoted clipped, with its length."""
    parts = []
    for key in path:
        if _BARE_KEY.fullmatch(key) and len(key) <= SHOWN:
            parts.append(key)
        else:
            escaped = key[:SHOWN].replace("\\", "\\\\").replace('"', '\\"')
            escaped = "".join(
                ch if ch.isprintable() else f"\\u{ord(ch):04X}" if ord(ch) < 0x10000
                else f"\\U{ord(ch):08X}" for ch in escaped
            )
            parts.append(f'"{escaped}"' + _more(key))
    return ".".join(parts)


class Problem(Record, order=True):
    """One located mistake in the user's input: file, line (0 when unknown), key path, message."""

    file: str
    line: int
    path: tuple[str, ...]
    message: str

    @property
    def where(self) -> str:
        """The location a message starts with: `vocab.toml:12`, or the file alone."""
        return f"{self.file}:{self.line}" if self.line else self.file

    def __str__(self) -> str:
        key = format_key_path(self.path)
        return f"{self.where}: {key}: {self.message}" if key else f"{self.where}: {self.message}"


class ProblemsFound(Exception):
    """Raised with every problem found, so the CLI can print them all and exit 2."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = sorted(set(problems), key=lambda p: (p.file, p.line, p.path, p.message))


class Collector:
    """Gathers problems against one file, looking up lines for key paths."""

    def __init__(self, file: str, locator: Locator) -> None:
        self.file = file
        self.locator = locator
        self.problems: list[Problem] = []

    def add(self, path: tuple[str, ...], message: str, line: int | None = None) -> None:
        self.problems.append(
            Problem(self.file, self.locator.line(path) if line is None else line, path, message)
        )


def type_name(value: object) -> str:
    """A parsed TOML value's type as TOML names it (never a Python type or repr): a date is
    "a local date", [[x]] "an array of tables"."""
    if isinstance(value, datetime.datetime):
        return "an offset date-time" if value.tzinfo is not None else "a local date-time"
    if isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
        return "an array of tables"
    names = {str: "a string", int: "an integer", float: "a float", bool: "a boolean",
             list: "an array", dict: "a table", datetime.date: "a local date", datetime.time: "a local time"}
    return names.get(type(value), "a value of another type")


# How alike a misspelling and a known name must be for "did you mean" (difflib's ratio, case
# folded): 'singluar' -> 'singular' (0.88), 'pyhton' -> 'python' (0.83), 'carry' -> 'carries'
# (0.67); difflib's own 0.6 would offer 'functions' for Go's 'collections' on another port.
CLOSE = 0.65


def close_match(word: str, known: Iterable[str]) -> str | None:
    """The one known name closest to word, when one is close enough, as cargo's and git's "did you
    mean" give one; None otherwise."""
    folded: dict[str, str] = {}
    for name in known:  # compared case-folded, so 'DONE' finds 'done'
        if name != word:
            folded.setdefault(name.casefold(), name)
    found = difflib.get_close_matches(word.casefold(), list(folded), n=1, cutoff=CLOSE)
    return folded[found[0]] if found else None


def one_of(word: str, known: Iterable[str], offer: str = "use one of: ") -> str:
    """What a message offers for a name that is not one of known: the one close match ("did you
    mean 'maxTurns'?"), else the known names (offer + listing)."""
    known = list(known)
    match = close_match(word, known)
    return f"did you mean {quote(match)}?" if match is not None else offer + listing(known)


def unknown_keys(out: Collector, table: dict[str, Any], allowed: tuple[str, ...],
                 path: tuple[str, ...], what: str) -> set[str]:
    """Report each key of table not in allowed; returns the allowed keys a misspelt one was taken
    for, whose "missing required key" message the caller leaves out (one mistake, one message)."""
    meant: set[str] = set()
    for key in table:
        if key not in allowed:
            match = close_match(key, [k for k in allowed if k not in table])
            if match is not None:
                meant.add(match)
            out.add(path + (key,), f"unknown key in {what}; " + (f"did you mean {quote(match)}?" if match is not None
                                                                 else f"allowed keys are {', '.join(allowed)}"))
    return meant
