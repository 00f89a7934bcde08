"""javac's limits on the generated class, as data and a bound: what vocabgen refuses before javac would.

javac refuses a class whose constant pool holds more than 65,534 entries ("too many constants":
constant_pool_count is a u2 and entry 0 is unused), and a string constant of more than 65,535
bytes of modified UTF-8 ("too long for the constant pool") or of 65,535 UTF-16 code units and
more ("constant string too long").

The pool is bounded by a table of costs per piece, not emulated. `benchmarks/limits.py pool`
measures each piece (javac 17 with `-g -parameters`, Maven's and Gradle's debug information, the
most entries; benchmarks/results/limits-pool.json) as the difference between two shapes that
differ in it alone, where it shares no entry with another: a value 3, an alias or removed spelling
2, a vocabulary 11 (17 with two values), 6 more typed (its enum and open class), an aliases map
(an empty `[aliases]` table too) or removed list 3, a deprecated name's or (`alias_constants`) an
alias's constant 1, a rule over vocabularies of its own 8 (12 typed). The class holds 137 to 173
entries besides its pieces over every shape measured, 181 the suite's shape with every feature,
chunked (PER_CLASS 250: the most, with a margin for entries no measured shape shares). javac shares equal entries, so the true count is
never more: tests/targets/test_java_limits.py compiles every shape (functions levels, typed,
alias constants and deprecated names, chunked collections, the shipped file) and checks the bound holds, and that a
file at the bound compiles. Of vocabularies of two values vocabgen accepts 2,727, typed or not,
and javac compiles 2,718 (refuses 2,750; benchmarks/results/limits-shapes.json): the static
initialiser's bound (below) comes first, the pool's would take 3,840 (2,838 typed);
tests/test_boundaries.py compiles the most accepted.

With `typed = true` each vocabulary is also a nested enum, and a JVM enum builds every member in
its one static initialiser, which javac caps at 64 KiB of bytecode ("code too large"): at most 19
bytes a member (new, dup, the name, the ordinal, the wire string, the constructor call, the
field store) and 70 for the rest, so 3,445 members at most; javac 17 refuses 3,460
(tests/targets/test_java_limits.py). vocabgen refuses a typed vocabulary of more than 3,400
values, far below the 21,000 the string constants allow. The enum's and the open class's own
constant pools hold a few entries a member, so that limit is the first they meet.

The class's own static initialiser, under the same 64 KiB, builds every collection of at most
CHUNK entries in place (a longer one in part methods of its own, a call each): many vocabularies
of many aliases each (ten of 1,900) passed the pool bound and javac refused the class ("code
too large", issue 38). Its bytes are bounded by a table of measured costs (benchmarks/limits.py
shapes: the initialiser's length read from the class files of shapes that differ in one piece,
at large indices, where `sipush` and `ldc_w` make a piece longest), located at the vocabulary or
rule that takes the bound past 65,535; tests/targets/test_java_limits.py checks the bound is
never below what javac writes and compiles the largest accepted file.
"""

from __future__ import annotations

from collections.abc import Iterator

from vocabgen.limits import Piece, modified_utf8_length, passes, string_problems, utf16_units
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem
from vocabgen.view import File

POOL_ENTRIES = 65_534  # JVMS 4.1: constant_pool_count (a u2) is one more than the entries
STRING_BYTES = 65_535  # bytes of modified UTF-8 in one CONSTANT_Utf8 (JVMS 4.4.7: a u2 length)
STRING_UNITS = 65_534  # UTF-16 code units in one string constant (javac: "constant string too long")
CHUNK = 2000  # templates/java/_macros.java.j2's `chunk` (tested to agree)

# The entries each piece adds to the class's constant pool (javac -g -parameters, the most; measured
# by benchmarks/limits.py pool, benchmarks/results/limits-pool.json: each the difference between two
# shapes that differ in that piece alone, where it shares nothing with another).
PER_VALUE = 3  # its text (a String and its Utf8) and its constant's name
PER_SPELLING = 2  # an alias or a removed spelling: a String and its Utf8
PER_NAME = 1  # a constant of its own for a value's deprecated name or (alias_constants) an alias: its field's name
PER_VOCABULARY = 11  # its fields and methods (a vocabulary of two values measured 17, its values 6)
PER_COLLECTION = 3  # an aliases map (an empty [aliases] table too) or a removed list: its field's name and reference
PER_RULE = 8  # its members field, settle method and parameters, its calls of two vocabularies' canonical (8.07 measured)
PER_CHUNK = 3  # an initialiser part method: its name, its reference and NameAndType
PER_CLASS = 250  # what any shape holds once besides its pieces (the most measured, and a margin)
PER_TYPED_VOCABULARY = 6  # typed: its enum and open class as inner classes (a typed vocabulary of two values 23)
PER_TYPED_RULE = 4  # typed: the settle overload (a rule over a pair of its own measured 12.1, 8.07 untyped)
ENUM_MEMBERS = 3_400  # typed: the most values one enum's static initialiser takes, with a margin

# The most bytes each piece adds to the class's static initialiser (benchmarks/limits.py shapes,
# javac 17; benchmarks/results/limits-shapes.json), rounded up.
METHOD_BYTES = 65_535  # JVMS 4.7.3: code_length must be less than 65,536
INIT_CLASS = 64  # the initialiser's own return and what any shape adds once
INIT_VOCABULARY = 18  # its fields (a vocabulary of two values measured 24 in all, 3 a value)
INIT_VALUE = 8  # an element of the values list: dup, sipush, ldc_w, aastore
FIXED_ARITY = 10  # List.of takes up to 10 elements without an array: 3 bytes each (ldc_w)
INIT_FIXED = 3
INIT_ALIAS = 14  # a put into the aliases map (13 measured at small indices, 12 at large)
INIT_REMOVED = 8  # an element of the removed list
INIT_RULE = 6  # its members set and field (a rule of two members measured 12, 3 a member)
INIT_MEMBER = 8  # an element of a rule's members list
INIT_PART = 10  # a collection past CHUNK entries: a call of each part method instead of its entries
# What javap shows a collection adds once besides its entries (the shapes above hold none of these):
INIT_ALIAS_MAP = 16  # a vocabulary's aliases: new LinkedHashMap, dup, invokespecial, astore; aload, invokestatic, putstatic
INIT_REMOVED_LIST = 6  # a vocabulary's removed spellings: invokestatic List.of, putstatic
INIT_ARRAY = 6  # a list past FIXED_ARITY entries: its length (sipush) and anewarray


def chunks(count: int) -> int:
    """The initialiser parts of a collection of count entries (none when it fits one method)."""
    return 0 if count <= CHUNK else -(-count // CHUNK)


def pieces(file: File, typed: bool = False, alias_constants: bool = False) -> Iterator[Piece]:
    """Each vocabulary and rule: its line and key path in vocab.toml, and the most pool entries it
    adds (typed: with the typed API's; alias_constants: with each alias's constant)."""
    for vocab in file.vocabularies:
        sizes = (len(vocab.values), len(vocab.aliases), len(vocab.removed))
        names = sum(len(value.deprecated_names) for value in vocab.values) + sizes[1] * alias_constants
        yield vocab.line, (vocab.key,), (PER_VOCABULARY + PER_VALUE * sizes[0] + PER_SPELLING * (sizes[1] + sizes[2])
                                         + PER_NAME * names + PER_COLLECTION * (vocab.has_aliases + bool(vocab.removed))
                                         + PER_CHUNK * sum(map(chunks, sizes)) + PER_TYPED_VOCABULARY * typed)
    for rule in file.rules:  # a member is a value's constant: javac inlines the String the class holds
        yield rule.line, ("rules", rule.key), PER_RULE + PER_CHUNK * chunks(len(rule.members)) + PER_TYPED_RULE * typed


def in_place(count: int, each: int, listed: bool = True) -> int:
    """A collection's bytes in the initialiser: its entries in place (a list of up to FIXED_ARITY
    without an array), or a call per part method."""
    if count > CHUNK:
        return INIT_PART * chunks(count)
    if not listed:
        return count * each
    return count * INIT_FIXED if count <= FIXED_ARITY else INIT_ARRAY + count * each


def initialiser_pieces(file: File) -> Iterator[Piece]:
    """Each vocabulary and rule: its line and key path in vocab.toml, and the most bytes it adds to
    the class's static initialiser."""
    for vocab in file.vocabularies:
        yield vocab.line, (vocab.key,), (INIT_VOCABULARY + in_place(len(vocab.values), INIT_VALUE)
                                         + INIT_ALIAS_MAP * bool(vocab.aliases)
                                         + in_place(len(vocab.aliases), INIT_ALIAS, listed=False)
                                         + INIT_REMOVED_LIST * bool(vocab.removed)
                                         + in_place(len(vocab.removed), INIT_REMOVED))
    for rule in file.rules:
        yield rule.line, ("rules", rule.key), INIT_RULE + in_place(len(rule.members), INIT_MEMBER)


def initialiser_bound(file: File) -> int:
    """At least the bytes of the class's static initialiser javac writes."""
    return INIT_CLASS + sum(size for _, _, size in initialiser_pieces(file))


def pool_bound(file: File, typed: bool = False, alias_constants: bool = False) -> int:
    """At least the constant-pool entries javac writes for the generated class."""
    return PER_CLASS + sum(entries for _, _, entries in pieces(file, typed, alias_constants))


def enum_problems(file: File, source: str) -> list[Problem]:
    """typed = true: each vocabulary with more values than one enum's static initialiser takes,
    located at the first value past the limit."""
    return [Problem(source, vocab.values[ENUM_MEMBERS].line, (vocab.key, "values"),
                    f"java: typed = true makes the {len(vocab.values):,} values one enum, whose static initialiser "
                    f"javac caps at 64 KiB (\"code too large\"); vocabgen allows {ENUM_MEMBERS:,} members; split the "
                    "vocabulary or leave out typed")
            for vocab in file.vocabularies if len(vocab.values) > ENUM_MEMBERS]


def string_problem(text: str) -> str:
    """Why javac refuses text as a string constant ("" when it does not)."""
    if len(text) <= STRING_BYTES // 6:  # at most 6 bytes a character: nothing this short can pass
        return ""
    size, units = modified_utf8_length(text), utf16_units(text)
    if size > STRING_BYTES:
        return f"is {size:,} bytes of modified UTF-8 as a Java string constant; javac allows {STRING_BYTES:,}"
    if units > STRING_UNITS:
        return f"is {units:,} UTF-16 code units long as a Java string constant; javac allows {STRING_UNITS:,}"
    return ""


def problems(file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every string constant javac would refuse, and a class whose pool or static initialiser could
    pass javac's limit (located at the vocabulary or rule that takes the bound past it)."""
    found = string_problems(file, config, source, "java", string_problem, "JUnit class")
    typed = config.flag("typed")
    if typed:
        found.extend(enum_problems(file, source))
    code = passes(initialiser_pieces(file), INIT_CLASS, METHOD_BYTES)
    if code:
        found.append(Problem(source, code[1], code[2],
                             f"java: the class's static initialiser could take {code[0]:,} bytes (its collections of "
                             f"up to {CHUNK:,} entries are built in it); javac allows {METHOD_BYTES:,} a method "
                             "(\"code too large\"); split the vocab file"))
    pool = passes(pieces(file, typed, config.flag("alias_constants")), PER_CLASS, POOL_ENTRIES)
    if pool:
        found.append(Problem(source, pool[1], pool[2],
                             f"java: the class could hold up to {pool[0]:,} constant-pool entries; javac allows "
                             f"{POOL_ENTRIES:,} per class (\"too many constants\"); split the vocab file"))
    return found
