"""Records: dataclasses to whoever asks, without dataclass's code generation at import.

`@dataclass` writes and compiles an `__init__`, `__repr__`, `__eq__`, `__hash__` and, when
frozen, `__setattr__` for every class as its module is imported: one to two milliseconds a class,
and the eighteen classes of vocabgen's render path (model, problems, writer, report) spent about
a tenth of a render of the shipped vocab.toml there. A subclass of `Record` shares one copy of
each method, written here, and is still a dataclass to `dataclasses.fields()`, `replace()`,
`asdict()` and `is_dataclass()`: the first such question about a class runs `dataclass()` on it
(never on a render's path).

    class Value(Record):                      # frozen, compared and hashed by its fields
    class Problem(Record, order=True):        # also ordered like a tuple of its fields
    class Report(Record, frozen=False):       # mutable, compared by its fields, unhashable
    class Context(Record, eq=False):          # compared by identity; its subclasses inherit that

Fields are the class's own annotations, in order, with plain defaults or `field(default=...)` /
`field(default_factory=...)`; a record does not inherit fields from another record, and a
record without fields (a root such as `Context`) is no dataclass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field
from operator import attrgetter
from typing import Any, NamedTuple, TypeVar, dataclass_transform

# A class built this many times (a per-value record or context of a large vocabulary) gets its
# own __init__ with one parameter per field: about twice as fast per instance as the shared one.
# Compiling it costs about a tenth of a millisecond, so the classes of a small render never pay.
SPECIALISE_AFTER = 256


class RecordField(NamedTuple):
    """What the shared __init__ needs of a field: its name and how it defaults."""

    name: str
    default: Any = MISSING
    default_factory: Any = MISSING


class _LazyDataclassFields:
    """`__dataclass_fields__` of a record class, made when first asked for: the first lookup runs
    `dataclass()` on the class (without letting it replace the shared methods), which stores the
    real fields on the class, so this descriptor is not consulted for that class again."""

    def __get__(self, instance: object, owner: type) -> dict[str, Field[Any]]:
        if not owner.__dict__.get("__record_fields__"):  # Record, Context: field-less roots
            raise AttributeError("__dataclass_fields__")
        # Only fields and params: the record's own __init__, __repr__, __eq__ and frozen
        # __setattr__ stay (so __dataclass_params__ reads init, repr, eq and frozen False).
        dataclass(init=False, repr=False, eq=False)(owner)
        made: dict[str, Field[Any]] = owner.__dict__["__dataclass_fields__"]
        return made


@dataclass_transform(frozen_default=True, eq_default=True, field_specifiers=(field, Field))
class Record:
    """The base of every record; see the module docstring."""

    __dataclass_fields__: Any = _LazyDataclassFields()
    __record_fields__: tuple[RecordField, ...] = ()
    __record_order__: tuple[str, ...] = ()
    __record_names__: frozenset[str] = frozenset()
    __record_frozen__: bool = True
    __record_eq__: bool = True
    __record_made__: int = 0  # instances the shared __init__ built; see _specialise

    def __init_subclass__(cls, *, frozen: bool | None = None, eq: bool | None = None,
                          order: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        frozen = cls.__record_frozen__ if frozen is None else frozen
        eq = cls.__record_eq__ if eq is None else eq
        _make_record(cls, frozen=frozen, eq=eq, order=order)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        made = cls.__record_made__ + 1
        type.__setattr__(cls, "__record_made__", made)
        if made == SPECIALISE_AFTER:
            _specialise(cls)
        if args:
            if kwargs or len(args) != len(self.__record_order__):
                kwargs = self._completed(args, kwargs)
            else:  # every field, in order
                kwargs = dict(zip(self.__record_order__, args))
        elif kwargs.keys() != self.__record_names__:  # the common case, every field by name, skips this
            kwargs = self._completed((), kwargs)
        self.__dict__.update(kwargs)

    def _completed(self, args: tuple[Any, ...], given: dict[str, Any]) -> dict[str, Any]:
        """Positional fields by name, then the given fields plus defaults; a missing, unknown or
        repeated field is a TypeError."""
        if args:
            positional = dict(zip(self.__record_order__, args))
            if len(args) > len(positional) or positional.keys() & given.keys():
                raise TypeError(f"{type(self).__name__}() takes {len(self.__record_fields__)} fields, "
                                f"{len(args)} given positionally, or a field twice")
            given = {**given, **positional}
        unknown = given.keys() - self.__record_names__
        if unknown:
            raise TypeError(f"{type(self).__name__}() got an unexpected or repeated field {sorted(unknown)[0]!r}")
        values = dict(given)
        for f in self.__record_fields__:
            if f.name in values:
                continue
            if f.default is not MISSING:
                values[f.name] = f.default
            elif f.default_factory is not MISSING:
                values[f.name] = f.default_factory()
            else:
                raise TypeError(f"{type(self).__name__}() missing field {f.name!r}")
        return values

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__record_order__)
        return f"{type(self).__qualname__}({inner})"


def _make_record(cls: type[Record], *, frozen: bool, eq: bool, order: bool) -> None:
    """Read cls's own fields and give it the shared methods its options ask for."""
    annotations = cls.__dict__.get("__annotations__", {})
    if cls.__record_fields__:  # still the nearest base's: this class's are not set yet
        raise TypeError(f"{cls.__name__}: a record does not inherit fields from another record")
    own = cls.__dict__
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        raise TypeError(f"{cls.__name__}: a frozen record cannot define __setattr__ or __delattr__")
    found = []
    for name, annotation in annotations.items():
        if isinstance(annotation, str) and annotation.startswith(("ClassVar", "InitVar", "typing.ClassVar")):
            raise TypeError(f"{cls.__name__}.{name}: records have no ClassVar or InitVar fields")
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            if not (default.init and default.repr and default.compare) or default.hash is not None:
                raise TypeError(f"{cls.__name__}.{name}: a record field takes only default= or default_factory=")
            found.append(RecordField(name, default.default, default.default_factory))
        else:
            found.append(RecordField(name, default))
    order_names = tuple(f.name for f in found)
    setattr_ = type.__setattr__
    setattr_(cls, "__record_fields__", tuple(found))
    setattr_(cls, "__record_order__", order_names)
    setattr_(cls, "__record_names__", frozenset(order_names))
    setattr_(cls, "__record_frozen__", frozen)
    setattr_(cls, "__record_eq__", eq)
    setattr_(cls, "__record_made__", 0)
    setattr_(cls, "__match_args__", order_names)
    if "__init__" not in cls.__dict__:
        setattr_(cls, "__init__", Record.__init__)  # never a specialised base's: each class counts for itself
    if frozen:
        setattr_(cls, "__setattr__", _frozen_setattr)
        setattr_(cls, "__delattr__", _frozen_delattr)
    elif cls.__setattr__ is _frozen_setattr:  # a mutable record under a frozen root
        setattr_(cls, "__setattr__", object.__setattr__)
        setattr_(cls, "__delattr__", object.__delattr__)
    setattr_(cls, "__record_values__", _values_of(order_names))
    if eq and "__eq__" not in own:  # like dataclass, a class's own __eq__ (and __hash__) stay
        setattr_(cls, "__eq__", _eq)
        setattr_(cls, "__hash__", _hash if frozen else None)
    if order:
        if not eq:
            raise TypeError(f"{cls.__name__}: order=True needs eq=True")
        for name, compare in _ORDERING.items():
            setattr_(cls, name, compare)


def _values_of(names: tuple[str, ...]) -> Any:
    """What gives an instance's field values as a tuple (what eq, hash and order compare): an
    attrgetter, or a staticmethod, so that reading it from an instance never binds it."""
    if len(names) >= 2:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return staticmethod(lambda self: (one(self),))
    return staticmethod(lambda self: ())


def _frozen_setattr(self: Record, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: Record, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _eq(self: Any, other: Any) -> Any:  # bool, or NotImplemented for another class
    if other.__class__ is self.__class__:
        equal: bool = self.__record_values__(self) == self.__record_values__(other)
        return equal
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self.__record_values__(self))


def _ordering(compare: Callable[[Any, Any], bool]) -> Callable[[Any, Any], Any]:
    def method(self: Any, other: Any) -> Any:  # bool, or NotImplemented for another class
        if other.__class__ is self.__class__:
            return compare(self.__record_values__(self), self.__record_values__(other))
        return NotImplemented

    return method


_ORDERING = {
    "__lt__": _ordering(lambda a, b: a < b),
    "__le__": _ordering(lambda a, b: a <= b),
    "__gt__": _ordering(lambda a, b: a > b),
    "__ge__": _ordering(lambda a, b: a >= b),
}


_R = TypeVar("_R", bound="Record")


def replace(record: _R, /, **changes: Any) -> _R:
    """`dataclasses.replace` for a record, without making its class a dataclass first."""
    values = {name: getattr(record, name) for name in record.__record_order__}
    values.update(changes)
    return type(record)(**values)


def _specialise(cls: type[Record]) -> None:
    """Give cls an __init__ written for its fields: the same fields, defaults and frozenness."""
    names = cls.__record_order__
    if any(name == "self" or name.startswith("_vocabgen") for name in names):
        return
    namespace: dict[str, Any] = {"_vocabgen_missing": MISSING}
    params, body = [], []
    for f in cls.__record_fields__:
        if f.default is not MISSING:
            namespace[f"_vocabgen_default_{f.name}"] = f.default
            params.append(f"{f.name}=_vocabgen_default_{f.name}")
        elif f.default_factory is not MISSING:
            namespace[f"_vocabgen_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_vocabgen_missing")
            body.append(f"    if {f.name} is _vocabgen_missing:\n        {f.name} = _vocabgen_factory_{f.name}()\n")
        else:
            params.append(f.name)
    # One store per field into the instance's dict: a third faster than building a dict to update it with.
    stores = "".join(f"    _vocabgen_fields[{name!r}] = {name}\n" for name in names)
    source = (f"def __init__(self, {', '.join(params)}):\n" + "".join(body)
              + "    _vocabgen_fields = self.__dict__\n" + stores)
    exec(source, namespace)  # noqa: S102 - built from the class's own field names, checked above
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    type.__setattr__(cls, "__init__", init)
