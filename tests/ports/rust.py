"""Rust port: one cargo crate holding every case's generated module and a runner module per
case; rustfmt --check on the generated files, one `cargo clippy -D warnings` and one
`cargo build` for all of them, then the binary is run once per case.

serde and serde_json come from crates.io into the project's .toolchains/cargo (CARGO_HOME,
fetched once by tests/install/rust.sh or by the first build); the target folder lives in
.toolchains/cargo-target, so later runs fetch nothing and rebuild only the cases.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "rust"
TOOLS = ("cargo", "rustfmt", "cargo-clippy")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Rust"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"serde": True}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'path = "rust/probe{n}.rs"\n'
DECLARATION = r"^(?:pub(?:\(crate\))? )?(?:fn|struct|enum|const|static|type|trait|mod) (\w+)"
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = "serde = true\n"
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"typed": True}
PROBE_TOOLS = ("rustc",)  # what compile_probes runs
ROOT = Path(__file__).resolve().parent.parent.parent
CARGO_HOME = ROOT / ".toolchains" / "cargo"
CARGO_TARGET = ROOT / ".toolchains" / "cargo-target"
# Pinned so that an offline build resolves the same versions every time.
SERDE = "=1.0.229"
SERDE_JSON = "=1.0.154"
MANIFEST = f"""[package]
name = "vocabtest"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
serde = "{SERDE}"
serde_json = "{SERDE_JSON}"

[workspace]
"""


def cargo_env() -> dict[str, str]:
    return {**os.environ, "CARGO_HOME": str(CARGO_HOME), "CARGO_TARGET_DIR": str(CARGO_TARGET),
            "CARGO_TERM_COLOR": "never", "RUSTFLAGS": "", "CARGO_INCREMENTAL": "1"}


def offline() -> list[str]:
    """--offline once the crates are in the project's cargo home, so a second run fetches nothing."""
    return ["--offline"] if (CARGO_HOME / "registry" / "cache").is_dir() else []


def build(cases: list[Case], workdir: Path) -> Path:
    """Render every case into one crate, check format and lints, build; return the binary."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "Cargo.toml").write_text(MANIFEST, encoding="utf-8")
    src = workdir / "src"
    src.mkdir(exist_ok=True)
    generated, entries = [], []
    for case in cases:
        config = next(c for c in case.model.targets if c.name == TARGET)
        written = render_port(case, TARGET, workdir / case.name)
        generated.extend(str(path) for path in written.values())
        (rel,) = written
        entries.append({"name": case.name, "path": rel})
        (src / f"runner_{case.name}.rs").write_text(
            render_runner(TARGET, "runner.rs.j2", {"file": view_of(case, "rust"), "module": case.name,
                                                  "serde": config.flag("serde")}), encoding="utf-8")
    (src / "main.rs").write_text(render_runner(TARGET, "main.rs.j2", {"cases": entries}), encoding="utf-8")
    env = cargo_env()
    run(["rustfmt", "--check", "--edition", "2021", *generated], cwd=workdir, env=env)
    run(["cargo", "clippy", *offline(), "--quiet", "--", "-D", "warnings"], cwd=workdir, env=env)
    run(["cargo", "build", *offline(), "--quiet"], cwd=workdir, env=env)
    return CARGO_TARGET / "debug" / "vocabtest"


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    binary = build(cases, workdir)
    env = cargo_env()
    return {case.name: run([str(binary), case.name], cwd=workdir, stdin=runner_input(case), env=env)
            for case in cases}


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    lib = root / "rust" / "lib.rs"
    lib.write_text("".join(f"pub mod {f.stem};\n" for f in files), encoding="utf-8")
    run(["rustc", "--edition", "2021", "--crate-type", "lib", "--emit", "metadata", "-D", "warnings",
         "-o", str(root / "probes.rmeta"), str(lib)])
