"""One build per port per session: every case any test needs, compiled and run by the port's
toolchain in one batch (tests/ports/<port>.py's build_and_run), the outputs kept for each test.

The conformance vectors, the typed vectors and the property round trip share one batch, so a port
is compiled once per run for all of them (each port builds the cases that configure it). Every test that reads a batch carries `pytest.mark.xdist_group("conformance")`
so one pytest-xdist worker builds it (`--dist loadgroup`).
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

from tests.conformance.harness import Case
from tests.toolchains import require


def shared_claims(tmp_path_factory: pytest.TempPathFactory) -> Path | None:
    """The folder every worker of an xdist session shares (xdist gives each worker a basetemp
    below one folder per session: popen-gw0, popen-gw1); None without xdist."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return None
    return tmp_path_factory.getbasetemp().parent / "conformance-builds"


class Builds:
    """Builds each port once per session, on first use, and keeps its outputs.

    Under pytest-xdist, `builds` is a folder every worker of the session shares: a port's first
    build claims its name there, so a second worker building the same port (the group split
    across workers, as pytest 9.2 does to `--dist loadgroup`) fails loudly instead of silently
    compiling every port twice."""

    def __init__(self, cases: list[Case], workdir: Path, builds: Path | None) -> None:
        self.cases = cases
        self.workdir = workdir
        self.builds = builds
        self.results: dict[str, dict[str, str] | BaseException] = {}

    def _claim(self, port: str) -> None:
        if self.builds is None:
            return
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.builds.mkdir(exist_ok=True)
        claim_path = self.builds / port
        try:
            fd = os.open(claim_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            other = claim_path.read_text(encoding="utf-8")
            raise AssertionError(f"{port} was already built by worker {other} in this session, and {worker} "
                                 "would build it again: --dist loadgroup did not keep the xdist_group"
                                 "('conformance') tests in one worker (see the pytest pin in pyproject.toml)")
        with os.fdopen(fd, "w", encoding="utf-8") as claim:
            claim.write(worker)

    def of(self, port: str) -> dict[str, str]:
        """Every case's runner output for the port (case name -> output), built on first use."""
        module = importlib.import_module(f"tests.ports.{port}")
        require(*module.TOOLS)
        if port not in self.results:
            self._claim(port)
            # Only the cases that configure the port (the typed cases name only the typed ports).
            configured = [case for case in self.cases if any(t.name == port for t in case.model.targets)]
            try:
                self.results[port] = module.build_and_run(configured, self.workdir / port)
            except BaseException as exc:  # remember the failure: one compile error, one report per case
                self.results[port] = exc
        result = self.results[port]
        if isinstance(result, BaseException):
            raise AssertionError(f"{port}: build or run failed:\n{result}") from None
        return result
