"""Writing one file so that a reader sees it old or new, never partial: staged temp files beside
their targets, fsynced in bounded batches, and the file-system flags that forbid replacing.
"""

from __future__ import annotations

import errno
import os
import stat
import struct
import sys
import threading
from pathlib import Path

from vocabgen.plan import temp_name
from vocabgen.source import read_regular

if sys.platform != "win32":
    import fcntl

# Staged files synced at once, each holding a file descriptor: the shipped vocab.toml's 11
# files in one batch, and no more descriptors than a tight ulimit -n leaves (see sync_all).
SYNC_BATCH = 16


def make_folders(folder: Path, created: list[Path]) -> None:
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


def stage(target: Path, data: bytes, sync: bool = True) -> Path:
    """Write bytes to a temp file beside the target (fsynced unless the caller syncs all staged
    files together); nothing is replaced. A file rewritten keeps its permissions, as black's
    rewrite in place does; a new one gets 0o666 less the umask (and a folder's default ACL), as
    any file a process creates, git's checkout and protoc's output among them."""
    tmp = target.with_name(temp_name(target.name))
    try:
        mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = None  # the kernel applies the umask to the mode os.open asks for
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0),
                 0o600 if mode is not None else 0o666)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(tmp, mode)
    except BaseException:
        discard([tmp], [])
        raise
    return tmp


def keep(target: Path) -> tuple[Path, bool]:
    """Keep the file about to be replaced under a temp name beside it, so that its rename can be
    undone: a hard link (no byte copied), else (no hard links there) a copy, which must be
    synced with the staged files. Returns the kept file and whether it is a copy."""
    kept = target.with_name(temp_name(target.name))
    try:
        os.link(target, kept, follow_symlinks=False)
        return kept, False
    except (OSError, NotImplementedError):
        return stage(target, read_regular(target), sync=False), True


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


def sync_all(paths: list[Path]) -> list[OSError | None]:
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


def discard(temps: list[Path], created: list[Path]) -> None:
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


def reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def create(target: Path, text: str) -> tuple[Path, str] | None:
    """Write a new file all or nothing, never over an existing one (FileExistsError): a fsynced
    temp file beside it is linked to its name, which fails when the name exists, then removed;
    without hard links there, it is renamed into place while the name is free. OSError when it
    cannot be written (nothing is left); once it is written, the temp file it could not remove
    and why, else None."""
    flag = locked(target.parent)
    if flag is not None:  # a temp file there could never be removed again
        raise OSError(errno.EPERM, f"its folder is {flag}; clear the flag (chattr, chflags)")
    tmp = stage(target, text.encode("utf-8"))
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
        discard([tmp], [])
        raise
    try:
        os.unlink(tmp)
    except OSError as exc:
        return tmp, reason(exc)
    return None


# File-system flags under which nothing in a folder (or a file) can be replaced or removed:
# chattr +i / +a on Linux (read with FS_IOC_GETFLAGS, _IOR('f', 1, long) in the generic ioctl
# encoding), chflags uchg / uappnd (and the system ones) on BSD and macOS (st_flags).
_FS_IOC_GETFLAGS = (2 << 30) | (struct.calcsize("l") << 16) | (ord("f") << 8) | 1
_FS_IMMUTABLE_FL, _FS_APPEND_FL = 0x10, 0x20


def locked(path: Path, follow: bool = True) -> str | None:
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
