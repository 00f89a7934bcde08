"""Templates compiled ahead of time: fresh, deterministic, equal to a render from source, and
nothing under a user-writable cache folder takes part in a render."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import weakref
from collections.abc import Iterator
from pathlib import Path

import jinja2
import pytest

import vocabgen.compiled_templates
import vocabgen.environment
from vocabgen import __version__, precompile
from vocabgen.environment import make_environment, source_environment
from vocabgen.load import load_file
from vocabgen.paths import compiled_templates_dir, templates_dir
from vocabgen.render import render

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def compiled_once() -> Iterator[dict[str, bytes]]:
    """precompile.compiled_files() computed once for the tests that read it (each call compiles
    every template, about two seconds; that it gives the same bytes every time is
    test_precompiled_output_is_deterministic_across_processes's to prove)."""
    files = precompile.compiled_files()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(precompile, "compiled_files", lambda: files)
        yield files


def test_compiled_templates_are_fresh(compiled_once: dict[str, bytes]) -> None:
    """Like generated/: the committed modules must be what templates/ compiles to today."""
    stale = precompile.differences(compiled_templates_dir())
    assert not stale, ("generator/vocabgen/compiled_templates/ disagrees with templates/; run "
                       "`python -m vocabgen.precompile` and commit the result:\n" + "\n".join(stale))


def test_precompiled_output_is_deterministic_across_processes(compiled_once: dict[str, bytes]) -> None:
    """Same bytes in another interpreter with another hash seed than this one's (set and dict
    order cannot leak in)."""
    script = ("import hashlib, json; from vocabgen.precompile import compiled_files; "
              "print(json.dumps({k: hashlib.sha256(v).hexdigest() for k, v in compiled_files().items()}))")
    seed = "2" if os.environ.get("PYTHONHASHSEED") == "1" else "1"  # unset or "random": this one's is random
    env = dict(os.environ, PYTHONHASHSEED=seed)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    here = {k: hashlib.sha256(v).hexdigest() for k, v in compiled_once.items()}
    assert json.loads(proc.stdout) == here


def test_render_uses_the_precompiled_modules_through_one_module_loader() -> None:
    """The shipped modules answer through jinja2.ModuleLoader, one per process: its package sits in
    sys.modules behind a weak proxy, which must never be left dead for whoever walks sys.modules
    (hypothesis does)."""
    first, second = make_environment(), make_environment()
    assert isinstance(first.loader, jinja2.ModuleLoader) and first.loader is second.loader
    one = first.get_template("python/module.py.j2")
    assert one.root_render_func.__globals__["environment"] is first
    assert second.get_template("python/module.py.j2").root_render_func.__globals__["environment"] is second
    with pytest.raises(jinja2.TemplateNotFound):
        first.get_template("python/no_such.py.j2")
    assert all(type(module) is not weakref.ProxyType or module.__name__ for module in list(sys.modules.values()))
    assert "precompiled" in vocabgen.environment.loader_in_use()


def test_version_names_the_template_loader() -> None:
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0
    assert proc.stdout.startswith(f"vocabgen, version {__version__}\n"), proc.stdout
    assert f"templates: precompiled (by Jinja {jinja2.__version__}, running Jinja {jinja2.__version__})" in proc.stdout


def test_a_jinja_of_another_series_compiles_from_source(monkeypatch: pytest.MonkeyPatch) -> None:
    """Compiled modules run only on the Jinja series that compiled them (3.1.x for 3.1.6)."""
    monkeypatch.setattr(vocabgen.compiled_templates, "JINJA_VERSION", "3.0.3")
    assert vocabgen.environment.loader_in_use() == (f"compiled from source (precompiled by Jinja 3.0.3, running "
                                                     f"Jinja {jinja2.__version__})")
    monkeypatch.setattr(vocabgen.compiled_templates, "JINJA_VERSION", jinja2.__version__.rsplit(".", 1)[0] + ".99")
    assert vocabgen.environment.loader_in_use().startswith("precompiled")


def test_precompiled_and_source_renders_are_byte_identical() -> None:
    model = load_file(ROOT / "vocab.toml")
    assert render(model, env=make_environment()) == render(model, env=source_environment())


def test_a_template_edited_after_precompiling_is_compiled_from_source(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A stale module never answers: the edit shows at once, precompiling only restores speed."""
    copy = tmp_path / "templates"
    for name in vocabgen.environment.builtin_template_names():
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        (copy / name).write_bytes((templates_dir() / name).read_bytes())
    edited = copy / "conformance" / "vectors.json.j2"
    edited.write_text(edited.read_text("utf-8").replace('"schema_version"', '"schema_version_edited"'), "utf-8")
    monkeypatch.setattr(vocabgen.environment, "templates_dir", lambda: copy)
    vocabgen.environment._builtin_loader.cache_clear()
    try:
        env = make_environment()
        assert isinstance(env.loader, jinja2.FileSystemLoader)
        files = render(load_file(ROOT / "vocab.toml"), ["conformance"], env)
    finally:
        monkeypatch.undo()
        vocabgen.environment._builtin_loader.cache_clear()
    assert '"schema_version_edited"' in next(iter(files.values()))


def test_precompile_check_names_a_stale_module(compiled_once: dict[str, bytes], tmp_path: Path) -> None:
    folder = tmp_path / "compiled"
    assert precompile.write(folder)  # everything was missing
    assert precompile.differences(folder) == []
    (folder / "__init__.py").write_text("SOURCES = {}\n")
    (folder / "tmpl_leftover.py").write_text("")
    assert precompile.differences(folder) == ["stale: __init__.py", "left over: tmpl_leftover.py"]
    precompile.write(folder)
    assert precompile.differences(folder) == []


# --- trust: the old cache folders are inert ---------------------------------------------------

SENTINEL_CODE = "open({path!r}, 'w').write('executed')\n"


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


@pytest.mark.slow
def test_the_golden_corpus_renders_through_the_precompiled_path_on_the_lowest_and_newest_jinja() -> None:
    """Each allowed end of the Jinja range, installed once into .toolchains/, loads the shipped
    precompiled modules (vocabgen --version says so) and renders the golden corpus byte for byte."""
    cases = sorted((ROOT / "tests" / "golden").glob("*/vocab.toml"))
    arguments = [str(part) for case in cases for part in (case, case.parent / "out")]
    for version in _jinja_versions():
        folder = ROOT / ".toolchains" / f"jinja2-{version}"
        if not (folder / ".installed").is_file():
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                            "--target", str(folder), f"jinja2=={version}"], check=True, capture_output=True)
            (folder / ".installed").write_text(version, encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(folder), str(ROOT / "generator")])}
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
