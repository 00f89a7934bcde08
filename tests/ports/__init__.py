"""Each language port's build for the conformance runners (tests/ports/<port>.py), the list of the
language ports, read from the registry so that no test types it by hand, and the per-port data the
shared tests read from each port's module (its settings in the property and typed cases, its
private-name probe, its compiler, ...), so a new port adds its entries in its own module only."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from vocabgen.targets.registry import TARGETS

# The ports whose files a compiler reads: those with functions (the conformance vectors and the
# Markdown page have none), in the registry's order.
LANGUAGES: tuple[str, ...] = tuple(name for name, profile in TARGETS.items()
                                   if any(s.name == "functions" for s in profile.settings))


def port(name: str) -> ModuleType:
    """tests/ports/<name>.py, imported when first asked for (a port module may import the shared
    case lists, which read this registry: importing every port here would be a cycle)."""
    return importlib.import_module(f"tests.ports.{name}")


def port_data(attribute: str) -> dict[str, Any]:
    """Each language port's `attribute`, in the registry's order, for the ports whose module
    defines it."""
    return {name: getattr(port(name), attribute) for name in LANGUAGES if hasattr(port(name), attribute)}
