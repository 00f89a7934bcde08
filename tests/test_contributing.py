"""CONTRIBUTING.md's "Adding a port" lists every file a port touches: each per-port file or entry it
marks (checked) exists for every port the registry holds (an entry: the data a shared test reads
from the port's tests/ports/<lang>.py), so registering a port without one of them fails here,
naming it. The steps it does not mark are checked where they are owned (the
golden coverage by tests/test_golden.py, docs/ports.md by tests/test_docs.py, ...)."""

from __future__ import annotations

import importlib
import re
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.ports import LANGUAGES, port
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"


def _section() -> str:
    """CONTRIBUTING.md's "Adding a port" section."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    return text.split("\n## Adding a port\n", 1)[1].split("\n## ", 1)[0]


def _configures(toml: Path, port: str) -> bool:
    return port in tomllib.loads(toml.read_text(encoding="utf-8")).get("targets", {})


def _takes(port: str, setting: str) -> bool:
    return any(s.name == setting for s in TARGETS[port].settings)


def _installed(port: str) -> bool:
    """The toolchain the port's batch build runs is installed by the port's own script or by
    tests/install.sh (an apt line for one of its tools: a package brings the rest, as golang-go
    brings gofmt); the interpreter running the tests needs none."""
    if (ROOT / "tests" / "install" / f"{port}.sh").is_file():
        return True
    if not (ROOT / "tests" / "ports" / f"{port}.py").is_file():
        return False  # no TOOLS to look for
    apt = (ROOT / "tests" / "install.sh").read_text(encoding="utf-8")
    tools = [tool for tool in importlib.import_module(f"tests.ports.{port}").TOOLS if tool != sys.executable]
    return not tools or any(f"command -v {tool} " in apt for tool in tools)


def _defines(name: str, attribute: str) -> bool:
    """tests/ports/<name>.py defines the data a shared test reads from it."""
    return (ROOT / "tests" / "ports" / f"{name}.py").is_file() and hasattr(port(name), attribute)


def _batch_build(port: str) -> bool:
    if not (ROOT / "tests" / "ports" / f"{port}.py").is_file():
        return False
    module = importlib.import_module(f"tests.ports.{port}")
    return hasattr(module, "TOOLS") and callable(getattr(module, "build_and_run", None))


# What CONTRIBUTING names (as it spells it) -> whether a language port has it.
PER_PORT: dict[str, Callable[[str], bool]] = {
    "generator/vocabgen/targets/<lang>.py": lambda port: (ROOT / "generator/vocabgen/targets" / f"{port}.py").is_file(),
    "templates/<lang>/": lambda port: all((TEMPLATES / template).is_file() and template.startswith(f"{port}/")
                                          for _, template in TARGETS[port].outputs),
    "tests/targets/test_<lang>.py": lambda port: (ROOT / "tests/targets" / f"test_{port}.py").is_file(),
    "tests/conformance/runners/<lang>/": lambda port: any((ROOT / "tests/conformance/runners" / port).glob("*")),
    "tests/ports/<lang>.py": _batch_build,
    "tests/install/<lang>.sh": _installed,
    "`TITLE`": lambda name: _defines(name, "TITLE"),
    "`PROPERTY_TARGET`": lambda name: _defines(name, "PROPERTY_TARGET"),
    "`TYPED_DRAWN_TARGET`": lambda name: _defines(name, "TYPED_DRAWN_TARGET") or not _takes(name, "typed"),
    "`PROBE_TARGET`": lambda name: _defines(name, "PROBE_TARGET"),
    "`DECLARATION`": lambda name: _defines(name, "DECLARATION"),
    "`INVISIBLE_TARGET`": lambda name: _defines(name, "INVISIBLE_TARGET"),
    "`REGISTRY_TARGET`": lambda name: _defines(name, "REGISTRY_TARGET"),
    "tests/host/<lang>/": lambda port: (ROOT / "tests/host" / port).is_dir(),
    "tests/host/vocab.toml": lambda port: _configures(ROOT / "tests/host/vocab.toml", port),
    "`vocab.toml`": lambda port: _configures(ROOT / "vocab.toml", port),
    "tests/vocabularies/hostile_strings.toml":
        lambda port: _configures(ROOT / "tests/vocabularies/hostile_strings.toml", port),
}


def test_the_section_names_each_thing_checked_here() -> None:
    section = _section()
    assert [name for name in PER_PORT if name not in section] == []


@pytest.mark.parametrize("port", LANGUAGES)
def test_every_port_has_every_file_contributing_lists(port: str) -> None:
    missing = [name.replace("<lang>", port) for name, has in PER_PORT.items() if not has(port)]
    assert not missing, f"{port} is registered without {missing} (CONTRIBUTING.md, 'Adding a port')"



def test_the_readme_port_table_has_a_row_per_registered_target() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("\n## Ports\n", 1)[1].split("\n\n", 2)[0]
    rows = re.findall(r"^\| (?!port \||---)", table, re.M)
    assert len(rows) == len(TARGETS), table
