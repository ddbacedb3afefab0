"""Small records with named fields, for the engine's actions, events and views.

A dataclass writes its methods by compiling generated source text when each
class is created: a few milliseconds per class in the browser, where
``import tigris`` lies on the page's start-up path. These bases share methods
written once instead. A subclass lists its fields in ``__slots__`` (in order)
and optional defaults in ``_defaults``; it gets what the dataclasses had:
positional or keyword construction, equality by class and fields, a repr like
``PlaceTile(colour=0, cell=5)``, pattern-matching positions, and pickling
and copying through the constructor. ``Value`` is immutable and hashes like a
frozen dataclass, ``hash((field, ...))``, so sets of values iterate in the
same order as before.

For the type checker a subclass also annotates each field, in the order of
``__slots__`` (``tests/test_engine_values.py`` holds the two together): the
bases are marked ``dataclass_transform``, so mypy reads the annotations as
the fields, with the constructor they imply. A subclass whose fields have
defaults writes its own typed ``__init__``. At run time the mark is one
attribute on each base.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, dataclass_transform

_set = object.__setattr__


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of an instance as a tuple, whatever their number."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return lambda self: ()


class _Record:
    """What both kinds of record share: construction, equality, repr, pickling."""

    __slots__: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, Any]] = {}  # field → default, for fields that may be left out
    _fields: ClassVar[staticmethod[[Any], tuple[Any, ...]]] = staticmethod(_getter(()))  # the field values, in order

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = cls.__dict__.get("__slots__", ())
        assert isinstance(names, tuple), f"{cls.__name__}.__slots__ must be a tuple of field names"
        cls._fields = staticmethod(_getter(names))
        setattr(cls, "__match_args__", names)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = self.__slots__
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments but {len(args)} were given")
        for name, value in zip(names, args):
            _set(self, name, value)
        for name in names[len(args):]:
            if name in kwargs:
                value = kwargs.pop(name)
            elif name in self._defaults:
                value = self._defaults[name]
            else:
                raise TypeError(f"{type(self).__name__}() missing argument {name!r}")
            _set(self, name, value)
        if kwargs:
            raise TypeError(f"{type(self).__name__}() got an unexpected argument {next(iter(kwargs))!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(self._fields(self) == self._fields(other))
        return NotImplemented

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(self.__slots__, self._fields(self)))
        return f"{type(self).__qualname__}({inner})"

    def __reduce__(self) -> tuple[type[_Record], tuple[Any, ...]]:
        return self.__class__, self._fields(self)


@dataclass_transform(eq_default=True)
class Struct(_Record):
    """A mutable record: compared by class and fields, never hashed."""

    __slots__ = ()
    __hash__: ClassVar[None] = None  # type: ignore[assignment]


@dataclass_transform(eq_default=True, frozen_default=True)
class Value(_Record):
    """An immutable record, hashed by its fields."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __hash__(self) -> int:
        return hash(self._fields(self))
