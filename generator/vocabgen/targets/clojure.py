"""Clojure (.cljc): kebab-case defs, vectors and maps, ex-info on unknown input.

PLACEHOLDER: settings only; the port's identifiers and files are being built (issue 3).
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.model import Model, TargetConfig
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, dotted_name_check

SETTINGS = (
    Setting("namespace", "add namespace = \"company.vocabulary\"",
            dotted_name_check(r"[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*", "toolnexus.agents.vocabulary")),
    Setting("path", "the .cljc file under --out", check_relative_path,
            lambda s: "clojure/" + s["namespace"].replace("-", "_").replace(".", "/") + ".cljc"),
)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return []


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {}


TARGET = Target(
    name="clojure",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
    api=api,
)
