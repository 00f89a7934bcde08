"""Output stability: the golden corpus renders to exactly its committed bytes, and its fingerprint
is the one recorded in the newest "Output changes" entry of CHANGELOG.md — so no change to what
vocabgen emits can land without a changelog entry that tells adopters what changed and why.

After a deliberate output change: `python scripts/update_golden.py`, review the diff, add the
CHANGELOG entry with the printed fingerprint.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen import __version__
from vocabgen.cli import main

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
sys.path.insert(0, str(ROOT / "scripts"))
import update_golden  # noqa: E402

CASES = [case.name for case in update_golden.cases()]
FINGERPRINT = re.compile(r"^Output fingerprint: `sha256:([0-9a-f]{64})`", re.MULTILINE)


def test_corpus_covers_the_cases_the_policy_names() -> None:
    assert {"http_outcomes", "hostile_strings", "two_rules_and_evolution", "large"} <= set(CASES)
    large = (GOLDEN / "large" / "vocab.toml").read_text(encoding="utf-8")
    assert large.count("\n") > 500, "the large case must stay large"


def test_corpus_pins_every_choice_of_every_setting_in_every_port() -> None:
    unpinned = [f"{port}: {setting} {value}" for (port, setting, value), found in update_golden.coverage().items()
                if not found]
    assert not unpinned, f"no golden case pins {unpinned}; add it to a settings case (tests/golden/README.md)"


def test_corpus_readme_tables_the_coverage_as_it_is() -> None:
    text = update_golden.README.read_text(encoding="utf-8")
    assert update_golden.readme_with_table(text) == text, (
        "tests/golden/README.md's coverage table is out of date: run python scripts/update_golden.py")


@pytest.mark.parametrize("case", CASES)
def test_golden_case_renders_its_committed_bytes(case: str) -> None:
    """`vocabgen render --check` in process: the bytes are the subject, not the program's start."""
    folder = GOLDEN / case
    result = CliRunner().invoke(main, ["render", "--check", "--vocab", str(folder / "vocab.toml"), "--out",
                                       str(folder / "out")])
    assert result.exit_code == 0, (
        f"golden case {case!r} no longer renders its committed bytes. If the change is deliberate, run "
        f"`python scripts/update_golden.py` and record it in CHANGELOG.md:\n{result.stdout}{result.stderr}")


ISO_DATE = re.compile(rb"\b20\d\d-[01]\d-[0-3]\d\b")


def test_the_corpus_carries_no_vocabgen_version_date_or_absolute_path() -> None:
    """docs/stability.md: a version or date line would churn every file on upgrade; a path from
    the machine that rendered would differ on every other."""
    found = []
    for case in CASES:
        for path in sorted(p for p in (GOLDEN / case / "out").rglob("*") if p.is_file()):
            data = path.read_bytes()
            for what, hit in (("version", __version__.encode() in data), ("date", ISO_DATE.search(data)),
                              ("absolute path", str(ROOT).encode() in data or b"/tmp/" in data)):
                if hit:
                    found.append(f"{case}/{path.relative_to(GOLDEN / case / 'out')}: {what}")
    assert not found, found


def test_changelog_records_the_corpus_fingerprint() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    recorded = FINGERPRINT.search(changelog)
    assert recorded, "CHANGELOG.md has no 'Output fingerprint: `sha256:...`' line"
    actual = update_golden.fingerprint()
    assert recorded.group(1) == actual, (
        f"the golden corpus fingerprint is sha256:{actual}, but the newest CHANGELOG.md output entry "
        f"records sha256:{recorded.group(1)}. Output changed: add an 'Output changes' entry to "
        "CHANGELOG.md saying what changed in which port and why, with the new fingerprint.")
