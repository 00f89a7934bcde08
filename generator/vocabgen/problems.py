"""Errors are data: every user mistake is a Problem, and all of them are reported at once."""

from __future__ import annotations

import re

from vocabgen.records import Record

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def format_key_path(path: tuple[str, ...]) -> str:
    """Spell a key path the way TOML would, quoting keys that are not bare."""
    parts = []
    for key in path:
        if _BARE_KEY.fullmatch(key):
            parts.append(key)
        else:
            escaped = key.replace("\\", "\\\\").replace('"', '\\"')
            escaped = "".join(
                ch if ch.isprintable() else f"\\u{ord(ch):04X}" if ord(ch) < 0x10000
                else f"\\U{ord(ch):08X}" for ch in escaped
            )
            parts.append(f'"{escaped}"')
    return ".".join(parts)


class Problem(Record, order=True):
    """One located mistake in the user's input: file, line (0 when unknown), key path, message."""

    file: str
    line: int
    path: tuple[str, ...]
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        key = format_key_path(self.path)
        return f"{where}: {key}: {self.message}" if key else f"{where}: {self.message}"


class ProblemsFound(Exception):
    """Raised with every problem found, so the CLI can print them all and exit 2."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = sorted(set(problems), key=lambda p: (p.file, p.line, p.path, p.message))
