"""Spell a tuple of words in the case conventions languages use; no language knowledge here.

Words are lowercase ASCII already (see vocabgen.words), which keeps these one-liners exact.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from itertools import chain, repeat

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


# A column: every value's name at once (base.spelled_values). Spelled through C-level maps, a
# 10,000-value column takes about half the time of a call per value: case(singular, words) is
# the singular's spelling, the case's separator, then the words' spelling.
_SEPARATOR: dict[Callable[..., str], str] = {screaming: "_", snake: "_", kebab: "-", pascal: "", camel: ""}
_capitalized = partial(map, str.capitalize)


def _words_column(case: Callable[..., str], columns: Iterable[Words]) -> Iterable[str]:
    """case(words) for each sequence, where case is one of the known cases but camel."""
    if case is screaming:
        return map(str.upper, map("_".join, columns))
    if case is snake:
        return map("_".join, columns)
    if case is kebab:
        return map("-".join, columns)
    return map("".join, map(_capitalized, columns))  # pascal, and camel's words after the first


def column(case: Callable[..., str], singular: Words | None, value_words: Sequence[Words]) -> Iterable[str]:
    """case(singular, words) for every value's words in order, or case(words) when singular is
    None: the same names as a call per value (tests/targets/test_naming.py draws them)."""
    if case not in _SEPARATOR:
        return map(case, repeat(singular), value_words) if singular is not None else map(case, value_words)
    if singular is None:
        return map(case, value_words) if case is camel else _words_column(case, value_words)
    if not (singular and all(singular) and all(value_words)):  # an empty side: no separator between
        return map(case, repeat(singular), value_words)
    return map((case(singular) + _SEPARATOR[case]).__add__, _words_column(case, value_words))
