"""The render cache returns exactly what a fresh render would, and only for identical inputs."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

import vocabgen.render
from vocabgen import cache
from vocabgen.cli import main
from vocabgen.load import load_file
from vocabgen.render import render


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("VOCABGEN_CACHE_DIR", str(folder))
    monkeypatch.delenv("VOCABGEN_NO_CACHE", raising=False)
    return folder


def _fail(*args: object, **kwargs: object) -> dict[str, str]:
    raise AssertionError("rendered although the cache should have answered")


def test_second_run_is_served_from_the_cache(project: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert CliRunner().invoke(main, ["render"]).exit_code == 0
    assert len(list(cache_dir.glob("*.render"))) == 1
    monkeypatch.setattr(vocabgen.render, "render", _fail)
    result = CliRunner().invoke(main, ["render", "--check"])
    assert result.exit_code == 0, result.output
    fresh = render(replace(load_file(project / "vocab.toml"), origin="../vocab.toml"))
    key = cache.render_key((project / "vocab.toml").read_bytes(), "../vocab.toml", ())
    assert cache.load(key) == fresh


def test_any_input_change_is_a_new_key(project: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = (project / "vocab.toml").read_bytes()
    base = cache.render_key(data, "vocab.toml", ())
    assert cache.render_key(data + b"\n", "vocab.toml", ()) != base
    assert cache.render_key(data, "other.toml", ()) != base, "the marker names the file"
    assert cache.render_key(data, "vocab.toml", ("python",)) != base
    template = project / "fake.j2"
    template.write_text("one")
    monkeypatch.setattr(cache, "_source_files", lambda: [template])
    before = cache.render_key(data, "vocab.toml", ())
    template.write_text("two")
    assert cache.render_key(data, "vocab.toml", ()) != before, "editing a template invalidates"


def test_a_changed_vocab_is_rendered_afresh(project: Path, cache_dir: Path) -> None:
    CliRunner().invoke(main, ["render"])
    vocab = project / "vocab.toml"
    vocab.write_text(vocab.read_text().replace('done = "Finished."', 'done = "Finished."\nqueued = "Waiting."'))
    result = CliRunner().invoke(main, ["render", "--check"])
    assert result.exit_code == 1 and "stale: generated/python/demo/vocab.py" in result.output


def test_damaged_entries_are_ignored(project: Path, cache_dir: Path) -> None:
    CliRunner().invoke(main, ["render", "--out", "a"])
    for entry in cache_dir.glob("*.render"):
        entry.write_bytes(b"\x00garbage")
    result = CliRunner().invoke(main, ["render", "--out", "b"])
    assert result.exit_code == 0
    a = {p.relative_to(project / "a"): p.read_bytes() for p in (project / "a").rglob("*") if p.is_file()}
    b = {p.relative_to(project / "b"): p.read_bytes() for p in (project / "b").rglob("*") if p.is_file()}
    assert a == b


def test_invalid_input_is_never_cached(tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "vocab.toml").write_text("schema_version = 1\n")
    assert CliRunner().invoke(main, ["render"]).exit_code == 2
    assert CliRunner().invoke(main, ["render"]).exit_code == 2
    assert not list(cache_dir.glob("*.render"))


def test_cache_can_be_disabled(project: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VOCABGEN_NO_CACHE", "1")
    assert CliRunner().invoke(main, ["render"]).exit_code == 0
    assert not cache_dir.exists()


def test_an_unwritable_template_cache_costs_only_speed(project: Path, cache_dir: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import jinja2

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(jinja2.FileSystemBytecodeCache, "dump_bytecode", full)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 0, result.output + result.stderr
