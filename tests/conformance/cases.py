"""The conformance cases: the vocab files, `vocabgen init` starters, and each file again typed.

tests/test_conformance.py loads them as session fixtures; a port whose one compile also holds
other tests' sources (Kotlin: tests/ports/kotlin.py) loads the same cases itself.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path

import tomli_w

from tests.conformance.harness import Case, load_case
from vocabgen import init
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent.parent
VOCABS = ROOT / "tests" / "vocabularies"
CASE_FILES = {
    "shipped": ROOT / "vocab.toml",
    "http": VOCABS / "http_outcomes.toml",
    "hostile": VOCABS / "hostile_strings.toml",
    "evolution": VOCABS / "evolution.toml",
    "public_api": VOCABS / "public_api.toml",  # alias constants (deprecated ones too), members names, Go's prefix
}
# `vocabgen init` output, as written, for three package names: it must compile and pass everywhere.
INIT_NAMES = {"init_acme_billing": "acme.billing", "init_shop_orders": "shop.orders.core", "init_tools": "tools"}


def classic_cases(folder: Path) -> list[Case]:
    """Every case file, then each `vocabgen init` starter written under folder."""
    found = [load_case(name, path) for name, path in CASE_FILES.items()]
    for case_name, package in INIT_NAMES.items():
        path = folder / f"{case_name}.toml"
        path.write_text(init.text(package, tuple(TARGETS)), encoding="utf-8")
        found.append(load_case(case_name, path))
    return found


def typed_cases(folder: Path, ports: Iterable[str]) -> list[Case]:
    """Each case file again with only the typed ports (and the vectors), all typed, written under
    folder."""
    ports = tuple(ports)
    found = []
    for name, path in CASE_FILES.items():
        document = tomllib.loads(path.read_text(encoding="utf-8"))
        document["targets"] = {port: _typed_table(port, table) for port, table in document["targets"].items()
                               if port in (*ports, "conformance")}
        typed = folder / f"{name}.toml"
        typed.write_text(tomli_w.dumps(document), encoding="utf-8")
        found.append(load_case(f"typed_{name}", typed))
    return found


def _typed_table(port: str, table: dict[str, object]) -> dict[str, object]:
    """A case's target table with typed = true. Rust adds serde: its runner also round-trips every
    open parse through serde_json. Elixir's module, Clojure's namespace and Kotlin's package get a
    `typed` suffix, since the typed case loads into the same VM (Kotlin: the same compile) as its
    untyped twin."""
    typed = {**table, "typed": True}
    if port == "rust":
        typed["serde"] = True
    elif port == "elixir":
        typed["module"] = f"{table['module']}Typed"
    elif port == "clojure":
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed["namespace"] = f"{table['namespace']}-typed"
    elif port == "kotlin":
        typed["package"] = f"{table['package']}.typed"
    return typed
