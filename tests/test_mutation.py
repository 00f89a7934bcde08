"""The conformance suite can fail: a template edit that changes one port's behaviour is caught,
and the failure names the port and the vectors."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from tests.conformance.harness import compare, load_case, runner_input
from tests.ports.common import run
from tests.ports.python import write_runner
from vocabgen.environment import make_environment
from vocabgen.paths import templates_dir
from tests.loading import render

ROOT = Path(__file__).resolve().parent.parent


def test_a_template_that_drops_an_alias_fails_conformance_by_name(tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    shutil.copytree(templates_dir(), templates, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    module = templates / "python" / "module.py.j2"
    original = module.read_text(encoding="utf-8")
    mutated = original.replace("{% for alias in vocab.aliases %}",
                               "{% for alias in vocab.aliases if 'turns' not in alias.name %}")
    assert mutated != original, "the mutation must apply"
    module.write_text(mutated, encoding="utf-8")

    case = load_case("shipped", ROOT / "vocab.toml")
    out = tmp_path / "out"
    for rel, text in render(case.model, ["python"], make_environment(templates)).items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    root = write_runner(case, out)
    output = run([sys.executable, "-I", str(out / "runner.py"), str(root)], stdin=runner_input(case))

    problem = compare("python", case, output)
    assert problem is not None
    assert problem.startswith("python disagrees with vectors on case 'shipped'")
    assert "vector alias_count/limits: expected value '7', got value '6'" in problem
    assert "vector canonical/limits/" in problem and "expected value 'maxTurns', got error" in problem
