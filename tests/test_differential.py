"""The differential check (tests/differential.py): the pinned pre-rebuild generator and the working
tree render the same drawn vocabularies to the same bytes, file by file. A small draw runs in the
fast command, the full draw in the full one; a changed template is caught (the mutation test)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests import differential

TEMPLATES = differential.ROOT / "templates"


def rendered(folder: Path, count: int, *extra: str) -> dict[str, bytes]:
    """The drawn vocabularies' files, rendered by the working tree into folder."""
    files = differential.write_cases(folder, count)
    proc = differential.render(files, folder, False, *extra)
    assert proc.returncode == 0, f"working tree render failed:\n{proc.stderr[-3000:]}"
    return differential.tree(folder)


def baseline_rendered(folder: Path, count: int) -> dict[str, bytes]:
    """The same draw as the baseline renders it (kept between runs: differential.baseline_tree)."""
    return differential.baseline_tree(differential.write_cases(folder, count), folder)


@pytest.fixture(scope="module")
def quick_baseline(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    return baseline_rendered(tmp_path_factory.mktemp("baseline"), differential.QUICK_COUNT)


def test_quick_draw_renders_as_the_baseline_does(quick_baseline: dict[str, bytes], tmp_path: Path) -> None:
    current = rendered(tmp_path, differential.QUICK_COUNT)
    assert len(current) >= 11 * differential.QUICK_COUNT
    assert differential.first_difference(quick_baseline, current, differential.allowed_changes()) is None


@pytest.mark.slow
def test_full_draw_renders_as_the_baseline_does(tmp_path: Path) -> None:
    """The two versions render at once, each in its own process (one core each when free), when
    the baseline's rendering of the draw is not kept from an earlier run."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        baseline_run = pool.submit(baseline_rendered, tmp_path / "baseline", differential.FULL_COUNT)
        after = rendered(tmp_path / "current", differential.FULL_COUNT)
        before = baseline_run.result()
    assert len(after) >= 11 * differential.FULL_COUNT
    assert differential.first_difference(before, after, differential.allowed_changes()) is None


def test_a_changed_template_is_caught_and_named(quick_baseline: dict[str, bytes], tmp_path: Path) -> None:
    """The mutation test: one sentence of the Java template changed (through an override folder,
    so the working tree stays as it is) makes the check fail, naming the first Java file and line.
    (Java: differential_allowed.toml excuses the Go and TypeScript test files, so a Go mutation
    would be excused.)"""
    override = tmp_path / "templates" / "java"
    override.mkdir(parents=True)
    source = (TEMPLATES / "java" / "class.java.j2").read_text(encoding="utf-8")
    mutated = source.replace("Unmodifiable, in vocab.toml order.", "Unmodifiable, in the order declared.")
    assert mutated != source
    (override / "class.java.j2").write_text(mutated, encoding="utf-8")
    # The first drawn case is enough to be caught in (the quick draw proves the other 23 equal).
    current = rendered(tmp_path / "cases", 1, "--templates", str(tmp_path / "templates"))
    before = {path: data for path, data in quick_baseline.items() if path.startswith("case000/")}
    assert before and set(current) == set(before)
    allowed = differential.allowed_changes()
    found = differential.first_difference(before, current, allowed)
    assert found is not None and found.startswith("case000/generated/") and ".java:" in found, found
    assert "in the order declared" in found
    # An allowed change excuses exactly the files it names, and nothing else.
    assert differential.first_difference(before, current, [*allowed, {"files": "*.java", "why": "test"}]) is None
    assert differential.first_difference(before, current, [*allowed, {"files": "*.py", "why": "test"}]) is not None


def test_the_draw_crosses_every_setting() -> None:
    """Every functions level, tests files on and off, package doc and serde both ways, explicit and
    default paths, rules, aliases, removed spellings and fallbacks all occur in the quick draw."""
    drawn = [differential.draw_document(i) for i in range(differential.QUICK_COUNT)]
    seen = {("functions", d["targets"]["go"]["functions"]) for d in drawn}
    seen |= {("tests", "tests_path" in d["targets"]["go"]) for d in drawn}
    seen |= {("package_doc", d["targets"]["go"]["package_doc"]) for d in drawn}
    seen |= {("serde", d["targets"]["rust"]["serde"]) for d in drawn}
    seen |= {("explicit", "path" in d["targets"]["go"]) for d in drawn}
    seen |= {("rules", "rules" in d) for d in drawn}
    tables = [t for d in drawn for t in d.values() if isinstance(t, dict) and "values" in t]
    seen |= {(key, True) for t in tables for key in ("aliases", "removed", "fallback") if t.get(key)}
    want = {("functions", level) for level in ("public", "internal", "none")}
    want |= {(name, flag) for name in ("tests", "package_doc", "serde", "explicit", "rules") for flag in (True, False)}
    want |= {("aliases", True), ("removed", True), ("fallback", True)}
    assert want <= seen, want - seen


def test_every_allowed_change_says_why() -> None:
    for change in differential.allowed_changes():
        assert set(change) == {"files", "why"} and change["why"].strip(), change


def test_a_kept_baseline_rendering_answers_only_its_own_draw(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The baseline renders a draw once; the same files (in another folder) are answered from what
    was kept, byte for byte, and a file changed by one byte is rendered again."""
    kept = tmp_path / "kept"
    first = differential.baseline_tree(differential.write_cases(tmp_path / "a", 1), tmp_path / "a", kept_in=kept)
    assert first and all(path.startswith("case000/generated/") for path in first)

    def no_render(*args: object) -> None:
        raise AssertionError("rendered again")

    monkeypatch.setattr(differential, "render", no_render)
    again = differential.write_cases(tmp_path / "b", 1)
    assert differential.baseline_tree(again, tmp_path / "b", kept_in=kept) == first
    again[0].write_text(again[0].read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="rendered again"):
        differential.baseline_tree(again, tmp_path / "b", kept_in=kept)


def test_a_damaged_kept_rendering_is_rendered_again(tmp_path: Path) -> None:
    """A kept archive cut short (a full disk, a killed run) is not an answer: the baseline renders
    the draw again and keeps a whole archive in its place."""
    kept = tmp_path / "kept"
    files = differential.write_cases(tmp_path / "a", 1)
    first = differential.baseline_tree(files, tmp_path / "a", kept_in=kept)
    [archive] = kept.glob("draw-1-*.zip")
    archive.write_bytes(archive.read_bytes()[:100])
    assert differential.baseline_tree(files, tmp_path / "a", kept_in=kept) == first
    assert differential.baseline_tree(files, tmp_path / "a", kept_in=kept) == first  # kept whole again

