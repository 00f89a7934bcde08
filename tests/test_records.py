"""Records behave like the frozen dataclasses they stand in for: fields, defaults, equality,
hashing, ordering, repr, frozenness, replace, copy and pickle."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from vocabgen.records import FrozenRecordError, Record, asdict, field, fields, replace


class Point(Record, order=True):
    """A frozen, ordered record."""

    x: int
    y: int
    tags: tuple[str, ...] = ()
    label: str = ""


@dataclasses.dataclass(frozen=True, order=True)
class Twin:
    """The dataclass Point stands in for."""

    x: int
    y: int
    tags: tuple[str, ...] = ()
    label: str = ""


class Tally(Record, frozen=False):
    """A mutable record with a fresh list each time."""

    count: int
    seen: list[str] = field(factory=list)


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
    assert Point(1, 2) != Twin(1, 2) and Point(1, 2).__eq__(Twin(1, 2)) is NotImplemented


def test_frozen_and_mutable() -> None:
    point = Point(1, 2)
    with pytest.raises(FrozenRecordError):
        point.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenRecordError):
        del point.y
    assert isinstance(FrozenRecordError("x"), AttributeError)
    first, second = Tally(1), Tally(2)
    first.seen.append("a")
    first.count += 1
    assert (first.count, first.seen, second.seen) == (2, ["a"], []), "a fresh list per record"
    with pytest.raises(TypeError):
        hash(first)


def test_fields_replace_asdict_copy_pickle_and_match() -> None:
    point = Point(1, 2, ("a",))
    assert fields(Point) == fields(point) == ("x", "y", "tags", "label")
    assert replace(point, y=5) == Point(1, 5, ("a",)) and point.y == 2
    assert asdict(point) == {"x": 1, "y": 2, "tags": ("a",), "label": ""}
    assert copy.copy(point) == point and copy.deepcopy(point) == point
    assert pickle.loads(pickle.dumps(point)) == point
    match point:
        case Point(1, y):
            assert y == 2
        case _:
            pytest.fail("a record matches positionally")


def test_what_a_record_does_not_take_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="missing field 'y'"):
        Point(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="takes 4 fields"):
        Point(1, 2, (), "", "extra")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected or repeated field 'x'"):
        Point(1, 2, x=3)  # type: ignore[misc]
    with pytest.raises(TypeError, match="unexpected or repeated field 'z'"):
        Point(1, 2, z=3)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="does not inherit fields"):
        class Deeper(Point):  # noqa: F841
            z: int
