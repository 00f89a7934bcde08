"""Compiler limits, checked before anything is rendered: a vocab file whose output some configured
port's compiler would refuse (or take minutes over) is refused, located, like any other mistake.

Each port's limits are data in its profile (vocabgen.profile.Limits): a cap on the values,
aliases and removed spellings one generated file holds together, set from what
benchmarks/limits.py measured, and, where the compiler states its limit in a unit of its own
(javac's constant pool and string constants, mcs's user strings), a count or a bound in that
unit, bounded by a table of measured costs per vocabulary and rule (`passes` walks every such
table, `string_problems` checks the JVM ports' strings). The figures and how they were measured are
in docs/strings.md ("Compiler limits").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from vocabgen.model import TargetConfig
from vocabgen.problems import Problem
from vocabgen.profile import Profile
from vocabgen.view import File

Piece = tuple[int, tuple[str, ...], int]  # a vocabulary or rule: its line, key path and cost in a limit's unit


def entry_pieces(file: File) -> Iterator[Piece]:
    """Each vocabulary's values, aliases and removed spellings: every port writes them all into
    one generated file, whose entry caps count them together."""
    for vocab in file.vocabularies:
        yield vocab.line, (vocab.key,), len(vocab.values) + len(vocab.aliases) + len(vocab.removed)


def check(profile: Profile, file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every limit of one configured port that the file passes, each a located problem."""
    limits = profile.limits
    if limits is None:
        return []
    problems = []
    past = passes(entry_pieces(file), 0, limits.entries) if limits.entries else None
    if past:  # located at the vocabulary that takes the file past the cap
        total, line, path = past
        problems.append(Problem(source, line, path,
                                f"{profile.name}: the file would hold {total:,} values, aliases and removed "
                                f"spellings together; vocabgen allows {limits.entries:,} per {profile.name} file "
                                f"({limits.compiler} {limits.past} past that); split the vocab file"))
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


def passes(pieces: Iterable[Piece], start: int, limit: int) -> tuple[int, int, tuple[str, ...]] | None:
    """A bound summed from `start` over pieces (each port's table of measured costs): None while
    it stays within limit, else the total and the line and key path of the piece that takes it past
    (where the refusal is located, so the user sees which vocabulary or rule to move out)."""
    running, where = start, None
    for line, path, size in pieces:
        running += size
        if where is None and running > limit:
            where = (line, path)
    return None if where is None else (running, *where)


def string_problems(file: File, config: TargetConfig, source: str, port: str, why: Callable[[str], str],
                    test_class: str, deprecation: Callable[[str], str] | None = None) -> list[Problem]:
    """Every string of a JVM class that its compiler cannot write (`why` says why, "" when it can),
    located at its line: each value, alias and removed spelling, with `deprecation` each
    deprecation as the class holds it, and with tests_path the near misses the test class holds
    (a value with a letter more)."""
    found = []
    for vocab in file.vocabularies:
        tables = [("values", "value", [(v.text, v.line) for v in vocab.values])]
        if deprecation is not None:
            tables += [("values", "deprecation of the value", [(deprecation(v.deprecated), v.line)
                                                               for v in vocab.values]),
                       ("values", "deprecation of the deprecated name", [(deprecation(d.reason), d.line)
                                                                         for v in vocab.values
                                                                         for d in v.deprecated_names])]
        tables.append(("aliases", "alias", [(a.name, a.line) for a in vocab.aliases]))
        if deprecation is not None:
            tables.append(("aliases", "deprecation of the alias", [(deprecation(a.deprecated), a.line)
                                                                   for a in vocab.aliases]))
        tables.append(("removed", "removed spelling", [(r.text, r.line) for r in vocab.removed]))
        for table, what, items in tables:
            for text, line in items:
                reason = why(text)
                if reason:
                    found.append(Problem(source, line, (vocab.key, table), f"{port}: the {what} on this line {reason}; "
                                                                           "shorten it"))
        if config.get("tests_path"):
            longest = next(filter(None, (why(case.input) for case in vocab.canonical_cases if not case.known)), "")
            if longest:
                found.append(Problem(source, vocab.line, (vocab.key,),
                                     f"{port}: a near miss the {test_class} (tests_path) tests {longest}; shorten the "
                                     "vocabulary's first values or leave out tests_path"))
    return found
