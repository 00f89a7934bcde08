"""Records behave like the dataclasses they stand in for, and a render never makes them dataclasses."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest

from vocabgen.records import SPECIALISE_AFTER, Record, replace

ROOT = Path(__file__).resolve().parents[1]


class Point(Record, order=True):
    """A frozen, ordered record."""

    x: int
    y: int
    tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)
    label: str = ""


@dataclasses.dataclass(frozen=True, order=True)
class Twin:
    """The dataclass Point stands in for."""

    x: int
    y: int
    tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)
    label: str = ""


class Frozen(Record):
    """A field-less root: frozen by default, like Context."""


class Tally(Record, frozen=False):
    """A mutable record."""

    count: int
    seen: list[str] = dataclasses.field(default_factory=list)


def _pairs() -> list[tuple[Point, Twin]]:
    return [(Point(x, y, tags, label), Twin(x, y, tags, label))
            for x in (0, 1) for y in (-1, 2) for tags in ((), ("a",)) for label in ("", "z")]


def test_equality_hash_order_and_repr_match_the_dataclass() -> None:
    pairs = _pairs()
    for a, twin_a in pairs:
        assert repr(a) == repr(twin_a).replace("Twin(", "Point(")
        assert hash(a) == hash(twin_a), "the same tuple of field values is hashed"
        for b, twin_b in pairs:
            assert (a == b) == (twin_a == twin_b)
            assert (a < b, a <= b, a > b, a >= b) == (twin_a < twin_b, twin_a <= twin_b, twin_a > twin_b,
                                                      twin_a >= twin_b)
    assert sorted(p for p, _ in pairs) == [Point(t.x, t.y, t.tags, t.label) for t in sorted(t for _, t in pairs)]
    assert Point(1, 2) != Twin(1, 2), "another class is never equal"
    with pytest.raises(TypeError):
        Point(1, 2) < Twin(1, 2)  # type: ignore[operator]  # noqa: B015


def test_frozen_and_mutable() -> None:
    point = Point(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del point.x  # type: ignore[misc]
    tally = Tally(1)
    tally.count += 1
    tally.seen.append("a")
    assert tally == Tally(2, ["a"]) and Tally(0).seen is not Tally(0).seen, "a factory per instance"
    with pytest.raises(TypeError, match="unhashable"):
        hash(tally)

    class Loose(Frozen, frozen=False):
        """A mutable record under a frozen, field-less root."""

        name: str

    loose = Loose("a")
    loose.name = "b"
    assert loose == Loose("b")


def test_a_one_field_record_compares_and_hashes_like_the_dataclass() -> None:
    class One(Record, order=True):
        """One field."""

        x: int

    @dataclasses.dataclass(frozen=True, order=True)
    class OneTwin:
        x: int

    assert One(1) == One(1) and One(1) != One(2) and One(1) < One(2)
    assert hash(One(1)) == hash(OneTwin(1))


def test_a_record_is_a_dataclass_to_whoever_asks() -> None:
    point = Point(1, 2, ("a",))
    assert dataclasses.is_dataclass(point)
    assert [f.name for f in dataclasses.fields(Point)] == ["x", "y", "tags", "label"]
    assert dataclasses.asdict(point) == {"x": 1, "y": 2, "tags": ("a",), "label": ""}
    assert dataclasses.astuple(point) == (1, 2, ("a",), "")
    assert dataclasses.replace(point, y=5) == Point(1, 5, ("a",))
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.x = 3  # type: ignore[misc]  # still frozen after dataclass() processed the class
    assert not dataclasses.is_dataclass(Record)


def test_replace_copy_pickle_and_match() -> None:
    point = Point(1, 2, ("a",), "p")
    assert replace(point, label="q") == Point(1, 2, ("a",), "q")
    assert copy.deepcopy(point) == point and copy.copy(point) == point
    assert pickle.loads(pickle.dumps(point)) == point
    match point:
        case Point(1, y):
            assert y == 2
        case _:
            pytest.fail("positional match on the fields in order")


def test_replace_keeps_the_class_unprocessed() -> None:
    class Fresh(Record):
        """Never asked about."""

        name: str
        size: int = 0

    assert replace(Fresh("a"), size=2) == Fresh("a", 2)
    assert "__dataclass_fields__" not in Fresh.__dict__


def test_a_busy_record_gets_its_own_init_with_the_same_behaviour() -> None:
    class Busy(Record):
        """Built often."""

        name: str
        items: tuple[str, ...] = dataclasses.field(default_factory=tuple)
        flag: bool = False

    made = [Busy(f"n{i}", flag=i % 2 == 0) for i in range(2 * SPECIALISE_AFTER)]
    assert Busy.__init__ is not Record.__init__
    assert made[0] == Busy("n0", (), True) and made[-1] == Busy(f"n{2 * SPECIALISE_AFTER - 1}")
    assert hash(made[1]) == hash(Busy("n1"))
    with pytest.raises(TypeError):
        Busy()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].name = "x"  # type: ignore[misc]


def test_what_a_record_does_not_take_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="does not inherit fields"):
        class Child(Point):  # noqa: F841
            z: int = 0
    with pytest.raises(TypeError, match="ClassVar"):
        class WithClassVar(Record):  # noqa: F841
            kind: ClassVar[str]
    with pytest.raises(TypeError, match="only default= or default_factory="):
        class Hidden(Record):  # noqa: F841
            secret: str = dataclasses.field(default="", repr=False)
    with pytest.raises(TypeError, match="order=True needs eq=True"):
        class Unordered(Record, eq=False, order=True):  # noqa: F841
            x: int


def test_a_render_processes_no_record_into_a_dataclass(tmp_path: Path) -> None:
    """The speed of start-up rests on this: no render asks dataclass() for a class's fields."""
    script = f"""
import sys
from vocabgen.cli import main
try:
    main(["render", "--vocab", {str(ROOT / "vocab.toml")!r}, "--out", {str(tmp_path / "out")!r}])
except SystemExit as stop:
    assert stop.code == 0, stop.code
classes = {{cls for name, module in list(sys.modules.items()) if name.startswith("vocabgen")
           for cls in vars(module).values() if isinstance(cls, type)}}
processed = sorted(cls.__qualname__ for cls in classes if isinstance(cls.__dict__.get("__dataclass_fields__"), dict))
records = [cls for cls in classes if cls.__dict__.get("__record_fields__")]
print("RECORDS", len(records), processed)
"""
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    count, processed = proc.stdout.rsplit("RECORDS ", 1)[1].split(" ", 1)
    assert int(count) > 10, "the model, writer and report are records"
    assert processed.strip() == "[]"


def test_every_record_of_vocabgen_is_a_dataclass_with_its_own_fields() -> None:
    """Asking any of vocabgen's records for its fields works (dataclass() accepts each class) and
    lists exactly the fields the shared __init__ builds, in order."""
    import importlib
    import pkgutil

    import vocabgen

    for info in pkgutil.walk_packages(vocabgen.__path__, "vocabgen."):
        if info.name.endswith("__main__") or ".compiled_templates" in info.name:
            continue
        importlib.import_module(info.name)
    classes = {cls for name, module in list(sys.modules.items()) if name.startswith("vocabgen.")
               for cls in vars(module).values() if isinstance(cls, type) and cls.__dict__.get("__record_fields__")}
    assert len(classes) > 10
    for cls in classes:
        assert tuple(f.name for f in dataclasses.fields(cls)) == cls.__record_order__, cls
