"""vocabgen in CI: the GitHub Action (action.yml, action.sh) and the CI page's files
(docs/ci/), each checked by the tool that reads it and run against a sample repository.

- actionlint (tests/install/action.sh) checks the sample workflow as written, the same workflow
  using the action from this checkout (`uses: ./`, so the inputs it passes are checked against
  action.yml), and action.yml's own steps as a workflow job; shellcheck checks the scripts.
- The action's steps run as the runner runs them: each `run:` with bash, its `env:` evaluated from
  the inputs; the install step really creates a virtual environment and pip-installs the action's
  folder, offline, from the wheelhouse tests/install/action.sh downloads.
- GitLab CI's job and the plain shell script run their lines against the same kind of repository,
  with vocabgen installed from a wheel built from this checkout.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import MINIMAL
from tests.toolchains import missing, require
from vocabgen import __version__

ROOT = Path(__file__).resolve().parent.parent
CI = ROOT / "docs" / "ci"
ACTIONLINT = ROOT / ".toolchains" / "bin" / "actionlint"
WHEELS = ROOT / ".toolchains" / "action-wheels"
# What `pip install` of the action's folder reads: the package and the action itself.
PACKAGE = ("pyproject.toml", "README.md", "generator", "templates", "action.yml", "action.sh")
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
# The sample workflow names the action as a user does; in this checkout it is the root folder.
PUBLISHED = f"OWNER/vocabgen@v{__version__}"


def _action() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    return loaded


# --- actionlint and shellcheck ------------------------------------------------------------------

def _steps_as_workflow(action: dict[str, Any]) -> dict[str, Any]:
    """action.yml's composite steps as a reusable workflow's job, its inputs as the workflow's:
    actionlint then checks their expressions (every `inputs.X` must be an input) and, through
    shellcheck, their scripts."""
    inputs = {name: {"type": "string", "required": False, "default": str(spec.get("default", ""))}
              for name, spec in action["inputs"].items()}
    return {"name": "action steps", "on": {"workflow_call": {"inputs": inputs}},
            "jobs": {"action": {"runs-on": "ubuntu-latest", "steps": action["runs"]["steps"]}}}


def _lint(repo: Path) -> subprocess.CompletedProcess[str]:
    """actionlint over every workflow of repo (a git repository: actionlint looks for its root)."""
    tools = require(str(ACTIONLINT), "shellcheck", "git")
    if not (repo / ".git").exists():
        git(repo, "init", "-q")
    return subprocess.run([tools[str(ACTIONLINT)], "-no-color", "-oneline", "-shellcheck", tools["shellcheck"]],
                          cwd=repo, capture_output=True, text=True)


def _lint_repository(tmp_path: Path, workflow: str, action: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    """A repository holding this checkout's action.yml at its root and two workflows: the sample
    one using it as `./`, and the action's own steps."""
    repo = tmp_path / "lint"
    shutil.rmtree(repo, ignore_errors=True)
    (repo / ".github" / "workflows").mkdir(parents=True)
    (repo / "action.yml").write_text(yaml.safe_dump(action, sort_keys=False), encoding="utf-8")
    (repo / ".github" / "workflows" / "vocabgen.yml").write_text(workflow.replace(PUBLISHED, "./"), encoding="utf-8")
    (repo / ".github" / "workflows" / "steps.yml").write_text(yaml.safe_dump(_steps_as_workflow(action)),
                                                              encoding="utf-8")
    return _lint(repo)


@pytest.mark.toolchain(str(ACTIONLINT), "shellcheck", "git")
def test_actionlint_passes_the_action_and_the_sample_workflow(tmp_path: Path) -> None:
    workflow = (CI / "github-workflow.yml").read_text(encoding="utf-8")
    assert f"uses: {PUBLISHED}\n" in workflow
    as_written = tmp_path / "as-written"
    (as_written / ".github" / "workflows").mkdir(parents=True)
    shutil.copy(CI / "github-workflow.yml", as_written / ".github" / "workflows" / "vocabgen.yml")
    proc = _lint(as_written)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    proc = _lint_repository(tmp_path, workflow, _action())
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.mark.toolchain(str(ACTIONLINT), "shellcheck", "git")
def test_actionlint_reads_the_actions_inputs_and_steps(tmp_path: Path) -> None:
    """The check can fail: an input the action does not declare, an expression naming an input
    that does not exist, a script shellcheck refuses."""
    workflow = (CI / "github-workflow.yml").read_text(encoding="utf-8")
    proc = _lint_repository(tmp_path, workflow.replace("compat: true", "compatt: true"), _action())
    assert proc.returncode == 1 and 'input "compatt" is not defined in action' in proc.stdout, proc.stdout
    broken = _action()
    broken["runs"]["steps"][1]["env"]["VOCABGEN_FAIL_ON"] = "${{ inputs.fail_on }}"
    proc = _lint_repository(tmp_path, workflow, broken)
    assert proc.returncode == 1 and 'property "fail_on" is not defined' in proc.stdout, proc.stdout
    broken = _action()
    broken["runs"]["steps"][0]["run"] = 'bash $GITHUB_ACTION_PATH/action.sh install'
    proc = _lint_repository(tmp_path, workflow, broken)
    assert proc.returncode == 1 and "SC2086" in proc.stdout, proc.stdout


@pytest.mark.toolchain("shellcheck")
def test_shellcheck_passes_the_scripts() -> None:
    shellcheck = require("shellcheck")["shellcheck"]
    for script, dialect in ((ROOT / "action.sh", "bash"), (CI / "check.sh", "sh")):
        proc = subprocess.run([shellcheck, "-s", dialect, str(script)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout


# --- running them against a sample repository ---------------------------------------------------

def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV}).stdout


def _sample(tmp_path: Path, with_vocab_on_main: bool = True) -> Path:
    """A clone whose origin's main holds vocab.toml and its rendered files (or only a README),
    checked out on a branch `change`, the pull request's head; origin/main is not fetched, as
    actions/checkout leaves a pull request's clone."""
    origin = tmp_path / "origin.git"
    seed = tmp_path / "seed"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(origin))
    git(tmp_path, "clone", "-q", str(origin), str(seed))
    (seed / "README.md").write_text("a host\n", encoding="utf-8")
    if with_vocab_on_main:
        (seed / "vocab.toml").write_text(MINIMAL, encoding="utf-8")
        subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q"], cwd=seed, check=True)
    git(seed, "add", ".")
    git(seed, "commit", "-qm", "main")
    git(seed, "push", "-q", "origin", "main")
    repo = tmp_path / "repo"
    git(tmp_path, "clone", "-q", str(origin), str(repo))
    git(repo, "checkout", "-q", "-b", "change")
    git(repo, "update-ref", "-d", "refs/remotes/origin/main")
    return repo


def _rename_timeout(repo: Path) -> None:
    vocab = repo / "vocab.toml"
    vocab.write_text(vocab.read_text(encoding="utf-8").replace("timeout", "timedOut"), encoding="utf-8")


def _copy_package(to: Path) -> Path:
    to.mkdir()
    for name in PACKAGE:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, to / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(source, to / name)
    return to


def _offline_pip(*find_links: Path) -> dict[str, str]:
    if not (WHEELS / "pins.txt").is_file():
        missing(f"{WHEELS} not found (tests/install/action.sh downloads it; the README's test command runs it)")
    return {"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": " ".join(str(p) for p in (WHEELS, *find_links)),
            "PIP_DISABLE_PIP_VERSION_CHECK": "1"}


EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def _evaluated(value: str, inputs: dict[str, str], action_path: Path) -> str:
    """A step's `env:` value as the runner evaluates it: only `inputs.NAME` and
    `github.action_path` are used (anything else fails here, so the test keeps up)."""
    def one(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == "github.action_path":
            return str(action_path)
        assert name.startswith("inputs."), f"action.yml uses an expression this test does not evaluate: {name}"
        return inputs[name.removeprefix("inputs.")]
    return EXPRESSION.sub(one, str(value))


class Runner:
    """The GitHub runner's part, for action.yml's composite steps: inputs with their defaults,
    each step's env evaluated, GITHUB_ACTION_PATH and RUNNER_TEMP set, `bash -e -o pipefail`."""

    def __init__(self, action_path: Path, runner_temp: Path, pip_env: dict[str, str]) -> None:
        self.action_path, self.runner_temp, self.pip_env = action_path, runner_temp, pip_env
        self.action = _action()

    def step(self, index: int, cwd: Path, inputs: dict[str, str] | None = None,
             **github: str) -> subprocess.CompletedProcess[str]:
        given = {name: str(spec.get("default", "")) for name, spec in self.action["inputs"].items()} | (inputs or {})
        assert set(given) == set(self.action["inputs"]), "only inputs the action declares"
        step = self.action["runs"]["steps"][index]
        env = {**os.environ, **GIT_ENV, **self.pip_env, "GITHUB_ACTION_PATH": str(self.action_path),
               "RUNNER_TEMP": str(self.runner_temp), "GITHUB_ACTIONS": "true", **github,
               **{k: _evaluated(v, given, self.action_path) for k, v in step.get("env", {}).items()}}
        for name in ("VIRTUAL_ENV", "PYTHONPATH"):
            env.pop(name, None)
        assert step["shell"] == "bash"
        run = _evaluated(step["run"], given, self.action_path)
        return subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", run], cwd=cwd,
                              capture_output=True, text=True, env=env, timeout=600)

    def check(self, cwd: Path, inputs: dict[str, str] | None = None, **github: str) -> subprocess.CompletedProcess[str]:
        return self.step(1, cwd, inputs, **github)


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Runner]:
    """The action's install step, run once: a virtual environment under RUNNER_TEMP with vocabgen
    pip-installed from the action's folder (a copy of this checkout's package files)."""
    require("git")
    base = tmp_path_factory.mktemp("action")
    pip_env = _offline_pip()
    actions = Runner(_copy_package(base / "action"), base / "runner-temp", pip_env)
    installed = actions.step(0, base, {})
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert "::group::pip install" in installed.stdout and "vocabgen, version" in installed.stdout
    yield actions


@pytest.mark.slow
@pytest.mark.toolchain("git")
def test_the_action_fails_a_stale_breaking_pull_request_and_passes_a_fixed_one(runner: Runner, tmp_path: Path) -> None:
    repo = _sample(tmp_path)
    _rename_timeout(repo)
    proc = runner.check(repo, {"compat": "true"}, GITHUB_BASE_REF="main", GITHUB_EVENT_NAME="pull_request")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert ("::error file=generated/python/demo/vocab.py,title=vocabgen%3A stale::generated/python/demo/vocab.py "
            "differs from what vocab.toml renders; run `vocabgen render` and commit the result") in lines
    assert any(line.startswith("::error file=vocab.toml,line=9,title=vocabgen compat%3A breaking%3A value renamed::")
               for line in lines), proc.stdout
    assert git(repo, "rev-parse", "--verify", "refs/remotes/origin/main"), "the base branch was fetched"
    # Rendered, committed and the contract's version raised: green, the breaking change a warning.
    subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q"], cwd=repo, check=True)
    vocab = repo / "vocab.toml"
    vocab.write_text("vocabulary_version = 2\n" + vocab.read_text(encoding="utf-8"), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q"], cwd=repo, check=True)
    proc = runner.check(repo, {"compat": "true"}, GITHUB_BASE_REF="main")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert any(line.startswith("::warning file=vocab.toml,") and "value renamed" in line
               for line in proc.stdout.splitlines()), proc.stdout
    # Not a pull request: compat says it is skipped; a baseline that is no revision is exit 2.
    proc = runner.check(repo, {"compat": "true"})
    assert proc.returncode == 0 and "::notice title=vocabgen compat::not a pull request" in proc.stdout, proc.stdout
    proc = runner.check(repo, {"compat": "true", "against": "mian"})
    assert proc.returncode == 2 and "mian" in proc.stdout, proc.stdout + proc.stderr


@pytest.mark.slow
@pytest.mark.toolchain("git")
def test_the_action_passes_the_pull_request_that_adds_vocab_toml(runner: Runner, tmp_path: Path) -> None:
    repo = _sample(tmp_path, with_vocab_on_main=False)
    (repo / "app").mkdir()
    (repo / "app" / "vocab.toml").write_text(MINIMAL, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q"], cwd=repo / "app", check=True)
    proc = runner.check(repo, {"compat": "true", "working-directory": "app", "files": "vocab.toml"},
                        GITHUB_BASE_REF="main")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "::notice file=app/vocab.toml,line=3,title=vocabgen compat%3A non-breaking%3A vocabulary added::" \
        in proc.stdout, proc.stdout
    assert "::error" not in proc.stdout


# --- GitLab CI and a plain shell ------------------------------------------------------------------

@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory, runner: Runner) -> Path:
    """A wheel of this checkout, built offline, where `pip install "vocabgen>=0.2,<0.3"` finds it."""
    built = tmp_path_factory.mktemp("wheels")
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(built),
                           str(runner.action_path)], capture_output=True, text=True,
                          env={**os.environ, **_offline_pip()})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return built


def _gitlab_job() -> dict[str, Any]:
    job: dict[str, Any] = yaml.safe_load((CI / "gitlab-ci.yml").read_text(encoding="utf-8"))["vocabgen"]
    return job


@pytest.mark.slow
@pytest.mark.toolchain("git")
def test_the_gitlab_job_runs_in_a_merge_request_pipeline(wheel: Path, tmp_path: Path) -> None:
    """before_script and script, line by line as GitLab's shell runs them, in a fresh virtual
    environment standing in for the python image; vocabgen from the wheel of this checkout."""
    venv = tmp_path / "image"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    repo = _sample(tmp_path)
    _rename_timeout(repo)
    env = {**os.environ, **GIT_ENV, **_offline_pip(wheel), "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}",
           "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main", "CI_PIPELINE_SOURCE": "merge_request_event"}
    env.pop("VIRTUAL_ENV", None)
    job = _gitlab_job()
    statuses, output = [], ""
    for line in [*job["before_script"], *job["script"]]:
        proc = subprocess.run(["bash", "-e", "-c", line], cwd=repo, capture_output=True, text=True, env=env)
        statuses.append(proc.returncode)
        output += proc.stdout + proc.stderr
    assert statuses == [0, 1, 1], output  # installed; stale; a breaking change
    assert "stale: generated/python/demo/vocab.py" in output
    assert "breaking: value renamed: 'timeout' -> 'timedOut'" in output
    assert shutil.which("vocabgen", path=str(venv / "bin")), "vocabgen came from the before_script's pip"


@pytest.mark.slow
@pytest.mark.toolchain("git")
def test_the_plain_shell_script_keeps_vocabgens_exit_status(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "ci"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "vocabgen>=0.2,<0.3"], check=True,
                   env={**os.environ, **_offline_pip(wheel)})
    repo = _sample(tmp_path)
    env = {**os.environ, **GIT_ENV, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    git(repo, "fetch", "-q", "origin", "main")
    clean = subprocess.run(["sh", str(CI / "check.sh")], cwd=repo, capture_output=True, text=True,
                           env={**env, "BASE": "origin/main"})
    assert clean.returncode == 0, clean.stdout + clean.stderr
    _rename_timeout(repo)
    stale = subprocess.run(["sh", str(CI / "check.sh")], cwd=repo, capture_output=True, text=True, env=env)
    assert stale.returncode == 1 and "run `vocabgen render` and commit the result" in stale.stderr, stale.stderr
    subprocess.run([str(venv / "bin" / "vocabgen"), "render", "-q"], cwd=repo, check=True)
    breaking = subprocess.run(["sh", str(CI / "check.sh")], cwd=repo, capture_output=True, text=True,
                              env={**env, "BASE": "origin/main"})
    assert breaking.returncode == 1 and "breaking: value renamed" in breaking.stdout, breaking.stdout
    (repo / "vocab.toml").write_text("schema_version = 1\n", encoding="utf-8")
    invalid = subprocess.run(["sh", str(CI / "check.sh")], cwd=repo, capture_output=True, text=True, env=env)
    assert invalid.returncode == 2, "invalid input stays exit 2, never drift's 1"
