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


def test_a_class_built_many_times_gets_its_own_init_with_the_same_behaviour() -> None:
    class Busy(Context):
        """Built often."""

        name: str
        items: tuple[str, ...]
        flag: bool = False
        extra: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    generic = Busy.__init__
    before = [Busy(f"n{i}", ("x",), flag=i % 2 == 0) for i in range(SPECIALISE_AFTER)]
    assert Busy.__init__ is not generic, "specialised once built often enough"
    after = [Busy(f"n{i}", ("x",), flag=i % 2 == 0) for i in range(SPECIALISE_AFTER)]
    assert [repr(b) for b in before] == [repr(a) for a in after]
    made = Busy(name="k", items=())
    assert (made.flag, made.extra) == (False, ())
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.name = "b"  # type: ignore[misc]
    with pytest.raises(TypeError):
        Busy("a")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Busy("a", (), colour="red")  # type: ignore[call-arg]
    assert Sample.__init__ is Record.__init__, "another class keeps the shared __init__ until it is busy"


def test_a_context_becomes_a_dataclass_only_when_asked() -> None:
    """Rendering never needs dataclass processing (it costs start-up); fields() still works."""
    class Later(Context):
        """Made lazily."""

        name: str
        items: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    assert "__dataclass_fields__" not in Later.__dict__
    made = Later("x")
    assert (made.name, made.items) == ("x", ())
    assert "__dataclass_fields__" not in Later.__dict__, "building and reading a context never processes it"
    assert [f.name for f in dataclasses.fields(made)] == ["name", "items"]
    assert dataclasses.is_dataclass(Later) and "__dataclass_fields__" in Later.__dict__
    assert not dataclasses.is_dataclass(Context)
