"""Compare rendered files with the output folder and write only what changed, all or nothing.

Check and diff use the same plan as write, so the three modes can never disagree. Existing
files are compared as bytes; only regular files are ever read, and never through a FIFO.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import struct
import sys
import threading
from enum import Enum
from pathlib import Path

from vocabgen.marker import HEAD_BYTES, Syntax, extension, named_origin, owned_by, syntax_for
from vocabgen.problems import Problem
from vocabgen.records import Record, field
from vocabgen.source import NotRegular, kind_of, read_regular

if sys.platform != "win32":
    import fcntl

# Staged files synced at once, each holding a file descriptor: the shipped vocab.toml's 11
# files in one batch, and no more descriptors than a tight ulimit -n leaves (see _sync_all).
SYNC_BATCH = 16
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


class Applied(Record, frozen=False):
    """What apply did: the problems it met, exactly which paths it wrote or removed and which
    temp files or folders it could not remove, and whether Ctrl-C stopped it (it then undid
    everything it could, as for any failure)."""

    problems: list[Problem] = field(factory=list)
    written: list[str] = field(factory=list)
    removed: list[str] = field(factory=list)
    left: list[str] = field(factory=list)
    interrupted: bool = False


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
    """A temp file left by a vocabgen render that is no longer running."""
    found = TEMP_NAME.fullmatch(name)
    return found is not None and not pid_alive(int(found.group("pid")))


def _inside(out_dir: Path, target: Path) -> bool:
    try:
        target.resolve().relative_to(out_dir.resolve())
        return True
    except ValueError:
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
        try:
            mode = os.stat(path).st_mode
        except OSError:  # missing, or below something that is no folder: look further up
            continue
        if stat.S_ISDIR(mode):
            return None
        where = "must be one" if path == out_dir else "lies below it"
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
        if not _inside(out_dir, out_dir / rel):
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
    file's marker, plus temp files of renders that are no longer running. Nothing else under
    --out is ever read.
    """
    kinds = {extension(rel): syntax for rel, syntax in syntaxes.items() if syntax is not None}
    found: list[Entry] = []
    for folder in sorted({(out_dir / rel).parent for rel in files}):
        if not _inside(out_dir, folder):
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
            if dead_temp(name):
                found.append(Entry(rel, State.ORPHAN, "", None))
                continue
            syntax = kinds.get(extension(name))
            if syntax is None:
                continue
            try:
                head = read_regular(folder / name, HEAD_BYTES)
                named = named_origin(head, syntax)
                if named is not None and (origin is None or owned_by(named, origin)):
                    text = read_regular(folder / name).decode("utf-8", errors="replace")
                    found.append(Entry(rel, State.ORPHAN, text, None))
            except OSError:
                continue
    return found


def _make_folders(folder: Path, created: list[Path]) -> None:
    """Create `folder` and its missing parents, recording each one made (to undo them)."""
    missing = []
    while not folder.is_dir() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    for path in reversed(missing):
        try:
            os.mkdir(path)
        except FileExistsError:
            if path.is_dir():  # a concurrent render made it first: not ours to undo
                continue
            raise
        created.append(path)


def _stage(target: Path, data: bytes, sync: bool = True) -> Path:
    """Write bytes to a temp file beside the target, with the target's permissions (fsynced
    unless the caller syncs all staged files together); nothing is replaced."""
    tmp = target.with_name(temp_name(target.name))
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = 0o644
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.chmod(tmp, mode)
    except BaseException:
        _discard([tmp], [])
        raise
    return tmp


def _keep(target: Path) -> tuple[Path, bool]:
    """Keep the file about to be replaced under a temp name beside it, so that its rename can be
    undone: a hard link (no byte copied), else (no hard links there) a copy, which must be
    synced with the staged files. Returns the kept file and whether it is a copy."""
    kept = target.with_name(temp_name(target.name))
    try:
        os.link(target, kept, follow_symlinks=False)
        return kept, False
    except (OSError, NotImplementedError):
        return _stage(target, read_regular(target), sync=False), True


def _sync(path: Path) -> OSError | None:
    """fsync one staged file; its error, or None."""
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0))  # writable: Windows fsyncs only those
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        return exc
    return None


def _sync_all(paths: list[Path]) -> list[OSError | None]:
    """fsync the staged files SYNC_BATCH at a time, the files of a batch concurrently: a file
    system commits concurrent fsyncs together (one journal commit instead of one per file),
    which on a busy disk is most of a render's write time. A batch holds one descriptor per
    file; a file refused one (a low ulimit -n) is synced alone once its batch is done, as
    staging did. Returns each file's error, or None."""
    errors: list[OSError | None] = []
    for start in range(0, len(paths), SYNC_BATCH):
        batch = paths[start:start + SYNC_BATCH]
        found = _sync_together(batch)
        errors += [_sync(path) if error is not None and error.errno in (errno.EMFILE, errno.ENFILE) else error
                   for path, error in zip(batch, found)]
    return errors


def _sync_together(paths: list[Path]) -> list[OSError | None]:
    if len(paths) < 2:
        return [_sync(path) for path in paths]
    errors: list[OSError | None] = [None] * len(paths)

    def run(index: int) -> None:
        errors[index] = _sync(paths[index])

    started = []
    for index in range(len(paths)):
        thread = threading.Thread(target=run, args=(index,))
        try:
            thread.start()
        except RuntimeError:  # no thread to be had (a process or memory limit): sync it here
            run(index)
            continue
        started.append(thread)
    for thread in started:
        thread.join()
    return errors


def _discard(temps: list[Path], created: list[Path]) -> None:
    """Remove staged temp files and, innermost first, folders made for them that stayed empty."""
    for tmp in temps:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    for folder in reversed(created):
        try:
            os.rmdir(folder)
        except OSError:
            pass


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def write_atomic(target: Path, text: str) -> None:
    """Write one file through a fsynced temp file renamed over it: old or new, never partial."""
    created: list[Path] = []
    _make_folders(target.parent, created)
    tmp = _stage(target, text.encode("utf-8"))
    try:
        os.replace(tmp, target)
    except BaseException:
        _discard([tmp], created)
        raise


def create(target: Path, text: str) -> tuple[Path, str] | None:
    """Write a new file all or nothing, never over an existing one (FileExistsError): a fsynced
    temp file beside it is linked to its name, which fails when the name exists, then removed;
    without hard links there, it is renamed into place while the name is free. OSError when it
    cannot be written (nothing is left); once it is written, the temp file it could not remove
    and why, else None."""
    flag = _locked(target.parent)
    if flag is not None:  # a temp file there could never be removed again
        raise OSError(errno.EPERM, f"its folder is {flag}; clear the flag (chattr, chflags)")
    tmp = _stage(target, text.encode("utf-8"))
    try:
        try:
            os.link(tmp, target, follow_symlinks=False)
        except FileExistsError:
            raise
        except (OSError, NotImplementedError):
            if os.path.lexists(target):
                raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target)) from None
            os.rename(tmp, target)
            return None
    except BaseException:
        _discard([tmp], [])
        raise
    try:
        os.unlink(tmp)
    except OSError as exc:
        return tmp, _reason(exc)
    return None


# File-system flags under which nothing in a folder (or a file) can be replaced or removed:
# chattr +i / +a on Linux (read with FS_IOC_GETFLAGS, _IOR('f', 1, long) in the generic ioctl
# encoding), chflags uchg / uappnd (and the system ones) on BSD and macOS (st_flags).
_FS_IOC_GETFLAGS = (2 << 30) | (struct.calcsize("l") << 16) | (ord("f") << 8) | 1
_FS_IMMUTABLE_FL, _FS_APPEND_FL = 0x10, 0x20


def _locked(path: Path, follow: bool = True) -> str | None:
    """'immutable' or 'append-only' when a file-system flag says so; None when not, or when
    that cannot be told (another file system, another architecture's ioctl encoding)."""
    try:
        info = os.stat(path, follow_symlinks=follow)
    except OSError:
        return None
    flags = getattr(info, "st_flags", None)
    if flags is not None:
        immutable, append = flags & (stat.UF_IMMUTABLE | stat.SF_IMMUTABLE), flags & (stat.UF_APPEND | stat.SF_APPEND)
    elif sys.platform == "linux" and not stat.S_ISLNK(info.st_mode):
        buffer = bytearray(8)
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | (0 if follow else os.O_NOFOLLOW))
            try:
                fcntl.ioctl(fd, _FS_IOC_GETFLAGS, buffer)
            finally:
                os.close(fd)
        except OSError:
            return None
        value = int.from_bytes(buffer[:4], sys.byteorder)
        immutable, append = value & _FS_IMMUTABLE_FL, value & _FS_APPEND_FL
    else:
        return None
    return "immutable" if immutable else "append-only" if append else None


def _named(out_dir: Path, path: Path) -> str:
    """A path as problems name it: relative to --out inside it, else absolute (the CLI shows
    both relative to the working directory)."""
    try:
        return path.relative_to(out_dir).as_posix()
    except ValueError:
        return str(path.absolute())


class _Change(Record, frozen=False):
    """One file of a transaction: its staged new bytes and, for a file that exists, the old one
    kept aside until the transaction is settled."""

    job: int
    rel: str
    target: Path
    data: bytes
    existed: bool
    tmp: Path | None = None
    kept: Path | None = None
    copied: bool = False  # the kept file is a copy, synced with the staged files
    renamed: bool = False

    def done(self) -> bool:
        """Renamed into place (also when Ctrl-C came between the rename and its record)."""
        return self.renamed or (self.tmp is not None and not os.path.lexists(self.tmp))


def _refusals(plans: list[tuple[Path, Plan]], changes: list[_Change]) -> list[tuple[int, Problem]]:
    """Files and folders a file-system flag forbids replacing or removing in: a render there
    could neither finish nor be undone, so it is refused before anything is made."""
    found: list[tuple[int, Problem]] = []
    for change in changes:
        out_dir = plans[change.job][0]
        flag = _locked(change.target, follow=False) if change.existed else None
        if flag is not None:
            found.append((change.job, Problem(change.rel, 0, (), f"is {flag} (a file-system flag, see chattr or "
                                              "chflags): vocabgen cannot replace it, so it writes nothing; clear "
                                              "the flag")))
        folder = change.target.parent
        while not folder.is_dir() and folder != folder.parent:
            folder = folder.parent
        flag = _locked(folder)
        if flag is not None:
            found.append((change.job, Problem(_named(out_dir, folder), 0, (), f"is {flag} (a file-system flag, "
                                              "see chattr or chflags): vocabgen could not undo a render there, so "
                                              "it writes nothing; clear the flag")))
    return list(dict.fromkeys(found))


def _stage_all(changes: list[_Change], created: list[tuple[int, Path]]) -> tuple[_Change, str] | None:
    """Stage every new file, keep aside every file it replaces, sync them all; the first failure."""
    for change in changes:
        made: list[Path] = []
        try:
            _make_folders(change.target.parent, made)
            change.tmp = _stage(change.target, change.data, sync=False)
            if change.existed:
                change.kept, change.copied = _keep(change.target)
        except OSError as exc:
            return change, f"cannot be written ({_reason(exc)}); check the output folder's permissions and free space"
        finally:
            created.extend((change.job, path) for path in made)
    synced = [(change, path) for change in changes for path in (change.tmp, change.kept if change.copied else None)
              if path is not None]
    errors = _sync_all([path for _, path in synced])
    for (change, _), error in zip(synced, errors):
        if error is not None:  # a full disk often shows only now, when delayed allocation meets the disk
            return change, f"cannot be written ({_reason(error)}); check the output folder's permissions and free space"
    return None


def _rename_all(changes: list[_Change]) -> tuple[_Change, str] | None:
    for change in changes:
        assert change.tmp is not None
        try:
            os.replace(change.tmp, change.target)
        except OSError as exc:
            return change, f"cannot be replaced ({_reason(exc)})"
        change.renamed = True
    return None


class _Left(Record):
    """A path a settled transaction leaves behind, and why (None: kept on purpose)."""

    job: int
    path: Path
    reason: str | None


def _settle(changes: list[_Change], created: list[tuple[int, Path]],
            commit: bool) -> tuple[list[tuple[_Change, str, Path | None]], list[_Left]]:
    """Committed: remove the files kept aside. Else undo every rename, newest first (the kept
    file back, a new file removed), then remove every temp file and, innermost first, every
    folder made. Returns what could not be undone (those files hold the new bytes; the old ones
    stay in the kept file named) and every path left behind."""
    stuck: list[tuple[_Change, str, Path | None]] = []
    left: list[_Left] = []
    for change in reversed(changes):
        renamed = change.done()
        if renamed and not commit:
            try:
                if change.kept is not None:
                    os.replace(change.kept, change.target)
                    change.kept = None
                else:
                    os.unlink(change.target)
            except OSError as exc:
                stuck.append((change, _reason(exc), change.kept))
                if change.kept is not None:  # the old bytes: never deleted while the new ones stand
                    left.append(_Left(change.job, change.kept, None))
                    change.kept = None
        for path in (None if renamed else change.tmp, change.kept):
            if path is None:
                continue
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
            except OSError as exc:
                left.append(_Left(change.job, path, _reason(exc)))
    if not commit:
        for job, folder in reversed(created):
            try:
                os.rmdir(folder)
            except OSError as exc:
                if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT):  # not empty: what is in it is named
                    left.append(_Left(job, folder, _reason(exc)))
    return stuck, left


def apply_all(plans: list[tuple[Path, Plan]], prune: bool = False) -> list[Applied]:
    """Write the missing and stale files of every plan (one per output folder) as one
    transaction, all or nothing; with prune, then delete orphans. One Applied per plan.

    Every new file is staged beside its target and every file it replaces is kept aside (a hard
    link, else a copy); all are synced; only then are they renamed into place. A failure or a
    Ctrl-C before the last rename undoes the renames done and removes every temp file and folder
    made: the tree is as it was. After the last rename, the kept files are removed. Only what
    cannot be undone or removed is reported, exactly (Applied.written, Applied.left). A file or
    folder whose file-system flag forbids replacing or removing is refused before anything is
    made."""
    done = [Applied() for _ in plans]
    changes = [_Change(job, entry.path, out_dir / entry.path, entry.new.encode("utf-8"), entry.state is not State.MISSING)
               for job, (out_dir, the_plan) in enumerate(plans) for entry in the_plan.entries
               if entry.state in CHANGES and entry.new is not None]
    refused = _refusals(plans, changes)
    for job, problem in refused:
        done[job].problems.append(problem)
    if refused:
        return done
    created: list[tuple[int, Path]] = []
    failed: tuple[_Change, str] | None = None
    interrupted = False
    try:
        failed = _stage_all(changes, created) or _rename_all(changes)
    except KeyboardInterrupt:
        interrupted = True
    except BaseException:  # vocabgen's own bug: undo, then let it be seen
        _settle(changes, created, commit=all(change.done() for change in changes))
        raise
    commit = failed is None and (not interrupted or all(change.done() for change in changes))
    stuck, left = _settle(changes, created, commit)
    if failed is not None:
        done[failed[0].job].problems.append(Problem(failed[0].rel, 0, (), failed[1]))
    for change, reason, kept in stuck:
        what = f"the old ones are in {kept.name} beside it" if kept is not None else "it did not exist before"
        done[change.job].problems.append(Problem(change.rel, 0, (), f"cannot be undone ({reason}); it holds the "
                                                 f"new bytes, {what}"))
    for change in changes if commit else [change for change, _, _ in stuck]:
        done[change.job].written.append(change.rel)
    for item in left:
        named = _named(plans[item.job][0], item.path)
        done[item.job].left.append(named)
        if item.reason is not None:
            done[item.job].problems.append(Problem(named, 0, (), f"cannot be removed ({item.reason}); delete it"))
    for applied in done:
        applied.interrupted = interrupted
    if commit and prune and not interrupted:
        for (out_dir, the_plan), applied in zip(plans, done):
            _prune(out_dir, the_plan, applied)
    return done


def apply(out_dir: Path, the_plan: Plan, prune: bool = False) -> Applied:
    """apply_all for one output folder."""
    return apply_all([(out_dir, the_plan)], prune)[0]


def _prune(out_dir: Path, the_plan: Plan, done: Applied) -> None:
    """Delete orphans, then every folder that deleting them left empty (never --out itself)."""
    for entry in the_plan.entries:
        if entry.state is not State.ORPHAN:
            continue
        target = out_dir / entry.path
        try:
            os.unlink(target)
        except FileNotFoundError:
            continue
        except OSError as exc:
            done.problems.append(Problem(entry.path, 0, (), f"cannot be removed ({_reason(exc)})"))
            continue
        done.removed.append(entry.path)
        folder = target.parent
        while folder != out_dir and _inside(out_dir, folder):
            try:
                os.rmdir(folder)
            except OSError:
                break
            folder = folder.parent


def unified_diff(entry: Entry) -> str:
    """A git-style diff of one entry, with paths relative to --out (never absolute)."""
    old = (entry.old or "").splitlines(keepends=True) if entry.state is not State.MISSING else []
    new = (entry.new or "").splitlines(keepends=True) if entry.new is not None else []
    from_name = "/dev/null" if entry.state is State.MISSING else f"a/{entry.path}"
    to_name = "/dev/null" if entry.state is State.ORPHAN else f"b/{entry.path}"
    import difflib  # only --diff needs it: 3.2 M instructions, 0.6% of a shipped render

    lines = list(difflib.unified_diff(old, new, from_name, to_name))
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)
