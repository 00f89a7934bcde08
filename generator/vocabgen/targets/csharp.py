"""C#: a static class of const strings, IReadOnlyList/IReadOnlyDictionary, CanonicalLimit/SettleLimit.

PLACEHOLDER: settings only; the port's identifiers and files are being built (issue 3).
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.model import Model, TargetConfig
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, dotted_name_check

SETTINGS = (
    Setting("namespace", "add namespace = \"Company.Product\"",
            dotted_name_check(r"[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*", "Toolnexus.Agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .cs file under --out", check_relative_path,
            lambda s: "csharp/" + s["namespace"].replace(".", "/") + "/" + s["class"] + ".cs"),
)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return []


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {}


TARGET = Target(
    name="csharp",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
    api=api,
)
