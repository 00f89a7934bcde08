"""The one Jinja environment factory, shared by the generator and the tests' runner templates."""

from __future__ import annotations

from pathlib import Path

import jinja2
import jinja2.bccache

from vocabgen.paths import templates_dir


class QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's file cache, except that failing to save (a full disk, a read-only home) only
    costs speed: a render must never fail because a cache could not be written."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def make_environment(*search_paths: Path, bytecode_dir: Path | None = None) -> jinja2.Environment:
    """Strict and literal: undefined names fail, whitespace is kept as written, nothing is escaped.

    With bytecode_dir, compiled templates are reused across runs (Jinja revalidates each
    against its source checksum), which saves most of a cold render's time.
    """
    paths = [str(p) for p in search_paths] or [str(templates_dir())]
    env = jinja2.Environment(
        bytecode_cache=QuietBytecodeCache(str(bytecode_dir)) if bytecode_dir else None,
        loader=jinja2.FileSystemLoader(paths),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    from vocabgen.targets.registry import TARGETS

    for target in TARGETS.values():
        env.filters.update(target.filters)
    return env
