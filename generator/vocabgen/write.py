"""Write a run's planned files as one transaction, all or nothing, and prune orphans.

Every new file is staged beside its target (vocabgen.staging) and every file it replaces kept
aside; only when all are staged and synced are they renamed into place, and any failure or
Ctrl-C before the last rename undoes the renames done.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from vocabgen.plan import CHANGES, Plan, State, inside
from vocabgen.problems import Problem
from vocabgen.records import Record, field
from vocabgen.staging import keep, locked, make_folders, reason, stage, sync_all


class Applied(Record, frozen=False):
    """What apply did: the problems it met, exactly which paths it wrote or removed and which
    temp files or folders it could not remove, and whether Ctrl-C stopped it (it then undid
    everything it could, as for any failure)."""

    problems: list[Problem] = field(factory=list)
    written: list[str] = field(factory=list)
    removed: list[str] = field(factory=list)
    left: list[str] = field(factory=list)
    interrupted: bool = False


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
        flag = locked(change.target, follow=False) if change.existed else None
        if flag is not None:
            found.append((change.job, Problem(change.rel, 0, (), f"is {flag} (a file-system flag, see chattr or "
                                              "chflags): vocabgen cannot replace it, so it writes nothing; clear "
                                              "the flag")))
        folder = change.target.parent
        while not folder.is_dir() and folder != folder.parent:
            folder = folder.parent
        flag = locked(folder)
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
            make_folders(change.target.parent, made)
            change.tmp = stage(change.target, change.data, sync=False)
            if change.existed:
                change.kept, change.copied = keep(change.target)
        except OSError as exc:
            return change, f"cannot be written ({reason(exc)}); check the output folder's permissions and free space"
        finally:
            created.extend((change.job, path) for path in made)
    synced = [(change, path) for change in changes for path in (change.tmp, change.kept if change.copied else None)
              if path is not None]
    errors = sync_all([path for _, path in synced])
    for (change, _), error in zip(synced, errors):
        if error is not None:  # a full disk often shows only now, when delayed allocation meets the disk
            return change, f"cannot be written ({reason(error)}); check the output folder's permissions and free space"
    return None


def _rename_all(changes: list[_Change]) -> tuple[_Change, str] | None:
    for change in changes:
        assert change.tmp is not None
        try:
            os.replace(change.tmp, change.target)
        except OSError as exc:
            return change, f"cannot be replaced ({reason(exc)})"
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
                stuck.append((change, reason(exc), change.kept))
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
                left.append(_Left(change.job, path, reason(exc)))
    if not commit:
        for job, folder in reversed(created):
            try:
                os.rmdir(folder)
            except OSError as exc:
                if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT):  # not empty: what is in it is named
                    left.append(_Left(job, folder, reason(exc)))
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
    for change, why, kept in stuck:
        what = f"the old ones are in {kept.name} beside it" if kept is not None else "it did not exist before"
        done[change.job].problems.append(Problem(change.rel, 0, (), f"cannot be undone ({why}); it holds the "
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
            done.problems.append(Problem(entry.path, 0, (), f"cannot be removed ({reason(exc)})"))
            continue
        done.removed.append(entry.path)
        folder = target.parent
        while folder != out_dir and inside(out_dir, folder):
            try:
                os.rmdir(folder)
            except OSError:
                break
            folder = folder.parent
