"""`vocabgen init`: a starter that validates, is pinned, never overwrites, refuses bad names."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen import __version__
from vocabgen.cli import main
from vocabgen.init import minor_series
from vocabgen.load import load_file


def test_init_writes_a_valid_pinned_starter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["init", "--name", "acme.billing"])
    assert result.exit_code == 0, result.output + result.stderr
    text = (tmp_path / "vocab.toml").read_text(encoding="utf-8")
    assert text.startswith("# vocab.toml: the single source of truth")
    assert f'required_version = "{minor_series(__version__)}"' in text
    model = load_file(tmp_path / "vocab.toml")
    settings = {t.name: dict(t.settings) for t in model.targets}
    assert settings["java"]["package"] == "acme.billing"
    assert settings["go"]["package"] == "billing"
    assert settings["csharp"]["namespace"] == "Acme.Billing"
    assert settings["elixir"]["module"] == "Acme.Billing.Vocabulary"
    assert settings["clojure"]["namespace"] == "acme.billing.vocabulary"
    assert settings["python"]["module"] == "acme.billing.vocabulary"
    assert model.rules and model.vocabulary("limits").aliases
    rendered = CliRunner().invoke(main, ["render", "--vocab", "vocab.toml", "--out", "out"])
    assert rendered.exit_code == 0, rendered.output + rendered.stderr


def test_init_never_overwrites(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "vocab.toml").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(main, ["init"])
    assert result.exit_code == 2
    assert "already exists" in result.stderr
    assert (tmp_path / "vocab.toml").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("name", ["acme.class", "Acme", "acme..x", "1acme"])
def test_init_refuses_names_a_port_cannot_use(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["init", "--name", name])
    assert result.exit_code == 2, result.output
    assert not (tmp_path / "vocab.toml").exists(), "a refused init leaves nothing behind"


def test_minor_series() -> None:
    assert minor_series("0.2.0") == ">=0.2,<0.3"
    assert minor_series("1.10.3") == ">=1.10,<1.11"
