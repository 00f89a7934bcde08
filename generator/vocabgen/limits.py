"""Compiler limits, checked before anything is rendered: a vocab file whose output some configured
port's compiler would refuse (or take minutes over) is refused, located, like any other mistake.

Each port's limits are data in its profile (vocabgen.profile.Limits): a cap on the values,
aliases and removed spellings one generated file holds together, set from what
benchmarks/limits.py measured, and, where the compiler states its limit in a unit of its own
(javac's constant pool and string constants, mcs's user strings), a count or a bound in that
unit. The figures and how they were measured are in docs/strings.md ("Compiler limits").
"""

from __future__ import annotations

from collections.abc import Iterable

from vocabgen.model import TargetConfig
from vocabgen.problems import Problem
from vocabgen.profile import Profile
from vocabgen.view import File


def entries(file: File) -> int:
    """The values, aliases and removed spellings of the whole file: every port writes them all
    into one generated file."""
    return sum(len(vocab.values) + len(vocab.aliases) + len(vocab.removed) for vocab in file.vocabularies)


def check(profile: Profile, file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every limit of one configured port that the file passes, each a located problem."""
    limits = profile.limits
    if limits is None:
        return []
    problems = []
    cap, port = limits.entries, profile.name
    if cap and entries(file) > cap:
        running = 0
        for vocab in file.vocabularies:  # located at the vocabulary that takes the file past the cap
            running += len(vocab.values) + len(vocab.aliases) + len(vocab.removed)
            if running > cap:
                break
        problems.append(Problem(source, vocab.line, (vocab.key,),
                                f"{port}: the file would hold {entries(file):,} values, aliases and removed "
                                f"spellings together; vocabgen allows {cap:,} per {port} file ({limits.compiler} "
                                f"{limits.past} past that); split the vocab file"))
    if limits.units is not None:
        problems.extend(limits.units(file, config, source))
    return problems


def modified_utf8_length(text: str) -> int:
    """text's length in a class file (JVMS 4.4.7): UTF-8, except that U+0000 takes 2 bytes and an
    astral character 6 (its UTF-16 surrogates, 3 bytes each)."""
    if text.isascii():
        return len(text) + text.count("\0")
    return len(text.encode("utf-8")) + 2 * (utf16_units(text) - len(text)) + text.count("\0")


def utf16_units(text: str) -> int:
    """text's length in UTF-16 code units: an astral character takes two."""
    return len(text) if text.isascii() else len(text.encode("utf-16-le")) // 2


def where_bound_passes(pieces: Iterable[tuple[int, tuple[str, ...], int]], start: int,
                       limit: int) -> tuple[int, tuple[str, ...]]:
    """The line and key path of the piece that takes a running bound (from `start`) past `limit`:
    where a refusal is located, so the user sees which vocabulary or rule to move out."""
    running, line = start, 0
    path: tuple[str, ...] = ()
    for line, path, size in pieces:
        running += size
        if running > limit:
            break
    return line, path
