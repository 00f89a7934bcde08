"""TypeScript port: type-check and compile every case in one tsc run, then run each with node.

tsc comes from the repo-local toolchain folder (the README's test command installs it):
    npm install --no-save --prefix .toolchains typescript@5.6.3
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import api, render_port, render_runner, run

TARGET = "typescript"
ROOT = Path(__file__).resolve().parent.parent.parent
TSC = ROOT / ".toolchains" / "node_modules" / ".bin" / "tsc"
TOOLS = ("node", str(TSC))

# The generated module must compile under the strictest settings a consumer might use.
TSC_FLAGS = [
    "--strict", "--module", "NodeNext", "--moduleResolution", "NodeNext", "--target", "ES2022",
    "--noEmitOnError", "--skipLibCheck", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns",
    "--noUncheckedIndexedAccess", "--exactOptionalPropertyTypes", "--noPropertyAccessFromIndexSignature",
    "--noFallthroughCasesInSwitch", "--isolatedModules", "--verbatimModuleSyntax", "--forceConsistentCasingInFileNames",
]


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    if not TSC.is_file():
        raise AssertionError(f"tsc not found at {TSC}; run: npm install --no-save --prefix .toolchains typescript@5.6.3")
    workdir.mkdir(parents=True, exist_ok=True)
    # ESM for every .ts below the workdir, and no @types from anywhere above it.
    (workdir / "package.json").write_text(json.dumps({"type": "module", "private": True}) + "\n", encoding="utf-8")
    sources = []
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for path in render_port(case, TARGET, dest).values())
        runner = dest / "runner.ts"
        runner.write_text(render_runner(TARGET, "runner.ts.j2", api(case, TARGET)), encoding="utf-8")
        sources.append(str(runner))
    out = workdir / "out"
    run([str(TSC), *TSC_FLAGS, "--rootDir", str(workdir), "--outDir", str(out), *sources],
        cwd=workdir)
    env = {**os.environ, "NODE_OPTIONS": ""}
    return {case.name: run(["node", str(out / case.name / "runner.js")], cwd=workdir, stdin=runner_input(case), env=env)
            for case in cases}
