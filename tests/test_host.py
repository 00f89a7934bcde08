"""The motivating host in miniature (tests/host/): vocab.toml at a repository root with
`out = "."`, each port's file inside its own source tree, in the lowest package every user
imports. A bare `vocabgen render --check` passes from the root and from subfolders, every port
builds with the host's own commands, and every generated test runs under the host's runner
(each toolchain once)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from tests.ports.clojure import clojure_classpaths
from tests.ports import LANGUAGES
from tests.ports.common import JUNIT, JVM_FLAGS
from tests.ports.go import go_env
from tests.ports.rust import cargo_env
from tests.ports.typescript import NODE22, TSC, TYPE_ROOTS
from tests.toolchains import missing
from vocabgen.cli import main
from tests.loading import load_text
from tests.loading import render

ROOT = Path(__file__).resolve().parent.parent
HOST = ROOT / "tests" / "host"
PAGE = (ROOT / "docs" / "example.md").read_text(encoding="utf-8")  # the host in miniature
# What the host's vocab.toml renders, and the files committed beside it (hand-written: the test
# checks that none is a generated one). Each language port's tree is a folder of its own.
GENERATED = tuple(render(load_text((HOST / "vocab.toml").read_text(encoding="utf-8"))))
HAND_WRITTEN = tuple(sorted(p.relative_to(HOST).as_posix() for p in HOST.rglob("*")
                            if p.is_file() and "__pycache__" not in p.parts and p.parent != HOST))
# In each port's tree, the deepest folder holding a hand-written file: a bare command run there
# finds the root's vocab.toml.
SOURCE_TREES = tuple(max((rel.rsplit("/", 1)[0] for rel in HAND_WRITTEN if rel.split("/")[0] == port),
                         key=lambda folder: (folder.count("/"), folder))
                     for port in sorted({rel.split("/")[0] for rel in HAND_WRITTEN}))
# tests/host's Kotlin tree is compiled and tested in the suite's one Kotlin build (tests/ports/kotlin.py;
# tests/targets/test_kotlin.py::test_the_host_compiles_with_the_file_and_its_tests_and_the_generated_test_pass).


def vocabgen(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The real program, as a host's CI calls it (bare: no --vocab, no --out)."""
    return subprocess.run([sys.executable, "-m", "vocabgen", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120)


def in_process(*args: str, cwd: Path, monkeypatch: pytest.MonkeyPatch) -> Result:
    """The same bare command run in this process (click's own runner) from cwd: what a folder
    finds is the program's upward search, not its start-up, which `vocabgen()` runs for real."""
    monkeypatch.chdir(cwd)
    return CliRunner().invoke(main, list(args))


def host_run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env, timeout=600)
    assert proc.returncode == 0, f"{' '.join(command)} in {cwd}:\n{proc.stdout[-4000:]}{proc.stderr[-3000:]}"
    return proc.stdout + proc.stderr


def clean_env() -> dict[str, str]:
    """This suite's environment without what would leak into the host's own pytest and node."""
    return {k: v for k, v in os.environ.items()
            if not k.startswith(("PYTEST_", "PYTHONPATH", "COV_", "NODE_OPTIONS")) and k != "VIRTUAL_ENV"}


def _block(start: str) -> list[str]:
    """The non-blank lines of the host page's fenced block that follows the marker `start`."""
    begin = PAGE.index(start)
    body = PAGE[PAGE.index("\n", PAGE.index("```", begin)) + 1:PAGE.index("```", PAGE.index("```", begin) + 3)]
    return [line for line in body.splitlines() if line.strip()]


def test_the_host_pages_examples_are_the_hosts_files() -> None:
    """The host page's adoption example is what this test builds, line for line, in order."""
    lines = (HOST / "vocab.toml").read_text(encoding="utf-8").splitlines()
    documented = _block("<!-- host placement: tests/host/vocab.toml -->")
    positions = [lines.index(line) for line in documented]
    assert positions == sorted(positions) and len(documented) >= 10
    assert _block("<!-- host gitattributes: tests/host/.gitattributes -->") == \
        (HOST / ".gitattributes").read_text(encoding="utf-8").splitlines()
    runner = (HOST / "clojure" / "test" / "toolnexus" / "test_runner.clj").read_text(encoding="utf-8").splitlines()
    shown = _block("<!-- host clojure runner: tests/host/clojure/test/toolnexus/test_runner.clj -->")
    assert shown == [line for line in runner if line.strip()][: len(shown)] and len(shown) >= 6
    script = json.loads((HOST / "typescript" / "package.json").read_text(encoding="utf-8"))["scripts"]["test"]
    assert f'"test": "{script}"' in PAGE, "the host page shows the host's test script line"


def test_only_the_hand_written_files_are_committed() -> None:
    """No generated file is committed in the host, and every language port has its own tree."""
    files = {p.relative_to(HOST).as_posix() for p in HOST.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    assert not files & set(GENERATED)
    assert {rel.split("/")[0] for rel in GENERATED} >= set(LANGUAGES)
    assert {rel.split("/")[0] for rel in HAND_WRITTEN} >= set(LANGUAGES)


def rendered_host(tmp_path: Path) -> Path:
    """A copy of tests/host in a fresh git repository (where the upward search stops), rendered
    with a bare `vocabgen render` from its root."""
    host = tmp_path / "host"
    shutil.copytree(HOST, host)
    host_run(["git", "init", "-q"], host)
    written = vocabgen("render", cwd=host)
    assert written.returncode == 0, written.stdout + written.stderr
    assert written.stdout == f"{len(GENERATED)} files: {len(GENERATED)} written, 0 unchanged\n"
    return host


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One rendered host for the module's tests (each builds in its own port's tree, and the one
    test that edits a generated file renders it back)."""
    return rendered_host(tmp_path_factory.mktemp("host"))


@pytest.mark.toolchain("git")
def test_a_bare_check_passes_from_the_root_and_every_source_tree(host: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert all((host / rel).is_file() for rel in GENERATED) and not (host / "generated").exists()
    clean = f"{len(GENERATED)} files: 0 would change, {len(GENERATED)} unchanged\n"
    check = vocabgen("render", "--check", cwd=host)
    assert (check.returncode, check.stdout) == (0, clean), check.stdout + check.stderr
    for folder in SOURCE_TREES:
        found = in_process("render", "--check", cwd=host / folder, monkeypatch=monkeypatch)
        assert (found.exit_code, found.stdout) == (0, clean), (folder, found.output)
    with (host / "go/vocabulary.go").open("a", encoding="utf-8") as edited:
        edited.write("// edited by hand\n")
    stale = in_process("render", "--check", cwd=host / "go/agents", monkeypatch=monkeypatch)
    assert stale.exit_code == 1 and "stale: ../../go/vocabulary.go" in stale.stdout, stale.output
    assert in_process("render", "-q", cwd=host / "go/agents", monkeypatch=monkeypatch).exit_code == 0
    assert in_process("render", "--check", cwd=host / "rust", monkeypatch=monkeypatch).exit_code == 0

    # .gitattributes marks every generated file, and nothing hand-written.
    attributes = host_run(["git", "check-attr", "linguist-generated", "eol", "--", *GENERATED, *HAND_WRITTEN], host)
    for rel in GENERATED:
        assert f"{rel}: linguist-generated: true\n{rel}: eol: lf\n" in attributes, rel
    for rel in HAND_WRITTEN:
        assert f"{rel}: linguist-generated: unspecified" in attributes, rel


@pytest.mark.toolchain("go", "git")
def test_go_root_package_holds_the_constants_and_its_subpackage_imports_it(host: Path) -> None:
    env = go_env(host / "go")
    host_run(["go", "build", "./..."], host / "go", env)
    host_run(["go", "vet", "./..."], host / "go", env)
    tested = host_run(["go", "test", "-count=1", "-v", "./..."], host / "go", env)
    assert "--- PASS: TestVocabgenRuleLimitStop" in tested and "--- PASS: TestStopCanonicalisesThePoolName" in tested
    assert "FAIL" not in tested


@pytest.mark.slow
@pytest.mark.toolchain("git")
def test_python_root_package_imports_its_subpackage_and_pytest_runs_the_generated_tests(host: Path) -> None:
    python = host / "python"
    host_run([sys.executable, "-c", "import toolnexus.agents, toolnexus; assert toolnexus.stop('tokens').limit"],
             python, {**clean_env(), "PYTHONPATH": str(python / "src")})
    collected = host_run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], python, clean_env())
    passed = re.search(r"(\d+) passed", collected)
    # Every test function of the host's tests folder ran: its own and the generated file's.
    defined = sum(f.read_text(encoding="utf-8").count("\ndef test_") for f in (python / "tests").glob("test_*.py"))
    assert len(list((python / "tests").glob("test_*.py"))) >= 2 and defined > 10
    assert passed and int(passed.group(1)) == defined and "failed" not in collected, collected[-2000:]


@pytest.mark.toolchain("git", "npm", str(TSC), str(NODE22))
def test_typescript_npm_test_runs_the_generated_test_under_node_type_stripping(host: Path) -> None:
    """tsc type-checks the host (allowImportingTsExtensions); its own `npm test` script runs the
    host's test and the generated one under Node 22's --experimental-strip-types."""
    if not (TYPE_ROOTS / "node").is_dir():
        missing(f"@types/node not found under {TYPE_ROOTS}; run: bash tests/install/typescript.sh")
    typescript = host / "typescript"
    host_run([str(TSC), "-p", ".", "--typeRoots", str(TYPE_ROOTS)], typescript)
    node_env = {**clean_env(), "PATH": f"{NODE22.parent}{os.pathsep}{os.environ['PATH']}"}
    report = host_run(["npm", "test", "--silent"], typescript, node_env)
    assert re.search(r"^# fail 0$", report, re.M), report[-3000:]
    total = re.search(r"^# pass (\d+)$", report, re.M)
    assert total and int(total.group(1)) > 10 and "stop canonicalises the pool name" in report


@pytest.mark.toolchain("git", "javac", "java")
def test_java_maven_layout_builds_and_junit_runs_the_generated_test(host: Path) -> None:
    if not JUNIT.exists():
        missing(f"{JUNIT.name} not found; run: bash tests/install/java.sh")
    java = host / "java"
    sources = sorted(str(p.relative_to(java)) for p in java.rglob("*.java"))
    host_run(["javac", *(f"-J{flag}" for flag in JVM_FLAGS), "-Xlint:all", "-Werror", "-encoding", "UTF-8",
              "--release", "17", "-cp", str(JUNIT),
              "-d", "out", *sources], java)
    report = host_run(["java", *JVM_FLAGS, "-jar", str(JUNIT), "execute", "--class-path", "out", "--scan-class-path",
                       "--disable-banner", "--details=tree"], java)
    found = re.search(r"(\d+) tests found", report)
    assert found and int(found.group(1)) > 10 and " 0 tests failed" in report, report[-3000:]
    assert "VocabularyTest" in report and "stopCanonicalisesThePoolName()" in report


@pytest.mark.toolchain("git", "mcs", "mono")
def test_csharp_host_builds_with_the_file_and_runs(host: Path) -> None:
    csharp = host / "csharp"
    sources = sorted(str(p.relative_to(csharp)) for p in csharp.rglob("*.cs"))
    host_run(["mcs", "-warnaserror+", "-warn:4", "-nologo", "-target:exe", "-out:host.exe", *sources], csharp)
    assert host_run(["mono", "host.exe"], csharp).strip() == "ok"


@pytest.mark.toolchain("git", "mix")
def test_elixir_mix_test_runs_the_generated_test(host: Path) -> None:
    elixir = host / "elixir"
    env = {**clean_env(), "MIX_ENV": "test", "MIX_HOME": str(host.parent / "mix"), "HEX_OFFLINE": "1"}
    report = host_run(["mix", "test"], elixir, env)
    summary = re.search(r"(\d+) tests?, (\d+) failures?", report)
    assert summary and int(summary.group(1)) > 5 and summary.group(2) == "0", report[-3000:]


@pytest.mark.toolchain("git", "java")
def test_clojure_runner_that_names_its_namespaces_runs_the_cljc_test(host: Path) -> None:
    clojure = host / "clojure"
    classpath = os.pathsep.join([clojure_classpaths()[0], "src", "test"])
    report = host_run(["java", *JVM_FLAGS, "-cp", classpath, "clojure.main", "-m", "toolnexus.test-runner"], clojure)
    summary = re.search(r"Ran (\d+) tests containing (\d+) assertions.\n(\d+) failures, (\d+) errors.", report)
    assert summary and int(summary.group(1)) > 5 and summary.group(3, 4) == ("0", "0"), report[-3000:]
    assert "Testing toolnexus.vocabulary-test" in report


@pytest.mark.toolchain("git", "php", "phpunit", "phpcs")
def test_php_phpunit_runs_the_generated_test_through_the_hosts_autoloader(host: Path) -> None:
    """The host's phpunit.xml bootstraps its PSR-4 autoloader; PHPUnit runs the host's test and
    the generated one; the generated files and the host's are PSR-12 clean together."""
    php = host / "php"
    report = host_run(["phpunit"], php)
    found = re.search(r"OK \((\d+) tests, (\d+) assertions\)", report)
    assert found and int(found.group(1)) > 10, report[-3000:]
    host_run(["phpcs", "--standard=PSR12", "src", "tests"], php)


@pytest.mark.toolchain("git", "cargo")
def test_rust_crate_includes_the_module_and_cargo_test_passes(host: Path) -> None:
    rust = host / "rust"
    env = {**cargo_env(), "CARGO_TARGET_DIR": str(host.parent / "target")}
    report = host_run(["cargo", "test", "--offline", "-q"], rust, env)
    assert re.search(r"test result: ok\. [1-9]\d* passed; 0 failed", report), report[-3000:]


def test_the_old_python_placement_cycles_in_this_host(tmp_path: Path) -> None:
    """The docs' former example, `toolnexus.agents.vocabulary`, is the ImportError the host
    met: its root package imports the subpackage that imports it back."""
    text = (HOST / "vocab.toml").read_text(encoding="utf-8")
    old = text.replace('module = "toolnexus.vocabulary"', 'module = "toolnexus.agents.vocabulary"')
    old = old.replace('path = "python/src/toolnexus/vocabulary.py"', 'path = "python/src/toolnexus/agents/vocabulary.py"')
    src = tmp_path / "python" / "src"
    shutil.copytree(HOST / "python" / "src", src)
    for init in src.rglob("__init__.py"):
        init.write_text(init.read_text(encoding="utf-8").replace("toolnexus.vocabulary", "toolnexus.agents.vocabulary"),
                        encoding="utf-8")
    for rel, content in render(load_text(old), ["python"]).items():
        if not rel.startswith("python/tests/"):
            (tmp_path / rel).write_text(content, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-c", "import toolnexus"], cwd=tmp_path, capture_output=True, text=True,
                          env={**clean_env(), "PYTHONPATH": str(src)}, timeout=60)
    assert proc.returncode == 1
    assert "cannot import name 'Result' from partially initialized module 'toolnexus'" in proc.stderr


@pytest.mark.toolchain("go")
def test_the_old_go_placement_cycles_in_this_host(tmp_path: Path) -> None:
    """The docs' former Go example, `package = "agents"`: the root package, which needs the
    constants, must then import agents, which imports the root: the cycle the host met."""
    text = (HOST / "vocab.toml").read_text(encoding="utf-8")
    old = text.replace('package = "toolnexus"', 'package = "agents"').replace(
        'path = "go/vocabulary.go"', 'path = "go/agents/vocabulary.go"').replace(
        'tests_path = "go/vocabulary_test.go"\n', "")
    go = tmp_path / "go"
    shutil.copytree(HOST / "go", go)
    for rel, content in render(load_text(old), ["go"]).items():
        (tmp_path / rel).write_text(content, encoding="utf-8")
    root = (go / "toolnexus.go").read_text(encoding="utf-8")
    root = root.replace('import "fmt"', 'import (\n\t"fmt"\n\n\t"example.com/toolnexus/agents"\n)')
    for name in ("SettleLimitStop", "StatusDone"):
        root = root.replace(f"{name}(", f"agents.{name}(").replace(f"== {name}", f"== agents.{name}")
    (go / "toolnexus.go").write_text(root, encoding="utf-8")
    proc = subprocess.run(["go", "build", "./..."], cwd=go, capture_output=True, text=True, env=go_env(go), timeout=600)
    assert proc.returncode != 0 and "import cycle not allowed" in proc.stderr, proc.stderr
