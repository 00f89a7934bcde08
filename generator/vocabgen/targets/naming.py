"""Spell a tuple of words in the case conventions languages use; no language knowledge here.

Words are lowercase ASCII already (see vocabgen.words), which keeps these one-liners exact.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

Words = tuple[str, ...]


def _words(parts: tuple[Iterable[str], ...]) -> Iterable[str]:
    """The words of one or more sequences, in order."""
    return chain.from_iterable(parts)


def screaming(*parts: Iterable[str]) -> str:
    """(max, turns) -> MAX_TURNS"""
    return "_".join(_words(parts)).upper()


def snake(*parts: Iterable[str]) -> str:
    """(max, turns) -> max_turns"""
    return "_".join(_words(parts))


def kebab(*parts: Iterable[str]) -> str:
    """(max, turns) -> max-turns"""
    return "-".join(_words(parts))


def pascal(*parts: Iterable[str]) -> str:
    """(max, turns) -> MaxTurns"""
    return "".join(map(str.capitalize, _words(parts)))


def camel(*parts: Iterable[str]) -> str:
    """(max, turns) -> maxTurns"""
    name = pascal(*parts)
    return name[:1].lower() + name[1:]
