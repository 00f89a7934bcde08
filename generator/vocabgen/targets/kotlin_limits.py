"""kotlinc's limits on the generated object, as measured data: what vocabgen refuses before kotlinc would.

The object's static initialiser builds every list, map and set the object holds (and, with
`typed = true`, each vocabulary's known-member lookup, whose inlined `associateBy` and
`mapValues` cost far more than an entry), and the JVM caps one method at 65,535 bytes of
bytecode: past it kotlinc fails, "Method too large: .../Vocabulary.<clinit>". The entry cap
(1,601, the profile's `limits.entries`) counts entries, not vocabularies, so a registry of many
small typed vocabularies passed it and failed kotlinc (issue 38: 168 vocabularies, 962 entries).

The bound is a table of measured costs, not a model of kotlinc: benchmarks/limits.py (`shapes`)
compiles shapes that differ in one piece, reads the initialiser's length from the class file and
takes each piece's cost in bytes (results in benchmarks/results/limits-shapes.json), at least
the most measured: a value among a vocabulary's first six sits at a list position `iconst`
pushes in one byte, a later one takes up to `sipush` (three), and a constant past the pool's first
255 entries `ldc_w`. The bound so follows kotlinc to within a few bytes: the semantic
conventions' first 157 vocabularies (which kotlinc compiles) are accepted, all 168 refused. A file whose bound passes 65,535 is refused, located at the
vocabulary or rule that takes it past; tests/targets/test_kotlin_limits.py compiles the largest
accepted files of the shapes that matter with kotlinc and one past each.

A string constant longer than 65,535 bytes of modified UTF-8 (a class file's CONSTANT_Utf8 has a
u2 length) crashes kotlinc ("UTF8 string too large", from its bytecode writer): a value, alias,
removed spelling or deprecation message (the `@Deprecated` annotation's text, a deprecated name's too), and with
`tests_path` a near miss the test class holds. Unlike javac, kotlinc has no limit in UTF-16
units of its own.
"""

from __future__ import annotations

from collections.abc import Iterator

from vocabgen.limits import Piece, modified_utf8_length, passes, string_problems
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem
from vocabgen.targets.base import comment_lines
from vocabgen.view import File

METHOD_BYTES = 65_535  # JVMS 4.7.3: code_length must be less than 65,536
STRING_BYTES = 65_535  # JVMS 4.4.7: a CONSTANT_Utf8's length is a u2

# Each piece's bytes in the object's static initialiser (benchmarks/limits.py shapes, kotlinc 2.4,
# benchmarks/results/limits-shapes.json), rounded up.
PER_CLASS = 16  # the object's instance and the initialiser's own return (11 measured)
PER_VOCABULARY = 24  # its collection, lookup and their fields (a vocabulary of two values: 60, 18 a value)
PER_TYPED_VOCABULARY = 276  # typed = true: the known-member lookup, inlined associateBy and mapValues (332 in all)
SMALL_INDEX = 6  # a vocabulary's first values sit at list positions iconst pushes (one byte) ...
PER_FIRST_VALUE = 18  # ... so each takes 18 (its collection's element and its lookup pair)
PER_VALUE = 22  # any later value (bipush, sipush, ldc_w: 22 measured at large indices)
PER_ALIAS = 28  # its aliases pair and its lookup pair (27.2 measured at small indices, 26 at large)
PER_REMOVED = 10  # its removed list's element (7.6 measured)
PER_ALIAS_MAP = 12  # a vocabulary with aliases: its map's array (sipush, anewarray), mapOf, putstatic
PER_REMOVED_LIST = 12  # a vocabulary with removed spellings: its list's array, listOf, putstatic
PER_RULE = 20  # its members set and field
PER_MEMBER = 10  # a rule member's element


def value_bytes(count: int) -> int:
    """The bytes of a vocabulary's count values."""
    return PER_FIRST_VALUE * min(count, SMALL_INDEX) + PER_VALUE * max(count - SMALL_INDEX, 0)


def pieces(file: File, typed: bool) -> Iterator[Piece]:
    """Each vocabulary and rule: its line and key path in vocab.toml, and its most bytes in the
    object's static initialiser."""
    for vocab in file.vocabularies:
        yield vocab.line, (vocab.key,), (PER_VOCABULARY + PER_TYPED_VOCABULARY * typed + value_bytes(len(vocab.values))
                                         + PER_ALIAS_MAP * bool(vocab.aliases) + PER_ALIAS * len(vocab.aliases)
                                         + PER_REMOVED_LIST * bool(vocab.removed) + PER_REMOVED * len(vocab.removed))
    for rule in file.rules:
        yield rule.line, ("rules", rule.key), PER_RULE + PER_MEMBER * len(rule.members)


def initialiser_bound(file: File, typed: bool) -> int:
    """At least the bytes of the object's static initialiser, as the measured costs give them."""
    return PER_CLASS + sum(size for _, _, size in pieces(file, typed))


def message(text: str) -> str:
    """A deprecation as the `@Deprecated` message kotlin.deprecation writes (its lines joined)."""
    return " ".join(line for line in comment_lines(text) if line)


def string_problem(text: str) -> str:
    """Why kotlinc cannot write text as a class-file string ("" when it can)."""
    if len(text) <= STRING_BYTES // 6:  # at most 6 bytes a character: nothing this short can pass
        return ""
    size = modified_utf8_length(text)
    if size > STRING_BYTES:
        return (f"is {size:,} bytes of modified UTF-8 as a class-file string; kotlinc allows {STRING_BYTES:,} "
                "(\"UTF8 string too large\")")
    return ""


def problems(file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every string kotlinc cannot write, and an object whose static initialiser could pass the
    JVM's method limit (located at the vocabulary or rule that takes the bound past it)."""
    found = string_problems(file, config, source, "kotlin", string_problem, "test class", message)
    typed = config.flag("typed")
    past = passes(pieces(file, typed), PER_CLASS, METHOD_BYTES)
    if past:
        total, line, path = past
        found.append(Problem(source, line, path,
                             f"kotlin: the object's static initialiser could take {total:,} bytes "
                             f"({len(file.vocabularies):,} vocabularies{' with typed = true' if typed else ''}); the "
                             f"JVM allows {METHOD_BYTES:,} a method (kotlinc: \"Method too large\"); split the vocab "
                             "file" + (" or turn typed off" if typed else "")))
    return found
