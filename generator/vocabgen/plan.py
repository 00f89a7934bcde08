"""Compare rendered files with the output folder: what is unchanged, missing, stale or orphaned.

Write, check and diff all start from this plan, so the three modes can never disagree. Existing
files are compared as bytes; only regular files are ever read, and never through a FIFO.
Nothing here writes.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from enum import Enum
from pathlib import Path

from vocabgen.marker import HEAD_BYTES, Syntax, accepted_syntaxes, extension, named_origin, owned_by, syntax_for
from vocabgen.problems import Problem
from vocabgen.records import Record
from vocabgen.source import NotRegular, kind_of, read_regular

# `.NAME.vocabgen-PID-TOKEN.tmp`: a name no user would choose, carrying the writer's process id
# so that a prune can tell a killed render's leftover from a live render's in-flight file.
TEMP_NAME = re.compile(r"\.(?P<name>.+)\.vocabgen-(?P<pid>[1-9][0-9]{0,9})-[0-9a-f]{8}\.tmp", re.DOTALL)


class Mode(Enum):
    """What to do with the plan, like black's WriteBack: write it, check it, or show its diff."""

    WRITE = "write"
    CHECK = "check"
    DIFF = "diff"


class State(Enum):
    UNCHANGED = "unchanged"
    MISSING = "missing"
    STALE = "stale"
    CRLF = "crlf"  # the expected bytes, except for CRLF line endings (a Windows checkout)
    ORPHAN = "orphan"


CHANGES = (State.MISSING, State.STALE, State.CRLF)


class Entry(Record):
    """One path under --out: its state, its current text and the text vocabgen wants there."""

    path: str
    state: State
    old: str | None
    new: str | None


class Plan(Record, frozen=False):
    entries: list[Entry]
    problems: list[Problem]


# The most bytes temp_name adds to a name: "." before it, ".vocabgen-", a process id (Linux's
# pid_max is at most 4,194,304: 7 digits), "-", 8 hex digits and ".tmp". A generated file's name
# is so limited to this much less than the file system's (vocabgen.filenames).
TEMP_EXTRA = len(".") + len(".vocabgen-") + 7 + len("-") + 8 + len(".tmp")


def temp_name(name: str) -> str:
    """A fresh temp file name for `name`, in the pattern only vocabgen uses."""
    return f".{name}.vocabgen-{os.getpid()}-{os.urandom(4).hex()}.tmp"


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (then its temp files are left alone)."""
    if os.name == "nt":  # os.kill(pid, 0) would send Ctrl+C there: never judge, never prune
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError, OSError):
        return True  # it exists under another user, or we cannot tell: never touch its files
    return True


def dead_temp(name: str) -> bool:
    """A temp file name of a vocabgen render that is no longer running (the name alone proves
    nothing about who made the file: see own_temp)."""
    found = TEMP_NAME.fullmatch(name)
    return found is not None and not pid_alive(int(found.group("pid")))


def own_temp(path: Path, origin: str | None) -> bool:
    """Is this file, named like a dead render's temp file, that render's own? Only the content
    proves it: empty (a render killed between creating it and writing it), or opening with this
    vocab file's marker for the file it stands for (a staged file, or a generated file kept aside),
    in that file's syntax. A user file that merely matches the name is never vocabgen's."""
    found = TEMP_NAME.fullmatch(path.name)
    if found is None:
        return False
    head = read_regular(path, HEAD_BYTES)
    if not head:
        return True
    for syntax in accepted_syntaxes(found.group("name")):
        named = named_origin(head, syntax)
        if named is not None and (origin is None or owned_by(named, origin)):
            return True
    return False


def inside(out_dir: Path, target: Path) -> bool:
    """Does target resolve inside out_dir? A symbolic link loop on the way leads nowhere inside
    (Python 3.11 and 3.12 raise RuntimeError for it, 3.13 OSError)."""
    try:
        target.resolve().relative_to(out_dir.resolve())
        return True
    except (ValueError, RuntimeError, OSError):
        return False


def _kind(mode: int) -> str:
    return "a regular file" if stat.S_ISREG(mode) else kind_of(mode)


def _not_a_folder(path: Path) -> str | None:
    """What an existing path is when it is not a folder (None when it is one, or is missing)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISDIR(mode) else _kind(mode)


def out_folder_problem(out_dir: Path) -> Problem | None:
    """--out, or the nearest existing path above it, is not a folder (a FIFO, a device, a file):
    one problem naming that path, as an absolute path that the CLI shows like every other."""
    for path in (out_dir, *out_dir.absolute().parents):
        where = "must be one" if path == out_dir else "lies below it"
        try:
            mode = os.stat(path).st_mode
        except OSError as exc:  # missing, or below something that is no folder: look further up
            if os.path.islink(path):  # unless it is a link to itself or to nothing
                what = "a symbolic link loop" if exc.errno == errno.ELOOP else "a symbolic link to nothing"
                return Problem(str(path.absolute()), 0, (), f"is {what}, not a folder; the output folder (--out) {where}")
            continue
        if stat.S_ISDIR(mode):
            return None
        return Problem(str(path.absolute()), 0, (), f"is {_kind(mode)}, not a folder; the output folder (--out) {where}")
    return None


def _blocking_path(out_dir: Path, rel: str) -> tuple[str, str] | None:
    """The first existing path above `rel` that is not a folder, and what it is."""
    path = out_dir
    for part in rel.split("/")[:-1]:
        path = path / part
        kind = _not_a_folder(path)
        if kind is not None:
            return path.relative_to(out_dir).as_posix(), kind
    return None


def identity(path: Path) -> tuple[int, int, tuple[str, ...]]:
    """The file a path resolves to, for comparing paths as files: the device and inode of the
    path itself when it exists (a symbolic link as itself, which a rename replaces), else of its
    nearest existing folder, with the names below it. A symbolic link or a bind mount on the way
    makes two paths one."""
    path = path.absolute()
    try:
        info = os.lstat(path)
        return info.st_dev, info.st_ino, ()
    except OSError:
        pass
    names: list[str] = []
    folder = path
    while folder != folder.parent:
        names.append(folder.name)
        folder = folder.parent
        try:
            info = os.stat(folder)
        except OSError:
            continue
        return info.st_dev, info.st_ino, tuple(reversed(names))
    return 0, 0, path.parts


def one_file(paths: list[Path]) -> list[tuple[int, int]]:
    """The paths that resolve to a file an earlier one does: (index, earlier index) pairs."""
    first: dict[tuple[int, int, tuple[str, ...]], int] = {}
    return [(index, earlier) for index, path in enumerate(paths)
            if (earlier := first.setdefault(identity(path), index)) != index]


def _existing(out_dir: Path, rel: str, new: str, syntax: Syntax | None, force: bool,
              origin: str | None) -> Entry | Problem:
    """Classify one rendered path against what is on disk, byte for byte."""
    target = out_dir / rel
    try:
        old = read_regular(target)
    except FileNotFoundError:
        return Entry(rel, State.MISSING, None, new)
    except NotADirectoryError:
        blocking = _blocking_path(out_dir, rel)
        if blocking is None:  # it went away since: say what the system said
            return Problem(rel, 0, (), "cannot be read (Not a directory); check the folders above it")
        return Problem(blocking[0], 0, (), f"is {blocking[1]} where vocabgen needs a folder; move it away")
    except IsADirectoryError:
        return Problem(rel, 0, (), "is a directory where vocabgen must write a file; move it away")
    except NotRegular as exc:
        return Problem(rel, 0, (), f"is {exc.kind}, not a regular file; vocabgen neither reads nor replaces "
                                   "it; move it away")
    except OSError as exc:
        return Problem(rel, 0, (), f"cannot be read ({exc.strerror}); check its permissions")
    expected = new.encode("utf-8")
    old_text = old.decode("utf-8", errors="replace")
    if old == expected:
        return Entry(rel, State.UNCHANGED, old_text, new)
    state = State.CRLF if old.replace(b"\r\n", b"\n") == expected else State.STALE
    if force:
        return Entry(rel, state, old_text, new)
    named = named_origin(old[:HEAD_BYTES], syntax)
    if named is None:
        return Problem(rel, 0, (), "exists and was not generated by vocabgen (its first line is not vocabgen's "
                                   "marker); move it away or pass --force to overwrite it")
    if origin is not None and not owned_by(named, origin):
        return Problem(rel, 0, (), f"was generated from {named}, not {origin} (vocab files are named relative "
                                   "to the output folder); give one of the two targets another path, "
                                   "or pass --force to take it over")
    return Entry(rel, state, old_text, new)


def plan(out_dir: Path, files: dict[str, str], force: bool = False, find_orphans: bool = True,
         origin: str | None = None) -> Plan:
    """Decide, for each file, whether it is unchanged, missing, stale or CRLF-only; find
    orphans; never write. `origin` is the identity the marker names (marker.origin_for);
    None accepts any vocabgen marker."""
    entries: list[Entry] = []
    problems: list[Problem] = []
    not_a_folder = out_folder_problem(out_dir)
    if not_a_folder is not None:
        return Plan(entries, [not_a_folder])
    syntaxes = {rel: syntax_for(rel, text) for rel, text in files.items()}
    for rel, new in files.items():
        if not inside(out_dir, out_dir / rel):
            problems.append(Problem(rel, 0, (), f"resolves outside the output folder {out_dir} "
                                    "(through a symbolic link?); refusing to write there"))
            continue
        found = _existing(out_dir, rel, new, syntaxes[rel], force, origin)
        if isinstance(found, Entry):
            entries.append(found)
        elif found not in problems:  # one file where a folder must be blocks several outputs
            problems.append(found)
    if find_orphans:
        entries.extend(orphans(out_dir, files, syntaxes, origin))
    return Plan(entries, problems)


def orphans(out_dir: Path, files: dict[str, str], syntaxes: dict[str, Syntax | None],
            origin: str | None) -> list[Entry]:
    """Files this vocab file generated that this render no longer produces.

    Only the folders targets write into are looked at (the folder of every rendered path, not
    below it), and there only files of the types targets emit whose first line is this vocab
    file's marker, plus temp files of renders that are no longer running that are empty or open
    with that marker (own_temp). Nothing else under --out is ever read.
    """
    kinds = {extension(rel): syntax for rel, syntax in syntaxes.items() if syntax is not None}
    found: list[Entry] = []
    for folder in sorted({(out_dir / rel).parent for rel in files}):
        if not inside(out_dir, folder):
            continue
        try:
            with os.scandir(folder) as listing:
                names = sorted((item.name, item.is_file(follow_symlinks=False)) for item in listing)
        except OSError:
            continue
        for name, regular in names:
            rel = (folder / name).relative_to(out_dir).as_posix()
            if rel in files or not regular:
                continue
            try:
                if dead_temp(name):
                    if own_temp(folder / name, origin):
                        found.append(Entry(rel, State.ORPHAN, "", None))
                    continue
                syntax = kinds.get(extension(name))
                if syntax is None:
                    continue
                head = read_regular(folder / name, HEAD_BYTES)
                named = named_origin(head, syntax)
                if named is not None and (origin is None or owned_by(named, origin)):
                    text = read_regular(folder / name).decode("utf-8", errors="replace")
                    found.append(Entry(rel, State.ORPHAN, text, None))
            except OSError:
                continue
    return found

