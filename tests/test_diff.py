"""`render --diff`: a real unified diff (git applies it), whose work grows linearly with the
change, and that shows no byte a terminal would act on."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vocabgen.diff import unified_diff
from tests.loading import checked_text
from vocabgen.plan import Entry, State
from tests.loading import render


def _traced_lines(call: Callable[[], Any]) -> int:
    """How many lines of Python call() executes, its callees' included (difflib's, ours): a
    count of work that, unlike a timing, is the same on every run and every machine."""
    count = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        count += event == "line"
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        call()
    finally:
        sys.settrace(previous)
    return count


def _rust_file(values: int, suffix: str) -> str:
    """The Rust port's file for `values` values (every tenth with an alias), each name ending in
    suffix: renaming them all changes most of the file's lines, the shape that made difflib
    quadratic (4,500 renamed values: 259 s of --diff for a 5.7 s --check)."""
    names = [f"value{i:05d}{suffix}" for i in range(values)]
    text = ("schema_version = 1\n[items]\nsingular = \"item\"\n[items.values]\n"
            + "".join(f'{name} = "Doc {i}."\n' for i, name in enumerate(names))
            + "[items.aliases]\n" + "".join(f'old{i:05d} = "{names[i]}"\n' for i in range(0, values, 10))
            + "[targets.rust]\n")
    model, file = checked_text(text, origin="../vocab.toml")
    return render(model, file=file)["rust/vocabulary.rs"]


def test_the_work_of_a_diff_grows_linearly_with_the_change() -> None:
    """Twice the renamed values, twice the work (difflib's SequenceMatcher: four times)."""
    work = []
    for values in (150, 300):
        entry = Entry("rust/vocabulary.rs", State.STALE, _rust_file(values, ""), _rust_file(values, "Renamed"))
        work.append(_traced_lines(lambda: unified_diff(entry)))
    assert work[1] <= 2.2 * work[0], f"{work[0]:,} lines of Python for 150 renamed values, {work[1]:,} for 300"


def _edited(rng: random.Random, lines: list[str]) -> list[str]:
    """lines after a few random edits: lines removed, added, changed, a block moved."""
    out = list(lines)
    for _ in range(rng.randint(0, 8)):
        kind = rng.random()
        if kind < 0.25 and out:
            del out[rng.randrange(len(out))]
        elif kind < 0.5:
            out.insert(rng.randint(0, len(out)), rng.choice(lines + ["}", "", "added"]) if lines else "added")
        elif kind < 0.75 and out:
            out[rng.randrange(len(out))] = f"changed {rng.randint(0, 9)}"
        elif len(out) > 4:
            start = rng.randrange(len(out) - 2)
            block = out[start:start + 3]
            del out[start:start + 3]
            out[rng.randint(0, len(out)):0] = block
    return out


@pytest.mark.toolchain("git")
def test_git_applies_every_diff_to_the_old_files_and_gets_the_new(tmp_path: Path) -> None:
    """Files with repeated lines (braces, blank lines), moved blocks, with and without a last
    newline, created and deleted: `git apply` of the diffs turns the old tree into the new."""
    rng = random.Random(38)
    words = ["{", "}", "", "fn f() {", "    x", "    return 1;", "// doc", "a", "b"]
    diffs, expected = [], {}
    for index in range(120):
        old = [rng.choice(words) for _ in range(rng.randint(0, 40))]
        old_text = "\n".join(old) + ("\n" if rng.random() < 0.8 and old else "")
        new = _edited(rng, old)
        new_text = "\n".join(new) + ("\n" if rng.random() < 0.8 and new else "")
        path = f"f{index}.txt"
        state = State.MISSING if index % 10 == 1 else State.ORPHAN if index % 10 == 2 else State.STALE
        if state is not State.MISSING:
            (tmp_path / path).write_text(old_text, "utf-8")
        entry = Entry(path, state, None if state is State.MISSING else old_text,
                      None if state is State.ORPHAN else new_text)
        diffs.append(unified_diff(entry))
        expected[path] = None if state is State.ORPHAN else new_text
    (tmp_path / "all.diff").write_text("".join(diffs), "utf-8")
    applied = subprocess.run(["git", "apply", "all.diff"], cwd=tmp_path, capture_output=True,
                             text=True)
    assert applied.returncode == 0, applied.stderr
    for path, text in expected.items():
        if text is None or text == "":
            assert not (tmp_path / path).exists() or (tmp_path / path).read_text("utf-8") == (text or ""), path
        else:
            assert (tmp_path / path).read_text("utf-8") == text, path


def test_a_terminal_acts_on_nothing_a_diff_shows() -> None:
    """docs/cli.md: every character a terminal would act on or hide is shown as its Python escape,
    tab and newline excepted; a line ends only at a newline (not at a form feed or U+2028)."""
    old = "keep\n\x1b[2Jclear\x07\tbell\npage\x0cbreak\u2028sep\r\n"
    new = "keep\nrtl \u202e override \u009b c1\n\tindented\n"
    diff = unified_diff(Entry("x.txt", State.STALE, old, new))
    assert diff == ("--- a/x.txt\n+++ b/x.txt\n@@ -1,3 +1,3 @@\n keep\n"
                    "-\\x1b[2Jclear\\x07\tbell\n-page\\x0cbreak\\u2028sep\\r\n"
                    "+rtl \\u202e override \\x9b c1\n+\tindented\n")
