"""Shared fixtures: a small valid vocabulary in a temp folder."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from hypothesis import settings

from tests.conformance.harness import Case
from tests.ports.batch import Builds, shared_claims
from tests.conformance.cases import classic_cases, property_cases, typed_drawn_case
from tests.conformance.cases import typed_cases as typed_cases_of
from tests.test_conformance import TYPED_PORTS
from tests.toolchains import CURRENT, require

# The golden corpus holds rendered output (including generated Python tests) as data, not tests;
# tests/host is a miniature host whose own tests tests/test_host.py runs in a copy.
collect_ignore_glob = ["golden/*", "host/*"]


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, make hypothesis deterministic so a green run is reproducible (locally it keeps
    exploring). vocabgen keeps no cache, so there is nothing to keep away from the user's."""
    settings.register_profile("ci", derandomize=True, print_blob=True)
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        settings.load_profile("ci")



def _port(item: pytest.Item) -> str:
    """The language a toolchain test exercises, for the time-per-toolchain table: a test's `port`
    parameter (conformance, the property round trips), the port of a tests/targets/test_<port>.py
    module, else the module's subject: "host" (tests/test_host.py, every port's host project),
    "conformance" (the test comparing every port's answers, which runs no toolchain itself)."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and isinstance(callspec.params.get("port"), str):
        return str(callspec.params["port"])
    return item.path.stem.removeprefix("test_")


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A test marked toolchain("go", ...) needs those tools: skip without them (fail under CI)."""
    if item.get_closest_marker("toolchain") is not None:
        item.user_properties.append(("toolchain_port", _port(item)))
    for mark in item.iter_markers("toolchain"):
        if mark.args:
            token = CURRENT.set(item)
            try:
                require(*mark.args)
            finally:
                CURRENT.reset(token)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Time per toolchain: the summed setup, call and teardown time of the toolchain tests of each
    port (a port's one compile lands in its first test's setup). With -n 2 the wall clock is less."""
    seconds: dict[str, float] = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            port = dict(getattr(report, "user_properties", ())).get("toolchain_port")
            if port is not None:
                seconds[port] = seconds.get(port, 0.0) + report.duration
    if seconds:
        terminalreporter.write_sep("-", "time per toolchain (summed test time)")
        for port, total in sorted(seconds.items(), key=lambda item: -item[1]):
            terminalreporter.write_line(f"{port:<24} {total:8.1f} s")


@pytest.fixture(autouse=True)
def _current_test(request: pytest.FixtureRequest) -> None:
    """Lets tests.toolchains.require() see whether the running test is marked toolchain."""
    CURRENT.set(request.node)


@pytest.fixture(scope="session")
def typed_cases(tmp_path_factory: pytest.TempPathFactory) -> list[Case]:
    """Each conformance case file again with only the typed ports, typed (tests/test_conformance.py)."""
    return typed_cases_of(tmp_path_factory.mktemp("typed"), TYPED_PORTS)


@pytest.fixture(scope="session")
def cases(typed_cases: list[Case], tmp_path_factory: pytest.TempPathFactory) -> list[Case]:
    """Every case of the session's one build per port: the conformance cases, the property round
    trip's drawn documents (tests/test_properties.py), the typed cases and the typed drawn strings, so each port compiles
    once for all of them."""
    return [*classic_cases(tmp_path_factory.mktemp("init")),
            *property_cases(tmp_path_factory.mktemp("property")), *typed_cases,
            typed_drawn_case(tmp_path_factory.mktemp("drawn"), TYPED_PORTS)]


@pytest.fixture(scope="session")
def outputs(cases: list[Case], tmp_path_factory: pytest.TempPathFactory) -> Builds:
    """Each port built once (on first use) for every case that configures it; tests reading it
    carry xdist_group("conformance")."""
    return Builds(cases, tmp_path_factory.mktemp("ports"), shared_claims(tmp_path_factory))


MINIMAL = '''schema_version = 1

[statuses]
doc = "Task statuses."
singular = "status"

[statuses.values]
done = "Finished."
timeout = "Out of time."

[limits]
singular = "limit"

[limits.values]
maxTurns = "Turns ran out."
maxWallMs = "Wall clock ran out."

[limits.aliases]
turns = "maxTurns"
wallMs = "maxWallMs"

[rules.limit_stop]
vocabulary = "statuses"
values = ["timeout"]
carries = "limits"

[targets.python]
module = "demo.vocab"

[targets.conformance]
'''


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding a minimal vocab.toml, made the working directory."""
    (tmp_path / "vocab.toml").write_text(MINIMAL, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def make_socket(path: Path) -> None:
    """A Unix socket file at path (its folders made), bound by a path relative to the working
    directory where that is shorter: a socket's address holds at most about 100 bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        address = os.path.relpath(path)
    except ValueError:
        address = str(path)
    with socket.socket(socket.AF_UNIX) as bound:
        bound.bind(address if len(address) < len(str(path)) else str(path))
