"""The required_version message names an install command that works for how this vocabgen was
installed (PEP 610's direct_url.json, pipx's metadata), never one that cannot: vocabgen is on no
index before its first release, so an install from a folder, a checkout, a VCS URL or a file is
not told to `pip install 'vocabgen>=9'`. A real sdist install is checked in tests/test_install.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from vocabgen.installed import install_hint, runs_from_a_checkout

ROOT = Path(__file__).resolve().parent.parent

CASES = {  # (direct_url.json, under pipx) -> the hint
    "an index, pip": (None, False, "pip install 'vocabgen>=9,<10'"),
    "an index, pipx": (None, True, "pipx install --force 'vocabgen>=9,<10'"),
    "a checkout (editable)": ({"url": "file:///src/vocabgen", "dir_info": {"editable": True}}, False,
                              "check out a matching release in the checkout this vocabgen runs from"),
    "this checkout": ({"checkout": True}, True, "check out a matching release in the checkout this vocabgen runs from"),
    "a folder": ({"url": "file:///src/vocabgen", "dir_info": {}}, True,
                 "check out a matching release in the folder this vocabgen was installed from, then pipx install "
                 "--force it again"),
    "git": ({"url": "https://example.org/vocabgen.git", "vcs_info": {"vcs": "git", "commit_id": "abc"}}, False,
            "pip install 'vocabgen @ git+https://example.org/vocabgen.git@TAG' with a matching release's tag"),
    "a wheel": ({"url": "file:///tmp/dist/vocabgen-0.2.0-py3-none-any.whl", "archive_info": {}}, False,
                "pip install a matching release's wheel or sdist, as this one came from vocabgen-0.2.0-py3-none-any.whl"),
}


@pytest.mark.parametrize("case", CASES)
def test_the_hint_follows_how_vocabgen_was_installed(case: str) -> None:
    direct, pipx, hint = CASES[case]
    assert install_hint(">=9,<10", (direct, pipx)) == hint


def test_a_quote_in_the_specifier_stays_one_shell_word() -> None:
    assert install_hint(">=9'", (None, False)) == "pip install 'vocabgen>=9'\\'''"


def test_this_code_runs_from_a_checkout_and_an_installed_copy_does_not(tmp_path: Path) -> None:
    assert runs_from_a_checkout()
    installed = tmp_path / "site-packages" / "vocabgen" / "installed.py"
    installed.parent.mkdir(parents=True)
    installed.write_text("", encoding="utf-8")
    assert not runs_from_a_checkout(installed)
    assert runs_from_a_checkout(ROOT / "generator" / "vocabgen" / "installed.py")
