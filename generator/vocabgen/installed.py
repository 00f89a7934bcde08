"""How this vocabgen was installed, so that a message naming an install command names one that
works for it (`required_version`): from an index with pip or pipx, from a folder or a checkout
(editable or not), from a VCS URL, or from a wheel file, as PEP 610's direct_url.json records.

vocabgen is not on an index until its first release; an install from a folder or a checkout
must not be told to `pip install 'vocabgen>=9'`, which cannot find it.
"""

from __future__ import annotations

import json
import os
import sys
from importlib import metadata
from pathlib import Path
from typing import Any


def runs_from_a_checkout(module: Path = Path(__file__)) -> bool:
    """Whether this code is a checkout's own (an editable install, or the source tree on the
    path): generator/vocabgen/ beside the checkout's pyproject.toml."""
    package = module.resolve().parent
    return package.parent.name == "generator" and (package.parent.parent / "pyproject.toml").is_file()


def origin() -> tuple[dict[str, Any] | None, bool]:
    """Where this vocabgen came from: {"checkout": True} when it runs from a checkout, else PEP
    610's record of the installed distribution (None: an index); and whether pipx manages the
    environment (it writes pipx_metadata.json into each of its venvs)."""
    pipx = (Path(sys.prefix) / "pipx_metadata.json").is_file()
    if runs_from_a_checkout():
        return {"checkout": True}, pipx
    try:
        text = metadata.distribution("vocabgen").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None, pipx
    try:
        return (json.loads(text) if text else None), pipx
    except ValueError:
        return None, pipx


def install_hint(spec: str, found: tuple[dict[str, Any] | None, bool] | None = None) -> str:
    """The command, or step, that gets a vocabgen matching spec the way this one was installed."""
    direct, pipx = found if found is not None else origin()
    tool = "pipx install --force" if pipx else "pip install"
    quoted = "'" + f"vocabgen{spec}".replace("'", "'\\''") + "'"
    if direct is None:
        return f"{tool} {quoted}"
    if direct.get("checkout") or direct.get("dir_info", {}).get("editable"):
        return "check out a matching release in the checkout this vocabgen runs from"
    if "dir_info" in direct:
        return f"check out a matching release in the folder this vocabgen was installed from, then {tool} it again"
    if "vcs_info" in direct:
        url = direct.get("url", "")
        return f"{tool} 'vocabgen @ git+{url}@TAG' with a matching release's tag" if url else \
            f"{tool} a matching release from the repository this vocabgen came from"
    return (f"{tool} a matching release's wheel or sdist, as this one came from "
            f"{os.path.basename(direct.get('url', '')) or 'a file'}")
