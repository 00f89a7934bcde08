"""The Python port: black-stable, mypy --strict clean, and its shipped tests pass, for the
shipped vocabulary and for random valid ones."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import black
import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings

from tests.strategies import vocab_documents
from vocabgen.load import load_text
from vocabgen.render import render
from vocabgen.targets.python import call, literal

ROOT = Path(__file__).resolve().parents[2]
GENERATED = ROOT / "generated" / "python"
PY_TARGETS = {"python": {"module": "rand.vocab"}}


def test_shipped_module_is_black_formatted() -> None:
    for path in GENERATED.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert black.format_str(text, mode=black.Mode()) == text, path


def test_shipped_module_passes_mypy_strict() -> None:
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
                           str(GENERATED / "toolnexus/agents/vocabulary.py")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_shipped_module_has_no_import_side_effects() -> None:
    code = ("import sys, io; out = io.StringIO(); sys.stdout = out; sys.path.insert(0, sys.argv[1]); "
            "mods = set(sys.modules); import toolnexus.agents.vocabulary as v; "
            "new = set(sys.modules) - mods; sys.stdout = sys.__stdout__; "
            "print(out.getvalue() == '', sorted(m for m in new if not m.startswith('toolnexus')))")
    proc = subprocess.run([sys.executable, "-I", "-c", code, str(GENERATED)], capture_output=True, text=True)
    assert proc.stdout.startswith("True"), proc.stdout + proc.stderr


def test_literal_escapes_round_trip() -> None:
    for text in ['say "hi"', "it's", "both ' and \"", "back\\slash", "\U0001f600", "zero\u200bwidth", "tab"]:
        assert eval(literal(text)) == text  # noqa: S307 - evaluating our own literal


def test_call_layout_matches_black() -> None:
    for name_length in (5, 40, 80, 120):
        name = "x" * name_length
        lines = call("", f"def f_{name}(", ["a: object", "b: object"], ") -> None:")
        source = "\n".join(lines) + "\n    pass\n"
        assert black.format_str(source, mode=black.Mode()) == source


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(vocab_documents(PY_TARGETS))
def test_random_vocabularies_render_black_stable_python(document: dict) -> None:  # type: ignore[type-arg]
    model = load_text(tomli_w.dumps(document))
    for path, text in render(model, ["python"]).items():
        assert black.format_str(text, mode=black.Mode()) == text, path


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(document=vocab_documents(PY_TARGETS))
def test_random_vocabularies_import_and_pass_their_shipped_tests(document: dict, tmp_path: Path) -> None:  # type: ignore[type-arg]
    model = load_text(tomli_w.dumps(document))
    out = tmp_path / str(abs(hash(tomli_w.dumps(document))))
    for rel, text in render(model, ["python"]).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(out),
                           str(out / "python/tests")], capture_output=True, text=True, cwd=out)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout
