"""Templates compiled ahead of time by the wheel's build step: the same bytes as a compile from
source, loaded through one ModuleLoader, used only on the Jinja series that compiled them, and
`vocabgen --version` says which an install uses."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import weakref
from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest

import vocabgen.environment
from vocabgen import __version__
from vocabgen.environment import make_environment, source_environment
from tests.loading import load_file
from vocabgen.paths import templates_dir
from tests.loading import render
from scripts.build_templates import compile_into

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the wheel's build step writes, built once for the tests that read it (about
    two seconds: every template compiled)."""
    folder = tmp_path_factory.mktemp("build") / "compiled_templates"
    compile_into(folder)
    return folder


@pytest.fixture
def installed(compiled: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """This process as a wheel's install would run: its compiled templates in place."""
    manifest = (compiled / "__init__.py").read_text("utf-8")
    built = re.search(r"JINJA_VERSION = '(.*)'", manifest)
    assert built is not None, manifest
    monkeypatch.setattr(vocabgen.environment, "compiled_templates_dir", lambda: compiled)
    monkeypatch.setattr(vocabgen.environment, "compiled_by", lambda: built.group(1))
    vocabgen.environment._builtin_loader.cache_clear()
    yield compiled
    vocabgen.environment._builtin_loader.cache_clear()


def test_the_build_step_and_a_source_compile_render_the_same_bytes(installed: Path) -> None:
    """What a wheel runs and what a checkout runs: the golden corpus and the shipped file, byte
    for byte (each rendered by both)."""
    precompiled = make_environment()
    assert isinstance(precompiled.loader, jinja2.ModuleLoader)
    for vocab in [ROOT / "vocab.toml", *sorted((ROOT / "tests" / "golden").glob("*/vocab.toml"))]:
        model = load_file(vocab)
        assert render(model, env=precompiled) == render(model, env=source_environment()), vocab


def test_render_uses_the_precompiled_modules_through_one_module_loader(installed: Path) -> None:
    """The built modules answer through jinja2.ModuleLoader, one per process: its package sits in
    sys.modules behind a weak proxy, which must never be left dead for whoever walks sys.modules
    (hypothesis does)."""
    first, second = make_environment(), make_environment()
    assert isinstance(first.loader, jinja2.ModuleLoader) and first.loader is second.loader
    one = first.get_template("python/module.py.j2")
    assert one.root_render_func.__globals__["environment"] is first
    assert Path(one.filename or "").parent == installed
    assert second.get_template("python/module.py.j2").root_render_func.__globals__["environment"] is second
    with pytest.raises(jinja2.TemplateNotFound):
        first.get_template("python/no_such.py.j2")
    assert all(type(module) is not weakref.ProxyType or module.__name__ for module in list(sys.modules.values()))
    assert vocabgen.environment.loader_in_use().startswith("precompiled")


def test_a_checkout_compiles_from_source_and_version_says_so() -> None:
    """The tests run on a checkout (or an editable install): no compiled templates, nothing stale
    to use after an edit; `vocabgen --version` names the loader (an installed wheel's: test_install)."""
    assert isinstance(make_environment().loader, jinja2.FileSystemLoader)
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0
    assert proc.stdout == (f"vocabgen, version {__version__}\ntemplates: compiled from source (this install has no "
                           "precompiled templates: a checkout or an editable install)\n"), proc.stdout


def test_a_jinja_of_another_series_compiles_from_source(installed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Compiled modules run only on the Jinja series that compiled them (3.1.x for 3.1.6)."""
    monkeypatch.setattr(vocabgen.environment, "compiled_by", lambda: "3.0.3")
    assert vocabgen.environment.loader_in_use() == (f"compiled from source (precompiled by Jinja 3.0.3, running "
                                                     f"Jinja {jinja2.__version__})")
    assert isinstance(make_environment().loader, jinja2.FileSystemLoader)
    monkeypatch.setattr(vocabgen.environment, "compiled_by", lambda: jinja2.__version__.rsplit(".", 1)[0] + ".99")
    assert vocabgen.environment.loader_in_use().startswith("precompiled")


# --- the lowest and newest Jinja allowed ------------------------------------------------------


def _jinja_versions() -> list[str]:
    """The lowest and the newest Jinja that pyproject.toml allows (from PyPI's index)."""
    import tomllib

    from packaging.requirements import Requirement
    from packaging.version import Version

    spec = next(Requirement(dep) for dep in tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
                ["dependencies"] if dep.startswith("jinja2"))
    listed = subprocess.run([sys.executable, "-m", "pip", "index", "versions", "jinja2"], capture_output=True,
                            text=True, timeout=120)
    versions = [Version(v) for v in re.findall(r"\d+\.\d+(?:\.\d+)?", listed.stdout.split("Available versions:")[-1])]
    allowed = sorted(v for v in versions if spec.specifier.contains(v))
    assert allowed, f"no Jinja on the index satisfies {spec}: {listed.stdout}{listed.stderr}"
    return sorted({str(allowed[0]), str(allowed[-1])})


# One process per Jinja version: the loader it runs on, then `vocabgen render --check` for each
# golden case in turn (each an ordinary click call, as entry.run makes it), each case's exit status.
GOLDEN_CHECK = """
import json, sys
import jinja2
from vocabgen import cli, environment
print(json.dumps({"jinja": jinja2.__file__, "loader": environment.loader_in_use()}))
for case, out in zip(sys.argv[1::2], sys.argv[2::2]):
    try:
        cli.main(["render", "--check", case, "--out", out])
    except SystemExit as exiting:
        print(json.dumps({"case": case, "status": exiting.code}), flush=True)
"""


def _built_package(folder: Path) -> Path:
    """vocabgen laid out as a wheel installs it (the package, its templates inside it, the
    compiled templates the build step writes), under folder; returns the import root."""
    lib = folder / "lib"
    shutil.copytree(ROOT / "generator" / "vocabgen", lib / "vocabgen", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(templates_dir(), lib / "vocabgen" / "templates")
    env = {**os.environ, "PYTHONPATH": str(lib)}
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_templates.py"),
                    str(lib / "vocabgen" / "compiled_templates")], check=True, env=env)
    return lib


@pytest.mark.slow
def test_the_golden_corpus_renders_through_the_precompiled_path_on_the_lowest_and_newest_jinja(
        tmp_path: Path) -> None:
    """Templates compiled by the build's Jinja run on each allowed end of the Jinja range,
    installed once into .toolchains/: it loads the compiled modules (vocabgen --version says
    so) and renders the golden corpus byte for byte."""
    cases = sorted((ROOT / "tests" / "golden").glob("*/vocab.toml"))
    arguments = [str(part) for case in cases for part in (case, case.parent / "out")]
    lib = _built_package(tmp_path)
    for version in _jinja_versions():
        folder = ROOT / ".toolchains" / f"jinja2-{version}"
        if not (folder / ".installed").is_file():
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                            "--target", str(folder), f"jinja2=={version}"], check=True, capture_output=True)
            (folder / ".installed").write_text(version, encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(folder), str(lib)])}
        shown = subprocess.run([sys.executable, "-c", "import jinja2, sys; sys.argv = ['vocabgen', '--version']; "
                                "from vocabgen.entry import run; print(jinja2.__file__); run()"],
                               capture_output=True, text=True, env=env)
        assert str(folder) in shown.stdout and "templates: precompiled (by Jinja" in shown.stdout, shown.stdout
        assert f"running Jinja {version})" in shown.stdout, shown.stdout
        proc = subprocess.run([sys.executable, "-c", GOLDEN_CHECK, *arguments], capture_output=True, text=True,
                              env=env)
        lines = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
        assert lines and lines[0]["jinja"].startswith(str(folder)), (version, proc.stdout, proc.stderr)
        assert lines[0]["loader"].startswith("precompiled"), lines[0]
        assert lines[1:] == [{"case": str(case), "status": 0} for case in cases], (version, proc.stdout, proc.stderr)
