"""User templates run sandboxed: a pull request that only edits vocab.toml (`templates = "../tpl"`)
and a template folder must not run anything on the machine that renders it, read its files, or
leak what a template can reach into the log, even under `render --check` in CI.

Each payload goes through the CLI as CI runs it (`python -m vocabgen render --check` in a
subprocess, one for every payload's vocab file) and as a developer does (`render`, in process): a located error naming the template
file and line, exit 2, nothing written, no traceback, and the marker file the payload would
create does not exist.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import jinja2
import pytest
from click.testing import CliRunner
from jinja2.sandbox import ImmutableSandboxedEnvironment
from packaging.requirements import Requirement
from packaging.version import Version

from vocabgen.cli import main
from vocabgen.environment import make_environment
from vocabgen.paths import templates_dir

TEMPLATES = templates_dir()

VOCAB = '''templates = "../tpl"
schema_version = 1

[statuses]
singular = "status"

[statuses.values]
done = "Finished."

[targets.conformance]
'''
# Line 2 of the override holds the payload, so every error must name `vectors.json.j2:2`.
TEMPLATE = '{"generated": {{ file.marker | json_string }},\n"x": "PAYLOAD"\n}\n'
RUN = "touch PWNED"  # what a payload that reached os.system would run (in the working directory)
BUILTINS = "__globals__.__builtins__.__import__('os').system('" + RUN + "')"
SECRET = "SECRET-TOKEN-26"

PAYLOADS = {
    # Jinja's own globals: each is a Python function or class whose module imports os.
    "cycler": "{{ cycler.__init__.__globals__.os.system('" + RUN + "') }}",
    "joiner": "{{ joiner.__init__.__globals__.os.system('" + RUN + "') }}",
    "lipsum": "{{ lipsum.__globals__.os.system('" + RUN + "') }}",
    "namespace": "{{ namespace.__init__.__globals__.os.system('" + RUN + "') }}",
    "attr filter": "{{ (cycler | attr('__init__') | attr('__globals__')).os.system('" + RUN + "') }}",
    "item syntax": "{{ cycler['__init__']['__globals__']['os'].system('" + RUN + "') }}",
    "mro": "{% for c in ''.__class__.__mro__[1].__subclasses__() if c.__name__ == '_wrap_close' %}"
           "{{ c.__init__.__globals__.system('" + RUN + "') }}{% endfor %}",
    "str.format": "{{ '{0.__init__.__globals__[os].environ}'.format(cycler) }}",
    "str.format_map": "{{ '{c.__init__.__globals__[os].environ}'.format_map({'c': cycler}) }}",
    "format filter": "{{ '%s' | format(cycler.__init__.__globals__.os.system('" + RUN + "')) }}",
    "range": "{{ range(10**9) | length }}",
    # The view: records, named tuples and Tables (dicts whose attributes are their keys).
    "view record": "{{ file.__class__.__init__." + BUILTINS + " }}",
    "view record dict": "{{ file.__dict__ }}",
    "view table": "{{ file.names.__init__." + BUILTINS + " }}",
    "view table dict": "{{ file.targets.__dict__ }}",
    "view named tuple": "{{ file.vocabularies[0].values[0]._asdict." + BUILTINS + " }}",
    "view mro": "{{ file.vocabularies[0].values[0].__class__.mro() }}",
    "settings table": "{{ settings.__class__.__init__." + BUILTINS + " }}",
    "filter function": "{{ (file.marker | json_string).__class__.__mro__ }}",
    # The template itself and its context.
    "self dict": "{{ self.__dict__ }}",
    "self context": "{{ self._TemplateReference__context.cycler.__init__.__globals__.os.system('" + RUN + "') }}",
    "loop": "{% for x in [1] %}{{ loop.__class__.__init__." + BUILTINS + " }}{% endfor %}",
    "macro": "{% macro m() %}{% endmacro %}{{ m._func." + BUILTINS + " }}",
    # A web framework's names mean nothing here.
    "config": "{{ config.items() }}",
    "request": "{{ request.application.__globals__.__builtins__ }}",
    # Mutating the view every other port's templates read.
    "mutate view": "{{ file.names.clear() }}",
    "mutate settings": "{{ settings.update({'functions': 'none'}) }}",
    # Template names reaching files outside the folder.
    "include absolute": "{% include '/etc/passwd' %}",
    "include parent": "{% include '../repo/vocab.toml' %}",
    "include non-template": "{% include 'conformance/leak.txt' %}",
    "include through a link": "{% include 'conformance/linked.txt' %}",
}


def _project(root: Path, payload: str) -> Path:
    """root is the repository (it holds .git), so `templates = "../tpl"` stays inside it; the
    vocab file's folder is root/repo."""
    (root / ".git").mkdir(parents=True, exist_ok=True)
    repo = root / "repo"
    repo.mkdir()
    (repo / "vocab.toml").write_text(VOCAB, "utf-8")
    folder = root / "tpl" / "conformance"
    folder.mkdir(parents=True)
    (folder / "vectors.json.j2").write_text(TEMPLATE.replace("PAYLOAD", payload), "utf-8")
    (folder / "leak.txt").write_text(SECRET, "utf-8")
    (root / "secret.txt").write_text(SECRET, "utf-8")
    try:
        (folder / "linked.txt").symlink_to(root / "secret.txt")
    except OSError:  # no symbolic links here (Windows without the privilege): nothing to follow
        pass
    return repo


def _refused(root: Path, repo: Path, code: int, stderr: str, stdout: str) -> None:
    assert code == 2, stdout + stderr
    assert "tpl/conformance/vectors.json.j2:2: " in stderr, stderr
    assert "Traceback" not in stdout + stderr
    assert SECRET not in stdout + stderr
    assert "environ" not in stdout + stderr or "environ}" in stderr  # the format string may be quoted, never its value
    assert not (repo / "generated").exists()
    assert not (repo / "PWNED").exists() and not (root / "PWNED").exists(), "a payload ran a shell command"


@pytest.fixture(scope="module")
def checked_in_ci(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """Every payload's project (p<n>/repo, its templates in p<n>/tpl), checked by one
    `python -m vocabgen render --check` naming every vocab file, as CI runs it: the program
    renders and checks them all and reports every problem (one process rather than one for each
    payload; the tests below carry xdist_group so that one worker starts it)."""
    root = tmp_path_factory.mktemp("payloads")
    for index, payload in enumerate(PAYLOADS.values()):
        (root / f"p{index}").mkdir()
        _project(root / f"p{index}", payload)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    vocabs = [f"p{index}/repo/vocab.toml" for index in range(len(PAYLOADS))]
    return root, subprocess.run([sys.executable, "-m", "vocabgen", "render", "--check", *vocabs], cwd=root, env=env,
                                capture_output=True, text=True, timeout=120)


@pytest.mark.xdist_group("sandbox-ci")
@pytest.mark.parametrize("name", PAYLOADS)
def test_a_payload_under_check_is_a_located_error_and_runs_nothing(
        name: str, checked_in_ci: tuple[Path, subprocess.CompletedProcess[str]]) -> None:
    """What CI's `vocabgen render --check` (and the pre-commit hook) meets in a pull request."""
    root, done = checked_in_ci
    folder = f"p{list(PAYLOADS).index(name)}"
    own = "".join(line for line in done.stderr.splitlines(keepends=True) if line.startswith(f"{folder}/"))
    _refused(root, root / folder / "repo", done.returncode, own, done.stdout)  # the program ran in root
    assert "Traceback" not in done.stderr and SECRET not in done.stderr, "nor in any other payload's lines"


@pytest.mark.parametrize("name", PAYLOADS)
def test_a_payload_under_render_writes_nothing(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _project(tmp_path, PAYLOADS[name])
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render"])
    _refused(tmp_path, repo, result.exit_code, result.stderr, result.stdout)


@pytest.mark.parametrize("name", ["cycler", "view record", "mutate view", "include through a link"])
def test_a_payload_under_diff_is_refused_too(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/templates.md: `--diff` (a reviewer's look at a pull request) renders sandboxed as well."""
    repo = _project(tmp_path, PAYLOADS[name])
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render", "--diff"])
    _refused(tmp_path, repo, result.exit_code, result.stderr, result.stdout)


def test_range_is_capped_at_the_hundred_thousand_items_the_page_states(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/templates.md: `range` is capped at 100,000 items: that many render, one more is refused."""
    repo = _project(tmp_path, "{{ range(100000) | length }}")
    monkeypatch.chdir(repo)
    assert CliRunner().invoke(main, ["render"]).exit_code == 0
    assert '"x": "100000"' in (repo / "generated" / "conformance" / "vectors.json").read_text("utf-8")
    (tmp_path / "tpl" / "conformance" / "vectors.json.j2").write_text(TEMPLATE.replace("PAYLOAD", "{{ range(100001) }}"),
                                                                      "utf-8")
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2
    assert "tpl/conformance/vectors.json.j2:2: template error: OverflowError: Range too big." in result.stderr


def test_the_error_names_what_the_sandbox_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _project(tmp_path, PAYLOADS["cycler"])
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render"])
    assert ("tpl/conformance/vectors.json.j2:2: template error: refused by the sandbox: access to attribute "
            "'__init__' of 'type' object is unsafe. User templates run in Jinja's immutable sandbox and reach only "
            "the template context") in result.stderr


def test_a_template_error_message_cannot_write_to_the_terminal(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Exception text a template chooses (here an encoding name) is shown escaped: no terminal
    control sequence, no forged line in a CI log."""
    repo = _project(tmp_path, "{{ 'x'.encode('\\x1b[2J\\nok: 0 problems') }}")
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2
    assert "vectors.json.j2:2: template error: LookupError: unknown encoding: \\x1b[2J\\nok: 0 problems" \
        in result.stderr
    assert "\x1b" not in result.stderr and "\nok: 0 problems" not in result.stderr


def test_an_override_that_is_a_link_out_of_the_folder_is_refused(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """An override is read from inside its folder only: a link to any other file on the machine
    (a CI secret, /proc/self/environ) would otherwise become the template and its output."""
    repo = _project(tmp_path, "")
    override = tmp_path / "tpl" / "conformance" / "vectors.json.j2"
    outside = tmp_path / "elsewhere.j2"
    outside.write_text('{"generated": {{ file.marker | json_string }}, "x": "' + SECRET + '"}\n', "utf-8")
    override.unlink()
    try:
        override.symlink_to(outside)
    except OSError:
        pytest.skip("symbolic links are not available here")
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2, result.output
    assert "tpl/conformance/vectors.json.j2: is a symbolic link to a file outside the templates folder" \
        in result.stderr
    assert SECRET not in result.stderr and not (repo / "generated").exists()


def test_an_override_that_is_a_symbolic_link_loop_is_refused_located(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _project(tmp_path, "")
    override = tmp_path / "tpl" / "conformance" / "vectors.json.j2"
    override.unlink()
    override.symlink_to(override.name)
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [
        "../tpl/conformance/vectors.json.j2: is a symbolic link loop; vocabgen reads templates only from regular "
        "files inside the templates folder", "1 problem found; nothing was written."]
    assert not (repo / "generated").exists()


def test_a_link_inside_the_folder_is_followed(project: Path) -> None:
    """Links that stay inside the templates folder are ordinary files of it."""
    folder = project / "tpl" / "conformance"
    folder.mkdir(parents=True)
    (project / "tpl" / "shared.txt").write_text('{"generated": {{ file.marker | json_string }}}\n', "utf-8")
    try:
        (folder / "vectors.json.j2").symlink_to(project / "tpl" / "shared.txt")
    except OSError:
        pytest.skip("symbolic links are not available here")
    result = CliRunner().invoke(main, ["render", "--templates", "tpl", "--target", "conformance"])
    assert result.exit_code == 0, result.output + result.stderr
    assert (project / "generated/conformance/vectors.json").read_text("utf-8").startswith('{"generated": ')


def test_overrides_render_in_the_immutable_sandbox_and_builtins_alone_do_not(tmp_path: Path) -> None:
    """Every template of a render with a user folder, the built-ins it imports or extends
    included, runs in the sandbox; a render of the built-ins alone keeps the plain environment."""
    assert isinstance(make_environment(overrides=tmp_path), ImmutableSandboxedEnvironment)
    assert isinstance(make_environment(tmp_path), ImmutableSandboxedEnvironment)
    assert not make_environment().sandboxed
    builtin = make_environment(overrides=tmp_path).get_template("python/_macros.py.j2")
    assert builtin.environment.sandboxed, "a built-in a user template imports runs under the sandbox too"


GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("case", sorted(p.parent.name for p in GOLDEN.glob("*/vocab.toml")))
def test_the_built_in_templates_render_the_same_bytes_in_the_sandbox(case: str, tmp_path: Path) -> None:
    """The built-in templates need nothing the sandbox refuses: with an (empty) override folder,
    every golden case renders its committed bytes."""
    result = CliRunner().invoke(main, ["render", "--check", "--templates", str(tmp_path), "--vocab",
                                       str(GOLDEN / case / "vocab.toml"), "--out", str(GOLDEN / case / "out")])
    assert result.exit_code == 0, result.output + result.stderr


def test_a_users_macro_imported_by_a_built_in_runs_sandboxed(project: Path) -> None:
    """A built-in template importing the user's `_macros` override runs the user's macro in the
    sandbox too: the error names the user's file and line."""
    macros = project / "tpl" / "python" / "_macros.py.j2"
    macros.parent.mkdir(parents=True)
    macros.write_text((TEMPLATES / "python" / "_macros.py.j2").read_text("utf-8").replace(
        "{% macro fitted(head, items, tail, indent=\"\") -%}\n",
        "{% macro fitted(head, items, tail, indent=\"\") -%}\n{{ cycler.__init__.__globals__.os.system('" + RUN
        + "') }}\n"), "utf-8")
    line = macros.read_text("utf-8").splitlines().index("{{ cycler.__init__.__globals__.os.system('" + RUN + "') }}") + 1
    result = CliRunner().invoke(main, ["render", "--templates", "tpl"])
    assert result.exit_code == 2, result.output
    assert f"tpl/python/_macros.py.j2:{line}: template error: refused by the sandbox" in result.stderr
    assert not (project / "PWNED").exists() and not (project / "generated").exists()


def test_nothing_the_sandbox_would_refuse_to_call_is_reachable(tmp_path: Path) -> None:
    """Why the built-ins may keep their precompiled code in a sandboxed render: Jinja compiles a
    sandboxed template's calls to refuse callables marked unsafe, and no filter or global is."""
    env = make_environment(overrides=tmp_path)
    assert isinstance(env, ImmutableSandboxedEnvironment)
    assert all(env.is_safe_callable(f) for f in [*env.filters.values(), *env.globals.values()])


def test_pyproject_allows_no_jinja_with_a_known_sandbox_breakout() -> None:
    """Jinja 3.1.5 and 3.1.6 fixed sandbox breakouts (CVE-2024-56326, CVE-2025-27516): no
    release before 3.1.6 may satisfy the requirement, and the running Jinja is one of those allowed."""
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text("utf-8"))
    spec = next(Requirement(dep) for dep in pyproject["project"]["dependencies"] if dep.startswith("jinja2")).specifier
    assert not any(spec.contains(old) for old in ("3.0.3", "3.1.0", "3.1.4", "3.1.5")), spec
    assert spec.contains("3.1.6") and Version(jinja2.__version__) >= Version("3.1.6")
