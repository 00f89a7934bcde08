"""Java 17+: a final class of constants, unmodifiable collections, canonicalLimit/settleLimit.

PLACEHOLDER: settings only; the port's identifiers and files are being built (issue 3).
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.model import Model, TargetConfig
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, dotted_name_check

SETTINGS = (
    Setting("package", "add package = \"com.example.vocab\"",
            dotted_name_check(r"[a-z_][A-Za-z0-9_]*(\.[a-z_][A-Za-z0-9_]*)*", "io.github.example.agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .java file under --out", check_relative_path,
            lambda s: "java/" + s["package"].replace(".", "/") + "/" + s["class"] + ".java"),
)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return []


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {}


TARGET = Target(
    name="java",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
    api=api,
)
