"""Elixir: zero-arity functions, {:ok, v} | {:error, reason} and bang variants.

PLACEHOLDER: settings only; the port's identifiers and files are being built (issue 3).
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.model import Model, TargetConfig
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, dotted_name_check


def _snake_segment(segment: str) -> str:
    """Elixir's Macro.underscore for a module segment: ToolNexus -> tool_nexus."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", segment).lower()

SETTINGS = (
    Setting("module", "add module = \"Company.Vocabulary\"",
            dotted_name_check(r"[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*", "Toolnexus.Agents.Vocabulary")),
    Setting("path", "the .ex file under --out", check_relative_path,
            lambda s: "elixir/" + "/".join(_snake_segment(p) for p in s["module"].split(".")) + ".ex"),
)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return []


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {}


TARGET = Target(
    name="elixir",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
    api=api,
)
