"""`render --diff`: a unified diff whose cost grows near-linearly with the lines of the files.

difflib's SequenceMatcher searches every stretch between two matches again for its longest
match, which is quadratic when a render changes most lines (4,500 renamed values: 259 s of
--diff for a 5.7 s --check). This is patience diff, as `git diff --patience` and Bazaar do: lines
that occur once on each side are matched in order (a longest increasing subsequence), and the
stretches between those matches are diffed the same way, one level deeper. Each level reads each
line at most once, and a stretch is diffed at most LEVELS levels deep, so the whole costs
O(LEVELS * lines + lines * log(lines)). A stretch of at most SMALL lines a side is aligned by
difflib (bounded work); a larger one with no line unique on both sides, or LEVELS deep, is shown
as removed and added.

The text is shown so that a terminal cannot act on it: each character it would act on or hide
(output.visible: a control character, a bidi or other format character) is its Python escape
(`\\x1b`, `\\u202e`); a tab stays a tab, and lines end where the file's newlines are.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Iterator, Sequence

from vocabgen.output import visible
from vocabgen.plan import Entry, State

CONTEXT = 3  # lines of context around a change, as diff -u and git diff show
LEVELS = 8  # how deep stretches between unique lines are diffed again
SMALL = 16  # a stretch with no unique line is aligned by difflib when no side has more lines

Block = tuple[int, int, int]  # a run of equal lines: a[i:i + n] == b[j:j + n]
Opcode = tuple[str, int, int, int, int]  # difflib's form: tag, a[i1:i2], b[j1:j2]


def unified_diff(entry: Entry) -> str:
    """A git-style diff of one entry, with paths relative to --out (never absolute), its text
    shown escaped (see the module doc)."""
    old = _lines(entry.old) if entry.state is not State.MISSING else []
    new = _lines(entry.new) if entry.new is not None else []
    from_name = "/dev/null" if entry.state is State.MISSING else f"a/{entry.path}"
    to_name = "/dev/null" if entry.state is State.ORPHAN else f"b/{entry.path}"
    out: list[str] = []
    for group in _groups(_opcodes(matching_blocks(old, new), len(old), len(new))):
        if not out:
            out += [f"--- {from_name}\n", f"+++ {to_name}\n"]
        first, last = group[0], group[-1]
        out.append(f"@@ -{_range(first[1], last[2])} +{_range(first[3], last[4])} @@\n")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out += [" " + line for line in old[i1:i2]]
                continue
            out += ["-" + line for line in old[i1:i2]]
            out += ["+" + line for line in new[j1:j2]]
    text = "".join(out)
    return text if text.replace("\t", " ").replace("\n", " ").isprintable() else _escaped(text)


def _lines(text: str | None) -> list[str]:
    """The file's lines, each with its newline, a last line without one followed by diff's note:
    split at newlines only (str.splitlines also splits at a form feed, U+2028 and other
    characters a line may hold)."""
    if not text:
        return []
    lines = [line + "\n" for line in text.split("\n")]
    last = lines.pop()
    if last != "\n":
        lines.append(last + "\\ No newline at end of file\n")
    return lines


def _escaped(text: str) -> str:
    """The diff with each character a terminal would act on or hide escaped, line by line; a tab
    stays a tab, and every line keeps its newline."""
    return "\n".join("\t".join(visible(part) for part in line.split("\t")) for line in text.split("\n"))


def _range(start: int, stop: int) -> str:
    """A hunk's line range as diff -u writes it (difflib's _format_range_unified)."""
    length = stop - start
    if length == 1:
        return f"{start + 1}"
    return f"{start + 1 if length else start},{length}"


def matching_blocks(a: Sequence[str], b: Sequence[str]) -> list[Block]:
    """The runs of lines a and b share, ascending, ending with (len(a), len(b), 0) as
    difflib.SequenceMatcher.get_matching_blocks does. No recursion: stretches wait on a list."""
    pairs: list[tuple[int, int]] = []
    stretches = [(0, len(a), 0, len(b), 0)]
    while stretches:
        alo, ahi, blo, bhi, level = stretches.pop()
        while alo < ahi and blo < bhi and a[alo] == b[blo]:
            pairs.append((alo, blo))
            alo, blo = alo + 1, blo + 1
        while alo < ahi and blo < bhi and a[ahi - 1] == b[bhi - 1]:
            ahi, bhi = ahi - 1, bhi - 1
            pairs.append((ahi, bhi))
        if alo == ahi or blo == bhi:
            continue
        small = ahi - alo <= SMALL and bhi - blo <= SMALL
        anchors = _unique_in_order(a, b, alo, ahi, blo, bhi) if not small and level < LEVELS else []
        if not anchors:
            pairs += _small(a, b, alo, ahi, blo, bhi) if small else []
            continue
        for i, j in anchors:
            pairs.append((i, j))
            stretches.append((alo, i, blo, j, level + 1))
            alo, blo = i + 1, j + 1
        stretches.append((alo, ahi, blo, bhi, level + 1))
    return _blocks(sorted(pairs), len(a), len(b))


def _unique_in_order(a: Sequence[str], b: Sequence[str], alo: int, ahi: int, blo: int,
                     bhi: int) -> list[tuple[int, int]]:
    """The lines that occur once in a[alo:ahi] and once in b[blo:bhi], as (i, j) pairs, the
    longest run of them in the same order on both sides (patience sorting: O(k log k))."""
    in_a, in_b = Counter(a[alo:ahi]), Counter(b[blo:bhi])
    where = {line: j for j, line in enumerate(b[blo:bhi], blo) if in_b[line] == 1 and in_a[line] == 1}
    pairs = [(i, where[line]) for i, line in enumerate(a[alo:ahi], alo) if line in where]
    tops: list[int] = []  # the smallest j ending an increasing run of each length
    ends: list[int] = []  # the index in pairs of that run's last pair
    before: list[int] = []  # each pair's predecessor in its run
    for index, (_, j) in enumerate(pairs):
        length = bisect.bisect_left(tops, j)
        if length == len(tops):
            tops.append(j)
            ends.append(index)
        else:
            tops[length], ends[length] = j, index
        before.append(ends[length - 1] if length else -1)
    run: list[tuple[int, int]] = []
    index = ends[-1] if ends else -1
    while index >= 0:
        run.append(pairs[index])
        index = before[index]
    return run[::-1]


def _small(a: Sequence[str], b: Sequence[str], alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int]]:
    """The pairs difflib matches in a stretch of at most SMALL lines a side: bounded work."""
    if set(a[alo:ahi]).isdisjoint(b[blo:bhi]):  # lines that all changed, as most do
        return []
    import difflib  # only where a small stretch shares a line

    matcher = difflib.SequenceMatcher(None, a[alo:ahi], b[blo:bhi], autojunk=False)
    return [(alo + i + k, blo + j + k) for i, j, n in matcher.get_matching_blocks() for k in range(n)]


def _blocks(pairs: list[tuple[int, int]], size_a: int, size_b: int) -> list[Block]:
    """Matched line pairs, ascending, merged into runs, with difflib's closing (len(a), len(b), 0)."""
    blocks: list[Block] = []
    for i, j in pairs:
        if blocks and blocks[-1][0] + blocks[-1][2] == i and blocks[-1][1] + blocks[-1][2] == j:
            blocks[-1] = (blocks[-1][0], blocks[-1][1], blocks[-1][2] + 1)
        else:
            blocks.append((i, j, 1))
    return blocks + [(size_a, size_b, 0)]


def _opcodes(blocks: list[Block], size_a: int, size_b: int) -> list[Opcode]:
    """difflib's get_opcodes, from the blocks."""
    codes: list[Opcode] = []
    i = j = 0
    for ai, bj, size in blocks:
        if i < ai or j < bj:
            tag = "replace" if i < ai and j < bj else "delete" if i < ai else "insert"
            codes.append((tag, i, ai, j, bj))
        if size:
            codes.append(("equal", ai, ai + size, bj, bj + size))
        i, j = ai + size, bj + size
    return codes


def _groups(codes: list[Opcode]) -> Iterator[list[Opcode]]:
    """The hunks: changes with CONTEXT lines around them, as difflib's get_grouped_opcodes."""
    if not codes:
        return
    if codes[0][0] == "equal":
        tag, i1, i2, j1, j2 = codes[0]
        codes[0] = tag, max(i1, i2 - CONTEXT), i2, max(j1, j2 - CONTEXT), j2
    if codes[-1][0] == "equal":
        tag, i1, i2, j1, j2 = codes[-1]
        codes[-1] = tag, i1, min(i2, i1 + CONTEXT), j1, min(j2, j1 + CONTEXT)
    group: list[Opcode] = []
    for tag, i1, i2, j1, j2 in codes:
        if tag == "equal" and i2 - i1 > 2 * CONTEXT:
            group.append((tag, i1, min(i2, i1 + CONTEXT), j1, min(j2, j1 + CONTEXT)))
            yield group
            group = []
            i1, j1 = max(i1, i2 - CONTEXT), max(j1, j2 - CONTEXT)
        group.append((tag, i1, i2, j1, j2))
    if group and not (len(group) == 1 and group[0][0] == "equal"):
        yield group
