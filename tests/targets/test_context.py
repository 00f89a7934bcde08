"""Template contexts: frozen records whose fields() the README's tables and the context walk read."""

from __future__ import annotations

import dataclasses

import pytest

from vocabgen.records import SPECIALISE_AFTER, Record
from vocabgen.targets.base import Context


class Sample(Context):
    """A sample context."""

    name: str
    items: tuple[str, ...]
    flag: bool = False
    extra: tuple[str, ...] = dataclasses.field(default_factory=tuple)


def test_positional_keyword_and_default_fields() -> None:
    made = Sample("a", ("x",), flag=True)
    assert (made.name, made.items, made.flag, made.extra) == ("a", ("x",), True, ())
    assert Sample(name="b", items=()).flag is False
    assert [f.name for f in dataclasses.fields(Sample)] == ["name", "items", "flag", "extra"]
    assert dataclasses.is_dataclass(made)
    assert repr(made) == "Sample(name='a', items=('x',), flag=True, extra=())"


def test_frozen_and_strict() -> None:
    made = Sample("a", ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "b"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del made.name  # type: ignore[misc]
    with pytest.raises(TypeError, match="missing field 'items'"):
        Sample("a")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="or a field twice"):
        Sample("a", (), name="b")  # type: ignore[misc]
    with pytest.raises(TypeError, match="unexpected or repeated field 'colour'"):
        Sample("a", (), colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 4 fields, 5 given"):
        Sample("a", (), True, (), 5)  # type: ignore[call-arg]


def test_contexts_compare_by_identity_and_each_class_counts_its_own_instances() -> None:
    """What Context adds to Record: identity equality (eq=False, inherited by every subclass), and
    a busy context class specialises its own __init__ while its siblings keep the shared one.
    (Records' own behaviour, lazily made dataclass fields included, is tests/test_records.py's.)"""
    class Busy(Context):
        """Built often."""

        name: str
        items: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    first, second = Sample("a", ()), Sample("a", ())
    assert first != second and first == first and hash(first) != hash(second)
    made = [Busy(f"n{i}") for i in range(SPECIALISE_AFTER + 1)]
    assert Busy.__init__ is not Record.__init__, "specialised once built often enough"
    assert Sample.__init__ is Record.__init__, "a sibling keeps the shared __init__ until it is busy"
    assert (made[-1].name, made[-1].items) == (f"n{SPECIALISE_AFTER}", ())
    assert not dataclasses.is_dataclass(Context)
