"""Spell a tuple of words in the case conventions languages use; no language knowledge here."""

from __future__ import annotations

from collections.abc import Iterable

Words = tuple[str, ...]


def screaming(*parts: Iterable[str]) -> str:
    """(max, turns) -> MAX_TURNS"""
    return "_".join(w.upper() for part in parts for w in part)


def snake(*parts: Iterable[str]) -> str:
    """(max, turns) -> max_turns"""
    return "_".join(w for part in parts for w in part)


def kebab(*parts: Iterable[str]) -> str:
    """(max, turns) -> max-turns"""
    return "-".join(w for part in parts for w in part)


def pascal(*parts: Iterable[str]) -> str:
    """(max, turns) -> MaxTurns"""
    return "".join(w[:1].upper() + w[1:] for part in parts for w in part)


def camel(*parts: Iterable[str]) -> str:
    """(max, turns) -> maxTurns"""
    name = pascal(*parts)
    return name[:1].lower() + name[1:]
