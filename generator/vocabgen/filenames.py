"""File names the file system refuses, checked before anything is rendered: a generated file, or a
file a port's compiler writes from the generated code (a JVM class file per nested class, a BEAM
file), whose path has a segment longer than 255 bytes is refused, located at the key that makes
it long (a setting, or a vocabulary's `singular`), like any other mistake.

Linux (ext4, XFS, Btrfs, tmpfs), macOS (APFS) and Windows (NTFS, 255 UTF-16 units) each allow 255
per path segment; bytes of UTF-8 are the strictest of the three. Without this check a long
`singular` with `typed = true` passed validate, then javac and kotlinc could not write
`Outer$Inner.class` and PHP's write step failed with no line (issue 38). A generated file is
written through a temp file beside it whose name is longer (vocabgen.plan.temp_name), so its own
name may take TEMP_EXTRA bytes less; a folder the whole 255.

What the compilers write is each profile's data (Profile.class_files), so nothing here knows a
language; the generated files are the profile's outputs.
"""

from __future__ import annotations

import posixpath
import string
from collections.abc import Iterator, Mapping

from vocabgen.model import TargetConfig
from vocabgen.plan import TEMP_EXTRA
from vocabgen.problems import Problem, clip
from vocabgen.profile import Profile, singular_origin
from vocabgen.view import File, Vocabulary

NAME_MAX = 255  # bytes of one path segment (Linux NAME_MAX; APFS and NTFS allow as many or more)
_FIELDS = string.Formatter()
SETTING_OF = {"package_path": "package", "tests_class": "tests_path"}  # the setting each computed field is made of


def _fields(pattern: str) -> list[str]:
    return [field for _, field, _, _ in _FIELDS.parse(pattern) if field]


def _long(path: str, extra: int = 0) -> str:
    """path's first segment longer than NAME_MAX bytes, its last one counted with extra bytes
    more ("" when none is)."""
    segments = path.split("/")
    return next((segment for index, segment in enumerate(segments)
                 if len(segment.encode("utf-8")) + (extra if index == len(segments) - 1 else 0) > NAME_MAX), "")


def _problem(source: str, line: int, key: tuple[str, ...], port: str, what: str, segment: str, extra: int) -> Problem:
    size = len(segment.encode("utf-8"))
    staged = f", staged under a temp name of {size + extra:,}" if extra and size <= NAME_MAX else ""
    fix = f"shorten {key[-1]}" if key[0] == "targets" and len(key) > 2 else "shorten the names it is made of"
    return Problem(source, line, key, f"{port}: {what} {clip(segment)} is a name of {size:,} bytes{staged}; file "
                                      f"systems allow {NAME_MAX} a path segment; "
                                      f"{'shorten the singular' if key[-1] == 'singular' else fix}")


def context(config: TargetConfig) -> dict[str, str]:
    """What a class-file pattern may name besides the port's names: the target's settings, its
    package as folders, and the generated test file's stem (its class)."""
    settings = dict(config.settings)
    tests = settings.get("tests_path", "")
    return {**settings, "package_path": settings.get("package", "").replace(".", "/"),
            "tests_class": posixpath.basename(tests).rsplit(".", 1)[0] if tests else ""}


def _class_files(profile: Profile, file: File, config: TargetConfig) -> Iterator[tuple[int, tuple[str, ...], str]]:
    """Each class-file pattern's too-long segments, per vocabulary where the pattern names a
    vocabulary's name: (line, key path, segment), at the vocabulary's singular, else at the setting
    the segment is made of."""
    port, base = profile.name, {**context(config), **file.names.get(profile.name, {})}
    per_vocabulary = {role.role for role in profile.roles if role.scope == "vocabulary"}
    for pattern in profile.class_files:
        fields = _fields(pattern)
        vocabs: tuple[Vocabulary | None, ...] = file.vocabularies if per_vocabulary & set(fields) else (None,)
        for vocab in vocabs:
            names: Mapping[str, str] = {**base, **(vocab.names[port] if vocab is not None else {})}
            if any(not names.get(field) for field in fields):
                continue  # a role this configuration has not (typed off), or no tests_path
            for segment_pattern in pattern.split("/"):
                segment = _long(segment_pattern.format_map(names))
                named = _fields(segment_pattern)
                if not segment:
                    continue
                if vocab is not None and per_vocabulary & set(named):
                    key, line = singular_origin(vocab)
                    yield line, key, segment
                else:
                    settings = [SETTING_OF.get(field, field) for field in named if SETTING_OF.get(field, field) in
                                dict(config.settings)]
                    yield config.line, ("targets", port, *settings[:1]), segment


def check(profile: Profile, file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every generated path and compiled file name of one configured port with a segment past
    NAME_MAX bytes: a located problem per key that makes one, naming its longest."""
    port, settings = profile.name, dict(config.settings)
    found: list[tuple[int, tuple[str, ...], str, str, int]] = []  # line, key path, what, segment, extra bytes
    for setting, _ in profile.outputs:
        segment = _long(settings.get(setting, ""), TEMP_EXTRA)
        if segment:
            found.append((config.line, ("targets", port, setting), "the generated path's segment", segment, TEMP_EXTRA))
    if profile.more_outputs is not None:
        for path, _, added in profile.more_outputs(file, settings):
            segment, vocab = _long(path, TEMP_EXTRA), added.get("vocab")
            if segment:
                key, line = singular_origin(vocab) if isinstance(vocab, Vocabulary) else (("targets", port), config.line)
                found.append((line, key, "the generated file", segment, TEMP_EXTRA))
    found.extend((line, key, "the compiled file", segment, 0) for line, key, segment in _class_files(profile, file, config))
    longest: dict[tuple[str, ...], tuple[int, str, str, int]] = {}
    for line, key, what, segment, extra in found:
        if key not in longest or len(segment.encode("utf-8")) > len(longest[key][2].encode("utf-8")):
            longest[key] = (line, what, segment, extra)
    return [_problem(source, line, key, port, what, segment, extra)
            for key, (line, what, segment, extra) in longest.items()]
