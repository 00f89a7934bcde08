"""Spell a tuple of words in the case conventions languages use; no language knowledge here.

Words are lowercase ASCII already (see vocabgen.words), which keeps these one-liners exact.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

Words = tuple[str, ...]


# Each takes one or more word sequences. The common calls, per value, are one sequence (taken as
# is) or two tuples (a singular and a value's words), which _words joins without chaining (~2x).


def _words(parts: tuple[Iterable[str], ...]) -> Iterable[str]:
    """The words of two or more sequences, in order."""
    if len(parts) == 2:
        first, second = parts
        if type(first) is tuple and type(second) is tuple:
            return first + second
    return chain.from_iterable(parts)


def screaming(*parts: Iterable[str]) -> str:
    """(max, turns) -> MAX_TURNS"""
    return "_".join(parts[0] if len(parts) == 1 else _words(parts)).upper()


def snake(*parts: Iterable[str]) -> str:
    """(max, turns) -> max_turns"""
    return "_".join(parts[0] if len(parts) == 1 else _words(parts))


def kebab(*parts: Iterable[str]) -> str:
    """(max, turns) -> max-turns"""
    return "-".join(parts[0] if len(parts) == 1 else _words(parts))


def pascal(*parts: Iterable[str]) -> str:
    """(max, turns) -> MaxTurns"""
    return "".join(map(str.capitalize, parts[0] if len(parts) == 1 else _words(parts)))


def camel(*parts: Iterable[str]) -> str:
    """(max, turns) -> maxTurns"""
    name = pascal(*parts)
    return name[:1].lower() + name[1:]
