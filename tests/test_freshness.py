"""The committed generated/ must equal what `vocabgen render` produces from the shipped vocab.toml."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from vocabgen.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_committed_generated_folder_is_fresh(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, ["render", "--check"])
    assert result.exit_code == 0, (
        "generated/ is stale; run `vocabgen render` and commit the result:\n" + result.output + result.stderr
    )
    assert ": 0 would change," in result.output
