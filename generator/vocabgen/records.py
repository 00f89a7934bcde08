"""Records: small classes of named fields, declared by their annotations.

`@dataclass` writes and compiles an `__init__`, `__repr__`, `__eq__` and `__hash__` for every
class as its module is imported, about 5 M instructions a class (the ~30 classes of a render
would cost a shipped render a quarter more); a typing.NamedTuple about 1.2 M. A record shares one
copy of each method, written here, for about 0.2 M a class.

    class Value(Record):                      # frozen, compared and hashed by its fields
    class Problem(Record, order=True):        # also ordered like a tuple of its fields
    class Report(Record, frozen=False):       # mutable, compared by its fields, unhashable

Fields are the class's own annotations, in order; a default is a plain value, or
`field(factory=list)` for a fresh one each time. A record does not inherit fields from another record.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

_T = TypeVar("_T")


class Factory:
    """A default made fresh for each record (see field)."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make


def field(*, factory: Callable[[], _T]) -> _T:
    """A default made fresh for each record: `seen: list[str] = field(factory=list)`."""
    made: _T = Factory(factory)  # type: ignore[assignment]  # stands for the value until __init__
    return made


class FrozenRecordError(AttributeError):
    """A frozen record's field was assigned or deleted."""


@dataclass_transform(frozen_default=True, eq_default=True, field_specifiers=(field,))
class Record:
    """The base of every record; see the module docstring."""

    __fields__: tuple[str, ...] = ()
    __defaults__: dict[str, Any] = {}
    __frozen__: bool = True

    def __init_subclass__(cls, *, frozen: bool = True, eq: bool = True, order: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__fields__:
            raise TypeError(f"{cls.__name__}: a record does not inherit fields from another record")
        names = tuple(cls.__dict__.get("__annotations__", {}))
        cls.__fields__ = names
        cls.__defaults__ = {name: cls.__dict__[name] for name in names if name in cls.__dict__}
        cls.__frozen__ = frozen
        setattr(cls, "__match_args__", names)
        if not eq:
            cls.__eq__ = object.__eq__  # type: ignore[method-assign]
            cls.__hash__ = object.__hash__  # type: ignore[method-assign]
        elif not frozen:
            cls.__hash__ = None  # type: ignore[assignment]
        if order:
            for method, compare in _ORDER.items():
                setattr(cls, method, _ordering(compare))

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        names = cls.__fields__
        if len(args) > len(names):
            raise TypeError(f"{cls.__name__}() takes {len(names)} fields, {len(args)} given")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in names or name in values:
                raise TypeError(f"{cls.__name__}() got an unexpected or repeated field {name!r}")
            values[name] = value
        if len(values) < len(names):
            for name in names:
                if name not in values:
                    if name not in cls.__defaults__:
                        raise TypeError(f"{cls.__name__}() missing field {name!r}")
                    default = cls.__defaults__[name]
                    values[name] = default.make() if isinstance(default, Factory) else default
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: Any) -> None:
        if self.__frozen__:
            raise FrozenRecordError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        if self.__frozen__:
            raise FrozenRecordError(f"cannot delete field {name!r}")
        object.__delattr__(self, name)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__fields__)
        return f"{type(self).__qualname__}({inner})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return _values(self) == _values(other)

    def __hash__(self) -> int:
        return hash(_values(self))


def _values(record: Record) -> tuple[Any, ...]:
    return tuple(record.__dict__[name] for name in record.__fields__)


_ORDER: dict[str, Callable[[Any, Any], bool]] = {
    "__lt__": lambda a, b: a < b, "__le__": lambda a, b: a <= b,
    "__gt__": lambda a, b: a > b, "__ge__": lambda a, b: a >= b,
}


def _ordering(compare: Callable[[Any, Any], bool]) -> Callable[[Record, Any], Any]:
    """An ordering method: records of one class compare like the tuples of their fields."""
    def method(self: Record, other: Any) -> Any:
        return compare(_values(self), _values(other)) if type(other) is type(self) else NotImplemented
    return method


_R = TypeVar("_R", bound=Record)


def fields(record: Record | type[Record]) -> tuple[str, ...]:
    """The record's field names, in order."""
    return record.__fields__


def replace(record: _R, /, **changes: Any) -> _R:
    """A copy of record with some fields changed."""
    values = {name: getattr(record, name) for name in record.__fields__}
    values.update(changes)
    return type(record)(**values)


def asdict(record: Record) -> dict[str, Any]:
    """The record's fields as a dict (not recursive: records hold plain values)."""
    return {name: getattr(record, name) for name in record.__fields__}
